import { z } from 'zod';
import { notificationKind } from '../../kernel/notify/kinds.ts';

const incentive = z.string();

/** To a reviewer: `name` claimed the incentive. */
export const incentiveClaimedKind = notificationKind(
  'incentive.claimed',
  { name: z.string(), incentive },
  { en: '{{name}} claimed “{{incentive}}”', de: '{{name}} hat „{{incentive}}“ beansprucht' },
);
export const claimApprovedKind = notificationKind(
  'incentive.claimApproved',
  { incentive, points: z.number().int() },
  {
    en: 'Your claim for “{{incentive}}” was approved: {{points}} points',
    de: 'Ihr Anspruch auf „{{incentive}}“ wurde genehmigt: {{points}} Punkte',
  },
);
export const claimRejectedKind = notificationKind(
  'incentive.claimRejected',
  { incentive, reason: z.string() },
  {
    en: 'Your claim for “{{incentive}}” was not approved: {{reason}}',
    de: 'Ihr Anspruch auf „{{incentive}}“ wurde nicht genehmigt: {{reason}}',
  },
);

export const incentiveNotificationKinds = [incentiveClaimedKind, claimApprovedKind, claimRejectedKind];

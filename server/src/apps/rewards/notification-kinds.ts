import { z } from 'zod';
import { notificationKind } from '../../kernel/notify/kinds.ts';

const reward = z.string();
const points = z.number().int();

/** The member's order of a reward, one kind per step it takes. */
export const rewardKinds = {
  rewardRedeemed: notificationKind(
    'rewards.redeemed',
    { reward, points },
    {
      en: 'You redeemed {{reward}} for {{points}} points',
      de: 'Sie haben {{reward}} für {{points}} Punkte eingelöst',
    },
  ),
  rewardFulfilled: notificationKind(
    'rewards.fulfilled',
    { reward },
    { en: 'Your {{reward}} is on its way', de: 'Ihr {{reward}} ist unterwegs' },
  ),
  rewardRefunded: notificationKind(
    'rewards.refunded',
    { reward, points },
    {
      en: '{{reward}} could not be delivered: {{points}} points are back in your account',
      de: '{{reward}} konnte nicht zugestellt werden: {{points}} Punkte sind wieder auf Ihrem Konto',
    },
  ),
};

export const rewardNotificationKinds = Object.values(rewardKinds);

import { sendQueuedAnnouncementMails } from '../apps/announcement/mail-job.ts';
import { runDueAnnouncementMoves } from '../apps/announcement/moves-job.ts';
import { announceNominationWindows } from '../apps/award/nomination-window-job.ts';
import { deliverDueCards } from '../apps/card/delivery-job.ts';
import { celebrateDueDays } from '../apps/celebration/daily-job.ts';
import { sendWeeklyDigests } from '../apps/notifications/digest-job.ts';
import { rollUpLiabilityDays } from '../apps/points/liability-days-job.ts';
import { sealPlainProviderSecrets } from '../apps/rewards/seal-secrets-job.ts';
import { abandonExpiredFlows } from '../http/flows.ts';
import { resetDueAllocations } from './allocation-reset-job.ts';
import type { JobDefinition } from './queue.ts';
import { publishDue } from './scheduled-publisher.ts';

/** Every recurring job of the server. An area with work to do later adds its sweep here. */
export const jobDefinitions: JobDefinition[] = [
  { name: 'recognition-scheduled-sends', cron: '* * * * *', run: publishDue },
  { name: 'points-allocation-resets', cron: '* * * * *', run: resetDueAllocations },
  // Hourly: closed days of the redeemable ledger are summed for the liabilities report (docs/points.md).
  { name: 'points-liability-days', cron: '5 * * * *', run: rollUpLiabilityDays },
  // Hourly: each member's Monday 08:00 comes in their own time zone (docs/notification-settings.md).
  { name: 'notifications-weekly-digests', cron: '0 * * * *', run: sendWeeklyDigests },
  // Every 15 minutes: each tenant's midnight comes in its own time zone (docs/celebrations.md).
  { name: 'celebrations-daily', cron: '*/15 * * * *', run: celebrateDueDays },
  // Every 5 minutes: cards reach their recipients soon after the tenant's midnight (docs/cards.md).
  { name: 'card-deliveries', cron: '*/5 * * * *', run: deliverDueCards },
  // Every minute: scheduled announcements go live and ended ones archive (docs/announcements.md).
  { name: 'announcement-moves', cron: '* * * * *', run: runDueAnnouncementMoves },
  { name: 'announcement-mails', cron: '* * * * *', run: sendQueuedAnnouncementMails },
  // Every minute: nomination windows open and close on time (docs/awards.md).
  { name: 'award-nomination-windows', cron: '* * * * *', run: announceNominationWindows },
  // Every minute: a flow left executing by an instance that died is stored failed (http/flows.ts).
  { name: 'flows-abandoned', cron: '* * * * *', run: abandonExpiredFlows },
  // At start and hourly: provider keys stored before encryption at rest are sealed (server/src/secrets).
  { name: 'rewards-seal-secrets', cron: '17 * * * *', run: sealPlainProviderSecrets },
];

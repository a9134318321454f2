import { sendQueuedAnnouncementMails } from '../apps/announcement/mail-job.ts';
import { runDueAnnouncementMoves } from '../apps/announcement/moves-job.ts';
import { announceNominationWindows } from '../apps/award/nomination-window-job.ts';
import { celebrateDueDays } from '../apps/celebration/daily-job.ts';
import { sendWeeklyDigests } from '../apps/notifications/digest-job.ts';
import { resetDueAllocations } from './allocation-reset-job.ts';
import type { JobDefinition } from './queue.ts';
import { publishDue } from './scheduled-publisher.ts';

/** Every recurring job of the server. An area with work to do later adds its sweep here. */
export const jobDefinitions: JobDefinition[] = [
  { name: 'recognition-scheduled-sends', cron: '* * * * *', run: publishDue },
  { name: 'points-allocation-resets', cron: '* * * * *', run: resetDueAllocations },
  // Hourly: each member's Monday 08:00 comes in their own time zone (docs/notification-settings.md).
  { name: 'notifications-weekly-digests', cron: '0 * * * *', run: sendWeeklyDigests },
  // Every 15 minutes: each tenant's midnight comes in its own time zone (docs/celebrations.md).
  { name: 'celebrations-daily', cron: '*/15 * * * *', run: celebrateDueDays },
  // Every minute: scheduled announcements go live and ended ones archive (docs/announcements.md).
  { name: 'announcement-moves', cron: '* * * * *', run: runDueAnnouncementMoves },
  { name: 'announcement-mails', cron: '* * * * *', run: sendQueuedAnnouncementMails },
  // Every minute: nomination windows open and close on time (docs/awards.md).
  { name: 'award-nomination-windows', cron: '* * * * *', run: announceNominationWindows },
];

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
];

import type { Area } from '../../kernel/areas.ts';
import { sendWeeklyDigests } from './digest-job.ts';
import { notificationsRoutes } from './routes.ts';

/** The notifications app: messages, preferences, web push (notify itself is kernel/notify). */
export const notificationsArea: Area = {
  name: 'notifications',
  routes: notificationsRoutes,
  jobs: [
    // Hourly: each member's Monday 08:00 comes in their own time zone (docs/notification-settings.md).
    { name: 'notifications-weekly-digests', cron: '0 * * * *', run: sendWeeklyDigests },
  ],
};

/** What other areas may call. */
export { loadMemberRefs } from './serialize.ts';

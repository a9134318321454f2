import type { Area } from '../../kernel/areas.ts';
import { celebrateDueDays } from './daily-job.ts';
import { celebrationNotificationKinds } from './notification-kinds.ts';
import { celebrationRoutes } from './routes.ts';
import { celebrationTimelineSource } from './timeline-source.ts';
import { celebrationTvSource } from './tv.ts';

/** The celebration app: birthdays and work anniversaries, their calendar, timeline and TV slides. */
export const celebrationArea: Area = {
  name: 'celebration',
  notificationKinds: celebrationNotificationKinds,
  routes: celebrationRoutes,
  timelineSources: [celebrationTimelineSource],
  tvSources: [celebrationTvSource],
  jobs: [
    // Every 15 minutes: each tenant's midnight comes in its own time zone (docs/celebration.md).
    { name: 'celebrations-daily', cron: '*/15 * * * *', run: celebrateDueDays },
  ],
};

/** What other areas may call. */
export { type Day, todayIn } from './dates.ts';
export { takingEmail } from './day-mails.ts';
export { memberPreferencesOf, tenantPreferencesOf } from './preferences.ts';

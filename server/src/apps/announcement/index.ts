import type { ZodApi } from '../../kernel/api.ts';
import type { Area } from '../../kernel/areas.ts';
import type { Services } from '../../services.ts';
import { sendQueuedAnnouncementMails } from './mail-job.ts';
import { runDueAnnouncementMoves } from './moves-job.ts';
import { announcementNotificationKinds } from './notification-kinds.ts';
import { participationRoutes } from './participation-routes.ts';
import { announcementRoutes } from './routes.ts';
import { announcementTimelineSource } from './timeline-source.ts';
import { announcementTvSource } from './tv.ts';

/** The announcement app (001 §7 "Announcements"); its TV call is mounted by the TV app. */
function announcementApp(api: ZodApi, services: Services): void {
  announcementRoutes(api, services);
  participationRoutes(api, services);
}

export const announcementArea: Area = {
  name: 'announcement',
  notificationKinds: announcementNotificationKinds,
  routes: announcementApp,
  timelineSources: [announcementTimelineSource],
  tvSources: [announcementTvSource],
  jobs: [
    // Every minute: scheduled announcements go live and ended ones archive (docs/announcement.md).
    { name: 'announcement-moves', cron: '* * * * *', run: runDueAnnouncementMoves },
    { name: 'announcement-mails', cron: '* * * * *', run: sendQueuedAnnouncementMails },
  ],
};

/** What other areas may call: who an audience of teams and members reaches (check-ins use it). */
export { audienceCount, audienceWhereSql } from './audience.ts';

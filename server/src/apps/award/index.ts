import type { ZodApi } from '../../kernel/api.ts';
import type { Area } from '../../kernel/areas.ts';
import type { Services } from '../../services.ts';
import { awardRoutes } from './award-routes.ts';
import { awardInteractionRoutes } from './interaction-routes.ts';
import { lifecycleRoutes } from './lifecycle-routes.ts';
import { awardModerationQueue } from './moderation.ts';
import { nominationRoutes } from './nomination-routes.ts';
import { announceNominationWindows } from './nomination-window-job.ts';
import { awardNotificationKinds } from './notification-kinds.ts';
import { awardTimelineSource } from './timeline-source.ts';
import { awardTvSource } from './tv.ts';
import { typeRecipientRoutes } from './type-recipient-routes.ts';
import { awardTypeRoutes } from './type-routes.ts';

/**
 * The award app (001 §2–§9): award types, sending, interactions, nominations (docs/award.md).
 * Its TV call (./tv.ts) is mounted by the TV app, which shares one rate limit across areas.
 */
function awardApp(api: ZodApi, services: Services): void {
  awardTypeRoutes(api, services);
  typeRecipientRoutes(api, services);
  awardRoutes(api, services);
  awardInteractionRoutes(api, services);
  nominationRoutes(api, services);
  lifecycleRoutes(api, services);
}

export const awardArea: Area = {
  name: 'award',
  notificationKinds: awardNotificationKinds,
  routes: awardApp,
  timelineSources: [awardTimelineSource],
  tvSources: [awardTvSource],
  moderationQueues: [awardModerationQueue],
  jobs: [
    // Every minute: nomination windows open and close on time (docs/award.md).
    { name: 'award-nomination-windows', cron: '* * * * *', run: announceNominationWindows },
  ],
};

import type { ZodApi } from '../../kernel/api.ts';
import type { Area } from '../../kernel/areas.ts';
import type { Services } from '../../services.ts';
import { interactionRoutes } from './interaction-routes.ts';
import { managerRoutes } from './manager-routes.ts';
import { recognitionModerationQueues } from './moderation-actions.ts';
import { moderationRoutes } from './moderation-routes.ts';
import { recognitionNotificationKinds } from './notification-kinds.ts';
import { recipientRoutes } from './recipient-routes.ts';
import { recognitionRoutes } from './routes.ts';
import { publishDue } from './scheduled-publisher.ts';
import { recognitionTimelineSource } from './timeline-source.ts';
import { recognitionTvSource } from './tv.ts';
import { valueRoutes } from './values-routes.ts';

/** The recognition app: values, recognitions and everything people do with them. */
function recognitionApp(api: ZodApi, services: Services): void {
  valueRoutes(api, services);
  recognitionRoutes(api, services);
  interactionRoutes(api, services);
  managerRoutes(api, services);
  recipientRoutes(api, services);
  moderationRoutes(api, services);
}

export const recognitionArea: Area = {
  name: 'recognition',
  notificationKinds: recognitionNotificationKinds,
  routes: recognitionApp,
  timelineSources: [recognitionTimelineSource],
  tvSources: [recognitionTvSource],
  moderationQueues: recognitionModerationQueues,
  jobs: [{ name: 'recognition-scheduled-sends', cron: '* * * * *', run: publishDue }],
};

/** What other areas may call. */
export { planSend } from './publish.ts';
export { attachmentType } from './serialize.ts';

import type { ZodApi } from '../../kernel/api.ts';
import type { Area } from '../../kernel/areas.ts';
import type { Services } from '../../services.ts';
import { backgroundRoutes } from './background-routes.ts';
import { cardRoutes } from './card-routes.ts';
import { contributorRoutes } from './contributor-routes.ts';
import { deliverDueCards } from './delivery-job.ts';
import { flagRoutes } from './flag-routes.ts';
import { cardModerationQueue } from './moderation.ts';
import { cardNotificationKinds } from './notification-kinds.ts';
import { signatureRoutes } from './signature-routes.ts';

/**
 * The card app (000 §2 "/celebrate/card…", "/card/{id}…"; docs/card.md): group cards, their
 * contributors and signatures, the background library and flags. The upload kinds live with the
 * other uploads, the cards queue with the other moderation queues, delivery in the job queue.
 */
function cardApp(api: ZodApi, services: Services): void {
  backgroundRoutes(api, services);
  cardRoutes(api, services);
  contributorRoutes(api, services);
  signatureRoutes(api, services);
  flagRoutes(api, services);
}

export const cardArea: Area = {
  name: 'card',
  notificationKinds: cardNotificationKinds,
  routes: cardApp,
  moderationQueues: [cardModerationQueue],
  jobs: [
    // Every 5 minutes: cards reach their recipients soon after the tenant's midnight (docs/card.md).
    { name: 'card-deliveries', cron: '*/5 * * * *', run: deliverDueCards },
  ],
};

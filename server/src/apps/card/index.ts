import type { ZodApi } from '../../kernel/api.ts';
import type { Services } from '../../services.ts';
import { backgroundRoutes } from './background-routes.ts';
import { cardRoutes } from './card-routes.ts';
import { contributorRoutes } from './contributor-routes.ts';
import { flagRoutes } from './flag-routes.ts';
import { signatureRoutes } from './signature-routes.ts';

/**
 * The card app (000 §2 "/celebrate/card…", "/card/{id}…"; docs/cards.md): group cards, their
 * contributors and signatures, the background library and flags. The upload kinds live with the
 * other uploads, the cards queue with the other moderation queues, delivery in the job queue.
 */
export function cardApp(api: ZodApi, services: Services): void {
  backgroundRoutes(api, services);
  cardRoutes(api, services);
  contributorRoutes(api, services);
  signatureRoutes(api, services);
  flagRoutes(api, services);
}

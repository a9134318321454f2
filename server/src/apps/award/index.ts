import type { ZodApi } from '../../kernel/api.ts';
import type { Services } from '../../services.ts';
import { awardRoutes } from './award-routes.ts';
import { awardInteractionRoutes } from './interaction-routes.ts';
import { lifecycleRoutes } from './lifecycle-routes.ts';
import { nominationRoutes } from './nomination-routes.ts';
import { typeRecipientRoutes } from './type-recipient-routes.ts';
import { awardTypeRoutes } from './type-routes.ts';

/**
 * The award app (001 §2–§9): award types, sending, interactions, nominations (docs/awards.md).
 * Its TV call (./tv.ts) is mounted by the TV app, which shares one rate limit across areas.
 */
export function awardApp(api: ZodApi, services: Services): void {
  awardTypeRoutes(api, services);
  typeRecipientRoutes(api, services);
  awardRoutes(api, services);
  awardInteractionRoutes(api, services);
  nominationRoutes(api, services);
  lifecycleRoutes(api, services);
}

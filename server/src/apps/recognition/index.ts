import type { ZodApi } from '../../kernel/api.ts';
import type { Services } from '../../services.ts';
import { interactionRoutes } from './interaction-routes.ts';
import { managerRoutes } from './manager-routes.ts';
import { moderationRoutes } from './moderation-routes.ts';
import { recipientRoutes } from './recipient-routes.ts';
import { recognitionRoutes } from './routes.ts';
import { valueRoutes } from './values-routes.ts';

/** The recognition app: values, recognitions and everything people do with them. */
export function recognitionApp(api: ZodApi, services: Services): void {
  valueRoutes(api, services);
  recognitionRoutes(api, services);
  interactionRoutes(api, services);
  managerRoutes(api, services);
  recipientRoutes(api, services);
  moderationRoutes(api, services);
}

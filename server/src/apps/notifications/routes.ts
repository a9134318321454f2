import type { ZodApi } from '../../kernel/api.ts';
import type { Services } from '../../services.ts';
import { messageRoutes } from './message-routes.ts';
import { preferenceRoutes } from './preference-routes.ts';
import { tenantDefaultsRoutes } from './tenant-defaults-routes.ts';
import { webPushRoutes } from './web-push-routes.ts';

/** The notifications app: the bell's messages, channel preferences, the tenant's defaults and browser push. */
export function notificationsRoutes(api: ZodApi, services: Services): void {
  messageRoutes(api, services);
  preferenceRoutes(api, services);
  tenantDefaultsRoutes(api, services);
  webPushRoutes(api, services);
}

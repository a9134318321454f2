import type { ZodApi } from '../../app.ts';
import type { Services } from '../../services.ts';
import { sessionRoutes } from './session-routes.ts';
import { tenantRoutes } from './tenant-routes.ts';

export function identityRoutes(api: ZodApi, services: Services): void {
  sessionRoutes(api, services);
  tenantRoutes(api, services);
}

import type { ZodApi } from '../../kernel/api.ts';
import type { Area } from '../../kernel/areas.ts';
import type { Services } from '../../services.ts';
import { resourceReactionRoutes } from './reactions.ts';
import { resourceRoutes } from './routes.ts';

/** The resource hub (000 §2; docs/resource.md): resources, favourites, completions and reactions. */
function resourceApp(api: ZodApi, services: Services): void {
  resourceRoutes(api, services);
  resourceReactionRoutes(api, services);
}

export const resourceArea: Area = { name: 'resource', routes: resourceApp };

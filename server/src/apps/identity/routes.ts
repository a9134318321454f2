import type { ZodApi } from '../../kernel/api.ts';
import type { Services } from '../../services.ts';
import { factorRoutes } from './factor-routes.ts';
import { localizationRoutes } from './localization-routes.ts';
import { memberRoutes } from './members/routes.ts';
import { recoveryRoutes } from './recovery-routes.ts';
import { roleRoutes } from './roles/routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { staffingRoutes } from './staffing/routes.ts';
import { teamRoutes } from './teams/routes.ts';
import { tenantRoutes } from './tenant-routes.ts';

// Each identity route module registers here: add `factorRoutes`, `recoveryRoutes` and
// `memberRoutes` (with their imports) as their files land.
export function identityRoutes(api: ZodApi, services: Services): void {
  sessionRoutes(api, services);
  factorRoutes(api, services);
  recoveryRoutes(api, services);
  tenantRoutes(api, services);
  localizationRoutes(api, services);
  memberRoutes(api, services);
  teamRoutes(api, services);
  roleRoutes(api, services);
  staffingRoutes(api, services);
}

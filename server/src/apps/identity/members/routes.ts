import type { ZodApi } from '../../../kernel/api.ts';
import type { Services } from '../../../services.ts';
import { adminRoutes } from './admin-routes.ts';
import { avatarRoutes } from './avatar-routes.ts';
import { batchRoutes } from './batch-routes.ts';
import { directoryRoutes } from './directory-routes.ts';
import { editRoutes } from './edit-routes.ts';
import { exportRoutes } from './export-routes.ts';
import { invitationRoutes } from './invitation-routes.ts';
import { selfRoutes } from './self-routes.ts';

/**
 * Every /identity/tenantMembers call (000 §7). The static paths (me is a param value, but
 * timezone, locale, managers, summary, export, batch*) win over `:id` in Fastify's router.
 */
export function memberRoutes(api: ZodApi, services: Services): void {
  directoryRoutes(api, services);
  selfRoutes(api, services);
  editRoutes(api, services);
  avatarRoutes(api, services);
  adminRoutes(api, services);
  batchRoutes(api, services);
  exportRoutes(api, services);
  invitationRoutes(api, services);
}

import type { Area } from '../../kernel/areas.ts';
import { platformRoutes } from './routes.ts';

export { registerMaintenance } from './maintenance.ts';

/** The platform app: operator calls (maintenance, jobs); app.ts installs `registerMaintenance` first. */
export const platformArea: Area = { name: 'platform', routes: platformRoutes };

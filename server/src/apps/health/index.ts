import type { Area } from '../../kernel/areas.ts';
import { healthRoutes } from './routes.ts';

/** The health app: liveness and readiness. */
export const healthArea: Area = { name: 'health', routes: healthRoutes };

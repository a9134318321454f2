import type { Area } from '../../kernel/areas.ts';
import { auditingRoutes } from './routes.ts';

/** The auditing app: the Logs page (the log itself is kernel/audit.ts). */
export const auditingArea: Area = { name: 'auditing', routes: auditingRoutes };

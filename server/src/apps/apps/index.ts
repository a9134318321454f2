import type { Area } from '../../kernel/areas.ts';
import { appsRoutes } from './routes.ts';

/** The apps app: the permission catalogue (the grants themselves are kernel/permissions.ts). */
export const appsArea: Area = { name: 'apps', routes: appsRoutes };

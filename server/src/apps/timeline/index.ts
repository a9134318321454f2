import type { Area } from '../../kernel/areas.ts';
import { timelineRoutes } from './routes.ts';

/** The timeline app: the areas' registered timeline sources merged by date. */
export const timelineArea: Area = { name: 'timeline', routes: timelineRoutes };

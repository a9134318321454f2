import type { Area } from '../../kernel/areas.ts';
import { refinementRoutes } from './routes.ts';

/** The refinement app. */
export const refinementArea: Area = { name: 'refinement', routes: refinementRoutes };

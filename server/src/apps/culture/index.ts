import type { Area } from '../../kernel/areas.ts';
import { cultureRoutes } from './routes.ts';

/** The culture page's read (000 §2 /culture; docs/culture.md). */
export const cultureArea: Area = { name: 'culture', routes: cultureRoutes };

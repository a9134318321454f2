import type { Area } from '../../kernel/areas.ts';
import { gifRoutes } from './routes.ts';

/** The gif app: GIF search for messages and comments. */
export const gifArea: Area = { name: 'gif', routes: gifRoutes };

import type { Area } from '../../kernel/areas.ts';
import { feedbackRoutes } from './routes.ts';

/** The feedback app. */
export const feedbackArea: Area = { name: 'feedback', routes: feedbackRoutes };

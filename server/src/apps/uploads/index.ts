import type { Area } from '../../kernel/areas.ts';
import { uploadRoutes } from './routes.ts';

/** The uploads app: initiate-then-POST uploads of every kind. */
export const uploadsArea: Area = { name: 'uploads', routes: uploadRoutes };

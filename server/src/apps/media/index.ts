import type { Area } from '../../kernel/areas.ts';
import { mediaRoutes } from './routes.ts';

/** The media app: media files and their signed addresses. */
export const mediaArea: Area = { name: 'media', routes: mediaRoutes };

export { configuredStorage } from './configured-storage.ts';

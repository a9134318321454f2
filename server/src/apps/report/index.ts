import type { Area } from '../../kernel/areas.ts';
import { reportRoutes } from './routes.ts';

/** Reports (docs/reports.md): four read-only reports over points, rewards, awards and recognition. */
export const reportArea: Area = {
  name: 'report',
  routes: reportRoutes,
};

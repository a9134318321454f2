import type { Area } from '../../kernel/areas.ts';
import { refreshAllInsights } from './nightly-job.ts';
import { insightRoutes } from './routes.ts';

/** Analytics: dashboards and burnout insights (docs/insight.md). */
export const insightArea: Area = {
  name: 'insight',
  routes: insightRoutes,
  jobs: [
    // Nightly, after midnight in most zones; a tenant's day is its own (todayIn).
    { name: 'insight-nightly', cron: '30 2 * * *', run: refreshAllInsights },
  ],
};

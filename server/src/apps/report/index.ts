import type { ZodApi } from '../../kernel/api.ts';
import type { Area } from '../../kernel/areas.ts';
import type { Services } from '../../services.ts';
import { reportRoutes } from './routes.ts';
import { sendDueReportEmails } from './schedules.ts';
import { reportShareRoutes } from './share-routes.ts';

/** Reports (docs/report.md): four read-only reports over points, rewards, awards and recognition. */
export const reportArea: Area = {
  name: 'report',
  routes: (api: ZodApi, services: Services) => {
    reportRoutes(api, services);
    reportShareRoutes(api, services);
  },
  // Every 5 minutes: a schedule's time comes in its organization's zone (docs/report.md).
  jobs: [{ name: 'report-emails', cron: '*/5 * * * *', run: sendDueReportEmails }],
};

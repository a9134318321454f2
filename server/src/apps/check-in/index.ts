import type { ZodApi } from '../../kernel/api.ts';
import type { Area } from '../../kernel/areas.ts';
import type { Services } from '../../services.ts';
import { checkInAnswerRoutes } from './answer-routes.ts';
import { checkInNotificationKinds } from './notification-kinds.ts';
import { remindDueCheckIns } from './reminders-job.ts';
import { checkInManageRoutes } from './routes.ts';

function checkInApp(api: ZodApi, services: Services): void {
  checkInManageRoutes(api, services);
  checkInAnswerRoutes(api, services);
}

/** Check-ins (docs/check-in.md): categories, due questions, answers kept apart from identity. */
export const checkInArea: Area = {
  name: 'check-in',
  notificationKinds: checkInNotificationKinds,
  routes: checkInApp,
  jobs: [
    // Hourly: each tenant's new period starts at its own midnight; a member is reminded once a period.
    { name: 'check-in-reminders', cron: '7 * * * *', run: remindDueCheckIns },
  ],
};

/** What other areas may call. */
export { scoresIn } from './scores.ts';

import type { Area } from '../../kernel/areas.ts';
import { rewardNotificationKinds } from './notification-kinds.ts';
import { rewardsRoutes } from './routes.ts';
import { sealPlainProviderSecrets } from './seal-secrets-job.ts';

/** The rewards app: the catalogue, redemptions and their provider. */
export const rewardsArea: Area = {
  name: 'rewards',
  notificationKinds: rewardNotificationKinds,
  routes: rewardsRoutes,
  jobs: [
    // At start and hourly: provider keys stored before encryption at rest are sealed (server/src/secrets).
    { name: 'rewards-seal-secrets', cron: '17 * * * *', run: sealPlainProviderSecrets },
  ],
};

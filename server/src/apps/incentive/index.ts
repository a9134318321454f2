import type { ZodApi } from '../../kernel/api.ts';
import type { Area } from '../../kernel/areas.ts';
import type { Services } from '../../services.ts';
import { bankRoutes } from './bank-routes.ts';
import { claimRoutes } from './claim-routes.ts';
import { flagRoutes } from './flag-routes.ts';
import { incentiveRoutes } from './incentive-routes.ts';
import { incentiveModerationQueue } from './moderation.ts';
import { incentiveNotificationKinds } from './notification-kinds.ts';
import { incentiveTimelineSource } from './timeline-source.ts';

/**
 * The incentive app (000 §1 "claim incentives"; docs/incentive.md): incentives, claims with
 * proof, their review and payment from a point bank through the ledger, the timeline items, their flags and moderation queue.
 * Its uploads (/incentive/uploads/badges and /proofs) are policies of the uploads app.
 */
function incentiveApp(api: ZodApi, services: Services): void {
  incentiveRoutes(api, services);
  claimRoutes(api, services);
  bankRoutes(api, services);
  flagRoutes(api, services);
}

export const incentiveArea: Area = {
  name: 'incentive',
  notificationKinds: incentiveNotificationKinds,
  routes: incentiveApp,
  timelineSources: [incentiveTimelineSource],
  moderationQueues: [incentiveModerationQueue],
};

import { announcementArea } from './apps/announcement/index.ts';
import { appsArea } from './apps/apps/index.ts';
import { auditingArea } from './apps/auditing/index.ts';
import { awardArea } from './apps/award/index.ts';
import { cardArea } from './apps/card/index.ts';
import { celebrationArea } from './apps/celebration/index.ts';
import { checkInArea } from './apps/check-in/index.ts';
import { cultureArea } from './apps/culture/index.ts';
import { feedbackArea } from './apps/feedback/index.ts';
import { gifArea } from './apps/gif/index.ts';
import { healthArea } from './apps/health/index.ts';
import { identityArea } from './apps/identity/index.ts';
import { incentiveArea } from './apps/incentive/index.ts';
import { insightArea } from './apps/insight/index.ts';
import { mediaArea } from './apps/media/index.ts';
import { msTeamsArea } from './apps/ms-teams/index.ts';
import { notificationsArea } from './apps/notifications/index.ts';
import { onboardingArea } from './apps/onboarding/index.ts';
import { platformArea } from './apps/platform/index.ts';
import { pointsArea } from './apps/points/index.ts';
import { recognitionArea } from './apps/recognition/index.ts';
import { refinementArea } from './apps/refinement/index.ts';
import { reportArea } from './apps/report/index.ts';
import { resourceArea } from './apps/resource/index.ts';
import { rewardsArea } from './apps/rewards/index.ts';
import { scimArea } from './apps/scim/index.ts';
import { timelineArea } from './apps/timeline/index.ts';
import { tvArea } from './apps/tv/index.ts';
import { uploadsArea } from './apps/uploads/index.ts';
import { type Area, registerAreas } from './kernel/areas.ts';

/**
 * Every area of the server, each by its index.ts, in the order their routes are mounted. Importing
 * this module registers them into the kernel's registries (timeline, TV, moderation queues, jobs).
 */
export const areas: readonly Area[] = [
  healthArea,
  platformArea,
  identityArea,
  appsArea,
  onboardingArea,
  mediaArea,
  notificationsArea,
  feedbackArea,
  recognitionArea,
  pointsArea,
  awardArea,
  tvArea,
  uploadsArea,
  timelineArea,
  refinementArea,
  rewardsArea,
  auditingArea,
  scimArea,
  gifArea,
  announcementArea,
  celebrationArea,
  checkInArea,
  insightArea,
  cardArea,
  incentiveArea,
  reportArea,
  resourceArea,
  cultureArea,
  msTeamsArea,
];

registerAreas(areas);

/**
 * The database schema, one file per server area in schema/<area>.ts (the folders of
 * server/src/apps); this barrel re-exports them all, so code imports tables from here and
 * drizzle.config.ts reads the whole schema from here. A new area file goes in both lists below
 * (the import feeds schemaTables and tenantOwnedTables; schema.test.ts notices one left out).
 * Migrations stay in server/drizzle; name a new one after its area (e.g. 0042_card_rls.sql).
 */
import * as announcementArea from './schema/announcement.ts';
import * as auditingArea from './schema/auditing.ts';
import * as awardArea from './schema/award.ts';
import * as cardArea from './schema/card.ts';
import * as celebrationArea from './schema/celebration.ts';
import * as checkInArea from './schema/check-in.ts';
import * as feedbackArea from './schema/feedback.ts';
import * as identityArea from './schema/identity.ts';
import * as incentiveArea from './schema/incentive.ts';
import * as mediaArea from './schema/media.ts';
import * as msTeamsArea from './schema/ms-teams.ts';
import * as notificationsArea from './schema/notifications.ts';
import * as onboardingArea from './schema/onboarding.ts';
import * as platformArea from './schema/platform.ts';
import * as pointsArea from './schema/points.ts';
import * as recognitionArea from './schema/recognition.ts';
import * as refinementArea from './schema/refinement.ts';
import * as reportArea from './schema/report.ts';
import * as resourceArea from './schema/resource.ts';
import * as rewardsArea from './schema/rewards.ts';
import * as scimArea from './schema/scim.ts';
import { tablesOf, tenantOwnedTablesOf } from './schema/tenancy.ts';
import * as tvArea from './schema/tv.ts';
import * as uploadsArea from './schema/uploads.ts';

export * from './schema/announcement.ts';
export * from './schema/auditing.ts';
export * from './schema/award.ts';
export * from './schema/card.ts';
export * from './schema/celebration.ts';
export * from './schema/check-in.ts';
export * from './schema/feedback.ts';
export * from './schema/identity.ts';
export * from './schema/incentive.ts';
export * from './schema/media.ts';
export * from './schema/ms-teams.ts';
export * from './schema/notifications.ts';
export * from './schema/onboarding.ts';
export * from './schema/platform.ts';
export * from './schema/points.ts';
export * from './schema/recognition.ts';
export * from './schema/refinement.ts';
export * from './schema/report.ts';
export * from './schema/resource.ts';
export * from './schema/rewards.ts';
export * from './schema/scim.ts';
export { crossTenantTables } from './schema/tenancy.ts';
export * from './schema/tv.ts';
export * from './schema/uploads.ts';

/** Every table of the schema. */
export const schemaTables = tablesOf([
  announcementArea,
  auditingArea,
  awardArea,
  cardArea,
  celebrationArea,
  checkInArea,
  feedbackArea,
  identityArea,
  incentiveArea,
  mediaArea,
  msTeamsArea,
  notificationsArea,
  onboardingArea,
  platformArea,
  pointsArea,
  recognitionArea,
  refinementArea,
  reportArea,
  resourceArea,
  rewardsArea,
  scimArea,
  tvArea,
  uploadsArea,
]);

/**
 * Tables that carry tenant_id and are guarded by row-level security: every table with a
 * tenant_id column but those in crossTenantTables (schema/tenancy.ts), sorted by name.
 */
export const tenantOwnedTables: readonly string[] = tenantOwnedTablesOf(schemaTables);

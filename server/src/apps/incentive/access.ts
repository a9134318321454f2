import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { IncentiveStatus } from '#shared/contract/incentive';
import type { Tx } from '../../db/client.ts';
import { incentives } from '../../db/schema.ts';
import { grantOf, type MemberAuth, requireMember } from '../../http/auth.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { type Grant, holds } from '../../kernel/permissions.ts';
import type { Services } from '../../services.ts';

export type IncentiveRow = typeof incentives.$inferSelect;

/** Who calls the incentive app and what their grant lets them do (000 §5 incentiveApp). */
export type IncentiveViewer = {
  auth: MemberAuth;
  memberId: string;
  grant: Grant;
  /** incentiveApp manage: every incentive, edits and reviews of any claim. */
  isAdmin: boolean;
  canCreate: boolean;
  /** incentiveApp review: the manage list and every claim's review (not one's own). */
  canReviewAll: boolean;
};

export function incentiveViewerFrom(auth: MemberAuth, grant: Grant): IncentiveViewer {
  const isAdmin = holds(grant, 'incentiveApp', 'manage');
  return {
    auth,
    memberId: auth.memberId,
    grant,
    isAdmin,
    canCreate: isAdmin || holds(grant, 'incentiveApp', 'createIncentive'),
    canReviewAll: isAdmin || holds(grant, 'incentiveApp', 'review'),
  };
}

/** Every incentive call needs incentiveApp browse. */
export async function incentiveViewerOf(
  services: Services,
  request: FastifyRequest,
): Promise<IncentiveViewer> {
  const auth = requireMember(request);
  const grant = await grantOf(services, request);
  if (!holds(grant, 'incentiveApp', 'browse')) throw forbidden();
  return incentiveViewerFrom(auth, grant);
}

/** Whoever may edit it: managers of incentives, and creators of their own. */
export function canEdit(viewer: IncentiveViewer, row: IncentiveRow): boolean {
  return viewer.isAdmin || (viewer.canCreate && row.createdById === viewer.memberId);
}

/** The state people see: a published incentive is scheduled, active or ended by its window. */
export function statusOf(
  row: Pick<IncentiveRow, 'status' | 'startAt' | 'endAt'>,
  now: Date,
): IncentiveStatus {
  if (row.status !== 'published') return row.status;
  if (row.startAt && row.startAt > now) return 'scheduled';
  if (row.endAt && row.endAt <= now) return 'ended';
  return 'active';
}

/** The stored rows behind a list's status filter. */
export function statusSql(status: IncentiveStatus, now: Date): SQL | undefined {
  switch (status) {
    case 'draft':
    case 'archived':
      return eq(incentives.status, status);
    case 'scheduled':
      return and(eq(incentives.status, 'published'), sql`${incentives.startAt} > ${now}`);
    case 'ended':
      return and(eq(incentives.status, 'published'), sql`${incentives.endAt} <= ${now}`);
    case 'active':
      return and(
        eq(incentives.status, 'published'),
        sql`(${incentives.startAt} is null or ${incentives.startAt} <= ${now})`,
        sql`(${incentives.endAt} is null or ${incentives.endAt} > ${now})`,
      );
  }
}

/**
 * The member is in the incentive's audience: everyone when it names nobody, else a named member
 * or a member of a named team. `incentive` is an SQL reference to the incentives row.
 */
export const inAudienceSql = (incentive: SQL, memberId: string): SQL =>
  sql`(jsonb_array_length(${incentive}.audience) = 0
       or exists (select 1 from jsonb_array_elements(${incentive}.audience) e
                   where (e->>'type' = 'tenantMember' and (e->>'id')::uuid = ${memberId}::uuid)
                      or (e->>'type' = 'team' and exists (select 1 from team_members tm
                           where tm.team_id = (e->>'id')::uuid and tm.member_id = ${memberId}::uuid))))`;

/**
 * The member is a designated reviewer of the claim: a manager of the claimant, a named member or a
 * member of a named team. Nobody reviews their own claim. `claim` and `incentive` are SQL row refs.
 */
export const designatedReviewerSql = (claim: SQL, incentive: SQL, memberId: string | SQL): SQL =>
  sql`(${claim}.member_id <> ${memberId}::uuid and (
        (${incentive}.reviewer_kind = 'managers' and exists (select 1 from tenant_members cm
           where cm.id = ${claim}.member_id and cm.manager_id = ${memberId}::uuid))
     or (${incentive}.reviewer_kind = 'members' and ${memberId}::uuid = any(${incentive}.reviewer_ids))
     or (${incentive}.reviewer_kind = 'teams' and exists (select 1 from team_members tm
           where tm.team_id = any(${incentive}.reviewer_ids) and tm.member_id = ${memberId}::uuid))))`;

/** Whether the viewer may decide the claim (SQL, for lists and the guarded updates). */
export const mayReviewSql = (viewer: IncentiveViewer, claim: SQL, incentive: SQL): SQL =>
  viewer.canReviewAll
    ? sql`(${claim}.member_id <> ${viewer.memberId}::uuid)`
    : designatedReviewerSql(claim, incentive, viewer.memberId);

/** An incentive of the tenant set on `tx`; anything else is a 404. */
export async function findIncentive(tx: Tx, id: string): Promise<IncentiveRow> {
  const [row] = await tx.select().from(incentives).where(eq(incentives.id, id));
  if (!row) throw notFound('This incentive does not exist');
  return row;
}

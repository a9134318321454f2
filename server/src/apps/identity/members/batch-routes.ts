import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { errorBody, errorNames } from '#shared/contract/common';
import { batchAddToTeamsRequest, batchMembersRequest, batchResult } from '#shared/contract/members-admin';
import type { Tx } from '../../../db/client.ts';
import { teamMembers, teams, tenantMembers } from '../../../db/schema.ts';
import { type MemberAuth, requirePermission, withTenant } from '../../../http/auth.ts';
import { ApiError } from '../../../http/errors.ts';
import type { ZodApi } from '../../../kernel/api.ts';
import { audit } from '../../../kernel/audit.ts';
import type { Services } from '../../../services.ts';
import { revokeMemberSessions } from '../tokens.ts';
import { selfSuspensionRefused } from './admin-routes.ts';
import { findMembers, type MemberRow } from './queries.ts';
import { prepareWelcomes, sendAll } from './welcome.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

type Refusal = { path: string; message: string };

/**
 * Nothing happens when any id is refused: the answer is one ValidationError naming each refused
 * entry by its place in the request (`memberIds.3`) with the reason.
 */
function refuse(refusals: Refusal[]): ApiError {
  const details = refusals.map((refusal) => ({ type: 'custom', ...refusal }));
  const message =
    refusals.length === 1
      ? (refusals[0]?.message ?? '')
      : `${refusals.length} of the selected entries were refused; nothing was changed.`;
  return new ApiError(400, errorNames.validation, message, details);
}

const fullName = (row: MemberRow) => `${row.firstName} ${row.lastName}`;

/**
 * Every id must name a member of this tenant (row-level security hides the others), and `check`
 * may refuse some; repeats are answered once, at their first place.
 */
async function allMembers(
  tx: Tx,
  ids: string[],
  check: (row: MemberRow) => string | null = () => null,
): Promise<MemberRow[]> {
  const rows = await findMembers(tx, [...new Set(ids)]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const refusals: Refusal[] = [];
  const seen = new Set<string>();
  ids.forEach((id, index) => {
    if (seen.has(id)) return;
    seen.add(id);
    const row = byId.get(id);
    const reason = row ? check(row) : 'This person is not a member of this organization.';
    if (reason) refusals.push({ path: `memberIds.${index}`, message: reason });
  });
  if (refusals.length > 0) throw refuse(refusals);
  return rows;
}

async function auditBatch(
  tx: Tx,
  auth: MemberAuth,
  action: string,
  requested: string[],
  changed: string[],
  extra: Record<string, unknown> = {},
): Promise<void> {
  await audit(tx, auth, {
    action,
    targetType: 'tenantMember',
    targetId: null,
    before: { memberIds: requested, ...extra },
    after: { changedMemberIds: changed },
  });
}

const lastAdminRefused = 'The organization needs at least one active admin: this would suspend them all.';

/** Bulk actions from the admin's member table, each all-or-nothing in one transaction. */
export function batchRoutes(api: ZodApi, services: Services): void {
  api.post(
    '/identity/tenantMembers/batchSuspend',
    {
      schema: {
        tags: ['identity'],
        description:
          'Suspends every listed member, all or none, and ends their sessions in this organization for good; `count` is how many were not suspended before. Refuses yourself and the last active admins.',
        body: batchMembersRequest,
        response: { 200: batchResult, ...errors },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'identityApp', 'browse');
      const ids = request.body.memberIds;
      return withTenant(services, auth, async (tx) => {
        // Locked so two admins suspending each other's halves at once cannot both pass.
        const activeAdmins = await tx
          .select({ id: tenantMembers.id })
          .from(tenantMembers)
          .where(and(eq(tenantMembers.role, 'admin'), isNull(tenantMembers.suspendedAt)))
          .for('update');
        const leaving = new Set(ids);
        const noAdminLeft = activeAdmins.every((admin) => leaving.has(admin.id));
        await allMembers(tx, ids, (row) => {
          if (row.id === auth.memberId) return selfSuspensionRefused;
          if (noAdminLeft && row.role === 'admin' && !row.suspendedAt) return lastAdminRefused;
          return null;
        });
        const now = services.now();
        const changed = await tx
          .update(tenantMembers)
          .set({ suspendedAt: now })
          .where(and(inArray(tenantMembers.id, ids), isNull(tenantMembers.suspendedAt)))
          .returning({ id: tenantMembers.id });
        const changedIds = changed.map((row) => row.id);
        await revokeMemberSessions(tx, auth.tenantId, changedIds, now);
        await auditBatch(tx, auth, 'member.batchSuspend', ids, changedIds);
        return { count: changed.length };
      });
    },
  );

  api.post(
    '/identity/tenantMembers/batchUnsuspend',
    {
      schema: {
        tags: ['identity'],
        description:
          'Lets every listed member in again, all or none; `count` is how many were suspended before.',
        body: batchMembersRequest,
        response: { 200: batchResult, ...errors },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'identityApp', 'browse');
      const ids = request.body.memberIds;
      return withTenant(services, auth, async (tx) => {
        await allMembers(tx, ids);
        const changed = await tx
          .update(tenantMembers)
          .set({ suspendedAt: null })
          .where(and(inArray(tenantMembers.id, ids), isNotNull(tenantMembers.suspendedAt)))
          .returning({ id: tenantMembers.id });
        const changedIds = changed.map((row) => row.id);
        await auditBatch(tx, auth, 'member.batchUnsuspend', ids, changedIds);
        return { count: changed.length };
      });
    },
  );

  api.post(
    '/identity/tenantMembers/batchAddToTeams',
    {
      schema: {
        tags: ['identity'],
        description:
          'Adds every listed member to every listed team, all or none; `count` is the number of new team memberships (repeats are kept once).',
        body: batchAddToTeamsRequest,
        response: { 200: batchResult, ...errors },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'identityApp', 'browse');
      const ids = [...new Set(request.body.memberIds)];
      const teamIds = [...new Set(request.body.teamIds)];
      return withTenant(services, auth, async (tx) => {
        await allMembers(tx, request.body.memberIds);
        const found = await tx.select({ id: teams.id }).from(teams).where(inArray(teams.id, teamIds));
        const known = new Set(found.map((team) => team.id));
        const missing = request.body.teamIds
          .map((id, index) => ({ id, index }))
          .filter(({ id }) => !known.has(id));
        if (missing.length > 0) {
          throw refuse(
            missing.map(({ index }) => ({
              path: `teamIds.${index}`,
              message: 'This team does not exist in this organization.',
            })),
          );
        }
        // One statement for the whole cross product: 500 × 50 pairs would exceed a VALUES list's parameters.
        const added = await tx
          .insert(teamMembers)
          .select(
            tx
              .select({ tenantId: teams.tenantId, teamId: teams.id, memberId: tenantMembers.id })
              .from(teams)
              .crossJoin(tenantMembers)
              .where(and(inArray(teams.id, teamIds), inArray(tenantMembers.id, ids))),
          )
          .onConflictDoNothing()
          .returning({ teamId: teamMembers.teamId, memberId: teamMembers.memberId });
        await audit(tx, auth, {
          action: 'member.batchAddToTeams',
          targetType: 'tenantMember',
          targetId: null,
          before: { memberIds: ids, teamIds },
          after: { added: added.map(({ teamId, memberId }) => ({ teamId, memberId })) },
        });
        return { count: added.length };
      });
    },
  );

  api.post(
    '/identity/tenantMembers/batchWelcome',
    {
      schema: {
        tags: ['identity'],
        description:
          'Mails each listed member an invitation link, as the single welcome does, all or none; `count` is the number of mails sent. Suspended members are refused.',
        body: batchMembersRequest,
        response: { 200: batchResult, ...errors },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'identityApp', 'welcome');
      const ids = request.body.memberIds;
      const mails = await withTenant(services, auth, async (tx) => {
        const rows = await allMembers(tx, ids, (row) =>
          row.suspendedAt ? `${fullName(row)} is suspended and cannot be invited.` : null,
        );
        const mails = await prepareWelcomes(services, tx, auth.tenantId, rows);
        await auditBatch(
          tx,
          auth,
          'member.batchWelcome',
          ids,
          rows.map((row) => row.id),
        );
        return mails;
      });
      await sendAll(services, mails);
      return { count: mails.length };
    },
  );
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import { errorBody, idParams } from '#shared/contract/common';
import {
  teamMemberListQuery,
  teamMemberPage,
  teamMembersQuery,
  teamMembersRequest,
  teamMembersResult,
} from '#shared/contract/teams';
import type { Tx } from '../../../db/client.ts';
import { teamMembers, teams, tenantMembers } from '../../../db/schema.ts';
import { type MemberAuth, requirePermission, withTenant } from '../../../http/auth.ts';
import { conflict, invalid } from '../../../http/errors.ts';
import type { ZodApi } from '../../../kernel/api.ts';
import { audit } from '../../../kernel/audit.ts';
import type { Services } from '../../../services.ts';
import { existingTeam, manageTeams, teamReader } from './access.ts';
import { pageOfTeamMembers, type TeamRow } from './queries.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

const distinct = (ids: string[]) => [...new Set(ids)];

/** Only a manual team's members are chosen by hand: automated and quick teams follow their rules. */
function assertManual(row: TeamRow): void {
  if (row.type !== 'manual')
    throw conflict(
      `"${row.name}" is ${row.type === 'automated' ? 'an automated' : 'a quick'} team: its members come from its rules.`,
    );
}

/** Every id must be a member of this tenant (row-level security hides the others), or nothing happens. */
async function assertMembers(tx: Tx, ids: string[]): Promise<void> {
  const found = await tx
    .select({ id: tenantMembers.id })
    .from(tenantMembers)
    .where(inArray(tenantMembers.id, ids));
  if (found.length !== ids.length)
    throw invalid('memberIds', 'Some of these people are not members of this organization');
}

/** Marks the team changed, so lists sorted or cached by `updatedAt` see the new membership. */
const touch = (tx: Tx, teamId: string) =>
  tx.update(teams).set({ updatedAt: sql`now()` }).where(eq(teams.id, teamId));

async function removeMembers(services: Services, auth: MemberAuth, teamId: string, ids: string[]) {
  return withTenant(services, auth, async (tx) => {
    const row = await existingTeam(tx, teamId);
    assertManual(row);
    const removed = await tx
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), inArray(teamMembers.memberId, ids)))
      .returning({ memberId: teamMembers.memberId });
    if (removed.length > 0) {
      await touch(tx, teamId);
      await audit(tx, auth, {
        action: 'team.removeMembers',
        targetType: 'team',
        targetId: teamId,
        before: { memberIds: removed.map((r) => r.memberId).sort() },
        after: null,
      });
    }
    return { count: removed.length };
  });
}

/** A team's members: listed by anyone, changed by team managers. */
export function teamMemberRoutes(api: ZodApi, services: Services): void {
  api.get(
    '/identity/teams/:id/members',
    {
      schema: {
        tags: ['identity'],
        description: "A page of the team's members by name, suspended members included (and marked).",
        params: idParams,
        querystring: teamMemberListQuery,
        response: { 200: teamMemberPage, ...errors },
      },
    },
    async (request) => {
      const { auth } = await teamReader(services, request);
      return withTenant(services, auth, async (tx) => {
        await existingTeam(tx, request.params.id);
        return pageOfTeamMembers(tx, request.params.id, request.query);
      });
    },
  );

  api.post(
    '/identity/teams/:id/members',
    {
      schema: {
        tags: ['identity'],
        description:
          'Adds members to a manual team; members already in it are left as they are. `count` is the number of members added.',
        params: idParams,
        body: teamMembersRequest,
        response: { 200: teamMembersResult, ...errors, 409: errorBody },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, ...manageTeams);
      const teamId = request.params.id;
      const ids = distinct(request.body.memberIds);
      return withTenant(services, auth, async (tx) => {
        const row = await existingTeam(tx, teamId);
        assertManual(row);
        await assertMembers(tx, ids);
        const added = await tx
          .insert(teamMembers)
          .values(ids.map((memberId) => ({ tenantId: auth.tenantId, teamId, memberId })))
          .onConflictDoNothing()
          .returning({ memberId: teamMembers.memberId });
        if (added.length > 0) {
          await touch(tx, teamId);
          await audit(tx, auth, {
            action: 'team.addMembers',
            targetType: 'team',
            targetId: teamId,
            before: null,
            after: { memberIds: added.map((r) => r.memberId).sort() },
          });
        }
        return { count: added.length };
      });
    },
  );

  api.delete(
    '/identity/teams/:id/members',
    {
      schema: {
        tags: ['identity'],
        description:
          'Removes members from a manual team, named in the body `{ memberIds }` or the query `?memberIds=a,b`; members not in it are ignored. `count` is the number removed.',
        params: idParams,
        querystring: teamMembersQuery,
        body: teamMembersRequest.nullish(),
        response: { 200: teamMembersResult, ...errors, 409: errorBody },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, ...manageTeams);
      const fromQuery = request.query.memberIds ?? [];
      const ids = distinct([...(request.body?.memberIds ?? []), ...fromQuery]);
      // The query form gets the same bounds as the body's schema.
      const parsed = teamMembersRequest.safeParse({ memberIds: ids });
      if (!parsed.success)
        throw invalid('memberIds', parsed.error.issues[0]?.message ?? 'Choose members to remove');
      return removeMembers(services, auth, request.params.id, ids);
    },
  );
}

import { and, inArray, isNull } from 'drizzle-orm';
import { errorBody } from '#shared/contract/common';
import { batchAddToTeamsRequest, batchMembersRequest, batchResult } from '#shared/contract/identity';
import type { ZodApi } from '../../../app.ts';
import type { Tx } from '../../../db/client.ts';
import { teamMembers, teams, tenantMembers } from '../../../db/schema.ts';
import { requirePermission, withTenant } from '../../../http/auth.ts';
import { conflict, invalid } from '../../../http/errors.ts';
import type { Services } from '../../../services.ts';
import { findMembers, type MemberRow } from './queries.ts';
import { assertAdminsRemain } from './rules.ts';
import { prepareWelcomes, sendAll } from './welcome.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody };

/** Every id must be a member of this tenant, or nothing happens. */
async function allMembers(tx: Tx, ids: string[]): Promise<MemberRow[]> {
  const rows = await findMembers(tx, ids);
  if (rows.length !== ids.length) throw invalid('idIn', 'Some of these people are not members here');
  return rows;
}

const distinct = (ids: string[]) => [...new Set(ids)];

/** Bulk actions from the admin's member table, each all-or-nothing in one transaction. */
export function batchRoutes(api: ZodApi, services: Services): void {
  api.post(
    '/identity/tenantMembers/batchSuspend',
    {
      schema: {
        tags: ['identity'],
        description: 'Suspends every listed member; `count` is how many were not suspended before.',
        body: batchMembersRequest,
        response: { 200: batchResult, ...errors },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'identityApp', 'browse');
      const ids = distinct(request.body.idIn);
      if (ids.includes(auth.memberId)) throw conflict('You cannot suspend yourself');
      return withTenant(services, auth, async (tx) => {
        const rows = await allMembers(tx, ids);
        const admins = rows.filter((row) => row.role === 'admin' && !row.suspendedAt);
        if (admins.length > 0)
          await assertAdminsRemain(
            tx,
            admins.map((row) => row.id),
          );
        const changed = await tx
          .update(tenantMembers)
          .set({ suspendedAt: services.now() })
          .where(and(inArray(tenantMembers.id, ids), isNull(tenantMembers.suspendedAt)))
          .returning({ id: tenantMembers.id });
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
          'Adds every listed member to every listed team; `count` is the number of new team memberships (repeats are kept once).',
        body: batchAddToTeamsRequest,
        response: { 200: batchResult, ...errors },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'identityApp', 'browse');
      const ids = distinct(request.body.idIn);
      const teamIds = distinct(request.body.teamIdIn);
      return withTenant(services, auth, async (tx) => {
        await allMembers(tx, ids);
        const found = await tx.select({ id: teams.id }).from(teams).where(inArray(teams.id, teamIds));
        if (found.length !== teamIds.length) throw invalid('teamIdIn', 'Some of these teams do not exist');
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
          .returning({ teamId: teamMembers.teamId });
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
          'Mails each listed member a set-password link, as the single welcome does; `count` is the number of mails sent.',
        body: batchMembersRequest,
        response: { 200: batchResult, ...errors },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'identityApp', 'welcome');
      const ids = distinct(request.body.idIn);
      const mails = await withTenant(services, auth, async (tx) =>
        prepareWelcomes(services, tx, auth.tenantId, await allMembers(tx, ids)),
      );
      await sendAll(services, mails);
      return { count: mails.length };
    },
  );
}

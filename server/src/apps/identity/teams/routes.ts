import { eq, sql } from 'drizzle-orm';
import { errorBody, idParams, okResponse } from '#shared/contract/common';
import { createTeamRequest, patchTeamRequest, team, teamListQuery, teamPage } from '#shared/contract/teams';
import { teams } from '../../../db/schema.ts';
import { requirePermission, withTenant } from '../../../http/auth.ts';
import { notFound } from '../../../http/errors.ts';
import type { ZodApi } from '../../../kernel/api.ts';
import { audit } from '../../../kernel/audit.ts';
import type { Services } from '../../../services.ts';
import { setChecklistItem } from '../../onboarding/index.ts';
import { configureAutomation, existingTeam, manageTeams, teamReader } from './access.ts';
import { recomputeTeam } from './automation.ts';
import { teamAutomationRoutes } from './automation-routes.ts';
import { teamMemberRoutes } from './member-routes.ts';
import {
  auditedTeam,
  duplicateName,
  isUniqueViolation,
  memberIdsOf,
  nameTaken,
  pageOfTeams,
  teamWhere,
  toTeam,
} from './queries.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

/** Runs a write that may break the name's uniqueness; a race lost to another request is the same 409. */
async function guardName<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (name !== undefined && isUniqueViolation(error)) throw duplicateName(name);
    throw error;
  }
}

/** /identity/teams (000 §7, issue 12): manual, automated and quick teams and their members. */
export function teamRoutes(api: ZodApi, services: Services): void {
  api.get(
    '/identity/teams',
    {
      schema: {
        tags: ['identity'],
        description:
          "The tenant's teams, open to every member; `activeMemberCount` leaves suspended members out.",
        querystring: teamListQuery,
        response: { 200: teamPage, ...errors },
      },
    },
    async (request) => {
      const { auth, canManage } = await teamReader(services, request);
      const { page, pageSize, sorting, ...filter } = request.query;
      return withTenant(services, auth, async (tx) => {
        const { rows, next } = await pageOfTeams(tx, teamWhere(filter), { sorting, page, pageSize });
        return { results: rows.map((row) => toTeam(row, canManage)), next };
      });
    },
  );

  api.post(
    '/identity/teams',
    {
      schema: {
        tags: ['identity'],
        description:
          'Creates a manual team, or with `automation` an automated team filled at once from HR records (needs identityApp configureTeamAutomation too). The name is unique in the tenant, whatever the letter case.',
        body: createTeamRequest,
        response: { 201: team, ...errors, 409: errorBody },
      },
    },
    async (request, reply) => {
      const auth = await requirePermission(services, request, ...manageTeams);
      const { name, description = null, automation } = request.body;
      if (automation) await requirePermission(services, request, ...configureAutomation);
      const created = await guardName(name, () =>
        withTenant(services, auth, async (tx) => {
          if (await nameTaken(tx, name)) throw duplicateName(name);
          const [row] = await tx
            .insert(teams)
            .values({
              tenantId: auth.tenantId,
              name,
              description,
              type: automation ? 'automated' : 'manual',
              automation: automation ?? null,
            })
            .returning();
          if (!row) throw new Error('team insert returned no row');
          if (automation) await recomputeTeam(tx, auth.tenantId, row.id);
          await audit(tx, auth, {
            action: 'team.create',
            targetType: 'team',
            targetId: row.id,
            before: null,
            after: auditedTeam(row),
          });
          await setChecklistItem(tx, auth.tenantId, 'createTeams', true, services.now());
          return existingTeam(tx, row.id);
        }),
      );
      return reply.status(201).send(toTeam(created, true));
    },
  );

  api.get(
    '/identity/teams/:id',
    {
      schema: {
        tags: ['identity'],
        params: idParams,
        response: { 200: team, ...errors, 404: errorBody },
      },
    },
    async (request) => {
      const { auth, canManage } = await teamReader(services, request);
      const row = await withTenant(services, auth, (tx) => existingTeam(tx, request.params.id));
      return toTeam(row, canManage);
    },
  );

  api.patch(
    '/identity/teams/:id',
    {
      schema: {
        tags: ['identity'],
        description: 'Renames a team or changes its description; an empty description is cleared.',
        params: idParams,
        body: patchTeamRequest,
        response: { 200: team, ...errors, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, ...manageTeams);
      const { id } = request.params;
      const changes = request.body;
      const updated = await guardName(changes.name, () =>
        withTenant(services, auth, async (tx) => {
          const current = await existingTeam(tx, id);
          const changed =
            (changes.name !== undefined && changes.name !== current.name) ||
            (changes.description !== undefined && changes.description !== current.description);
          if (!changed) return current;
          if (changes.name !== undefined && (await nameTaken(tx, changes.name, id)))
            throw duplicateName(changes.name);
          const [row] = await tx
            .update(teams)
            .set({ ...changes, updatedAt: sql`now()` })
            .where(eq(teams.id, id))
            .returning();
          if (!row) throw notFound('This team does not exist');
          await audit(tx, auth, {
            action: 'team.update',
            targetType: 'team',
            targetId: id,
            before: auditedTeam(current),
            after: auditedTeam(row),
          });
          return existingTeam(tx, id);
        }),
      );
      return toTeam(updated, true);
    },
  );

  api.delete(
    '/identity/teams/:id',
    {
      schema: {
        tags: ['identity'],
        description:
          'Deletes a team and its memberships; the members themselves, and recognitions already sent to the team, stay.',
        params: idParams,
        response: { 200: okResponse, ...errors, 404: errorBody },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, ...manageTeams);
      const { id } = request.params;
      await withTenant(services, auth, async (tx) => {
        const current = await existingTeam(tx, id);
        const memberIds = await memberIdsOf(tx, id);
        // team_members rows go with the team (on delete cascade).
        await tx.delete(teams).where(eq(teams.id, id));
        await audit(tx, auth, {
          action: 'team.delete',
          targetType: 'team',
          targetId: id,
          before: { ...auditedTeam(current), memberIds },
          after: null,
        });
      });
      return { ok: true as const };
    },
  );

  teamMemberRoutes(api, services);
  teamAutomationRoutes(api, services);
}

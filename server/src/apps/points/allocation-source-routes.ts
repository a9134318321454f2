import { and, eq, inArray, sql } from 'drizzle-orm';
import { errorBody } from '#shared/contract/common';
import {
  type AllocationSource,
  type AllocationSourceId,
  allocationSource,
  allocationSourceIds,
  allocationSourceList,
  allocationSourceParams,
  allocationSourceUpdate,
} from '#shared/contract/points';
import type { Tx } from '../../db/client.ts';
import { allocationSources, allocationSourceTeams, teams } from '../../db/schema.ts';
import { withTenant } from '../../http/auth.ts';
import { invalid } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { audit } from '../../kernel/audit.ts';
import type { Services } from '../../services.ts';
import { requirePoints } from './access.ts';
import { budgetSettingsOf, saveBudgetSettings } from './allocation-reset.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** Celebration sources credit one amount on the day: no reset, no per-team amounts (docs/points.md). */
const celebrationSources: readonly AllocationSourceId[] = [
  'birthday',
  'onboarding',
  'welcome',
  'anniversary',
];

/** Every source as the admin pages show it; `allocation`'s amount and frequency live in budget settings. */
export async function allocationSourceViews(tx: Tx, tenantId: string): Promise<AllocationSource[]> {
  const rows = await tx.select().from(allocationSources).where(eq(allocationSources.tenantId, tenantId));
  const teamRows = await tx
    .select({
      source: allocationSourceTeams.source,
      teamId: allocationSourceTeams.teamId,
      amount: allocationSourceTeams.amount,
      teamName: teams.name,
    })
    .from(allocationSourceTeams)
    .innerJoin(teams, eq(teams.id, allocationSourceTeams.teamId))
    .where(eq(allocationSourceTeams.tenantId, tenantId))
    .orderBy(teams.name, teams.id);
  const budget = await budgetSettingsOf(tx);
  return allocationSourceIds.map((id) => {
    const row = rows.find((candidate) => candidate.source === id);
    const teamsOf = teamRows
      .filter((team) => team.source === id)
      .map(({ teamId, amount, teamName }) => ({ teamId, amount, teamName }));
    if (id === 'allocation') {
      return {
        id,
        enabled: row?.enabled ?? true,
        amount: budget.allocationAmount,
        resetFrequency: budget.resetFrequency,
        teams: teamsOf,
        updatedAt: row?.updatedAt.toISOString() ?? null,
      };
    }
    return {
      id,
      enabled: row?.enabled ?? false,
      amount: row?.amount ?? 0,
      resetFrequency: row?.resetFrequency ?? 'never',
      teams: teamsOf,
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  });
}

async function viewOf(tx: Tx, tenantId: string, id: AllocationSourceId): Promise<AllocationSource> {
  const view = (await allocationSourceViews(tx, tenantId)).find((source) => source.id === id);
  if (!view) throw new Error('allocation source missing');
  return view;
}

/** Allocation sources (001 §3): GET /points/allocationSources, GET|PUT /points/allocationSources/{id}. */
export function allocationSourceRoutes(api: ZodApi, services: Services): void {
  api.get(
    '/points/allocationSources',
    { schema: { tags: ['points'], response: { 200: allocationSourceList, ...errors } } },
    async (request) => {
      const { auth } = await requirePoints(
        services,
        request,
        'viewPointsConfiguration',
        'editBudgetSettings',
      );
      return withTenant(services, auth, async (tx) => ({
        results: await allocationSourceViews(tx, auth.tenantId),
      }));
    },
  );

  api.get(
    '/points/allocationSources/:id',
    {
      schema: {
        tags: ['points'],
        params: allocationSourceParams,
        response: { 200: allocationSource, ...errors },
      },
    },
    async (request) => {
      const { auth } = await requirePoints(
        services,
        request,
        'viewPointsConfiguration',
        'editBudgetSettings',
      );
      return withTenant(services, auth, (tx) => viewOf(tx, auth.tenantId, request.params.id));
    },
  );

  api.put(
    '/points/allocationSources/:id',
    {
      schema: {
        tags: ['points'],
        description:
          'Sets a source. allocation: amount and frequency are the budget settings; teams get their own amounts. Celebration sources never reset; their teams get their own amounts too. pointsBank is tenant-wide.',
        params: allocationSourceParams,
        body: allocationSourceUpdate,
        response: { 200: allocationSource, ...errors },
      },
    },
    async (request) => {
      const { auth } = await requirePoints(services, request, 'editBudgetSettings');
      const id = request.params.id;
      const body = request.body;
      if (celebrationSources.includes(id) && body.resetFrequency !== 'never') {
        throw invalid('resetFrequency', 'Celebration points are given on the day and do not reset');
      }
      if (id === 'pointsBank' && body.teams.length > 0) {
        throw invalid('teams', 'Point banks are refilled alike; amounts per team are for members');
      }
      const teamIds = body.teams.map((team) => team.teamId);
      const duplicate = teamIds.findIndex((teamId, index) => teamIds.indexOf(teamId) !== index);
      if (duplicate >= 0) throw invalid(`teams.${duplicate}.teamId`, 'This team is listed twice');
      return withTenant(services, auth, async (tx) => {
        if (teamIds.length > 0) {
          const found = await tx.select({ id: teams.id }).from(teams).where(inArray(teams.id, teamIds));
          const known = new Set(found.map((row) => row.id));
          const index = teamIds.findIndex((teamId) => !known.has(teamId));
          if (index >= 0) throw invalid(`teams.${index}.teamId`, 'This team does not exist');
        }
        const before = await viewOf(tx, auth.tenantId, id);
        if (id === 'allocation') {
          await saveBudgetSettings(tx, auth.tenantId, {
            resetFrequency: body.resetFrequency,
            allocationAmount: body.amount,
          });
        }
        await tx
          .insert(allocationSources)
          .values({
            tenantId: auth.tenantId,
            source: id,
            amount: body.amount,
            enabled: body.enabled,
            resetFrequency: body.resetFrequency,
          })
          .onConflictDoUpdate({
            target: [allocationSources.tenantId, allocationSources.source],
            set: {
              amount: body.amount,
              enabled: body.enabled,
              resetFrequency: body.resetFrequency,
              updatedAt: sql`now()`,
            },
          });
        await tx
          .delete(allocationSourceTeams)
          .where(
            and(eq(allocationSourceTeams.tenantId, auth.tenantId), eq(allocationSourceTeams.source, id)),
          );
        if (body.teams.length > 0) {
          await tx.insert(allocationSourceTeams).values(
            body.teams.map((team) => ({
              tenantId: auth.tenantId,
              source: id,
              teamId: team.teamId,
              amount: team.amount,
            })),
          );
        }
        const after = await viewOf(tx, auth.tenantId, id);
        await audit(tx, auth, {
          action: 'points.allocationSourceUpdate',
          targetType: 'allocationSource',
          targetId: null,
          before,
          after,
        });
        return after;
      });
    },
  );
}

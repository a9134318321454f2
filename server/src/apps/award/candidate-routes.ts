import { and, asc, count, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import { candidatePage, candidatesQuery, nomineePage, nomineeSearchQuery } from '#shared/contract/award';
import { errorBody, idParams, pageQuery } from '#shared/contract/common';
import { awardWinners, nominations, tenantMembers } from '../../db/schema.ts';
import { withTenant } from '../../http/auth.ts';
import { forbidden } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { memberDisplays } from '../../kernel/member-displays.ts';
import type { Services } from '../../services.ts';
import { awardViewerOf, isNominator } from './access.ts';
import { candidatesPage, candidateWhere, nominationType, searchWhere } from './nomination-queries.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['award'];

/** Who a round may nominate (for its managers and, less the caller's own, its nominators) and the tally. */
export function candidateRoutes(api: ZodApi, services: Services): void {
  const base = '/award/awardTypes/:id';

  api.get(
    `${base}/candidates`,
    {
      schema: {
        tags,
        description: 'Everyone who may be nominated (managers of the round).',
        params: idParams,
        querystring: candidatesQuery,
        response: { 200: candidatePage, ...errors },
      },
    },
    async (request) => {
      const viewer = await awardViewerOf(services, request);
      if (!viewer.canManageNominations) throw forbidden();
      const { search, page, pageSize } = request.query;
      return withTenant(services, viewer.auth, async (tx) => {
        const type = await nominationType(tx, viewer, request.params.id);
        return candidatesPage(tx, and(candidateWhere(type), searchWhere(search)), page, pageSize);
      });
    },
  );

  api.get(
    `${base}/nominees`,
    {
      schema: {
        tags,
        description:
          'The nominee search: candidates the caller may still nominate (ineligible people, the caller and those they already nominated are hidden).',
        params: idParams,
        querystring: nomineeSearchQuery,
        response: { 200: candidatePage, ...errors },
      },
    },
    async (request) => {
      const viewer = await awardViewerOf(services, request);
      const { search, notIdIn, page, pageSize } = request.query;
      return withTenant(services, viewer.auth, async (tx) => {
        const type = await nominationType(tx, viewer, request.params.id);
        if (!isNominator(type, viewer.memberId) && !viewer.canManageNominations) throw forbidden();
        const already = tx
          .select({ id: nominations.nomineeId })
          .from(nominations)
          .where(and(eq(nominations.awardTypeId, type.id), eq(nominations.nominatorId, viewer.memberId)));
        const where = and(
          candidateWhere(type),
          ne(tenantMembers.id, viewer.memberId),
          notInArray(tenantMembers.id, already),
          notIdIn?.length ? notInArray(tenantMembers.id, notIdIn) : undefined,
          searchWhere(search),
        );
        return candidatesPage(tx, where, page, pageSize);
      });
    },
  );

  api.get(
    `${base}/nominations/tally`,
    {
      schema: {
        tags,
        description:
          'Each nominee with how often they were nominated, most first, and whether they are a winner.',
        params: idParams,
        querystring: pageQuery,
        response: { 200: nomineePage, ...errors },
      },
    },
    async (request) => {
      const viewer = await awardViewerOf(services, request);
      if (!viewer.canManageNominations) throw forbidden();
      const { page, pageSize } = request.query;
      return withTenant(services, viewer.auth, async (tx) => {
        const type = await nominationType(tx, viewer, request.params.id);
        const rows = await tx
          .select({
            id: nominations.nomineeId,
            n: count(),
            last: sql<Date>`max(${nominations.createdAt})`.mapWith((v: string | Date) => new Date(v)),
          })
          .from(nominations)
          .where(eq(nominations.awardTypeId, type.id))
          .groupBy(nominations.nomineeId)
          .orderBy(desc(count()), desc(sql`max(${nominations.createdAt})`), asc(nominations.nomineeId))
          .limit(pageSize + 1)
          .offset((page - 1) * pageSize);
        const shown = rows.slice(0, pageSize);
        const members = await memberDisplays(
          tx,
          shown.map((row) => row.id),
        );
        const winners = new Set(
          (
            await tx
              .select({ id: awardWinners.memberId })
              .from(awardWinners)
              .where(eq(awardWinners.awardTypeId, type.id))
          ).map((row) => row.id),
        );
        return {
          results: shown.flatMap((row) => {
            const member = members.get(row.id);
            return member
              ? [
                  {
                    ...member,
                    nominationCount: row.n,
                    lastNominatedAt: row.last.toISOString(),
                    winner: winners.has(row.id),
                  },
                ]
              : [];
          }),
          next: rows.length > pageSize ? page + 1 : null,
        };
      });
    },
  );
}

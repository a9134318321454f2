import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  awardTexts,
  nomination,
  nominationListQuery,
  nominationPage,
  nominationRequest,
} from '#shared/contract/award';
import { errorBody, idParams } from '#shared/contract/common';
import { nominations, tenantMembers } from '../../db/schema.ts';
import { withTenant } from '../../http/auth.ts';
import { conflict, forbidden, invalid } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { sendCsv } from '../../kernel/csv.ts';
import type { Services } from '../../services.ts';
import { awardViewerOf, isNominator, nominationStatus } from './access.ts';
import { candidateRoutes } from './candidate-routes.ts';
import { myNominationRoutes } from './my-nomination-routes.ts';
import { candidateWhere, nominationType, toNominations } from './nomination-queries.ts';
import { awardMessage } from './send.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['award'];

/**
 * Nominating (001 §5 "Nomination"), a round's nominations and their CSV export; with them the
 * candidate lists and tally (candidate-routes.ts) and the caller's own nominations.
 */
export function nominationRoutes(api: ZodApi, services: Services): void {
  const base = '/award/awardTypes/:id';

  api.post(
    `${base}/nominations`,
    {
      schema: {
        tags,
        description:
          'Nominates a candidate while the window is open: once per nominee, at most maxNominations per nominator, never oneself.',
        params: idParams,
        body: nominationRequest,
        response: { 201: nomination, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await awardViewerOf(services, request);
      if (!viewer.canNominate) throw forbidden('You cannot send nominations');
      const message = awardMessage(request.body.message, {
        required: awardTexts.reasonRequired,
        tooLong: awardTexts.reasonTooLong,
      });
      const { nomineeId } = request.body;
      const now = services.now();
      const created = await withTenant(services, viewer.auth, async (tx) => {
        const type = await nominationType(tx, viewer, request.params.id);
        if (type.archivedAt) throw conflict('This award type is archived');
        if (!isNominator(type, viewer.memberId)) throw forbidden('You are not a nominator for this award');
        if (nominationStatus(type, now) !== 'open') throw conflict('Nominations for this award are not open');
        if (nomineeId === viewer.memberId) throw invalid('nomineeId', 'You cannot nominate yourself');
        const [candidate] = await tx
          .select({ id: tenantMembers.id })
          .from(tenantMembers)
          .where(and(eq(tenantMembers.id, nomineeId), candidateWhere(type)));
        if (!candidate) throw invalid('nomineeId', 'This person cannot be nominated for this award');
        // The type's row lock serializes one nominator's concurrent nominations against the limit.
        await tx.execute(sql`select 1 from award_types where id = ${type.id} for update`);
        if (type.maxNominations !== null) {
          const [used] = await tx
            .select({ n: count() })
            .from(nominations)
            .where(and(eq(nominations.awardTypeId, type.id), eq(nominations.nominatorId, viewer.memberId)));
          if ((used?.n ?? 0) >= type.maxNominations) {
            throw conflict(`You have used all ${type.maxNominations} of your nominations for this award`);
          }
        }
        const [saved] = await tx
          .insert(nominations)
          .values({
            tenantId: viewer.auth.tenantId,
            awardTypeId: type.id,
            nomineeId,
            nominatorId: viewer.memberId,
            message,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning();
        if (!saved) throw conflict('You have already nominated this person');
        const [item] = await toNominations(tx, [saved]);
        if (!item) throw new Error('nomination not serialized');
        return item;
      });
      return reply.status(201).send(created);
    },
  );

  api.get(
    `${base}/nominations`,
    {
      schema: {
        tags,
        description: 'Nominations newest first; nominators see only their own.',
        params: idParams,
        querystring: nominationListQuery,
        response: { 200: nominationPage, ...errors },
      },
    },
    async (request) => {
      const viewer = await awardViewerOf(services, request);
      const { page, pageSize, my, nomineeIdIn } = request.query;
      return withTenant(services, viewer.auth, async (tx) => {
        const type = await nominationType(tx, viewer, request.params.id);
        const ownOnly = my === true || !viewer.canManageNominations;
        const rows = await tx
          .select()
          .from(nominations)
          .where(
            and(
              eq(nominations.awardTypeId, type.id),
              ownOnly ? eq(nominations.nominatorId, viewer.memberId) : undefined,
              nomineeIdIn?.length ? inArray(nominations.nomineeId, nomineeIdIn) : undefined,
            ),
          )
          .orderBy(desc(nominations.createdAt), desc(nominations.id))
          .limit(pageSize + 1)
          .offset((page - 1) * pageSize);
        return {
          results: await toNominations(tx, rows.slice(0, pageSize)),
          next: rows.length > pageSize ? page + 1 : null,
        };
      });
    },
  );

  api.post(
    `${base}/nominations/export`,
    {
      schema: {
        tags,
        description: 'Downloads every nomination of the round as CSV.',
        params: idParams,
        response: {
          200: {
            description: 'CSV, one row per nomination',
            content: { 'text/csv': { schema: z.string() } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const viewer = await awardViewerOf(services, request);
      if (!viewer.canManageNominations) throw forbidden();
      const items = await withTenant(services, viewer.auth, async (tx) => {
        const type = await nominationType(tx, viewer, request.params.id);
        const rows = await tx
          .select()
          .from(nominations)
          .where(eq(nominations.awardTypeId, type.id))
          .orderBy(asc(nominations.createdAt), asc(nominations.id));
        return toNominations(tx, rows);
      });
      const name = (m: { firstName: string; lastName: string } | null) =>
        m ? `${m.firstName} ${m.lastName}` : '';
      return sendCsv(
        reply,
        `nominations-${request.params.id}.csv`,
        ['Nominee', 'Nominator', 'Reason', 'Nominated at'],
        items.map((n) => [
          name(n.nominee),
          name(n.nominator),
          n.message.replace(/<[^>]*>/g, ''),
          n.createdAt,
        ]),
      );
    },
  );
  candidateRoutes(api, services);
  myNominationRoutes(api, services);
}

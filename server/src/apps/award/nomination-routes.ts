import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { z } from 'zod';
import {
  awardTexts,
  candidatePage,
  candidatesQuery,
  type MyNominationStatus,
  myNominationPage,
  myNominationsQuery,
  nomination,
  nominationListQuery,
  nominationPage,
  nominationRequest,
  nomineePage,
  nomineeSearchQuery,
} from '#shared/contract/award';
import { errorBody, idParams, pageQuery } from '#shared/contract/common';
import type { Tx } from '../../db/client.ts';
import { awardTypes, awardWinners, nominations, tenantMembers } from '../../db/schema.ts';
import { withTenant } from '../../http/auth.ts';
import { conflict, forbidden, invalid } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { sendCsv } from '../../kernel/csv.ts';
import { memberDisplays } from '../../kernel/member-displays.ts';
import type { Services } from '../../services.ts';
import {
  type AwardTypeRow,
  type AwardViewer,
  awardViewerOf,
  findAwardType,
  isNominator,
  nominationStatus,
} from './access.ts';
import { awardMessage } from './send.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['award'];
type NominationRow = typeof nominations.$inferSelect;

/** Members who may be nominated for the type: candidates, active, invited or joined. */
export function candidateWhere(type: AwardTypeRow): SQL | undefined {
  return and(
    isNull(tenantMembers.suspendedAt),
    inArray(tenantMembers.invitationStatus, ['invited', 'joined']),
    type.tenantWideCandidates
      ? undefined
      : type.candidateIds.length
        ? inArray(tenantMembers.id, type.candidateIds)
        : sql`false`,
  );
}

const searchWhere = (search: string | undefined) =>
  search
    ? or(
        ilike(tenantMembers.firstName, `%${search}%`),
        ilike(tenantMembers.lastName, `%${search}%`),
        ilike(sql`${tenantMembers.firstName} || ' ' || ${tenantMembers.lastName}`, `%${search}%`),
      )
    : undefined;

async function candidatesPage(tx: Tx, where: SQL | undefined, page: number, pageSize: number) {
  const rows = await tx
    .select()
    .from(tenantMembers)
    .where(where)
    .orderBy(asc(tenantMembers.firstName), asc(tenantMembers.lastName), asc(tenantMembers.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  const shown = rows.slice(0, pageSize);
  const displays = await memberDisplays(
    tx,
    shown.map((row) => row.id),
  );
  return {
    results: shown.flatMap((row) => {
      const member = displays.get(row.id);
      return member ? [{ ...member, email: row.email }] : [];
    }),
    next: rows.length > pageSize ? page + 1 : null,
  };
}

async function toNominations(tx: Tx, rows: NominationRow[]) {
  const members = await memberDisplays(
    tx,
    rows.flatMap((row) => [row.nomineeId, row.nominatorId]),
  );
  return rows.flatMap((row) => {
    const nominee = members.get(row.nomineeId);
    if (!nominee) return [];
    return [
      {
        id: row.id,
        awardTypeId: row.awardTypeId,
        nominee,
        nominator: members.get(row.nominatorId) ?? null,
        message: row.message,
        createdAt: row.createdAt.toISOString(),
      },
    ];
  });
}

/** Where a nomination stands, from its round (see `myNominationStatuses`). */
export function myNominationStatus(type: AwardTypeRow, nomineeWon: boolean, now: Date): MyNominationStatus {
  const round = nominationStatus(type, now);
  if (round === 'finalized') return nomineeWon ? 'won' : 'notSelected';
  return round === 'open' ? 'open' : 'inReview';
}

/** A nomination type the viewer may take part in (manage, or nominate for). */
async function nominationType(tx: Tx, viewer: AwardViewer, id: string): Promise<AwardTypeRow> {
  const type = await findAwardType(tx, viewer, id);
  if (!type.nomination) throw invalid('id', 'This award type takes no nominations');
  return type;
}

/** Nominating (001 §5 "Nomination"), the lists a round needs, and their CSV export. */
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

  api.get(
    '/award/nominations/my',
    {
      schema: {
        tags,
        description:
          "The caller's own nominations across the rounds they may still read (archived rounds left out), newest first, each with its round and where it stands. Any member may ask: it answers only their own.",
        querystring: myNominationsQuery,
        response: { 200: myNominationPage, ...errors },
      },
    },
    async (request) => {
      const viewer = await awardViewerOf(services, request);
      const { page, pageSize } = request.query;
      const now = services.now();
      return withTenant(services, viewer.auth, async (tx) => {
        const rows = await tx
          .select({ nomination: nominations, type: awardTypes })
          .from(nominations)
          .innerJoin(awardTypes, eq(awardTypes.id, nominations.awardTypeId))
          .where(and(eq(nominations.nominatorId, viewer.memberId), isNull(awardTypes.archivedAt)))
          .orderBy(desc(nominations.createdAt), desc(nominations.id))
          .limit(pageSize + 1)
          .offset((page - 1) * pageSize);
        const shown = rows.slice(0, pageSize);
        const finalized = shown.filter((row) => row.type.finalizedAt !== null);
        const won = new Set(
          finalized.length
            ? (
                await tx
                  .select({ typeId: awardWinners.awardTypeId, memberId: awardWinners.memberId })
                  .from(awardWinners)
                  .where(
                    inArray(
                      awardWinners.awardTypeId,
                      finalized.map((row) => row.type.id),
                    ),
                  )
              ).map((row) => `${row.typeId}:${row.memberId}`)
            : [],
        );
        const items = await toNominations(
          tx,
          shown.map((row) => row.nomination),
        );
        const byId = new Map(shown.map((row) => [row.nomination.id, row]));
        return {
          results: items.flatMap((item) => {
            const row = byId.get(item.id);
            if (!row) return [];
            const { type } = row;
            return [
              {
                id: item.id,
                awardType: {
                  id: type.id,
                  name: type.name,
                  nominationEndAt: type.nominationEndAt?.toISOString() ?? null,
                },
                nominee: item.nominee,
                message: item.message,
                createdAt: item.createdAt,
                status: myNominationStatus(type, won.has(`${type.id}:${item.nominee.id}`), now),
              },
            ];
          }),
          next: rows.length > pageSize ? page + 1 : null,
        };
      });
    },
  );
}

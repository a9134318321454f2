import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  awardType,
  nominationExtendRequest,
  nominationFinalizeRequest,
  nominationStartRequest,
  winnerList,
  winnerParams,
  winnerRequest,
} from '#shared/contract/award';
import { errorBody, idParams, okResponse } from '#shared/contract/common';
import type { Tx } from '../../db/client.ts';
import { awardRecipients, awardTypes, awardWinners, nominations, tenantMembers } from '../../db/schema.ts';
import { withTenant } from '../../http/auth.ts';
import { conflict, invalid, notFound } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { audit } from '../../kernel/audit.ts';
import { memberDisplays } from '../../kernel/member-displays.ts';
import type { Services } from '../../services.ts';
import {
  type AwardTypeRow,
  type AwardViewer,
  awardViewerOf,
  nominationStatus,
  requireNominationManager,
} from './access.ts';
import { awardMessage, sendAward } from './send.ts';
import { toAwardTypes } from './type-serialize.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['award'];

/** The nomination type, row-locked: lifecycle steps of one round never interleave. */
async function lockedRound(tx: Tx, id: string): Promise<AwardTypeRow> {
  const [row] = await tx.select().from(awardTypes).where(eq(awardTypes.id, id)).for('update');
  if (!row) throw notFound('This award type does not exist');
  if (!row.nomination) throw invalid('id', 'This award type takes no nominations');
  if (row.archivedAt) throw conflict('This award type is archived');
  if (row.finalizedAt) throw conflict('This nomination round is finalized');
  return row;
}

async function winnersOf(tx: Tx, type: AwardTypeRow) {
  const rows = await tx
    .select()
    .from(awardWinners)
    .where(eq(awardWinners.awardTypeId, type.id))
    .orderBy(asc(awardWinners.addedAt), asc(awardWinners.memberId));
  const members = await memberDisplays(
    tx,
    rows.map((row) => row.memberId),
  );
  const amounts = rows.some((row) => row.awardId)
    ? await tx
        .select()
        .from(awardRecipients)
        .where(
          inArray(
            awardRecipients.awardId,
            rows.flatMap((row) => (row.awardId ? [row.awardId] : [])),
          ),
        )
    : [];
  const amountOf = new Map(amounts.map((row) => [`${row.awardId}:${row.memberId}`, row.amount]));
  return {
    results: rows.flatMap((row) => {
      const member = members.get(row.memberId);
      if (!member) return [];
      return [
        {
          ...member,
          awardId: row.awardId,
          amount: row.awardId ? (amountOf.get(`${row.awardId}:${row.memberId}`) ?? 0) : type.points,
          addedAt: row.addedAt.toISOString(),
        },
      ];
    }),
  };
}

/** Start, end, extend and finalize a nomination round, and pick its winners (001 §4, §7). */
export function lifecycleRoutes(api: ZodApi, services: Services): void {
  const base = '/award/awardTypes/:id';

  /** One lifecycle step: the round locked, changed, audited, answered. */
  const step = async (
    viewer: AwardViewer,
    id: string,
    action: string,
    change: (tx: Tx, row: AwardTypeRow, now: Date) => Promise<Partial<AwardTypeRow>>,
  ) => {
    requireNominationManager(viewer);
    const now = services.now();
    return withTenant(services, viewer.auth, async (tx) => {
      const before = await lockedRound(tx, id);
      const values = await change(tx, before, now);
      const [row] = await tx
        .update(awardTypes)
        .set({ ...values, updatedAt: now })
        .where(eq(awardTypes.id, before.id))
        .returning();
      const [item] = await toAwardTypes(tx, [row as AwardTypeRow], viewer, now);
      const window = (r: AwardTypeRow) => ({
        nominationStartAt: r.nominationStartAt,
        nominationEndAt: r.nominationEndAt,
        finalizedAt: r.finalizedAt,
      });
      await audit(tx, viewer.auth, {
        action: `awardType.${action}`,
        targetType: 'awardType',
        targetId: before.id,
        before: window(before),
        after: window(row as AwardTypeRow),
      });
      return item;
    });
  };

  api.post(
    `${base}/start`,
    {
      schema: {
        tags,
        description: 'Opens the window now, until the given or saved end.',
        params: idParams,
        body: nominationStartRequest,
        response: { 200: awardType, ...errors },
      },
    },
    async (request) =>
      step(await awardViewerOf(services, request), request.params.id, 'start', async (_tx, row, now) => {
        if (nominationStatus(row, now) === 'open') throw conflict('The nomination round is already open');
        const end = request.body?.nominationEndAt
          ? new Date(request.body.nominationEndAt)
          : row.nominationEndAt;
        if (end && end <= now) throw invalid('nominationEndAt', 'Choose an end date in the future');
        return { nominationStartAt: now, nominationEndAt: end, nominationAnnounced: null };
      }),
  );

  api.post(
    `${base}/end`,
    {
      schema: {
        tags,
        description: 'Closes the open window now.',
        params: idParams,
        response: { 200: awardType, ...errors },
      },
    },
    async (request) =>
      step(await awardViewerOf(services, request), request.params.id, 'end', async (_tx, row, now) => {
        if (nominationStatus(row, now) !== 'open') throw conflict('The nomination round is not open');
        return { nominationEndAt: now };
      }),
  );

  api.post(
    `${base}/extend`,
    {
      schema: {
        tags,
        description: 'Moves the end later; a closed round opens again until then.',
        params: idParams,
        body: nominationExtendRequest,
        response: { 200: awardType, ...errors },
      },
    },
    async (request) =>
      step(await awardViewerOf(services, request), request.params.id, 'extend', async (_tx, row, now) => {
        if (!row.nominationStartAt) throw conflict('The nomination round has not started');
        const end = new Date(request.body.nominationEndAt);
        if (end <= now) throw invalid('nominationEndAt', 'Choose an end date in the future');
        if (row.nominationEndAt && end <= row.nominationEndAt) {
          throw invalid('nominationEndAt', 'Choose an end after the current one');
        }
        return {
          nominationEndAt: end,
          nominationAnnounced: nominationStatus(row, now) === 'closed' ? 'open' : row.nominationAnnounced,
        };
      }),
  );

  api.post(
    `${base}/finalize`,
    {
      schema: {
        tags,
        description:
          'Closes the round and awards its winners, with the type’s points from its bank, in one transaction; nothing changes if the bank is short.',
        params: idParams,
        body: nominationFinalizeRequest,
        response: { 200: awardType, ...errors },
      },
    },
    async (request) => {
      const viewer = await awardViewerOf(services, request);
      const message = request.body?.message ? awardMessage(request.body.message) : null;
      return step(viewer, request.params.id, 'finalize', async (tx, row, now) => {
        if (!row.nominationStartAt) throw conflict('The nomination round has not started');
        const winners = await tx
          .select({
            memberId: awardWinners.memberId,
            suspendedAt: tenantMembers.suspendedAt,
            status: tenantMembers.invitationStatus,
          })
          .from(awardWinners)
          .innerJoin(tenantMembers, eq(tenantMembers.id, awardWinners.memberId))
          .where(eq(awardWinners.awardTypeId, row.id));
        if (winners.length === 0) throw conflict('Choose at least one winner first');
        const award = await sendAward(services, tx, {
          tenantId: viewer.auth.tenantId,
          type: row,
          senderId: viewer.memberId,
          amount: row.points,
          message:
            message ??
            (row.description ? `<p>${escapeHtml(row.description)}</p>` : `<p>${escapeHtml(row.name)}</p>`),
          sendTo: winners.map((w) => ({ id: w.memberId, type: 'tenantMember' as const })),
          recipients: winners.map((w) => ({
            memberId: w.memberId,
            eligible: w.suspendedAt === null && (w.status === 'invited' || w.status === 'joined'),
          })),
          nominationRound: true,
        });
        await tx.update(awardWinners).set({ awardId: award.id }).where(eq(awardWinners.awardTypeId, row.id));
        const end = row.nominationEndAt && row.nominationEndAt < now ? row.nominationEndAt : now;
        return { finalizedAt: now, nominationEndAt: end, nominationAnnounced: 'closed' };
      });
    },
  );

  api.get(
    `${base}/winners`,
    { schema: { tags, params: idParams, response: { 200: winnerList, ...errors } } },
    async (request) => {
      const viewer = await awardViewerOf(services, request);
      requireNominationManager(viewer);
      return withTenant(services, viewer.auth, async (tx) => {
        const [row] = await tx.select().from(awardTypes).where(eq(awardTypes.id, request.params.id));
        if (!row?.nomination) throw notFound('This award type does not exist');
        return winnersOf(tx, row);
      });
    },
  );

  api.post(
    `${base}/winners`,
    {
      schema: {
        tags,
        description: 'Adds a nominee as a winner; only nominees can win.',
        params: idParams,
        body: winnerRequest,
        response: { 201: winnerList, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await awardViewerOf(services, request);
      requireNominationManager(viewer);
      const { memberId } = request.body;
      const result = await withTenant(services, viewer.auth, async (tx) => {
        const row = await lockedRound(tx, request.params.id);
        const [nominated] = await tx
          .select({ id: nominations.id })
          .from(nominations)
          .where(and(eq(nominations.awardTypeId, row.id), eq(nominations.nomineeId, memberId)))
          .limit(1);
        if (!nominated) throw invalid('memberId', 'Only nominees can win');
        const [added] = await tx
          .insert(awardWinners)
          .values({ tenantId: viewer.auth.tenantId, awardTypeId: row.id, memberId, addedAt: services.now() })
          .onConflictDoNothing()
          .returning();
        if (!added) throw conflict('This nominee is already a winner');
        await audit(tx, viewer.auth, {
          action: 'awardType.addWinner',
          targetType: 'awardType',
          targetId: row.id,
          before: null,
          after: { memberId },
        });
        return winnersOf(tx, row);
      });
      return reply.status(201).send(result);
    },
  );

  api.delete(
    `${base}/winners/:memberId`,
    { schema: { tags, params: winnerParams, response: { 200: okResponse, ...errors } } },
    async (request) => {
      const viewer = await awardViewerOf(services, request);
      requireNominationManager(viewer);
      await withTenant(services, viewer.auth, async (tx) => {
        const row = await lockedRound(tx, request.params.id);
        const removed = await tx
          .delete(awardWinners)
          .where(
            and(
              eq(awardWinners.awardTypeId, row.id),
              eq(awardWinners.memberId, request.params.memberId),
              isNull(awardWinners.awardId),
            ),
          )
          .returning();
        if (removed.length === 0) throw notFound('This member is not a winner');
        await audit(tx, viewer.auth, {
          action: 'awardType.removeWinner',
          targetType: 'awardType',
          targetId: row.id,
          before: { memberId: request.params.memberId },
          after: null,
        });
      });
      return { ok: true as const };
    },
  );
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

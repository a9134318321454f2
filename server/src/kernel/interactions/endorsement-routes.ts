import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { errorBody, idSchema } from '#shared/contract/common';
import { pointsExceptionBody } from '#shared/contract/points';
import { endorsement, endorsementList, endorsementRequest } from '#shared/contract/recognition';
import { tenantMembers } from '../../db/schema.ts';
import { withTenant } from '../../http/auth.ts';
import { conflict, forbidden } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import type { ZodApi } from '../api.ts';
import { memberDisplays } from '../member-displays.ts';
import { holds } from '../permissions.ts';
import { pointsExceptionError } from '../points/exceptions.ts';
import { credit, debit, InsufficientBalance } from '../points/ledger.ts';
import { type InteractionThread, type InteractionViewer, queryTables, rowsAs } from './thread.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const idParams = z.object({ id: idSchema });
type EndorsementRow = { id: string; memberId: string; amount: number; createdAt: Date };

/**
 * Endorsing a thread: points of the caller's allocation to every eligible recipient, once per
 * member, in the request's transaction with the ledger postings.
 */
export function endorsementRoutes<
  V extends InteractionViewer,
  K extends string,
  C extends { id: string; memberId: string },
>(api: ZodApi, services: Services, thread: InteractionThread<V, K, C>): void {
  const { endorsements: t, recipients: r } = queryTables(thread.tables);
  const columns = { id: t.id, memberId: t.memberId, amount: t.amount, createdAt: t.createdAt };

  api.post(
    `${thread.base}/endorsements`,
    {
      schema: {
        tags: [thread.tag],
        description: `Adds points of the caller’s allocation to every eligible recipient of the ${thread.tag}, once per member. Neither its sender nor a recipient can endorse (403).`,
        params: idParams,
        body: endorsementRequest,
        response: { 201: endorsement, ...errors, 422: pointsExceptionBody },
      },
    },
    async (request, reply) => {
      const viewer = await thread.viewerOf(services, request);
      if (thread.mayEndorse && !thread.mayEndorse(viewer)) throw forbidden();
      const { amount } = request.body;
      if (amount > 0 && !holds(viewer.grant, 'pointsApp', 'sendPoints'))
        throw forbidden('You cannot send points');
      const { tenantId } = viewer.auth;
      const created = await withTenant(services, viewer.auth, async (tx) => {
        const row = await thread.find(tx, viewer, request.params.id);
        if (row.senderId === viewer.memberId) throw forbidden(thread.sentences.ownEndorsement);
        const recipients = rowsAs<{ memberId: string; suspendedAt: Date | null }>(
          await tx
            .select({ memberId: r.memberId, suspendedAt: tenantMembers.suspendedAt })
            .from(r)
            .innerJoin(tenantMembers, eq(tenantMembers.id, r.memberId))
            .where(eq(r[thread.threadKey], row.id)),
        );
        // Endorsing is for onlookers: a recipient would add points to their own thread.
        if (recipients.some((r) => r.memberId === viewer.memberId)) {
          throw forbidden(thread.sentences.receivedEndorsement);
        }
        const plan = await thread.planEndorsement(tx, {
          tenantId,
          senderId: viewer.memberId,
          amount,
          now: services.now(),
          recipients: recipients.map((r) => ({ memberId: r.memberId, eligible: r.suspendedAt === null })),
        });
        // An endorsement has no confirmation step: anything that would be adjusted is refused.
        if (plan.exceptions.length > 0) throw pointsExceptionError(plan.exceptions, plan.total, plan.balance);
        const [saved] = rowsAs<EndorsementRow>(
          await tx
            .insert(t)
            .values({ tenantId, [thread.threadKey]: row.id, memberId: viewer.memberId, amount })
            .onConflictDoNothing()
            .returning(columns),
        );
        if (!saved) throw conflict(thread.sentences.alreadyEndorsed);
        const refs = thread.ledgerRefs(row.id, saved.id);
        if (plan.total > 0) {
          try {
            await debit(tx, { id: plan.accountId, tenantId }, plan.total, 'endorsement', refs);
          } catch (error) {
            if (error instanceof InsufficientBalance) {
              throw pointsExceptionError(
                [{ type: 'insufficientPoints', affectedCount: recipients.length, level: 'warning' }],
                plan.total,
                plan.balance,
              );
            }
            throw error;
          }
          await credit(
            tx,
            tenantId,
            [...plan.amounts].map(([memberId, share]) => ({ memberId, amount: share })),
            'redeemable',
            'endorsement',
            refs,
          );
        }
        const members = await memberDisplays(tx, [viewer.memberId]);
        return {
          id: saved.id,
          amount: saved.amount,
          createdAt: saved.createdAt.toISOString(),
          member: members.get(viewer.memberId) ?? null,
        };
      });
      return reply.status(201).send(created);
    },
  );

  api.get(
    `${thread.base}/endorsements`,
    { schema: { tags: [thread.tag], params: idParams, response: { 200: endorsementList, ...errors } } },
    async (request) => {
      const viewer = await thread.viewerOf(services, request);
      return withTenant(services, viewer.auth, async (tx) => {
        const row = await thread.find(tx, viewer, request.params.id);
        const rows = rowsAs<EndorsementRow>(
          await tx.select(columns).from(t).where(eq(t[thread.threadKey], row.id)).orderBy(asc(t.createdAt)),
        );
        const members = await memberDisplays(
          tx,
          rows.map((e) => e.memberId),
        );
        return {
          results: rows.map((e) => ({
            id: e.id,
            amount: e.amount,
            createdAt: e.createdAt.toISOString(),
            member: members.get(e.memberId) ?? null,
          })),
        };
      });
    },
  );
}

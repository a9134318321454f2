import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { awardComment, awardCommentPage, awardCommentRequest } from '#shared/contract/award';
import { errorBody, idSchema, okResponse, pageQuery } from '#shared/contract/common';
import { pointsExceptionBody } from '#shared/contract/points';
import {
  commentBodyMaxLength,
  endorsement,
  endorsementList,
  endorsementRequest,
  flagRequest,
  reactionList,
  reactionRequest,
} from '#shared/contract/recognition';
import type { ZodApi } from '../../app.ts';
import type { Tx } from '../../db/client.ts';
import {
  awardCommentFlags,
  awardCommentReactions,
  awardComments,
  awardEndorsements,
  awardFlags,
  awardReactions,
  awardRecipients,
  tenantMembers,
} from '../../db/schema.ts';
import { withTenant } from '../../http/auth.ts';
import { conflict, forbidden, invalid, notFound } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { holds } from '../apps/permissions.ts';
import { memberDisplays } from '../identity/members/member-displays.ts';
import { notify } from '../notifications/notify.ts';
import { credit, debit, InsufficientBalance } from '../points/ledger.ts';
import { planSend, pointsExceptionError } from '../recognition/publish.ts';
import { plainText, sanitizeMessage, textLength } from '../recognition/sanitize.ts';
import { awardViewerOf } from './access.ts';
import { findAward } from './award-routes.ts';
import { awardCommentReactionsOf, toAwardComment } from './serialize.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const idParams = z.object({ id: idSchema });
const commentParams = z.object({ id: idSchema, commentId: idSchema });
const tags = ['award'];

async function commentOf(tx: Tx, awardId: string, commentId: string) {
  const awardRow = await findAward(tx, awardId);
  const [found] = await tx
    .select()
    .from(awardComments)
    .where(
      and(
        eq(awardComments.id, commentId),
        eq(awardComments.awardId, awardRow.id),
        isNull(awardComments.removedAt),
      ),
    );
  if (!found) throw notFound('This comment does not exist');
  return found;
}

/** Who reacted how, oldest first, for an award or one of its comments. */
async function reactionsOf(tx: Tx, rows: { reaction: string; memberId: string }[]) {
  const members = await memberDisplays(
    tx,
    rows.map((x) => x.memberId),
  );
  return { results: rows.map((x) => ({ reaction: x.reaction, member: members.get(x.memberId) ?? null })) };
}

/** Endorsements, reactions, comments (with GIFs), comment reactions and flags on awards (001 §7). */
export function awardInteractionRoutes(api: ZodApi, services: Services): void {
  const base = '/award/awards/:id';

  api.post(
    `${base}/endorsements`,
    {
      schema: {
        tags,
        description:
          'Adds points of the caller’s allocation to every recipient who got points, once per member.',
        params: idParams,
        body: endorsementRequest,
        response: { 201: endorsement, ...errors, 422: pointsExceptionBody },
      },
    },
    async (request, reply) => {
      const viewer = await awardViewerOf(services, request);
      const { amount } = request.body;
      if (amount > 0 && !holds(viewer.grant, 'pointsApp', 'sendPoints'))
        throw forbidden('You cannot send points');
      const created = await withTenant(services, viewer.auth, async (tx) => {
        const row = await findAward(tx, request.params.id);
        if (row.senderId === viewer.memberId) throw forbidden('You cannot endorse your own award');
        const recipients = await tx
          .select({ memberId: awardRecipients.memberId, suspendedAt: tenantMembers.suspendedAt })
          .from(awardRecipients)
          .innerJoin(tenantMembers, eq(tenantMembers.id, awardRecipients.memberId))
          .where(eq(awardRecipients.awardId, row.id));
        if (recipients.some((r) => r.memberId === viewer.memberId)) {
          throw forbidden('You cannot endorse an award you received');
        }
        const plan = await planSend(tx, {
          tenantId: viewer.auth.tenantId,
          senderId: viewer.memberId,
          amount,
          now: services.now(),
          recipients: recipients.map((r) => ({ memberId: r.memberId, eligible: r.suspendedAt === null })),
        });
        if (plan.exceptions.length > 0) throw pointsExceptionError(plan.exceptions, plan.total, plan.balance);
        const [saved] = await tx
          .insert(awardEndorsements)
          .values({ tenantId: viewer.auth.tenantId, awardId: row.id, memberId: viewer.memberId, amount })
          .onConflictDoNothing()
          .returning();
        if (!saved) throw conflict('You have already endorsed this award');
        if (plan.total > 0) {
          try {
            await debit(
              tx,
              { id: plan.accountId, tenantId: viewer.auth.tenantId },
              plan.total,
              'endorsement',
              {
                awardId: row.id,
                endorsementId: saved.id,
              },
            );
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
            viewer.auth.tenantId,
            [...plan.amounts].map(([memberId, share]) => ({ memberId, amount: share })),
            'redeemable',
            'endorsement',
            { awardId: row.id, endorsementId: saved.id },
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
    `${base}/endorsements`,
    { schema: { tags, params: idParams, response: { 200: endorsementList, ...errors } } },
    async (request) => {
      const viewer = await awardViewerOf(services, request);
      return withTenant(services, viewer.auth, async (tx) => {
        const row = await findAward(tx, request.params.id);
        const rows = await tx
          .select()
          .from(awardEndorsements)
          .where(eq(awardEndorsements.awardId, row.id))
          .orderBy(asc(awardEndorsements.createdAt));
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

  api.put(
    `${base}/reactions`,
    { schema: { tags, params: idParams, body: reactionRequest, response: { 200: okResponse, ...errors } } },
    async (request) => {
      const viewer = await awardViewerOf(services, request);
      const { reaction } = request.body;
      await withTenant(services, viewer.auth, async (tx) => {
        const row = await findAward(tx, request.params.id);
        await tx
          .insert(awardReactions)
          .values({ tenantId: viewer.auth.tenantId, awardId: row.id, memberId: viewer.memberId, reaction })
          .onConflictDoUpdate({
            target: [awardReactions.awardId, awardReactions.memberId],
            set: { reaction, createdAt: services.now() },
          });
      });
      return { ok: true as const };
    },
  );

  api.get(
    `${base}/reactions`,
    { schema: { tags, params: idParams, response: { 200: reactionList, ...errors } } },
    async (request) => {
      const viewer = await awardViewerOf(services, request);
      return withTenant(services, viewer.auth, async (tx) => {
        const row = await findAward(tx, request.params.id);
        return reactionsOf(
          tx,
          await tx
            .select()
            .from(awardReactions)
            .where(eq(awardReactions.awardId, row.id))
            .orderBy(asc(awardReactions.createdAt)),
        );
      });
    },
  );

  api.delete(
    `${base}/reactions`,
    { schema: { tags, params: idParams, response: { 200: okResponse, ...errors } } },
    async (request) => {
      const viewer = await awardViewerOf(services, request);
      await withTenant(services, viewer.auth, async (tx) => {
        const row = await findAward(tx, request.params.id);
        await tx
          .delete(awardReactions)
          .where(and(eq(awardReactions.awardId, row.id), eq(awardReactions.memberId, viewer.memberId)));
      });
      return { ok: true as const };
    },
  );

  api.get(
    `${base}/comments`,
    {
      schema: {
        tags,
        description: 'Comments oldest first.',
        params: idParams,
        querystring: pageQuery,
        response: { 200: awardCommentPage, ...errors },
      },
    },
    async (request) => {
      const viewer = await awardViewerOf(services, request);
      const { page, pageSize } = request.query;
      return withTenant(services, viewer.auth, async (tx) => {
        const row = await findAward(tx, request.params.id);
        const rows = await tx
          .select()
          .from(awardComments)
          .where(and(eq(awardComments.awardId, row.id), isNull(awardComments.removedAt)))
          .orderBy(asc(awardComments.createdAt), asc(awardComments.id))
          .limit(pageSize + 1)
          .offset((page - 1) * pageSize);
        const shown = rows.slice(0, pageSize);
        const members = await memberDisplays(
          tx,
          shown.map((c) => c.memberId),
        );
        const reactions = await awardCommentReactionsOf(
          tx,
          shown.map((c) => c.id),
          viewer.memberId,
        );
        return {
          results: shown.map((c) => toAwardComment(c, members.get(c.memberId) ?? null, reactions)),
          next: rows.length > pageSize ? page + 1 : null,
        };
      });
    },
  );

  api.post(
    `${base}/comments`,
    {
      schema: {
        tags,
        params: idParams,
        body: awardCommentRequest,
        response: { 201: awardComment, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await awardViewerOf(services, request);
      const body = sanitizeMessage(request.body.body);
      const { gifs } = request.body;
      if (plainText(body) === '' && gifs.length === 0)
        throw invalid('body', 'Write a comment or choose a GIF');
      if (textLength(body) > commentBodyMaxLength) {
        throw invalid('body', `Keep comments to ${commentBodyMaxLength} characters or fewer`, 'too_big');
      }
      const created = await withTenant(services, viewer.auth, async (tx) => {
        const row = await findAward(tx, request.params.id);
        const [saved] = await tx
          .insert(awardComments)
          .values({
            tenantId: viewer.auth.tenantId,
            awardId: row.id,
            memberId: viewer.memberId,
            body,
            gifs,
            createdAt: services.now(),
          })
          .returning();
        if (!saved) throw new Error('comment not stored');
        const members = await memberDisplays(tx, [viewer.memberId]);
        const author = members.get(viewer.memberId) ?? null;
        if (row.senderId && row.senderId !== viewer.memberId) {
          await notify(services, tx, {
            tenantId: row.tenantId,
            memberId: row.senderId,
            fromMemberId: viewer.memberId,
            message: `${author ? `${author.firstName} ${author.lastName}` : 'Someone'} commented on your award`,
            resourcePath: `/award/${row.id}`,
          });
        }
        return toAwardComment(saved, author);
      });
      return reply.status(201).send(created);
    },
  );

  api.delete(
    `${base}/comments/:commentId`,
    {
      schema: {
        tags,
        description: 'Its author or a moderator removes a comment.',
        params: commentParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = await awardViewerOf(services, request);
      const moderator = viewer.canModerate || holds(viewer.grant, 'commentApp', 'moderate');
      await withTenant(services, viewer.auth, async (tx) => {
        const found = await commentOf(tx, request.params.id, request.params.commentId);
        if (found.memberId !== viewer.memberId && !moderator) throw forbidden();
        await tx.delete(awardComments).where(eq(awardComments.id, found.id));
      });
      return { ok: true as const };
    },
  );

  api.put(
    `${base}/flags`,
    {
      schema: {
        tags,
        description: 'Flags an award for moderators; twice keeps one flag.',
        params: idParams,
        body: flagRequest,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = await awardViewerOf(services, request);
      await withTenant(services, viewer.auth, async (tx) => {
        const row = await findAward(tx, request.params.id);
        await tx
          .insert(awardFlags)
          .values({
            tenantId: viewer.auth.tenantId,
            awardId: row.id,
            memberId: viewer.memberId,
            reason: request.body?.reason ?? null,
          })
          .onConflictDoNothing();
      });
      return { ok: true as const };
    },
  );

  api.delete(
    `${base}/flags`,
    {
      schema: {
        tags,
        description: 'Removes the caller’s flag; a moderator clears every flag.',
        params: idParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = await awardViewerOf(services, request);
      await withTenant(services, viewer.auth, async (tx) => {
        const row = await findAward(tx, request.params.id);
        await tx
          .delete(awardFlags)
          .where(
            viewer.canModerate
              ? eq(awardFlags.awardId, row.id)
              : and(eq(awardFlags.awardId, row.id), eq(awardFlags.memberId, viewer.memberId)),
          );
      });
      return { ok: true as const };
    },
  );

  api.put(
    `${base}/comments/:commentId/reactions`,
    {
      schema: {
        tags,
        params: commentParams,
        body: reactionRequest,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = await awardViewerOf(services, request);
      const { reaction } = request.body;
      await withTenant(services, viewer.auth, async (tx) => {
        const found = await commentOf(tx, request.params.id, request.params.commentId);
        await tx
          .insert(awardCommentReactions)
          .values({
            tenantId: viewer.auth.tenantId,
            commentId: found.id,
            memberId: viewer.memberId,
            reaction,
          })
          .onConflictDoUpdate({
            target: [awardCommentReactions.commentId, awardCommentReactions.memberId],
            set: { reaction, createdAt: services.now() },
          });
      });
      return { ok: true as const };
    },
  );

  api.get(
    `${base}/comments/:commentId/reactions`,
    { schema: { tags, params: commentParams, response: { 200: reactionList, ...errors } } },
    async (request) => {
      const viewer = await awardViewerOf(services, request);
      return withTenant(services, viewer.auth, async (tx) => {
        const found = await commentOf(tx, request.params.id, request.params.commentId);
        return reactionsOf(
          tx,
          await tx
            .select()
            .from(awardCommentReactions)
            .where(eq(awardCommentReactions.commentId, found.id))
            .orderBy(asc(awardCommentReactions.createdAt)),
        );
      });
    },
  );

  api.delete(
    `${base}/comments/:commentId/reactions`,
    { schema: { tags, params: commentParams, response: { 200: okResponse, ...errors } } },
    async (request) => {
      const viewer = await awardViewerOf(services, request);
      await withTenant(services, viewer.auth, async (tx) => {
        const found = await commentOf(tx, request.params.id, request.params.commentId);
        await tx
          .delete(awardCommentReactions)
          .where(
            and(
              eq(awardCommentReactions.commentId, found.id),
              eq(awardCommentReactions.memberId, viewer.memberId),
            ),
          );
      });
      return { ok: true as const };
    },
  );

  api.put(
    `${base}/comments/:commentId/flags`,
    {
      schema: {
        tags,
        description: 'Flags a comment for moderators; twice keeps one flag.',
        params: commentParams,
        body: flagRequest,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = await awardViewerOf(services, request);
      await withTenant(services, viewer.auth, async (tx) => {
        const found = await commentOf(tx, request.params.id, request.params.commentId);
        await tx
          .insert(awardCommentFlags)
          .values({
            tenantId: viewer.auth.tenantId,
            commentId: found.id,
            memberId: viewer.memberId,
            reason: request.body?.reason ?? null,
          })
          .onConflictDoNothing();
      });
      return { ok: true as const };
    },
  );
}

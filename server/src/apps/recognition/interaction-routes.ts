import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { errorBody, errorNames, idSchema, okResponse, pageQuery } from '#shared/contract/common';
import { pointsExceptionBody } from '#shared/contract/points';
import {
  comment,
  commentBodyMaxLength,
  commentPage,
  commentRequest,
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
  recognitionCommentFlags,
  recognitionCommentReactions,
  recognitionComments,
  recognitionEndorsements,
  recognitionFlags,
  recognitionReactions,
  recognitionRecipients,
  tenantMembers,
} from '../../db/schema.ts';
import { grantOf, requirePermission, withTenant } from '../../http/auth.ts';
import { ApiError, conflict, forbidden, invalid, notFound } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { holds } from '../apps/permissions.ts';
import { memberDisplays } from '../identity/members/member-displays.ts';
import { notify } from '../notifications/notify.ts';
import { credit, debit, InsufficientBalance } from '../points/ledger.ts';
import { planSend, pointsExceptionError, type RecognitionRow } from './publish.ts';
import { findVisible, type Viewer, viewerOf } from './queries.ts';
import { plainText, sanitizeMessage, textLength } from './sanitize.ts';
import { commentReactions, toComment } from './serialize.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const commentParams = z.object({ id: idSchema, commentId: idSchema });
const idParams = z.object({ id: idSchema });

/** A published recognition the viewer may read; drafts take no reactions or comments. */
async function published(tx: Tx, viewer: Viewer, id: string): Promise<RecognitionRow> {
  const row = await findVisible(tx, viewer, id);
  if (row.status !== 'published') throw notFound('This recognition does not exist');
  return row;
}

async function nameOf(tx: Tx, memberId: string): Promise<string> {
  const [row] = await tx
    .select({ firstName: tenantMembers.firstName, lastName: tenantMembers.lastName })
    .from(tenantMembers)
    .where(eq(tenantMembers.id, memberId));
  return row ? `${row.firstName} ${row.lastName}` : 'Someone';
}

/** Endorsements, reactions, comments and flags on recognitions (001 §7). */
/** The same detail a schema limit gives, so the web app says it in the same sentence. */
const commentTooLong = () => {
  const message = `Keep comments to ${commentBodyMaxLength} characters or fewer`;
  return new ApiError(400, errorNames.validation, message, [
    { type: 'too_big', path: 'body', message, maximum: commentBodyMaxLength, origin: 'string' },
  ]);
};

export function interactionRoutes(api: ZodApi, services: Services): void {
  const base = '/recognition/recognitions/:id';

  api.post(
    `${base}/endorsements`,
    {
      schema: {
        tags: ['recognition'],
        description:
          'Adds points of the caller’s allocation to every eligible recipient, once per member. Neither the sender nor a recipient can endorse (403).',
        params: idParams,
        body: endorsementRequest,
        response: { 201: endorsement, ...errors, 422: pointsExceptionBody },
      },
    },
    async (request, reply) => {
      const auth = await requirePermission(services, request, 'recognitionApp', 'createRecognition');
      const { amount } = request.body;
      if (amount > 0 && !holds(await grantOf(services, request), 'pointsApp', 'sendPoints')) {
        throw forbidden('You cannot send points');
      }
      const viewer = await viewerOf(services, request);
      const created = await withTenant(services, auth, async (tx) => {
        const row = await published(tx, viewer, request.params.id);
        if (row.senderId === auth.memberId) throw forbidden('You cannot endorse your own recognition');
        const recipients = await tx
          .select({ memberId: recognitionRecipients.memberId, suspendedAt: tenantMembers.suspendedAt })
          .from(recognitionRecipients)
          .innerJoin(tenantMembers, eq(tenantMembers.id, recognitionRecipients.memberId))
          .where(eq(recognitionRecipients.recognitionId, row.id));
        // Endorsing is for onlookers: a recipient would add points to their own recognition.
        if (recipients.some((r) => r.memberId === auth.memberId)) {
          throw forbidden('You cannot endorse a recognition you received');
        }
        const plan = await planSend(tx, {
          tenantId: auth.tenantId,
          senderId: auth.memberId,
          amount,
          now: services.now(),
          recipients: recipients.map((r) => ({
            memberId: r.memberId,
            eligible: r.suspendedAt === null,
          })),
        });
        // An endorsement has no confirmation step: anything that would be adjusted is refused.
        if (plan.exceptions.length > 0) throw pointsExceptionError(plan.exceptions, plan.total, plan.balance);
        const [saved] = await tx
          .insert(recognitionEndorsements)
          .values({ tenantId: auth.tenantId, recognitionId: row.id, memberId: auth.memberId, amount })
          .onConflictDoNothing()
          .returning();
        if (!saved) throw conflict('You have already endorsed this recognition');
        if (plan.total > 0) {
          try {
            await debit(tx, { id: plan.accountId, tenantId: auth.tenantId }, plan.total, 'endorsement', {
              recognitionId: row.id,
              endorsementId: saved.id,
            });
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
            auth.tenantId,
            [...plan.amounts].map(([memberId, share]) => ({ memberId, amount: share })),
            'redeemable',
            'endorsement',
            { recognitionId: row.id, endorsementId: saved.id },
          );
        }
        const members = await memberDisplays(tx, [auth.memberId]);
        return {
          id: saved.id,
          amount: saved.amount,
          createdAt: saved.createdAt.toISOString(),
          member: members.get(auth.memberId) ?? null,
        };
      });
      return reply.status(201).send(created);
    },
  );

  api.get(
    `${base}/endorsements`,
    { schema: { tags: ['recognition'], params: idParams, response: { 200: endorsementList, ...errors } } },
    async (request) => {
      const viewer = await viewerOf(services, request);
      return withTenant(services, viewer.auth, async (tx) => {
        const row = await published(tx, viewer, request.params.id);
        const rows = await tx
          .select()
          .from(recognitionEndorsements)
          .where(eq(recognitionEndorsements.recognitionId, row.id))
          .orderBy(asc(recognitionEndorsements.createdAt));
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
    {
      schema: {
        tags: ['recognition'],
        description: 'Sets the caller’s one reaction, replacing an earlier one.',
        params: idParams,
        body: reactionRequest,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = await viewerOf(services, request);
      const { reaction } = request.body;
      await withTenant(services, viewer.auth, async (tx) => {
        const row = await published(tx, viewer, request.params.id);
        await tx
          .insert(recognitionReactions)
          .values({
            tenantId: viewer.auth.tenantId,
            recognitionId: row.id,
            memberId: viewer.memberId,
            reaction,
          })
          .onConflictDoUpdate({
            target: [recognitionReactions.recognitionId, recognitionReactions.memberId],
            set: { reaction, createdAt: services.now() },
          });
      });
      return { ok: true as const };
    },
  );

  api.get(
    `${base}/reactions`,
    { schema: { tags: ['recognition'], params: idParams, response: { 200: reactionList, ...errors } } },
    async (request) => {
      const viewer = await viewerOf(services, request);
      return withTenant(services, viewer.auth, async (tx) => {
        const row = await published(tx, viewer, request.params.id);
        const rows = await tx
          .select()
          .from(recognitionReactions)
          .where(eq(recognitionReactions.recognitionId, row.id))
          .orderBy(asc(recognitionReactions.createdAt));
        const members = await memberDisplays(
          tx,
          rows.map((x) => x.memberId),
        );
        return {
          results: rows.map((x) => ({ reaction: x.reaction, member: members.get(x.memberId) ?? null })),
        };
      });
    },
  );

  api.delete(
    `${base}/reactions`,
    { schema: { tags: ['recognition'], params: idParams, response: { 200: okResponse, ...errors } } },
    async (request) => {
      const viewer = await viewerOf(services, request);
      await withTenant(services, viewer.auth, async (tx) => {
        const row = await published(tx, viewer, request.params.id);
        await tx
          .delete(recognitionReactions)
          .where(
            and(
              eq(recognitionReactions.recognitionId, row.id),
              eq(recognitionReactions.memberId, viewer.memberId),
            ),
          );
      });
      return { ok: true as const };
    },
  );

  api.get(
    `${base}/comments`,
    {
      schema: {
        tags: ['recognition'],
        description: 'Comments oldest first.',
        params: idParams,
        querystring: pageQuery,
        response: { 200: commentPage, ...errors },
      },
    },
    async (request) => {
      const viewer = await viewerOf(services, request);
      const { page, pageSize } = request.query;
      return withTenant(services, viewer.auth, async (tx) => {
        const row = await published(tx, viewer, request.params.id);
        const rows = await tx
          .select()
          .from(recognitionComments)
          .where(and(eq(recognitionComments.recognitionId, row.id), isNull(recognitionComments.removedAt)))
          .orderBy(asc(recognitionComments.createdAt), asc(recognitionComments.id))
          .limit(pageSize + 1)
          .offset((page - 1) * pageSize);
        const shown = rows.slice(0, pageSize);
        const members = await memberDisplays(
          tx,
          shown.map((c) => c.memberId),
        );
        const reactions = await commentReactions(
          tx,
          shown.map((c) => c.id),
          viewer.memberId,
        );
        return {
          results: shown.map((c) => toComment(c, members.get(c.memberId) ?? null, reactions)),
          next: rows.length > pageSize ? page + 1 : null,
        };
      });
    },
  );

  api.post(
    `${base}/comments`,
    {
      schema: {
        tags: ['recognition'],
        params: idParams,
        body: commentRequest,
        response: { 201: comment, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(services, request);
      const body = sanitizeMessage(request.body.body);
      const { gifs } = request.body;
      if (plainText(body) === '' && gifs.length === 0)
        throw invalid('body', 'Write a comment or choose a GIF');
      if (textLength(body) > commentBodyMaxLength) throw commentTooLong();
      const created = await withTenant(services, viewer.auth, async (tx) => {
        const row = await published(tx, viewer, request.params.id);
        const [saved] = await tx
          .insert(recognitionComments)
          .values({
            tenantId: viewer.auth.tenantId,
            recognitionId: row.id,
            memberId: viewer.memberId,
            body,
            gifs,
            createdAt: services.now(),
          })
          .returning();
        if (!saved) throw new Error('comment not stored');
        if (row.senderId !== viewer.memberId) {
          await notify(services, tx, {
            tenantId: row.tenantId,
            memberId: row.senderId,
            fromMemberId: viewer.memberId,
            message: `${await nameOf(tx, viewer.memberId)} commented on your recognition`,
            resourcePath: `/recognitions/${row.id}`,
          });
        }
        const members = await memberDisplays(tx, [viewer.memberId]);
        return toComment(saved, members.get(viewer.memberId) ?? null);
      });
      return reply.status(201).send(created);
    },
  );

  api.delete(
    `${base}/comments/:commentId`,
    {
      schema: {
        tags: ['recognition'],
        description: 'Its author or a comment moderator removes a comment.',
        params: commentParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = await viewerOf(services, request);
      const moderator =
        viewer.canModerate || holds(await grantOf(services, request), 'commentApp', 'moderate');
      await withTenant(services, viewer.auth, async (tx) => {
        const row = await published(tx, viewer, request.params.id);
        const [found] = await tx
          .select()
          .from(recognitionComments)
          .where(
            and(
              eq(recognitionComments.id, request.params.commentId),
              eq(recognitionComments.recognitionId, row.id),
              isNull(recognitionComments.removedAt),
            ),
          );
        if (!found) throw notFound('This comment does not exist');
        if (found.memberId !== viewer.memberId && !moderator) throw forbidden();
        await tx.delete(recognitionComments).where(eq(recognitionComments.id, found.id));
      });
      return { ok: true as const };
    },
  );

  api.put(
    `${base}/flags`,
    {
      schema: {
        tags: ['recognition'],
        description: 'Flags a recognition for moderators; flagging twice keeps one flag.',
        params: idParams,
        body: flagRequest,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = await viewerOf(services, request);
      await withTenant(services, viewer.auth, async (tx) => {
        const row = await published(tx, viewer, request.params.id);
        await tx
          .insert(recognitionFlags)
          .values({
            tenantId: viewer.auth.tenantId,
            recognitionId: row.id,
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
        tags: ['recognition'],
        description: 'Removes the caller’s flag; a moderator clears every flag (the review is done).',
        params: idParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = await viewerOf(services, request);
      await withTenant(services, viewer.auth, async (tx) => {
        const row = await published(tx, viewer, request.params.id);
        await tx
          .delete(recognitionFlags)
          .where(
            viewer.canModerate
              ? eq(recognitionFlags.recognitionId, row.id)
              : and(
                  eq(recognitionFlags.recognitionId, row.id),
                  eq(recognitionFlags.memberId, viewer.memberId),
                ),
          );
      });
      return { ok: true as const };
    },
  );

  /** A comment of a recognition the viewer may read. */
  const commentOf = async (tx: Tx, viewer: Viewer, id: string, commentId: string) => {
    const row = await published(tx, viewer, id);
    const [found] = await tx
      .select()
      .from(recognitionComments)
      .where(
        and(
          eq(recognitionComments.id, commentId),
          eq(recognitionComments.recognitionId, row.id),
          isNull(recognitionComments.removedAt),
        ),
      );
    if (!found) throw notFound('This comment does not exist');
    return found;
  };

  api.put(
    `${base}/comments/:commentId/reactions`,
    {
      schema: {
        tags: ['recognition'],
        params: commentParams,
        body: reactionRequest,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = await viewerOf(services, request);
      const { reaction } = request.body;
      await withTenant(services, viewer.auth, async (tx) => {
        const found = await commentOf(tx, viewer, request.params.id, request.params.commentId);
        await tx
          .insert(recognitionCommentReactions)
          .values({
            tenantId: viewer.auth.tenantId,
            commentId: found.id,
            memberId: viewer.memberId,
            reaction,
          })
          .onConflictDoUpdate({
            target: [recognitionCommentReactions.commentId, recognitionCommentReactions.memberId],
            set: { reaction, createdAt: services.now() },
          });
      });
      return { ok: true as const };
    },
  );

  api.get(
    `${base}/comments/:commentId/reactions`,
    { schema: { tags: ['recognition'], params: commentParams, response: { 200: reactionList, ...errors } } },
    async (request) => {
      const viewer = await viewerOf(services, request);
      return withTenant(services, viewer.auth, async (tx) => {
        const found = await commentOf(tx, viewer, request.params.id, request.params.commentId);
        const rows = await tx
          .select()
          .from(recognitionCommentReactions)
          .where(eq(recognitionCommentReactions.commentId, found.id))
          .orderBy(asc(recognitionCommentReactions.createdAt));
        const members = await memberDisplays(
          tx,
          rows.map((x) => x.memberId),
        );
        return {
          results: rows.map((x) => ({ reaction: x.reaction, member: members.get(x.memberId) ?? null })),
        };
      });
    },
  );

  api.delete(
    `${base}/comments/:commentId/reactions`,
    { schema: { tags: ['recognition'], params: commentParams, response: { 200: okResponse, ...errors } } },
    async (request) => {
      const viewer = await viewerOf(services, request);
      await withTenant(services, viewer.auth, async (tx) => {
        const found = await commentOf(tx, viewer, request.params.id, request.params.commentId);
        await tx
          .delete(recognitionCommentReactions)
          .where(
            and(
              eq(recognitionCommentReactions.commentId, found.id),
              eq(recognitionCommentReactions.memberId, viewer.memberId),
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
        tags: ['recognition'],
        description: 'Flags a comment for moderators; flagging twice keeps one flag.',
        params: commentParams,
        body: flagRequest,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = await viewerOf(services, request);
      await withTenant(services, viewer.auth, async (tx) => {
        const found = await commentOf(tx, viewer, request.params.id, request.params.commentId);
        await tx
          .insert(recognitionCommentFlags)
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

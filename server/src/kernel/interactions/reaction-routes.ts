import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { errorBody, idSchema, okResponse } from '#shared/contract/common';
import { flagRequest, reactionList, reactionRequest } from '#shared/contract/recognition';
import { withTenant } from '../../http/auth.ts';
import type { Services } from '../../services.ts';
import type { ZodApi } from '../api.ts';
import { findComment } from './comment-routes.ts';
import { clearFlags, setFlag } from './flags.ts';
import { type InteractionThread, type InteractionViewer, queryTables, rowsAs } from './thread.ts';
import { reactionsOf, threadReactionRoutes } from './thread-reactions.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const idParams = z.object({ id: idSchema });
const commentParams = z.object({ id: idSchema, commentId: idSchema });

/**
 * Reactions (one per member, a new one replaces the old) and flags (one per member; a moderator
 * clears them all) on a thread, and the same on its comments.
 */
export function reactionAndFlagRoutes<
  V extends InteractionViewer,
  K extends string,
  C extends { id: string; memberId: string },
>(api: ZodApi, services: Services, thread: InteractionThread<V, K, C>): void {
  const { base, tag, threadKey } = thread;
  const tags = [tag];
  const { flags, commentReactions, commentFlags } = queryTables(thread.tables);

  threadReactionRoutes(api, services, { ...thread, reactions: thread.tables.reactions });

  api.put(
    `${base}/flags`,
    {
      schema: {
        tags,
        description: `Flags the ${tag} for moderators; flagging twice keeps one flag.`,
        params: idParams,
        body: flagRequest,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = await thread.viewerOf(services, request);
      await withTenant(services, viewer.auth, async (tx) => {
        const row = await thread.find(tx, viewer, request.params.id);
        const by = { tenantId: viewer.auth.tenantId, memberId: viewer.memberId };
        await setFlag(tx, { table: flags, key: threadKey, itemId: row.id }, by, request.body?.reason);
      });
      return { ok: true as const };
    },
  );

  api.delete(
    `${base}/flags`,
    {
      schema: {
        tags,
        description: 'Removes the caller’s flag; a moderator clears every flag (the review is done).',
        params: idParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = await thread.viewerOf(services, request);
      await withTenant(services, viewer.auth, async (tx) => {
        const row = await thread.find(tx, viewer, request.params.id);
        const target = { table: flags, key: threadKey, itemId: row.id };
        await clearFlags(tx, target, viewer.memberId, viewer.canModerate);
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
      const viewer = await thread.viewerOf(services, request);
      const { reaction } = request.body;
      await withTenant(services, viewer.auth, async (tx) => {
        const found = await findComment(tx, thread, viewer, request.params.id, request.params.commentId);
        await tx
          .insert(commentReactions)
          .values({
            tenantId: viewer.auth.tenantId,
            commentId: found.id,
            memberId: viewer.memberId,
            reaction,
          })
          .onConflictDoUpdate({
            target: [commentReactions.commentId, commentReactions.memberId],
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
      const viewer = await thread.viewerOf(services, request);
      return withTenant(services, viewer.auth, async (tx) => {
        const found = await findComment(tx, thread, viewer, request.params.id, request.params.commentId);
        const rows = await tx
          .select({ reaction: commentReactions.reaction, memberId: commentReactions.memberId })
          .from(commentReactions)
          .where(eq(commentReactions.commentId, found.id))
          .orderBy(asc(commentReactions.createdAt));
        return reactionsOf(tx, rowsAs<{ reaction: string; memberId: string }>(rows));
      });
    },
  );

  api.delete(
    `${base}/comments/:commentId/reactions`,
    { schema: { tags, params: commentParams, response: { 200: okResponse, ...errors } } },
    async (request) => {
      const viewer = await thread.viewerOf(services, request);
      await withTenant(services, viewer.auth, async (tx) => {
        const found = await findComment(tx, thread, viewer, request.params.id, request.params.commentId);
        await tx
          .delete(commentReactions)
          .where(
            and(eq(commentReactions.commentId, found.id), eq(commentReactions.memberId, viewer.memberId)),
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
        description: 'Flags a comment for moderators; flagging twice keeps one flag.',
        params: commentParams,
        body: flagRequest,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = await thread.viewerOf(services, request);
      await withTenant(services, viewer.auth, async (tx) => {
        const found = await findComment(tx, thread, viewer, request.params.id, request.params.commentId);
        const target = { table: commentFlags, key: 'commentId', itemId: found.id };
        const by = { tenantId: viewer.auth.tenantId, memberId: viewer.memberId };
        await setFlag(tx, target, by, request.body?.reason);
      });
      return { ok: true as const };
    },
  );
}

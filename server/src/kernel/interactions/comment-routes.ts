import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { errorBody, idSchema, okResponse, pageQuery } from '#shared/contract/common';
import { commentBodyMaxLength } from '#shared/contract/recognition';
import type { Tx } from '../../db/client.ts';
import { withTenant } from '../../http/auth.ts';
import { forbidden, invalid, notFound } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import type { ZodApi } from '../api.ts';
import { memberDisplays } from '../member-displays.ts';
import { notify } from '../notify/notify.ts';
import { holds } from '../permissions.ts';
import { plainText, sanitizeMessage, textLength } from '../sanitize.ts';
import {
  commentTooLong,
  type InteractionThread,
  type InteractionViewer,
  queryTables,
  rowsAs,
} from './thread.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const idParams = z.object({ id: idSchema });
const commentParams = z.object({ id: idSchema, commentId: idSchema });

/** A comment, not removed, of a thread the viewer may interact with; 404 otherwise. */
export async function findComment<
  V extends InteractionViewer,
  K extends string,
  C extends { id: string; memberId: string },
>(tx: Tx, thread: InteractionThread<V, K, C>, viewer: V, id: string, commentId: string): Promise<C> {
  const row = await thread.find(tx, viewer, id);
  const { comments } = queryTables(thread.tables);
  const [found] = rowsAs<C>(
    await tx
      .select()
      .from(comments)
      .where(
        and(eq(comments.id, commentId), eq(comments[thread.threadKey], row.id), isNull(comments.removedAt)),
      ),
  );
  if (!found) throw notFound('This comment does not exist');
  return found;
}

/** Comments on a thread: oldest first, with GIFs; the author or a moderator removes one. */
export function commentRoutes<
  V extends InteractionViewer,
  K extends string,
  C extends { id: string; memberId: string },
>(api: ZodApi, services: Services, thread: InteractionThread<V, K, C>): void {
  const { base, tag, threadKey } = thread;
  const tags = [tag];
  const { comments } = queryTables(thread.tables);
  const shape = thread.comments;

  api.get(
    `${base}/comments`,
    {
      schema: {
        tags,
        description: 'Comments oldest first.',
        params: idParams,
        querystring: pageQuery,
        response: { 200: shape.page, ...errors },
      },
    },
    async (request) => {
      const viewer = await thread.viewerOf(services, request);
      const { page, pageSize } = request.query;
      return withTenant(services, viewer.auth, async (tx) => {
        const row = await thread.find(tx, viewer, request.params.id);
        const rows = rowsAs<C>(
          await tx
            .select()
            .from(comments)
            .where(and(eq(comments[threadKey], row.id), isNull(comments.removedAt)))
            .orderBy(asc(comments.createdAt), asc(comments.id))
            .limit(pageSize + 1)
            .offset((page - 1) * pageSize),
        );
        const shown = rows.slice(0, pageSize);
        const members = await memberDisplays(
          tx,
          shown.map((c) => c.memberId),
        );
        const reactions = await shape.reactionsOf(
          tx,
          shown.map((c) => c.id),
          viewer.memberId,
        );
        return {
          results: shown.map((c) => shape.toComment(c, members.get(c.memberId) ?? null, reactions)),
          next: rows.length > pageSize ? page + 1 : null,
        };
      });
    },
  );

  api.post(
    `${base}/comments`,
    {
      schema: { tags, params: idParams, body: shape.request, response: { 201: shape.response, ...errors } },
    },
    async (request, reply) => {
      const viewer = await thread.viewerOf(services, request);
      const body = sanitizeMessage(request.body.body);
      const { gifs } = request.body;
      if (plainText(body) === '' && gifs.length === 0)
        throw invalid('body', 'Write a comment or choose a GIF');
      if (textLength(body) > commentBodyMaxLength) throw commentTooLong();
      const created = await withTenant(services, viewer.auth, async (tx) => {
        const row = await thread.find(tx, viewer, request.params.id);
        const [saved] = rowsAs<C>(
          await tx
            .insert(comments)
            .values({
              tenantId: viewer.auth.tenantId,
              [threadKey]: row.id,
              memberId: viewer.memberId,
              body,
              gifs,
              createdAt: services.now(),
            })
            .returning(),
        );
        if (!saved) throw new Error('comment not stored');
        const members = await memberDisplays(tx, [viewer.memberId]);
        const author = members.get(viewer.memberId) ?? null;
        if (row.senderId && row.senderId !== viewer.memberId) {
          const name = author ? `${author.firstName} ${author.lastName}` : '';
          await notify(services, tx, {
            tenantId: row.tenantId,
            memberId: row.senderId,
            fromMemberId: viewer.memberId,
            ...thread.commentedKind.of({ name }),
            resourcePath: thread.resourcePath(row.id),
          });
        }
        return shape.toComment(saved, author);
      });
      return reply.status(201).send(created);
    },
  );

  api.delete(
    `${base}/comments/:commentId`,
    {
      schema: {
        tags,
        description: 'Its author or a comment moderator removes a comment.',
        params: commentParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = await thread.viewerOf(services, request);
      const moderator = viewer.canModerate || holds(viewer.grant, 'commentApp', 'moderate');
      await withTenant(services, viewer.auth, async (tx) => {
        const found = await findComment(tx, thread, viewer, request.params.id, request.params.commentId);
        if (found.memberId !== viewer.memberId && !moderator) throw forbidden();
        await tx.delete(comments).where(eq(comments.id, found.id));
      });
      return { ok: true as const };
    },
  );
}

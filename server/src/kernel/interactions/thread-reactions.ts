import { and, asc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorBody, idSchema, okResponse } from '#shared/contract/common';
import { reactionList, reactionRequest } from '#shared/contract/recognition';
import type { Tx } from '../../db/client.ts';
import type { MemberAuth } from '../../http/auth.ts';
import { withTenant } from '../../http/auth.ts';
import type { Services } from '../../services.ts';
import type { ZodApi } from '../api.ts';
import { memberDisplays } from '../member-displays.ts';
import { queryTable, rowsAs } from './thread.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const idParams = z.object({ id: idSchema });

/** What the reaction routes need of a thread kind: every thread kind has these, and some only these. */
export type ReactionThread<V extends { auth: MemberAuth; memberId: string }, K extends string> = {
  tag: string;
  base: string;
  viewerOf(services: Services, request: FastifyRequest): Promise<V>;
  /** The thread if the viewer may react to it; 404 (or 409) otherwise. */
  find(tx: Tx, viewer: V, id: string): Promise<{ id: string }>;
  threadKey: K;
  reactions: PgTable & Record<'tenantId' | 'memberId' | 'reaction' | 'createdAt' | K, AnyPgColumn>;
};

/** Who reacted how, oldest first, for a thread or one of its comments. */
export async function reactionsOf(tx: Tx, rows: { reaction: string; memberId: string }[]) {
  const members = await memberDisplays(
    tx,
    rows.map((x) => x.memberId),
  );
  return { results: rows.map((x) => ({ reaction: x.reaction, member: members.get(x.memberId) ?? null })) };
}

/**
 * A thread's reactions (one per member, a new one replaces the old): set, list and remove. Threads
 * with comments and flags get these through `interactionRoutesFor`; a thread kind that offers
 * reactions alone (a resource) mounts only these.
 */
export function threadReactionRoutes<V extends { auth: MemberAuth; memberId: string }, K extends string>(
  api: ZodApi,
  services: Services,
  thread: ReactionThread<V, K>,
): void {
  const { base, tag, threadKey } = thread;
  const tags = [tag];
  const reactions = queryTable(thread.reactions);

  api.put(
    `${base}/reactions`,
    {
      schema: {
        tags,
        description: 'Sets the caller’s one reaction, replacing an earlier one.',
        params: idParams,
        body: reactionRequest,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = await thread.viewerOf(services, request);
      const { reaction } = request.body;
      await withTenant(services, viewer.auth, async (tx) => {
        const row = await thread.find(tx, viewer, request.params.id);
        await tx
          .insert(reactions)
          .values({
            tenantId: viewer.auth.tenantId,
            [threadKey]: row.id,
            memberId: viewer.memberId,
            reaction,
          })
          .onConflictDoUpdate({
            target: [reactions[threadKey], reactions.memberId],
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
      const viewer = await thread.viewerOf(services, request);
      return withTenant(services, viewer.auth, async (tx) => {
        const row = await thread.find(tx, viewer, request.params.id);
        const rows = await tx
          .select({ reaction: reactions.reaction, memberId: reactions.memberId })
          .from(reactions)
          .where(eq(reactions[threadKey], row.id))
          .orderBy(asc(reactions.createdAt));
        return reactionsOf(tx, rowsAs<{ reaction: string; memberId: string }>(rows));
      });
    },
  );

  api.delete(
    `${base}/reactions`,
    { schema: { tags, params: idParams, response: { 200: okResponse, ...errors } } },
    async (request) => {
      const viewer = await thread.viewerOf(services, request);
      await withTenant(services, viewer.auth, async (tx) => {
        const row = await thread.find(tx, viewer, request.params.id);
        await tx
          .delete(reactions)
          .where(and(eq(reactions[threadKey], row.id), eq(reactions.memberId, viewer.memberId)));
      });
      return { ok: true as const };
    },
  );
}

import type { FastifyRequest } from 'fastify';
import { errorBody, okResponse, pageQuery } from '#shared/contract/common';
import {
  flaggedCounts,
  flaggedItemParams,
  flaggedPage,
  flaggedParams,
  type ModerationQueue,
} from '#shared/contract/moderation';
import { grantOf, requireMember, requirePermission, withTenant } from '../../http/auth.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { moderationQueueSources } from '../../kernel/areas.ts';
import type { ModerationQueueSource } from '../../kernel/moderation.ts';
import { holds } from '../../kernel/permissions.ts';
import type { Services } from '../../services.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** The registered queue (recognition, comments, awards, cards; kernel/moderation.ts); 404 if none. */
const sourceOf = (queue: ModerationQueue) => {
  const source = moderationQueueSources().find((candidate) => candidate.queue === queue);
  if (!source) throw notFound();
  return source;
};

/** Each queue is its app's moderate permission (000 §6), or the one it names instead. */
const permissionOf = (source: ModerationQueueSource) => source.permission ?? 'moderate';

const moderatorOf = (services: Services, request: FastifyRequest, queue: ModerationQueue) => {
  const source = sourceOf(queue);
  return requirePermission(services, request, source.app, permissionOf(source));
};

/**
 * Flagged content (000 §2 "/content/flagged/{awards|cards|comments|recognition}"): the queues,
 * their counts for the menu, and the two decisions, keep (the flags go) and remove (the item is
 * hidden from every reader and kept for audit). See docs/moderation.md.
 */
export function moderationRoutes(api: ZodApi, services: Services): void {
  api.get(
    '/moderation/flagged/counts',
    {
      schema: {
        tags: ['moderation'],
        description: 'Items waiting in each queue the caller moderates; 0 for queues they do not.',
        response: { 200: flaggedCounts, ...errors },
      },
    },
    async (request) => {
      const grant = await grantOf(services, request);
      const held = moderationQueueSources().filter((source) =>
        holds(grant, source.app, permissionOf(source)),
      );
      if (held.length === 0) throw forbidden();
      const auth = requireMember(request);
      return withTenant(services, auth, async (tx) => {
        const counts: Record<ModerationQueue, number> = {
          awards: 0,
          cards: 0,
          comments: 0,
          recognition: 0,
          incentives: 0,
        };
        for (const source of held) counts[source.queue] = await source.count(tx);
        const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
        return { ...counts, total };
      });
    },
  );

  api.get(
    '/moderation/flagged/:queue',
    {
      schema: {
        tags: ['moderation'],
        description: 'Flagged items nobody has decided on, most flagged first.',
        params: flaggedParams,
        querystring: pageQuery,
        response: { 200: flaggedPage, ...errors },
      },
    },
    async (request) => {
      const { queue } = request.params;
      const auth = await moderatorOf(services, request, queue);
      const { list } = sourceOf(queue);
      return withTenant(services, auth, (tx) => list(tx, request.query));
    },
  );

  api.post(
    '/moderation/flagged/:queue/:id/keep',
    {
      schema: {
        tags: ['moderation'],
        description: 'Keeps the item: its flags are cleared and it stays where it is.',
        params: flaggedItemParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const { queue, id } = request.params;
      const auth = await moderatorOf(services, request, queue);
      const { keep } = sourceOf(queue);
      await withTenant(services, auth, (tx) => keep(tx, auth, id));
      return { ok: true as const };
    },
  );

  api.post(
    '/moderation/flagged/:queue/:id/remove',
    {
      schema: {
        tags: ['moderation'],
        description:
          'Removes the item for every reader; it is kept, with who removed it and when, for audit.',
        params: flaggedItemParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const { queue, id } = request.params;
      const auth = await moderatorOf(services, request, queue);
      const now = services.now();
      const { remove } = sourceOf(queue);
      await withTenant(services, auth, (tx) => remove(tx, auth, id, now));
      return { ok: true as const };
    },
  );
}

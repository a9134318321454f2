import type { FastifyRequest } from 'fastify';
import { errorBody, okResponse, pageQuery } from '#shared/contract/common';
import {
  flaggedCounts,
  flaggedItemParams,
  flaggedPage,
  flaggedParams,
  type ModerationQueue,
  moderationQueues,
} from '#shared/contract/moderation';
import type { AppName } from '#shared/permissions';
import { grantOf, requireMember, requirePermission, withTenant } from '../../http/auth.ts';
import { forbidden } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import type { Services } from '../../services.ts';
import { holds } from '../apps/permissions.ts';
import { countFlaggedAwards, flaggedAwards, keepAward, removeAward } from '../award/moderation.ts';
import { countFlaggedCards, flaggedCards, keepCardItem, removeCardItem } from '../card/moderation.ts';
import { keepComment, keepRecognition, removeComment, removeRecognition } from './moderation-actions.ts';
import {
  countFlaggedComments,
  countFlaggedRecognitions,
  flaggedComments,
  flaggedRecognitions,
} from './moderation-queues.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** Each queue is its app's moderate permission (000 §6). */
const appOf: Record<ModerationQueue, AppName> = {
  awards: 'awardApp',
  cards: 'cardApp',
  comments: 'commentApp',
  recognition: 'recognitionApp',
};

const moderatorOf = (services: Services, request: FastifyRequest, queue: ModerationQueue) =>
  requirePermission(services, request, appOf[queue], 'moderate');

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
      const held = moderationQueues.filter((queue) => holds(grant, appOf[queue], 'moderate'));
      if (held.length === 0) throw forbidden();
      const auth = requireMember(request);
      return withTenant(services, auth, async (tx) => {
        const recognition = held.includes('recognition') ? await countFlaggedRecognitions(tx) : 0;
        const comments = held.includes('comments') ? await countFlaggedComments(tx) : 0;
        const awards = held.includes('awards') ? await countFlaggedAwards(tx) : 0;
        const cards = held.includes('cards') ? await countFlaggedCards(tx) : 0;
        return { awards, cards, comments, recognition, total: recognition + comments + awards + cards };
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
      const list = {
        awards: flaggedAwards,
        cards: flaggedCards,
        comments: flaggedComments,
        recognition: flaggedRecognitions,
      }[queue];
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
      const keep = {
        awards: keepAward,
        cards: keepCardItem,
        comments: keepComment,
        recognition: keepRecognition,
      }[queue];
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
      const remove = {
        awards: removeAward,
        cards: removeCardItem,
        comments: removeComment,
        recognition: removeRecognition,
      }[queue];
      await withTenant(services, auth, (tx) => remove(tx, auth, id, now));
      return { ok: true as const };
    },
  );
}

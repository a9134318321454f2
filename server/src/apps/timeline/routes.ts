import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { pinnedTimelinePageSize } from '#shared/constants';
import { errorBody, idParams } from '#shared/contract/common';
import { pinRequest, timelineItem, timelinePage, timelineQuery } from '#shared/contract/timeline';
import type { Tx } from '../../db/client.ts';
import { grantOf, requirePermission, withTenant } from '../../http/auth.ts';
import { invalid, notFound } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { timelineSources } from '../../kernel/areas.ts';
import { newestFirst, type TimelineContext, type TimelineCursor } from '../../kernel/timeline.ts';
import type { Services } from '../../services.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

const cursorShape = z.tuple([z.iso.datetime(), z.uuid()]);

function decodeCursor(cursor: string): TimelineCursor {
  try {
    const [at, id] = cursorShape.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    return { at: new Date(at), id };
  } catch {
    throw invalid('cursor', 'This page link is no longer valid');
  }
}
const encodeCursor = ({ at, id }: TimelineCursor) =>
  Buffer.from(JSON.stringify([at.toISOString(), id])).toString('base64url');

type Query = Partial<z.infer<typeof timelineQuery>>;

/** Runs `fn` in the caller's tenant with the context every timeline source is asked with. */
async function inTimeline<T>(
  services: Services,
  request: FastifyRequest,
  permission: 'browse' | 'manage',
  query: Query,
  fn: (ctx: TimelineContext) => Promise<T>,
): Promise<T> {
  const auth = await requirePermission(services, request, 'timelineApp', permission);
  const grant = await grantOf(services, request);
  const { cursor, pageSize, itemTypeIn, my, sentOrReceivedById, ...rest } = query;
  const person = my ? auth.memberId : sentOrReceivedById;
  return withTenant(services, auth, (tx: Tx) =>
    fn({
      tx,
      services,
      auth,
      grant,
      now: services.now(),
      person,
      query: { includePinned: false, ...rest, my, sentOrReceivedById },
    }),
  );
}

/**
 * The home timeline (001 §2 "Timeline", §7): every area's items the caller may read, newest
 * first, merged from the areas' registered sources (kernel/timeline.ts) and paged by a cursor on (date, id), so new items
 * never shift a page already read. Each source reads one page past the cursor; the merge keeps
 * the newest `pageSize`.
 */
export function timelineRoutes(api: ZodApi, services: Services): void {
  api.get(
    '/timeline/items',
    {
      schema: { tags: ['timeline'], querystring: timelineQuery, response: { 200: timelinePage, ...errors } },
    },
    async (request) => {
      const q = request.query;
      const after = q.cursor ? decodeCursor(q.cursor) : null;
      const sources = timelineSources().filter((source) => q.itemTypeIn.includes(source.type));
      return inTimeline(services, request, 'browse', q, async (ctx) => {
        // Sequential: the sources share one transaction's connection.
        const merged = [];
        for (const source of sources) merged.push(...(await source.page(ctx, after, q.pageSize + 1)));
        merged.sort(newestFirst);
        const page = merged.slice(0, q.pageSize);
        const last = page.at(-1);
        return {
          results: page.map((entry) => entry.item),
          next: merged.length > q.pageSize && last ? encodeCursor(last) : null,
        };
      });
    },
  );

  api.get(
    '/timeline/items/pinned',
    {
      schema: {
        tags: ['timeline'],
        description: 'Items pinned now, the pin that ends last first; up to 100.',
        querystring: timelineQuery.pick({ embed: true }),
        response: { 200: timelinePage, ...errors },
      },
    },
    async (request) =>
      inTimeline(services, request, 'browse', request.query, async (ctx) => {
        const merged = [];
        for (const source of timelineSources()) {
          if (source.pinned) merged.push(...(await source.pinned(ctx, pinnedTimelinePageSize)));
        }
        merged.sort(newestFirst);
        return { results: merged.slice(0, pinnedTimelinePageSize).map((entry) => entry.item), next: null };
      }),
  );

  api.put(
    '/timeline/items/:id/pin',
    {
      schema: {
        tags: ['timeline'],
        description: 'Pins an item for 1, 3 or 7 days; 0 (never) removes the pin.',
        params: idParams,
        body: pinRequest,
        response: { 200: timelineItem, ...errors },
      },
    },
    async (request) => {
      const { pinForDays } = request.body;
      return inTimeline(services, request, 'manage', {}, async (ctx) => {
        const until = pinForDays === 0 ? null : new Date(ctx.now.getTime() + pinForDays * 86_400_000);
        for (const source of timelineSources()) {
          const item = await source.pin?.(ctx, request.params.id, until);
          if (item) return item;
        }
        throw notFound('This item does not exist');
      });
    },
  );
}

import { and, desc, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { pinnedTimelinePageSize } from '#shared/constants';
import { errorBody, idParams } from '#shared/contract/common';
import type { Recognition } from '#shared/contract/recognition';
import {
  pinRequest,
  type TimelineItem,
  timelineItem,
  timelinePage,
  timelineQuery,
} from '#shared/contract/timeline';
import type { ZodApi } from '../../app.ts';
import { recognitions } from '../../db/schema.ts';
import { requirePermission, withTenant } from '../../http/auth.ts';
import { invalid, notFound } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { isRecipientSql, viewerOf, visibleTo } from '../recognition/queries.ts';
import { toRecognitions } from '../recognition/serialize.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

const cursorShape = z.tuple([z.iso.datetime(), z.uuid()]);

function decodeCursor(cursor: string): [string, string] {
  try {
    return cursorShape.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw invalid('cursor', 'This page link is no longer valid');
  }
}
const encodeCursor = (publishedAt: Date, id: string) =>
  Buffer.from(JSON.stringify([publishedAt.toISOString(), id])).toString('base64url');

const asItem = (r: Recognition): TimelineItem => ({ ...r, __entity_type__: 'recognition' });

/** Someone in one of the teams sent or received it, or a team was among its recipients. */
const inTeamsSql = (teamIds: string[]) =>
  sql`(exists (select 1 from team_members tm where tm.team_id in ${teamIds} and (tm.member_id = "recognitions"."sender_id" or exists (select 1 from recognition_recipients rr where rr.recognition_id = "recognitions"."id" and rr.member_id = tm.member_id))))`;

/**
 * The home timeline (001 §2 "Timeline", §7): published recognitions the caller may read, newest
 * first, paged by a cursor on (publishedAt, id) so new items never shift a page already read.
 * Awards, announcements and celebrations add their items here when they are built.
 */
export function timelineRoutes(api: ZodApi, services: Services): void {
  api.get(
    '/timeline/items',
    {
      schema: { tags: ['timeline'], querystring: timelineQuery, response: { 200: timelinePage, ...errors } },
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'timelineApp', 'browse');
      const viewer = await viewerOf(services, request);
      const q = request.query;
      if (!q.itemTypeIn.includes('recognition')) return { results: [], next: null };
      const now = services.now();
      const person = q.my ? auth.memberId : q.sentOrReceivedById;
      const after = q.cursor ? decodeCursor(q.cursor) : null;
      const where: SQL | undefined = and(
        visibleTo(viewer),
        eq(recognitions.status, 'published'),
        person ? or(eq(recognitions.senderId, person), isRecipientSql([person])) : undefined,
        q.teamIdIn?.length ? inTeamsSql(q.teamIdIn) : undefined,
        q.includePinned
          ? undefined
          : or(isNull(recognitions.pinnedUntil), lte(recognitions.pinnedUntil, now)),
        after
          ? sql`(${recognitions.publishedAt}, ${recognitions.id}) < (${new Date(after[0])}, ${after[1]})`
          : undefined,
      );
      return withTenant(services, auth, async (tx) => {
        const rows = await tx
          .select()
          .from(recognitions)
          .where(where)
          .orderBy(desc(recognitions.publishedAt), desc(recognitions.id))
          .limit(q.pageSize + 1);
        const page = rows.slice(0, q.pageSize);
        const last = page.at(-1);
        return {
          results: (await toRecognitions(tx, page, viewer, q.embed)).map(asItem),
          next:
            rows.length > q.pageSize && last?.publishedAt ? encodeCursor(last.publishedAt, last.id) : null,
        };
      });
    },
  );

  api.get(
    '/timeline/items/pinned',
    {
      schema: {
        tags: ['timeline'],
        description: 'Items pinned now, most recently pinned to expire last first; up to 100.',
        querystring: timelineQuery.pick({ embed: true }),
        response: { 200: timelinePage, ...errors },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'timelineApp', 'browse');
      const viewer = await viewerOf(services, request);
      return withTenant(services, auth, async (tx) => {
        const rows = await tx
          .select()
          .from(recognitions)
          .where(
            and(
              visibleTo(viewer),
              eq(recognitions.status, 'published'),
              gt(recognitions.pinnedUntil, services.now()),
            ),
          )
          .orderBy(desc(recognitions.pinnedUntil), desc(recognitions.id))
          .limit(pinnedTimelinePageSize);
        return {
          results: (await toRecognitions(tx, rows, viewer, request.query.embed)).map(asItem),
          next: null,
        };
      });
    },
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
      const auth = await requirePermission(services, request, 'timelineApp', 'manage');
      const viewer = await viewerOf(services, request);
      const { pinForDays } = request.body;
      const until = pinForDays === 0 ? null : new Date(services.now().getTime() + pinForDays * 86_400_000);
      return withTenant(services, auth, async (tx) => {
        const [row] = await tx
          .update(recognitions)
          .set({ pinnedUntil: until })
          .where(
            and(
              eq(recognitions.id, request.params.id),
              eq(recognitions.status, 'published'),
              visibleTo(viewer),
            ),
          )
          .returning();
        if (!row) throw notFound('This item does not exist');
        const [item] = await toRecognitions(tx, [row], viewer);
        return asItem(item as Recognition);
      });
    },
  );
}

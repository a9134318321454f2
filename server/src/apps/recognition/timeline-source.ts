import { and, desc, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Recognition } from '#shared/contract/recognition';
import type { TimelineItem } from '#shared/contract/timeline';
import { recognitions } from '../../db/schema.ts';
import type { TimelineContext, TimelineEntry, TimelineSource } from '../../kernel/timeline.ts';
import type { RecognitionRow } from './publish.ts';
import { isRecipientSql, type Viewer, viewerFrom, visibleTo } from './queries.ts';
import { toRecognitions } from './serialize.ts';

const asItem = (r: Recognition): TimelineItem => ({ ...r, __entity_type__: 'recognition' });

/** Someone in one of the teams sent or received it, or a team was among its recipients. */
const inTeamsSql = (teamIds: string[]) =>
  sql`(exists (select 1 from team_members tm where tm.team_id in ${teamIds} and (tm.member_id = "recognitions"."sender_id" or exists (select 1 from recognition_recipients rr where rr.recognition_id = "recognitions"."id" and rr.member_id = tm.member_id))))`;

async function entries(
  ctx: TimelineContext,
  viewer: Viewer,
  rows: RecognitionRow[],
  at: (row: RecognitionRow) => Date,
): Promise<TimelineEntry[]> {
  const items = await toRecognitions(ctx.tx, rows, viewer, ctx.query.embed);
  return rows.map((row, i) => ({ at: at(row), id: row.id, item: asItem(items[i] as Recognition) }));
}

/** Published recognitions the caller may read, by when they were published. */
export const recognitionTimelineSource: TimelineSource = {
  type: 'recognition',

  async page(ctx, after, limit) {
    const viewer = viewerFrom(ctx.auth, ctx.grant);
    const { person, query } = ctx;
    const where: SQL | undefined = and(
      visibleTo(viewer),
      eq(recognitions.status, 'published'),
      person ? or(eq(recognitions.senderId, person), isRecipientSql([person])) : undefined,
      query.teamIdIn?.length ? inTeamsSql(query.teamIdIn) : undefined,
      query.includePinned
        ? undefined
        : or(isNull(recognitions.pinnedUntil), lte(recognitions.pinnedUntil, ctx.now)),
      after ? sql`(${recognitions.publishedAt}, ${recognitions.id}) < (${after.at}, ${after.id})` : undefined,
    );
    const rows = await ctx.tx
      .select()
      .from(recognitions)
      .where(where)
      .orderBy(desc(recognitions.publishedAt), desc(recognitions.id))
      .limit(limit);
    return entries(ctx, viewer, rows, (row) => row.publishedAt ?? row.createdAt);
  },

  async pinned(ctx, limit) {
    const viewer = viewerFrom(ctx.auth, ctx.grant);
    const rows = await ctx.tx
      .select()
      .from(recognitions)
      .where(
        and(visibleTo(viewer), eq(recognitions.status, 'published'), gt(recognitions.pinnedUntil, ctx.now)),
      )
      .orderBy(desc(recognitions.pinnedUntil), desc(recognitions.id))
      .limit(limit);
    return entries(ctx, viewer, rows, (row) => row.pinnedUntil ?? ctx.now);
  },

  async pin(ctx, id, until) {
    const viewer = viewerFrom(ctx.auth, ctx.grant);
    const [row] = await ctx.tx
      .update(recognitions)
      .set({ pinnedUntil: until })
      .where(and(eq(recognitions.id, id), eq(recognitions.status, 'published'), visibleTo(viewer)))
      .returning();
    if (!row) return null;
    const [item] = await toRecognitions(ctx.tx, [row], viewer);
    return asItem(item as Recognition);
  },
};

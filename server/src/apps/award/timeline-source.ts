import { and, desc, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { type Award, type AwardEmbed, awardEmbeds } from '#shared/contract/award';
import type { TimelineItem } from '#shared/contract/timeline';
import { awards } from '../../db/schema.ts';
import { holds } from '../../kernel/permissions.ts';
import type { TimelineContext, TimelineEntry, TimelineSource } from '../../kernel/timeline.ts';
import { awardViewerFrom } from './access.ts';
import type { AwardRow } from './send.ts';
import { toAwards } from './serialize.ts';

const asItem = (a: Award): TimelineItem => ({ ...a, __entity_type__: 'award' }) as TimelineItem;

/**
 * The recognition embeds the timeline asks for that awards also have. Never the full recipient
 * list: a team award can reach thousands; cards show sendTo, recipientCount and ownRecipient.
 */
function embedsOf(ctx: TimelineContext): AwardEmbed[] {
  const asked = (ctx.query.embed as readonly string[] | undefined) ?? awardEmbeds;
  return awardEmbeds.filter((e) => e !== 'recipients' && asked.includes(e));
}

const isRecipientSql = (memberId: string) =>
  sql`exists (select 1 from award_recipients r where r.award_id = "awards"."id" and r.member_id = ${memberId}::uuid)`;

/** Someone in one of the teams sent or received it, or a team was among its recipients. */
const inTeamsSql = (teamIds: string[]) =>
  sql`(exists (select 1 from team_members tm where tm.team_id in ${teamIds} and (tm.member_id = "awards"."sender_id" or exists (select 1 from award_recipients r where r.award_id = "awards"."id" and r.member_id = tm.member_id))))`;

async function entries(
  ctx: TimelineContext,
  rows: AwardRow[],
  at: (row: AwardRow) => Date,
): Promise<TimelineEntry[]> {
  const viewer = awardViewerFrom(ctx.auth, ctx.grant);
  const items = await toAwards(ctx.tx, rows, viewer, embedsOf(ctx));
  return rows.map((row, i) => ({ at: at(row), id: row.id, item: asItem(items[i] as Award) }));
}

/** Awards on the timeline by when they were sent; pinned for their type's pinForDays. */
export const awardTimelineSource: TimelineSource = {
  type: 'award',

  async page(ctx, after, limit) {
    if (!holds(ctx.grant, 'awardApp', 'browse')) return [];
    const { person, query } = ctx;
    const where: SQL | undefined = and(
      isNull(awards.removedAt),
      person ? or(eq(awards.senderId, person), isRecipientSql(person)) : undefined,
      query.teamIdIn?.length ? inTeamsSql(query.teamIdIn) : undefined,
      query.includePinned ? undefined : or(isNull(awards.pinnedUntil), lte(awards.pinnedUntil, ctx.now)),
      after ? sql`(${awards.createdAt}, ${awards.id}) < (${after.at}, ${after.id})` : undefined,
    );
    const rows = await ctx.tx
      .select()
      .from(awards)
      .where(where)
      .orderBy(desc(awards.createdAt), desc(awards.id))
      .limit(limit);
    return entries(ctx, rows, (row) => row.createdAt);
  },

  async pinned(ctx, limit) {
    if (!holds(ctx.grant, 'awardApp', 'browse')) return [];
    const rows = await ctx.tx
      .select()
      .from(awards)
      .where(and(isNull(awards.removedAt), gt(awards.pinnedUntil, ctx.now)))
      .orderBy(desc(awards.pinnedUntil), desc(awards.id))
      .limit(limit);
    return entries(ctx, rows, (row) => row.pinnedUntil ?? ctx.now);
  },

  async pin(ctx, id, until) {
    const [row] = await ctx.tx
      .update(awards)
      .set({ pinnedUntil: until })
      .where(and(eq(awards.id, id), isNull(awards.removedAt)))
      .returning();
    if (!row) return null;
    const [item] = await toAwards(ctx.tx, [row], awardViewerFrom(ctx.auth, ctx.grant), embedsOf(ctx));
    return asItem(item as Award);
  },
};

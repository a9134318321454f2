import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Announcement } from '#shared/contract/announcement';
import type { TimelineItem } from '#shared/contract/timeline';
import { announcements } from '../../db/schema.ts';
import type { TimelineSource } from '../../kernel/timeline.ts';
import { inAudienceSql, viewerFrom } from './queries.ts';
import { toAnnouncements } from './serialize.ts';

const asItem = (a: Announcement): TimelineItem =>
  ({ ...a, attachmentUrls: a.attachmentUrls ?? [], __entity_type__: 'announcement' }) as TimelineItem;

/** The audience names one of the teams (the timeline's team filter). */
const forTeamsSql = (teamIds: string[]): SQL =>
  sql`exists (select 1 from jsonb_array_elements_text(${announcements.audience}->'teamIds') t where t.value in (${sql.join(
    teamIds.map((id) => sql`${id}`),
    sql`, `,
  )}))`;

/**
 * Live announcements the caller is in the audience of, by when they went live. The timeline is
 * the reader's own: an admin sees there what they were sent, like everyone else (the list shows
 * them all). With a person filter, those the person wrote or was sent.
 */
export const announcementTimelineSource: TimelineSource = {
  type: 'announcement',

  async page(ctx, after, limit) {
    const viewer = viewerFrom(ctx.auth, ctx.grant);
    const { person, query } = ctx;
    const rows = await ctx.tx
      .select()
      .from(announcements)
      .where(
        and(
          eq(announcements.status, 'active'),
          inAudienceSql(viewer.memberId),
          person
            ? or(
                eq(announcements.createdById, person),
                sql`exists (select 1 from announcement_recipients ar where ar.announcement_id = "announcements"."id" and ar.member_id = ${person})`,
              )
            : undefined,
          query.teamIdIn?.length ? forTeamsSql(query.teamIdIn) : undefined,
          after
            ? sql`(${announcements.publishedAt}, ${announcements.id}) < (${after.at}, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(desc(announcements.publishedAt), desc(announcements.id))
      .limit(limit);
    const items = await toAnnouncements(ctx.tx, rows, viewer, ['createdBy', 'attachmentUrls']);
    return rows.map((row, i) => ({
      at: row.publishedAt ?? row.createdAt,
      id: row.id,
      item: asItem(items[i] as Announcement),
    }));
  },
};

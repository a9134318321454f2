import { type SQL, sql } from 'drizzle-orm';
import type { IncentiveTimelineItem } from '#shared/contract/incentive';
import type { TimelineItem } from '#shared/contract/timeline';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { incentiveClaims, incentives, media } from '../../db/schema.ts';
import { mediaUrls } from '../../kernel/media/urls.ts';
import { memberDisplays } from '../../kernel/member-displays.ts';
import { holds } from '../../kernel/permissions.ts';
import type { TimelineContext, TimelineEntry, TimelineSource } from '../../kernel/timeline.ts';

/** One row of the union below: an incentive going live, or one of its claims approved. */
type EventRow = {
  id: string;
  incentive_id: string;
  claimant_id: string | null;
  at: Date | string;
  pinned_until: Date | string | null;
};

const latestClaimantCount = 5;

/**
 * The two kinds of incentive items as one ordered set (docs/incentive.md): a published incentive
 * when it went live (its start, or its publication if later), and each approved claim when it was
 * decided. Archived incentives and their claims leave the timeline.
 */
function eventsSql(ctx: TimelineContext): SQL {
  const { person, query } = ctx;
  const teamIds = query.teamIdIn ?? [];
  const claimInTeams = teamIds.length
    ? sql`and exists (select 1 from team_members tm where tm.member_id = c.member_id and tm.team_id in ${teamIds})`
    : sql``;
  const liveInTeams = teamIds.length
    ? sql`and (jsonb_array_length(i.audience) = 0 or exists (select 1 from jsonb_array_elements(i.audience) e where e->>'type' = 'team' and (e->>'id')::uuid in ${teamIds}))`
    : sql``;
  const live = person
    ? sql``
    : sql`select i.id, i.id as incentive_id, null::uuid as claimant_id,
                 greatest(coalesce(i.start_at, i.published_at), i.published_at) as at, i.pinned_until
            from incentives i
           where i.status = 'published' and i.published_at is not null and i.timeline_removed_at is null
             and greatest(coalesce(i.start_at, i.published_at), i.published_at) <= ${ctx.now}
             ${liveInTeams}
          union all `;
  return sql`(${live}select c.id, c.incentive_id, c.member_id as claimant_id, c.decided_at as at, c.pinned_until
            from incentive_claims c join incentives i on i.id = c.incentive_id
           where c.status = 'approved' and i.status <> 'archived' and c.timeline_removed_at is null
             ${person ? sql`and c.member_id = ${person}::uuid` : sql``}
             ${claimInTeams})`;
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

async function itemsOf(tx: Tx, rows: EventRow[], atOf: (row: EventRow) => Date): Promise<TimelineEntry[]> {
  if (rows.length === 0) return [];
  const incentiveIds = [...new Set(rows.map((row) => row.incentive_id))];
  const found = await tx.select().from(incentives).where(sql`${incentives.id} in ${incentiveIds}`);
  const byId = new Map(found.map((row) => [row.id, row]));
  const badgeIds = found.map((row) => row.badgeMediaId).filter((id): id is string => id !== null);
  const badges = badgeIds.length ? await tx.select().from(media).where(sql`${media.id} in ${badgeIds}`) : [];
  const badgeById = new Map(badges.map((row) => [row.id, mediaUrls(row)]));
  const latest = rowsOf<{ incentive_id: string; member_id: string; approved: number }>(
    await tx.execute(sql`
      select l.incentive_id, l.member_id, l.approved from (
        select c.incentive_id, c.member_id,
               count(*) over (partition by c.incentive_id)::int as approved,
               row_number() over (partition by c.incentive_id order by c.decided_at desc, c.id desc) as n
          from incentive_claims c where c.status = 'approved' and c.incentive_id in ${incentiveIds}) l
       where l.n <= ${latestClaimantCount}
       order by l.incentive_id, l.n`),
  );
  const people = await memberDisplays(tx, [
    ...latest.map((row) => row.member_id),
    ...rows.map((row) => row.claimant_id),
  ]);
  const entries: TimelineEntry[] = [];
  for (const row of rows) {
    const incentive = byId.get(row.incentive_id);
    if (!incentive) continue;
    const claimants = latest.filter((l) => l.incentive_id === row.incentive_id);
    const item: IncentiveTimelineItem = {
      __entity_type__: 'incentive',
      id: row.id,
      event: row.claimant_id ? 'claimApproved' : 'live',
      incentiveId: incentive.id,
      name: incentive.name,
      description: incentive.description,
      points: incentive.points,
      badgeUrls: incentive.badgeMediaId ? (badgeById.get(incentive.badgeMediaId) ?? null) : null,
      claimant: row.claimant_id ? (people.get(row.claimant_id) ?? null) : null,
      latestClaimants: claimants.flatMap((l) => {
        const person = people.get(l.member_id);
        return person ? [person] : [];
      }),
      approvedCount: claimants[0]?.approved ?? 0,
      endAt: incentive.endAt?.toISOString() ?? null,
      pinnedUntil: row.pinned_until ? toDate(row.pinned_until).toISOString() : null,
      createdAt: toDate(row.at).toISOString(),
    };
    entries.push({ at: atOf(row), id: row.id, item: item as TimelineItem });
  }
  return entries;
}

/** Incentives on the timeline under the "Incentives" filter; a live incentive pins like an award. */
export const incentiveTimelineSource: TimelineSource = {
  type: 'incentive',

  async page(ctx, after, limit) {
    if (!holds(ctx.grant, 'incentiveApp', 'browse')) return [];
    const rows = rowsOf<EventRow>(
      await ctx.tx.execute(sql`
        select * from ${eventsSql(ctx)} e
         where true
           ${ctx.query.includePinned ? sql`` : sql`and (e.pinned_until is null or e.pinned_until <= ${ctx.now})`}
           ${after ? sql`and (e.at, e.id) < (${after.at}, ${after.id}::uuid)` : sql``}
         order by e.at desc, e.id desc
         limit ${limit}`),
    );
    return itemsOf(ctx.tx, rows, (row) => toDate(row.at));
  },

  async pinned(ctx, limit) {
    if (!holds(ctx.grant, 'incentiveApp', 'browse')) return [];
    const rows = rowsOf<EventRow>(
      await ctx.tx.execute(sql`
        select * from ${eventsSql({ ...ctx, person: undefined, query: { ...ctx.query, teamIdIn: undefined } })} e
         where e.pinned_until > ${ctx.now}
         order by e.pinned_until desc, e.id desc
         limit ${limit}`),
    );
    return itemsOf(ctx.tx, rows, (row) => toDate(row.pinned_until ?? ctx.now));
  },

  async pin(ctx, id, until) {
    const [live] = await ctx.tx
      .update(incentives)
      .set({ pinnedUntil: until })
      .where(sql`${incentives.id} = ${id} and ${incentives.status} = 'published'`)
      .returning({ id: incentives.id });
    const [claim] = live
      ? []
      : await ctx.tx
          .update(incentiveClaims)
          .set({ pinnedUntil: until })
          .where(sql`${incentiveClaims.id} = ${id} and ${incentiveClaims.status} = 'approved'`)
          .returning({ id: incentiveClaims.id });
    if (!live && !claim) return null;
    const rows = rowsOf<EventRow>(
      await ctx.tx.execute(
        sql`select * from ${eventsSql({ ...ctx, person: undefined, query: { ...ctx.query, teamIdIn: undefined } })} e where e.id = ${id}::uuid`,
      ),
    );
    const [entry] = await itemsOf(ctx.tx, rows, (row) => toDate(row.at));
    return entry?.item ?? null;
  },
};

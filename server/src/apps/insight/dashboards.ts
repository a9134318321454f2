import { sql } from 'drizzle-orm';
import type { Dashboard } from '#shared/contract/insight';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { scoresIn } from '../check-in/index.ts';

const dayMs = 86_400_000;
const spanDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;

/** Weeks up to about three months, months beyond (docs/insight.md). */
export const groupingOf = (from: string, to: string): 'week' | 'month' =>
  spanDays(from, to) <= 93 ? 'week' : 'month';

/**
 * A dashboard over [from, to] in the tenant's days: recognitions sent and received, the share of
 * active members who sent or received, the values named, points given per period, and (for
 * viewAnalytics) the check-in scores under their five-respondent rule. Published recognitions a
 * moderator has not removed count; a period is the week (Monday) or month a day falls in.
 */
export async function dashboardOf(
  tx: Tx,
  range: { from: string; to: string; timeZone: string },
  withCheckIns: boolean,
): Promise<Dashboard> {
  const grouping = groupingOf(range.from, range.to);
  const { from, to, timeZone } = range;
  const day = sql`(r.published_at at time zone ${timeZone})::date`;
  const inRange = sql`r.status = 'published' and r.removed_at is null and ${day} between ${from}::date and ${to}::date`;
  /** Every period of the range, empty ones too, as `s(p)`. */
  const periods = sql`(select g::date as p from generate_series(date_trunc(${grouping}, ${from}::date), ${to}::date, ${`1 ${grouping}`}::interval) as g) as s`;
  const periodOf = sql`date_trunc(${grouping}, ${day})::date`;

  const recognitions = rowsOf<{ periodStart: string; sent: number; received: number; points: number }>(
    await tx.execute(sql`
      with sent as (select ${periodOf} as p, count(*)::int as n from recognitions r where ${inRange} group by 1),
      received as (
        select ${periodOf} as p, count(*)::int as n, coalesce(sum(rr.amount), 0)::int as points
        from recognitions r join recognition_recipients rr on rr.recognition_id = r.id where ${inRange} group by 1
      )
      select to_char(s.p, 'YYYY-MM-DD') as "periodStart", coalesce(sent.n, 0) as sent,
        coalesce(received.n, 0) as received, coalesce(received.points, 0) as points
      from ${periods} left join sent on sent.p = s.p left join received on received.p = s.p
      order by s.p`),
  );

  const participation = rowsOf<{ periodStart: string; members: number; participants: number }>(
    await tx.execute(sql`
      with people as (
        select ${periodOf} as p, r.sender_id as member_id from recognitions r where ${inRange}
        union
        select ${periodOf} as p, rr.member_id from recognitions r
          join recognition_recipients rr on rr.recognition_id = r.id where ${inRange}
      ),
      active as (
        select count(*)::int as n from tenant_members m
        where m.suspended_at is null and m.invitation_status <> 'archived'
      )
      select to_char(s.p, 'YYYY-MM-DD') as "periodStart", (select n from active) as members,
        (select count(distinct people.member_id)::int from people
          join tenant_members m on m.id = people.member_id
          where people.p = s.p and m.suspended_at is null and m.invitation_status <> 'archived') as participants
      from ${periods} order by s.p`),
  );

  const values = rowsOf<{ valueId: string; name: string; color: string; count: number }>(
    await tx.execute(sql`
      select v.id as "valueId", v.name, v.color, count(distinct r.id)::int as count
      from recognitions r join recognition_qualities q on q.id = any(r.quality_ids)
      join recognition_values v on v.id = q.value_id
      where ${inRange} group by v.id, v.name, v.color, v.position order by count desc, v.position`),
  );

  return {
    from,
    to,
    grouping,
    recognitions: recognitions.map(({ periodStart, sent, received }) => ({ periodStart, sent, received })),
    participation: participation.map((p) => ({
      ...p,
      share: p.members > 0 ? Math.round((p.participants / p.members) * 1000) / 1000 : 0,
    })),
    values,
    points: recognitions.map(({ periodStart, points }) => ({ periodStart, points })),
    checkIns: withCheckIns ? await scoresIn(tx, from, to) : null,
  };
}

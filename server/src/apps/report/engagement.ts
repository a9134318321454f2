import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { isPeriodGrouping } from './grouping.ts';
import { inAudience, inRange, numberOf, type RawRow, type ReportScope, teamIdsSql } from './scope.ts';

/** Participation in percent, one decimal; 0 for a group without members. */
const percent = (active: number, members: number) =>
  members === 0 ? 0 : Math.round((active / members) * 1000) / 10;

/** The view's people: current members (not archived or suspended) of its teams. */
const people = (scope: ReportScope) => sql`
  select m.id from tenant_members m
  where m.tenant_id = ${scope.tenantId} and m.invitation_status <> 'archived' and m.suspended_at is null
    and ${inAudience(scope, sql`m.id`)}`;

/** The key of the totals row engagementRows returns with the groups (never a team id or day). */
export const totalKey = 'total';

/**
 * Engagement (docs/report.md): recognitions and awards sent and received by the view's people
 * in the range (a recognition to three people is one sent and three received), and participation:
 * the share of the group's members who sent or received at least one.
 */
export async function engagementRows(tx: Tx, scope: ReportScope, groupBy: string): Promise<RawRow[]> {
  // (The groups' rows and, under totalKey, the totals: members belong to several teams, so the
  // totals count each person once rather than adding the rows.)
  const byTeam = groupBy === 'team';
  // The group of each person's figures (`bucket`), and the key it is shown under. Periods are
  // truncated per row and formatted once per group, not once per event.
  let bucket: SQL;
  let keyOf: SQL;
  if (byTeam) [bucket, keyOf] = [sql`tm.team_id::text`, sql`per.bucket`];
  else if (groupBy === 'all') [bucket, keyOf] = [sql`'all'`, sql`per.bucket`];
  else if (isPeriodGrouping(groupBy))
    [bucket, keyOf] = [
      sql`date_trunc(${groupBy}, ev.at at time zone ${scope.timeZone})`,
      sql`to_char(per.bucket, 'YYYY-MM-DD')`,
    ];
  else throw new Error(`engagement: unknown grouping ${groupBy}`);
  const teamJoin = byTeam
    ? sql`join team_members tm on tm.member_id = ev.member_id${
        scope.teamIds.length ? sql` and tm.team_id = any(${teamIdsSql(scope.teamIds)})` : sql``
      }`
    : sql``;
  // A recognition's moment is when it was published (created, for the few without); stated as
  // two ranges so the indexes on published_at and created_at serve it (bench/reports.ts).
  const published = sql`r.tenant_id = ${scope.tenantId} and r.status = 'published' and r.removed_at is null
    and (${inRange(scope, sql`r.published_at`)} or (r.published_at is null and ${inRange(scope, sql`r.created_at`)}))`;
  const sent = sql`a.tenant_id = ${scope.tenantId} and a.removed_at is null and ${inRange(scope, sql`a.created_at`)}`;
  // Each person's figures per group first (a hash aggregate), then the groups: the active count
  // is the number of people in a group, with no distinct count over every event.
  const figures = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`
      with rec as (
        select r.id, r.sender_id, coalesce(r.published_at, r.created_at) as at from recognitions r where ${published}
      ), aw as (
        select a.id, a.sender_id, a.created_at as at from awards a where ${sent}
      ), ev as (
        select rec.sender_id as member_id, rec.at, 1 as rs, 0 as rr, 0 as aws, 0 as awr from rec
        union all
        select rr.member_id, rec.at, 0, 1, 0, 0 from recognition_recipients rr join rec on rec.id = rr.recognition_id
        union all
        select aw.sender_id, aw.at, 0, 0, 1, 0 from aw where aw.sender_id is not null
        union all
        select ar.member_id, aw.at, 0, 0, 0, 1 from award_recipients ar join aw on aw.id = ar.award_id
      ), people_ev as materialized (
        select ev.* from ev join (${people(scope)}) p on p.id = ev.member_id
      ), per as (
        select ev.member_id, ${bucket} as bucket,
          sum(ev.rs) as rs, sum(ev.rr) as rr, sum(ev.aws) as aws, sum(ev.awr) as awr
        from people_ev ev
        ${teamJoin}
        group by 1, 2
      ), everyone as (
        select ev.member_id, sum(ev.rs) as rs, sum(ev.rr) as rr, sum(ev.aws) as aws, sum(ev.awr) as awr
        from people_ev ev group by 1
      )
      select ${keyOf} as key, sum(per.rs) as rs, sum(per.rr) as rr, sum(per.aws) as aws, sum(per.awr) as awr,
        count(*) as active
      from per
      group by per.bucket
      union all
      -- The totals in the same pass over the events: each person once, whatever their teams.
      select null, sum(e.rs), sum(e.rr), sum(e.aws), sum(e.awr), count(*) from everyone e`),
  );
  // Members per group: per team for the team grouping, else everyone in the view.
  const memberCounts = new Map<string, { label: string; members: number }>();
  if (byTeam) {
    const teams = rowsOf<{ id: string; name: string; members: unknown }>(
      await tx.execute(sql`
        select t.id::text as id, t.name, count(p.id) as members
        from teams t
        left join team_members tm on tm.team_id = t.id
        left join (${people(scope)}) p on p.id = tm.member_id
        where t.tenant_id = ${scope.tenantId}
          ${scope.teamIds.length ? sql`and t.id = any(${teamIdsSql(scope.teamIds)})` : sql``}
        group by t.id, t.name`),
    );
    for (const team of teams)
      memberCounts.set(team.id, { label: team.name, members: numberOf(team.members) });
  }
  const [everyone] = rowsOf<{ members: unknown }>(
    await tx.execute(sql`select count(*) as members from (${people(scope)}) p`),
  );
  const result = new Map<string, RawRow>();
  const row = (
    key: string,
    label: string | undefined,
    members: number,
    f?: Record<string, unknown>,
  ): RawRow => {
    const active = numberOf(f?.active);
    return {
      key,
      ...(label === undefined ? {} : { label }),
      values: {
        recognitionsSent: numberOf(f?.rs),
        recognitionsReceived: numberOf(f?.rr),
        awardsSent: numberOf(f?.aws),
        awardsReceived: numberOf(f?.awr),
        activeMembers: active,
        members,
        participation: percent(active, members),
      },
    };
  };
  const total = figures.find((f) => f.key === null);
  const figuresOf = new Map(figures.filter((f) => f.key !== null).map((f) => [String(f.key), f]));
  if (byTeam) {
    for (const [id, team] of memberCounts)
      result.set(id, row(id, team.label, team.members, figuresOf.get(id)));
  } else {
    for (const [key, f] of figuresOf) result.set(key, row(key, undefined, numberOf(everyone?.members), f));
  }
  // The totals row is there even in a range without any activity: it carries the member count.
  result.set(totalKey, row(totalKey, undefined, numberOf(everyone?.members), total));
  return [...result.values()];
}

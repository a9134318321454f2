import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { isPeriodGrouping } from './grouping.ts';
import {
  inAudience,
  inRange,
  numberOf,
  periodKey,
  type RawRow,
  type ReportScope,
  teamIdsSql,
} from './scope.ts';

/** Participation in percent, one decimal; 0 for a group without members. */
const percent = (active: number, members: number) =>
  members === 0 ? 0 : Math.round((active / members) * 1000) / 10;

/** The view's people: current members (not archived or suspended) of its teams. */
const people = (scope: ReportScope) => sql`
  select m.id from tenant_members m
  where m.tenant_id = ${scope.tenantId} and m.invitation_status <> 'archived' and m.suspended_at is null
    and ${inAudience(scope, sql`m.id`)}`;

/**
 * Engagement (docs/reports.md): recognitions and awards sent and received by the view's people
 * in the range (a recognition to three people is one sent and three received), and participation:
 * the share of the group's members who sent or received at least one.
 */
export async function engagementRows(tx: Tx, scope: ReportScope, groupBy: string): Promise<RawRow[]> {
  const byTeam = groupBy === 'team';
  let key: SQL;
  if (byTeam) key = sql`tm.team_id::text`;
  else if (groupBy === 'all') key = sql`'all'`;
  else if (isPeriodGrouping(groupBy)) key = periodKey(scope, sql`ev.at`, groupBy);
  else throw new Error(`engagement: unknown grouping ${groupBy}`);
  const teamJoin = byTeam
    ? sql`join team_members tm on tm.member_id = ev.member_id${
        scope.teamIds.length ? sql` and tm.team_id = any(${teamIdsSql(scope.teamIds)})` : sql``
      }`
    : sql``;
  const published = sql`r.tenant_id = ${scope.tenantId} and r.status = 'published' and r.removed_at is null and ${inRange(scope, sql`coalesce(r.published_at, r.created_at)`)}`;
  const sent = sql`a.tenant_id = ${scope.tenantId} and a.removed_at is null and ${inRange(scope, sql`a.created_at`)}`;
  const figures = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`
      with ev as (
        select r.sender_id as member_id, coalesce(r.published_at, r.created_at) as at, 1 as rs, 0 as rr, 0 as aws, 0 as awr
          from recognitions r where ${published}
        union all
        select rr.member_id, coalesce(r.published_at, r.created_at), 0, 1, 0, 0
          from recognition_recipients rr join recognitions r on r.id = rr.recognition_id where ${published}
        union all
        select a.sender_id, a.created_at, 0, 0, 1, 0 from awards a where ${sent} and a.sender_id is not null
        union all
        select ar.member_id, a.created_at, 0, 0, 0, 1
          from award_recipients ar join awards a on a.id = ar.award_id where ${sent}
      )
      select ${key} as key, sum(ev.rs) as rs, sum(ev.rr) as rr, sum(ev.aws) as aws, sum(ev.awr) as awr,
        count(distinct ev.member_id) as active
      from ev join (${people(scope)}) p on p.id = ev.member_id
      ${teamJoin}
      group by 1`),
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
  const [everyone] = byTeam
    ? []
    : rowsOf<{ members: unknown }>(
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
  const figuresOf = new Map(figures.map((f) => [String(f.key), f]));
  if (byTeam) {
    for (const [id, team] of memberCounts)
      result.set(id, row(id, team.label, team.members, figuresOf.get(id)));
  } else {
    for (const [key, f] of figuresOf) result.set(key, row(key, undefined, numberOf(everyone?.members), f));
    // The totals row is there even in a range without any activity: it carries the member count.
    if (groupBy === 'all' && !result.has('all'))
      result.set('all', row('all', undefined, numberOf(everyone?.members)));
  }
  return [...result.values()];
}

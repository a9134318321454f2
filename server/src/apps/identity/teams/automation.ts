import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { TeamAutomationPreview, TeamSegmentRule } from '#shared/contract/teams';
import type { Tx } from '../../../db/client.ts';
import { media, tenantMembers } from '../../../db/schema.ts';
import { teamMemberColumns, toTeamMember } from './queries.ts';
import { type QuickTeamChanges, syncQuickTeams } from './quick-teams.ts';
import { segmentsSql } from './segments.ts';

export { segmentColumns, segmentsSql } from './segments.ts';

/**
 * (team_id, member_id) for every member whose record matches all the rules of a team. `rulesSql`
 * yields rows (team_id uuid, rules jsonb); a record matches a rule when one of the rule's values
 * equals its segment, so a record matches the team when it matched as many distinct rules as the
 * team has.
 */
function automatedMatchesSql(rulesSql: SQL): SQL {
  // The rules' values are materialized first, so they meet the segments in one hash join on
  // (kind, value) however few rows the planner expects from the jsonb functions.
  return sql`(
    with rule_values as materialized (
      select rs.team_id, r.rule_no, r.rule ->> 'kind' as kind, lower(btrim(v.value)) as value,
        jsonb_array_length(rs.rules) as rule_count
      from (${rulesSql}) rs
      cross join lateral jsonb_array_elements(rs.rules) with ordinality as r(rule, rule_no)
      cross join lateral jsonb_array_elements_text(r.rule -> 'values') as v(value)
    )
    select rv.team_id, seg.member_id
    from rule_values rv
    join seg on seg.kind = rv.kind and seg.value = rv.value
    group by rv.team_id, seg.record_id, seg.member_id
    having count(distinct rv.rule_no) = max(rv.rule_count)
  )`;
}

/** (team_id, member_id) for every member whose record's segment equals a quick team's value. */
function quickMatchesSql(teamFilter: SQL): SQL {
  return sql`
    select t.id as team_id, seg.member_id
    from teams t
    join seg on seg.kind = t.automation ->> 'kind' and seg.value = lower(btrim(t.automation ->> 'value'))
    where t.type = 'quick' and ${teamFilter}`;
}

/**
 * Makes the memberships of the chosen teams (automated and quick, of this tenant) exactly what
 * their rules say, in one statement: removes those no longer matched, adds the new ones, and
 * marks the teams whose members changed. Memberships of manual teams are never touched.
 */
async function recomputeMemberships(tx: Tx, tenantId: string, teamFilter: SQL): Promise<void> {
  const filter = sql`t.tenant_id = ${tenantId} and ${teamFilter}`;
  await tx.execute(sql`
    with seg as (${segmentsSql(tenantId)}),
    desired as (
      ${automatedMatchesSql(sql`select t.id as team_id, t.automation -> 'rules' as rules from teams t where t.type = 'automated' and ${filter}`)}
      union
      ${quickMatchesSql(filter)}
    ),
    current as (
      select tm.team_id, tm.member_id from team_members tm join teams t on t.id = tm.team_id
      where t.type in ('automated', 'quick') and ${filter}
    ),
    -- Set differences rather than anti-joins: they hash whatever the planner's (often stale) row estimates.
    stale as (select team_id, member_id from current except select team_id, member_id from desired),
    fresh as (select team_id, member_id from desired except select team_id, member_id from current),
    removed as (
      delete from team_members tm using stale s
      where tm.team_id = s.team_id and tm.member_id = s.member_id
      returning tm.team_id
    ),
    added as (
      insert into team_members (tenant_id, team_id, member_id)
      select ${tenantId}, team_id, member_id from fresh
      on conflict do nothing
      returning team_id
    )
    update teams set updated_at = now()
    where id in (select team_id from removed union select team_id from added)`);
}

/** One transaction at a time recomputes a tenant's teams, so an import and a rules change cannot interleave. */
const lockTeams = (tx: Tx, tenantId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`kudos:teams:${tenantId}`}))`);

/**
 * Brings every automated and quick team of the tenant in line with its HR records: creates and
 * removes quick teams as segment values appear and vanish, then recomputes all memberships.
 * Call it after any change to staff records, their member links, or the quick-team settings.
 */
export async function recomputeTeams(tx: Tx, tenantId: string): Promise<void> {
  await syncAndRecompute(tx, tenantId);
}

/** recomputeTeams, answering which quick teams it created and removed (for the audit log). */
export async function syncAndRecompute(tx: Tx, tenantId: string): Promise<QuickTeamChanges> {
  await lockTeams(tx, tenantId);
  const changes = await syncQuickTeams(tx, tenantId);
  await recomputeMemberships(tx, tenantId, sql`true`);
  return changes;
}

/** Recomputes one team's members (after its rules are saved); manual teams are left alone. */
export async function recomputeTeam(tx: Tx, tenantId: string, teamId: string): Promise<void> {
  await lockTeams(tx, tenantId);
  await recomputeMemberships(tx, tenantId, sql`t.id = ${teamId}`);
}

/**
 * The members the rules would take in, as a subquery of member ids; for the preview, before any
 * team exists.
 */
export function memberIdsMatchingSql(tenantId: string, rules: TeamSegmentRule[]): SQL {
  return sql`
    with seg as (${segmentsSql(tenantId)})
    select m.member_id from (
      ${automatedMatchesSql(sql`select null::uuid as team_id, ${JSON.stringify(rules)}::jsonb as rules`)}
    ) m`;
}

/** How many members (not suspended) the rules would take in, and the first ten of them by name. */
export async function previewAutomation(
  tx: Tx,
  tenantId: string,
  rules: TeamSegmentRule[],
): Promise<TeamAutomationPreview> {
  const where = and(
    sql`${tenantMembers.id} in (${memberIdsMatchingSql(tenantId, rules)})`,
    isNull(tenantMembers.suspendedAt),
  );
  const [counted] = await tx.select({ count: sql<number>`count(*)::int` }).from(tenantMembers).where(where);
  const sample = await tx
    .select(teamMemberColumns)
    .from(tenantMembers)
    .leftJoin(media, eq(media.id, tenantMembers.avatarMediaId))
    .where(where)
    .orderBy(asc(tenantMembers.firstName), asc(tenantMembers.lastName), asc(tenantMembers.id))
    .limit(10);
  return { count: counted?.count ?? 0, sample: sample.map(toTeamMember) };
}

import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { inAudience, inRange, numberOf, type RawRow, type ReportScope } from './scope.ts';

/**
 * Manager leaderboard (docs/report.md): every current member someone reports to, in the view's
 * teams, with their direct reports, the recognitions they gave in the range, and the recognitions
 * their direct reports received in it; ranked by `given` or `received`, then by name.
 */
export async function managerRows(tx: Tx, scope: ReportScope, groupBy: string): Promise<RawRow[]> {
  // A recognition's moment as the engagement report reads it, stated index-friendly.
  const published = sql`r.tenant_id = ${scope.tenantId} and r.status = 'published' and r.removed_at is null
    and (${inRange(scope, sql`r.published_at`)} or (r.published_at is null and ${inRange(scope, sql`r.created_at`)}))`;
  // Each figure aggregated once over the range and joined to the managers (bench/reports.ts:
  // counting per manager in subqueries took seconds for 200 managers).
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`
      with managers as (
        select mm.id, mm.first_name || ' ' || mm.last_name as name
        from tenant_members mm
        where mm.tenant_id = ${scope.tenantId} and mm.invitation_status <> 'archived'
          and exists (select 1 from tenant_members d where d.manager_id = mm.id and d.invitation_status <> 'archived')
          and ${inAudience(scope, sql`mm.id`)}
      ), reports as (
        select d.id, d.manager_id from tenant_members d
        where d.tenant_id = ${scope.tenantId} and d.invitation_status <> 'archived'
          and d.manager_id in (select id from managers)
      ), rec as (
        select r.id, r.sender_id from recognitions r where ${published}
      ), direct as (
        select manager_id as id, count(*) as n from reports group by 1
      ), given as (
        select rec.sender_id as id, count(*) as n from rec where rec.sender_id in (select id from managers) group by 1
      ), received as (
        select rp.manager_id as id, count(*) as n
        from recognition_recipients rr join rec on rec.id = rr.recognition_id join reports rp on rp.id = rr.member_id
        group by 1
      )
      select mg.id::text as key, mg.name as label, coalesce(direct.n, 0) as direct_reports,
        coalesce(given.n, 0) as given, coalesce(received.n, 0) as received
      from managers mg
      left join direct on direct.id = mg.id
      left join given on given.id = mg.id
      left join received on received.id = mg.id`),
  );
  const ranked = rows.map((row) => ({
    key: String(row.key),
    label: String(row.label),
    values: {
      directReports: numberOf(row.direct_reports),
      recognitionsGiven: numberOf(row.given),
      reportsReceived: numberOf(row.received),
    },
  }));
  const by = groupBy === 'received' ? 'reportsReceived' : 'recognitionsGiven';
  return ranked.sort(
    (a, b) =>
      (b.values[by] ?? 0) - (a.values[by] ?? 0) ||
      a.label.localeCompare(b.label) ||
      a.key.localeCompare(b.key),
  );
}

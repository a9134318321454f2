import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { inAudience, inRange, numberOf, type RawRow, type ReportScope } from './scope.ts';

/**
 * Manager leaderboard (docs/reports.md): every current member someone reports to, in the view's
 * teams, with their direct reports, the recognitions they gave in the range, and the recognitions
 * their direct reports received in it; ranked by `given` or `received`, then by name.
 */
export async function managerRows(tx: Tx, scope: ReportScope, groupBy: string): Promise<RawRow[]> {
  const published = sql`r.status = 'published' and r.removed_at is null and ${inRange(scope, sql`coalesce(r.published_at, r.created_at)`)}`;
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`
      with managers as (
        select mm.id, mm.first_name || ' ' || mm.last_name as name
        from tenant_members mm
        where mm.tenant_id = ${scope.tenantId} and mm.invitation_status <> 'archived'
          and exists (select 1 from tenant_members d where d.manager_id = mm.id and d.invitation_status <> 'archived')
          and ${inAudience(scope, sql`mm.id`)}
      )
      select mg.id::text as key, mg.name as label,
        (select count(*) from tenant_members d where d.manager_id = mg.id and d.invitation_status <> 'archived') as direct_reports,
        (select count(*) from recognitions r where r.sender_id = mg.id and r.tenant_id = ${scope.tenantId} and ${published}) as given,
        (select count(*) from recognition_recipients rr
           join recognitions r on r.id = rr.recognition_id
           join tenant_members d on d.id = rr.member_id
           where d.manager_id = mg.id and d.invitation_status <> 'archived' and ${published}) as received
      from managers mg`),
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

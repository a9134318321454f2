import { sql } from 'drizzle-orm';
import { type ReportId, reportIds } from '#shared/contract/report';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { MemberAuth } from '../../http/auth.ts';

/**
 * Who may view a report (docs/report.md): a holder of reportingApp manage sees every report;
 * anyone else sees the reports shared with them, with their team or with their role, and those
 * e-mailed to them on a schedule (the mail's link opens the report for its recipients).
 */
export async function viewableReports(tx: Tx, auth: MemberAuth, manages: boolean): Promise<ReportId[]> {
  if (manages) return [...reportIds];
  const rows = rowsOf<{ report_id: string }>(
    await tx.execute(sql`
      select distinct s.report_id from report_shares s
      where s.tenant_id = ${auth.tenantId} and (
        (s.target_type = 'tenantMember' and s.target_id = ${auth.memberId})
        or (s.target_type = 'team' and s.target_id in (
          select tm.team_id::text from team_members tm where tm.member_id = ${auth.memberId}))
        or (s.target_type = 'role' and s.target_id in (
          select coalesce(m.custom_role_id::text, m.role) from tenant_members m where m.id = ${auth.memberId}))
      )
      union
      select distinct r.report_id from report_schedules r
      where r.tenant_id = ${auth.tenantId} and ${auth.memberId}::uuid = any(r.member_ids)`),
  );
  const shared = new Set(rows.map((row) => row.report_id));
  return reportIds.filter((id) => shared.has(id));
}

import { sql } from 'drizzle-orm';
import type { ReplaceSharesRequest, ReportId, ReportRole, ReportShare } from '#shared/contract/report';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { reportShares } from '../../db/schema.ts';
import { invalid } from '../../http/errors.ts';

const builtInRoles = ['admin', 'employee'];

/** The roles a report can be shared with: the built-in ones, then the tenant's custom roles by name. */
export async function shareableRoles(tx: Tx): Promise<ReportRole[]> {
  const custom = rowsOf<{ id: string; name: string }>(
    await tx.execute(sql`select id::text as id, name from roles order by lower(name), id`),
  );
  return [
    ...builtInRoles.map((role) => ({ id: role, name: role, builtIn: true })),
    ...custom.map((role) => ({ ...role, builtIn: false })),
  ];
}

/** Who a report is shared with, named (members by name, teams and custom roles by theirs). */
export async function sharesOf(tx: Tx, reportId: ReportId): Promise<ReportShare[]> {
  return rowsOf<ReportShare>(
    await tx.execute(sql`
      select s.target_type as "targetType", s.target_id as "targetId",
        coalesce(m.first_name || ' ' || m.last_name, t.name, r.name, s.target_id) as name
      from report_shares s
      left join tenant_members m on s.target_type = 'tenantMember' and m.id::text = s.target_id
      left join teams t on s.target_type = 'team' and t.id::text = s.target_id
      left join roles r on s.target_type = 'role' and r.id::text = s.target_id
      where s.report_id = ${reportId}
      order by s.target_type, name`),
  );
}

/** Replaces who may view a report; every member, team and role must be the organization's (else nothing changes). */
export async function replaceShares(
  tx: Tx,
  auth: { tenantId: string; memberId: string },
  reportId: ReportId,
  body: ReplaceSharesRequest,
): Promise<void> {
  const ids = (type: string) => [
    ...new Set(body.shares.filter((s) => s.targetType === type).map((s) => s.targetId)),
  ];
  const known = async (table: 'tenant_members' | 'teams' | 'roles', wanted: string[]) => {
    if (wanted.length === 0) return true;
    const found = rowsOf<{ n: unknown }>(
      await tx.execute(
        sql`select count(*) as n from ${sql.raw(table)} where id::text = any(${`{${wanted.map((id) => `"${id.replace(/"/g, '')}"`).join(',')}}`}::text[])`,
      ),
    );
    return Number(found[0]?.n ?? 0) === wanted.length;
  };
  if (!(await known('tenant_members', ids('tenantMember'))))
    throw invalid('shares', 'Choose members of your organization');
  if (!(await known('teams', ids('team')))) throw invalid('shares', 'Choose teams of your organization');
  const customRoles = ids('role').filter((role) => !builtInRoles.includes(role));
  if (!(await known('roles', customRoles))) throw invalid('shares', 'Choose roles of your organization');
  await tx.execute(sql`delete from report_shares where report_id = ${reportId}`);
  const rows = (['tenantMember', 'team', 'role'] as const).flatMap((targetType) =>
    ids(targetType).map((targetId) => ({
      tenantId: auth.tenantId,
      reportId,
      targetType,
      targetId,
      createdById: auth.memberId,
    })),
  );
  if (rows.length > 0) await tx.insert(reportShares).values(rows);
}

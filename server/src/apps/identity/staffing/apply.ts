import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { StaffImportOptions, StaffImportResult } from '#shared/contract/staffing';
import type { Tx } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { staffImportRows, tenantMembers, users } from '../../../db/schema.ts';
import type { MemberAuth } from '../../../http/auth.ts';
import { conflict } from '../../../http/errors.ts';
import type { FlowRow } from '../../../http/flows.ts';
import { audit } from '../../../kernel/audit.ts';
import { setChecklistItem } from '../../onboarding/index.ts';
import { recomputeTeams } from '../teams/automation.ts';
import { syncMembersWithRecords } from './records.ts';

/** Rows per statement: large enough to be fast, small enough for PostgreSQL's parameter limit. */
export const chunkSize = 1000;

export type ImportSummary = { counts: { new: number; changed: number; unchanged: number; invalid: number } };
/** What execute stores: the contract's result, plus the members it made (the batch invite's list). */
export type StoredImportResult = StaffImportResult & { createdMemberIds: string[] };

type Fields = Record<string, string | null>;

const emailTakenMessage =
  'An email in this file now belongs to another HR record (it changed after the preview). Import the file again to see which row.';
const emailTaken = (error: unknown) => {
  const cause = (error as { cause?: unknown }).cause ?? error;
  return (cause as { constraint?: string }).constraint === 'staff_records_tenant_email_unique';
};

/**
 * Inserts or updates records by employee id (case-insensitive), touching only those that differ.
 * One JSON parameter per chunk keeps the statement small whatever the row count.
 */
async function upsertRecords(tx: Tx, tenantId: string, records: Fields[], now: Date) {
  const stamp = now.toISOString();
  const result = await tx
    .execute(sql`
    insert into staff_records as s (tenant_id, employee_id, first_name, last_name, email,
      manager_employee_id, job_title, start_date, birthday, country, region, location, department,
      cost_center, business_unit, group_name, created_at, updated_at)
    select ${tenantId}::uuid, x."employeeId", x."firstName", x."lastName", x.email,
      x."managerEmployeeId", x."jobTitle", x."startDate", x.birthday, x.country, x.region,
      x.location, x.department, x."costCenter", x."businessUnit", x."group", ${stamp}::timestamptz,
      ${stamp}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as x("employeeId" text,
      "firstName" text, "lastName" text, email text, "managerEmployeeId" text, "jobTitle" text,
      "startDate" date, birthday text, country text, region text, location text, department text,
      "costCenter" text, "businessUnit" text, "group" text)
    on conflict (tenant_id, lower(employee_id)) do update set
      employee_id = excluded.employee_id, first_name = excluded.first_name,
      last_name = excluded.last_name, email = excluded.email,
      manager_employee_id = excluded.manager_employee_id, job_title = excluded.job_title,
      start_date = excluded.start_date, birthday = excluded.birthday, country = excluded.country,
      region = excluded.region, location = excluded.location, department = excluded.department,
      cost_center = excluded.cost_center, business_unit = excluded.business_unit,
      group_name = excluded.group_name, updated_at = excluded.updated_at
    where (s.employee_id, s.first_name, s.last_name, s.email, s.manager_employee_id, s.job_title,
      s.start_date, s.birthday, s.country, s.region, s.location, s.department, s.cost_center,
      s.business_unit, s.group_name) is distinct from (excluded.employee_id, excluded.first_name,
      excluded.last_name, excluded.email, excluded.manager_employee_id, excluded.job_title,
      excluded.start_date, excluded.birthday, excluded.country, excluded.region, excluded.location,
      excluded.department, excluded.cost_center, excluded.business_unit, excluded.group_name)
    returning (s.xmax::text = '0') as inserted`)
    .catch((error: unknown) => {
      throw emailTaken(error) ? conflict(emailTakenMessage) : error;
    });
  const rows = rowsOf<{ inserted: boolean }>(result);
  const created = rows.filter((row) => row.inserted).length;
  return { created, updated: rows.length - created };
}

/**
 * Makes a member for each applied record whose email is no member here, as POST
 * /identity/tenantMembers does (an account known from another organization is reused and keeps
 * its password; role employee; not invited), in bulk.
 */
async function createMissingMembers(tx: Tx, tenantId: string, flowId: string): Promise<string[]> {
  const missing = rowsOf<{ email: string; first_name: string; last_name: string }>(
    await tx.execute(sql`
      select r.email, r.first_name, r.last_name from staff_records r
      join staff_import_rows i on i.flow_id = ${flowId} and i.outcome <> 'invalid'
        and lower(i.record ->> 'employeeId') = lower(r.employee_id)
      where r.tenant_id = ${tenantId}
        and not exists (select 1 from tenant_members m where m.tenant_id = r.tenant_id and lower(m.email) = r.email)
      order by i.line`),
  );
  const created: string[] = [];
  for (let start = 0; start < missing.length; start += chunkSize) {
    const chunk = missing.slice(start, start + chunkSize);
    await tx
      .insert(users)
      .values(
        chunk.map((r) => ({
          email: r.email,
          firstName: r.first_name,
          lastName: r.last_name,
          passwordHash: null,
        })),
      )
      .onConflictDoNothing({ target: users.email });
    const accounts = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          chunk.map((r) => r.email),
        ),
      );
    const userIds = new Map(accounts.map((account) => [account.email, account.id]));
    const inserted = await tx
      .insert(tenantMembers)
      .values(
        chunk.map((r) => ({
          tenantId,
          userId: userIds.get(r.email) as string,
          firstName: r.first_name,
          lastName: r.last_name,
          email: r.email,
          role: 'employee',
          customRoleId: null,
          invitationStatus: 'notInvited' as const,
        })),
      )
      .onConflictDoNothing({ target: [tenantMembers.tenantId, tenantMembers.userId] })
      .returning({ id: tenantMembers.id });
    created.push(...inserted.map((row) => row.id));
  }
  return created;
}

/**
 * Execute of a staff import, inside the flow's one transaction: applies every row that is not
 * invalid (judged again by the upsert, so a record changed since the preview is still right),
 * makes and links members, updates their profiles and managers, recomputes automated teams,
 * ticks the setup guide's "import users" and writes one audit row.
 */
export async function applyStaffImport(
  tx: Tx,
  auth: MemberAuth,
  flow: FlowRow,
  report: (done: number, total: number) => void,
  now: Date,
): Promise<StoredImportResult> {
  const options = flow.options as StaffImportOptions;
  const { counts } = flow.summary as ImportSummary;
  const total = counts.new + counts.changed + counts.unchanged;
  let created = 0;
  let updated = 0;
  let done = 0;
  let lastLine = 0;
  report(0, total);
  // The rows this transaction inserts are not in the planner's statistics yet (and the app role
  // may not ANALYZE): it would pick nested loops over thousands of rows. Hash joins, for this
  // transaction only.
  await tx.execute(sql`set local enable_nestloop = off`);
  for (;;) {
    const batch = await tx
      .select({ line: staffImportRows.line, record: staffImportRows.record })
      .from(staffImportRows)
      .where(
        and(
          eq(staffImportRows.flowId, flow.id),
          ne(staffImportRows.outcome, 'invalid'),
          gt(staffImportRows.line, lastLine),
        ),
      )
      .orderBy(asc(staffImportRows.line))
      .limit(chunkSize);
    if (batch.length === 0) break;
    lastLine = batch[batch.length - 1]?.line ?? lastLine;
    const outcome = await upsertRecords(
      tx,
      auth.tenantId,
      batch.map((row) => row.record),
      now,
    );
    created += outcome.created;
    updated += outcome.updated;
    done += batch.length;
    report(done, total);
  }
  const createdMemberIds = options.createMembers
    ? await createMissingMembers(tx, auth.tenantId, flow.id)
    : [];
  const linked = await syncMembersWithRecords(tx, auth.tenantId);
  await recomputeTeams(tx, auth.tenantId);
  await setChecklistItem(tx, auth.tenantId, 'importUsers', true, now);
  const result: StoredImportResult = {
    created,
    updated,
    unchanged: done - created - updated,
    skipped: counts.invalid,
    membersCreated: createdMemberIds.length,
    membersLinked: Math.max(0, linked - createdMemberIds.length),
    notInvited: createdMemberIds.length,
    createdMemberIds,
  };
  const { createdMemberIds: _ids, ...auditedCounts } = result;
  await audit(tx, auth, {
    action: 'staffImport.execute',
    targetType: 'staffImport',
    targetId: flow.id,
    before: null,
    after: { fileName: flow.fileName, options, ...auditedCounts },
  });
  return result;
}

import { eq, getTableColumns, sql } from 'drizzle-orm';
import { type SegmentKind, segmentKinds } from '#shared/constants';
import type { StaffRecord, StaffRecordColumn } from '#shared/contract/staffing';
import type { Tx } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { staffRecords, tenantMembers } from '../../../db/schema.ts';

export type StaffRecordRow = typeof staffRecords.$inferSelect;
export type StaffRecordWithMember = StaffRecordRow & {
  invitationStatus: (typeof tenantMembers.$inferSelect)['invitationStatus'] | null;
};

/** A record with its member's invitation status, for the API. */
export const recordColumns = {
  ...getTableColumns(staffRecords),
  invitationStatus: tenantMembers.invitationStatus,
};
export const recordsWithMembers = (tx: Tx) =>
  tx
    .select(recordColumns)
    .from(staffRecords)
    .leftJoin(tenantMembers, eq(tenantMembers.id, staffRecords.memberId));

/** A record's value in each CSV column, as an export writes it and an import compares it. */
export function recordFields(row: StaffRecordRow): Record<StaffRecordColumn, string | null> {
  return {
    employeeId: row.employeeId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    managerEmployeeId: row.managerEmployeeId,
    jobTitle: row.jobTitle,
    startDate: row.startDate,
    birthday: row.birthday,
    ...segmentsOf(row),
  };
}

export function segmentsOf(row: StaffRecordRow): Record<SegmentKind, string | null> {
  return Object.fromEntries(segmentKinds.map((kind) => [kind, row[kind]])) as Record<
    SegmentKind,
    string | null
  >;
}

export function toStaffRecord(row: StaffRecordWithMember): StaffRecord {
  return {
    id: row.id,
    employeeId: row.employeeId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    managerEmployeeId: row.managerEmployeeId,
    jobTitle: row.jobTitle,
    startDate: row.startDate,
    birthday: row.birthday,
    segments: segmentsOf(row),
    memberId: row.memberId,
    invitationStatus: row.invitationStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Makes members follow the HR records, for the whole tenant, in two statements; both only touch
 * what differs, so running them twice changes nothing (an identical import is a no-op):
 * 1. each record links to the member with its email (case-insensitive), or to none;
 * 2. each linked member gets the record's job title, department, location, start date and
 *    birthday in their public profile (an empty cell keeps the member's own value), and as
 *    manager the member of the record's manager (none when the record names no manager; kept
 *    when the manager's record has no member yet).
 * Returns how many records were newly linked to a member.
 */
export async function syncMembersWithRecords(tx: Tx, tenantId: string): Promise<number> {
  const linked = await tx.execute(sql`
    update staff_records r set member_id = m.member_id
    from (select r2.id as record_id, tm.id as member_id
            from staff_records r2
            left join tenant_members tm on tm.tenant_id = r2.tenant_id and lower(tm.email) = r2.email
           where r2.tenant_id = ${tenantId}) m
    where r.id = m.record_id and r.member_id is distinct from m.member_id
    returning m.member_id as id`);
  await tx.execute(sql`
    update tenant_members m set
      public_staff_profile = coalesce(m.public_staff_profile, '{}'::jsonb) || jsonb_strip_nulls(jsonb_build_object(
        'jobTitle', r.job_title, 'department', r.department, 'location', r.location,
        'startDate', r.start_date::text, 'birthday', r.birthday)),
      manager_id = case
        when r.manager_employee_id is null then null
        when mgr.member_id is not null and mgr.member_id <> m.id then mgr.member_id
        else m.manager_id end
    from staff_records r
    left join staff_records mgr
      on mgr.tenant_id = r.tenant_id and lower(mgr.employee_id) = lower(r.manager_employee_id)
    where r.tenant_id = ${tenantId} and r.member_id = m.id
      and (coalesce(m.public_staff_profile, '{}'::jsonb) @> jsonb_strip_nulls(jsonb_build_object(
            'jobTitle', r.job_title, 'department', r.department, 'location', r.location,
            'startDate', r.start_date::text, 'birthday', r.birthday)) is not true
        or m.manager_id is distinct from case
          when r.manager_employee_id is null then null
          when mgr.member_id is not null and mgr.member_id <> m.id then mgr.member_id
          else m.manager_id end)`);
  return rowsOf<{ id: string | null }>(linked).filter((row) => row.id !== null).length;
}

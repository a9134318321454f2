import { and, asc, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type SegmentKind, segmentKinds } from '#shared/constants';
import { errorBody, idParams } from '#shared/contract/common';
import {
  patchStaffRecordRequest,
  type SegmentValues,
  segmentValues,
  staffRecord,
  staffRecordColumns,
  staffRecordListQuery,
  staffRecordPage,
} from '#shared/contract/staffing';
import type { Tx } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { staffRecords } from '../../../db/schema.ts';
import { type MemberAuth, requireMember, requirePermission, withTenant } from '../../../http/auth.ts';
import { invalid, notFound } from '../../../http/errors.ts';
import type { ZodApi } from '../../../kernel/api.ts';
import { audit } from '../../../kernel/audit.ts';
import { sendCsv } from '../../../kernel/csv.ts';
import type { Services } from '../../../services.ts';
import { recomputeTeams, segmentColumns } from '../teams/automation.ts';
import {
  recordFields,
  recordsWithMembers,
  type StaffRecordWithMember,
  syncMembersWithRecords,
  toStaffRecord,
} from './records.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`;

const sortings = {
  lastName: [asc(staffRecords.lastName), asc(staffRecords.firstName)],
  '-lastName': [desc(staffRecords.lastName), desc(staffRecords.firstName)],
  employeeId: [asc(staffRecords.employeeId)],
  '-employeeId': [desc(staffRecords.employeeId)],
  updatedAt: [asc(staffRecords.updatedAt)],
  '-updatedAt': [desc(staffRecords.updatedAt)],
} satisfies Record<string, SQL[]>;

function listWhere(query: z.infer<typeof staffRecordListQuery>): SQL | undefined {
  const words = (query.search ?? '').split(/\s+/).filter((word) => word.length > 0);
  return and(
    ...words.map((word) => {
      const pattern = likePattern(word);
      return or(
        ilike(staffRecords.firstName, pattern),
        ilike(staffRecords.lastName, pattern),
        ilike(staffRecords.email, pattern),
        ilike(staffRecords.employeeId, pattern),
        ilike(staffRecords.jobTitle, pattern),
      );
    }),
    query.segmentKind && query.segmentValue !== undefined
      ? sql`lower(${staffRecords[query.segmentKind]}) = lower(${query.segmentValue})`
      : undefined,
    query.linked === 'true' ? isNotNull(staffRecords.memberId) : undefined,
    query.linked === 'false' ? isNull(staffRecords.memberId) : undefined,
  );
}

async function mustFind(tx: Tx, id: string): Promise<StaffRecordWithMember> {
  const [row] = await recordsWithMembers(tx).where(eq(staffRecords.id, id));
  if (!row) throw notFound('This HR record does not exist');
  return row;
}

/** The manager must be another record, and not someone who reports (however indirectly) to this one. */
async function assertManager(
  tx: Tx,
  record: StaffRecordWithMember,
  managerEmployeeId: string,
): Promise<void> {
  const path = 'managerEmployeeId';
  if (managerEmployeeId.toLowerCase() === record.employeeId.toLowerCase())
    throw invalid(path, 'An employee cannot be their own manager.');
  const chain = rowsOf<{ employee_id: string }>(
    await tx.execute(sql`
      with recursive up(employee_id, manager, depth) as (
        select employee_id, manager_employee_id, 0 from staff_records where lower(employee_id) = lower(${managerEmployeeId})
        union all
        select r.employee_id, r.manager_employee_id, up.depth + 1 from staff_records r
        join up on lower(r.employee_id) = lower(up.manager) where up.depth < 10000
      ) cycle employee_id set looped using visited
      select employee_id from up order by depth`),
  );
  if (chain.length === 0)
    throw invalid(path, `No employee has the id ${managerEmployeeId} in the HR records.`);
  const loop = chain.findIndex((row) => row.employee_id.toLowerCase() === record.employeeId.toLowerCase());
  if (loop >= 0) {
    const names = [record.employeeId, ...chain.slice(0, loop + 1).map((row) => row.employee_id)];
    throw invalid(path, `This would make the managers go round in a circle: ${names.join(' → ')}.`);
  }
}

async function afterRecordChange(tx: Tx, auth: MemberAuth): Promise<void> {
  await syncMembersWithRecords(tx, auth.tenantId);
  await recomputeTeams(tx, auth.tenantId);
}

const exportFileName = (now: Date) => `hr-records-${now.toISOString().slice(0, 10)}.csv`;

/** HR records (000 §2 "HR records"): browse, edit by hand, remove, export; the segment values. */
export function staffRecordRoutes(api: ZodApi, services: Services): void {
  api.get(
    '/identity/staffRecords',
    {
      schema: {
        tags: ['identity'],
        description: 'HR records, paged; search matches name, email, employee id or job title.',
        querystring: staffRecordListQuery,
        response: { 200: staffRecordPage, ...errors },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'hrIntegrationApp', 'browse');
      const { page, pageSize, sorting } = request.query;
      const rows = await withTenant(services, auth, (tx) =>
        recordsWithMembers(tx)
          .where(listWhere(request.query))
          .orderBy(...sortings[sorting], asc(staffRecords.id))
          .limit(pageSize + 1)
          .offset((page - 1) * pageSize),
      );
      return {
        results: rows.slice(0, pageSize).map(toStaffRecord),
        next: rows.length > pageSize ? page + 1 : null,
      };
    },
  );

  api.get(
    '/identity/staffRecords/export',
    {
      schema: {
        tags: ['identity'],
        description:
          'Every HR record as a CSV file in the import columns, so an export imports back unchanged.',
        response: {
          200: { description: 'CSV, one row per record', content: { 'text/csv': { schema: z.string() } } },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const auth = await requirePermission(services, request, 'identityApp', 'exportStaffRecords');
      const rows = await withTenant(services, auth, (tx) =>
        tx.select().from(staffRecords).orderBy(asc(staffRecords.employeeId)),
      );
      return sendCsv(
        reply,
        exportFileName(services.now()),
        staffRecordColumns,
        rows.map((row) => {
          const fields = recordFields(row);
          return staffRecordColumns.map((column) => fields[column] ?? '');
        }),
      );
    },
  );

  api.get(
    '/identity/staffRecords/:id',
    {
      schema: {
        tags: ['identity'],
        params: idParams,
        response: { 200: staffRecord, ...errors },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'hrIntegrationApp', 'browse');
      return toStaffRecord(await withTenant(services, auth, (tx) => mustFind(tx, request.params.id)));
    },
  );

  api.patch(
    '/identity/staffRecords/:id',
    {
      schema: {
        tags: ['identity'],
        description:
          "Edits a record by hand (not its employee id or email); the member's profile, manager and automated teams follow.",
        params: idParams,
        body: patchStaffRecordRequest,
        response: { 200: staffRecord, ...errors },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'identityApp', 'editSegments');
      const body = request.body;
      return withTenant(services, auth, async (tx) => {
        const before = await mustFind(tx, request.params.id);
        if (body.managerEmployeeId) await assertManager(tx, before, body.managerEmployeeId);
        const segments = Object.fromEntries(
          segmentKinds
            .filter((kind) => body.segments && kind in body.segments)
            .map((kind) => [kind, body.segments?.[kind] ?? null]),
        ) as Partial<Record<SegmentKind, string | null>>;
        const { segments: _segments, ...fields } = body;
        await tx
          .update(staffRecords)
          .set({ ...fields, ...segments, updatedAt: services.now() })
          .where(eq(staffRecords.id, before.id));
        await afterRecordChange(tx, auth);
        const after = await mustFind(tx, before.id);
        await audit(tx, auth, {
          action: 'staffRecord.update',
          targetType: 'staffRecord',
          targetId: before.id,
          before: toStaffRecord(before),
          after: toStaffRecord(after),
        });
        return toStaffRecord(after);
      });
    },
  );

  api.delete(
    '/identity/staffRecords/:id',
    {
      schema: {
        tags: ['identity'],
        description:
          'Removes a record (the member stays, with their profile); automated teams are recomputed. Needs the import permission: removing is what an import manager does.',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const auth = await requirePermission(services, request, 'identityApp', 'importStaffRecords');
      await withTenant(services, auth, async (tx) => {
        const before = await mustFind(tx, request.params.id);
        await tx.delete(staffRecords).where(eq(staffRecords.id, before.id));
        await afterRecordChange(tx, auth);
        await audit(tx, auth, {
          action: 'staffRecord.delete',
          targetType: 'staffRecord',
          targetId: before.id,
          before: toStaffRecord(before),
          after: null,
        });
      });
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/identity/segments',
    {
      schema: {
        tags: ['identity'],
        description:
          'Every segment value in use in the HR records, per kind, sorted: for filters and team rules.',
        response: { 200: segmentValues, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const auth = requireMember(request);
      const pairs = sql.join(
        Object.entries(segmentColumns).map(([kind, column]) => sql`(${kind}, s.${sql.identifier(column)})`),
        sql`, `,
      );
      const rows = await withTenant(services, auth, async (tx) =>
        rowsOf<{ kind: SegmentKind; value: string }>(
          await tx.execute(sql`
            select distinct v.kind, btrim(v.value) as value
            from staff_records s cross join lateral (values ${pairs}) as v(kind, value)
            where nullif(btrim(v.value), '') is not null
            order by v.kind, value`),
        ),
      );
      const values = Object.fromEntries(segmentKinds.map((kind) => [kind, [] as string[]])) as SegmentValues;
      for (const row of rows) values[row.kind]?.push(row.value);
      return values;
    },
  );
}

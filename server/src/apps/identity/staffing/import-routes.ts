import fastifyMultipart from '@fastify/multipart';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { errorBody, idParams } from '#shared/contract/common';
import {
  type StaffImport,
  type StaffImportOptions,
  type StaffImportRow,
  type StaffRecordColumn,
  staffImport,
  staffImportMaxBytes,
  staffImportRowPage,
  staffImportRowQuery,
  updateStaffImportRequest,
} from '#shared/contract/staffing';
import { staffImportRows, staffRecords } from '../../../db/schema.ts';
import { requirePermission, withTenant } from '../../../http/auth.ts';
import { conflict, invalid } from '../../../http/errors.ts';
import {
  createFlow,
  executeFlow,
  executingView,
  type FlowRow,
  flowBaseOf,
  loadFlow,
  refuseWhileExecuting,
  updateFlowOptions,
} from '../../../http/flows.ts';
import type { ZodApi } from '../../../kernel/api.ts';
import type { Services } from '../../../services.ts';
import { applyStaffImport, chunkSize, type ImportSummary, type StoredImportResult } from './apply.ts';
import { parseStaffCsv } from './csv.ts';
import { judgeRows } from './judge.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const path = '/identity/staffImports';

/** An import makes members by default: the point of importing is that these people can sign in. */
const defaultOptions: StaffImportOptions = { createMembers: true, skipInvalidRows: false };

export function toStaffImport(row: FlowRow): StaffImport {
  const stored = row.result as StoredImportResult | null;
  return {
    ...flowBaseOf(row),
    fileName: row.fileName ?? '',
    options: row.options as StaffImportOptions,
    counts: (row.summary as ImportSummary).counts,
    result: stored && {
      created: stored.created,
      updated: stored.updated,
      unchanged: stored.unchanged,
      skipped: stored.skipped,
      membersCreated: stored.membersCreated,
      membersLinked: stored.membersLinked,
      notInvited: stored.notInvited,
    },
  };
}

type StoredRow = typeof staffImportRows.$inferSelect;
const toRow = (row: StoredRow): StaffImportRow => ({
  line: row.line,
  outcome: row.outcome,
  employeeId: row.record.employeeId ?? '',
  firstName: row.record.firstName ?? '',
  lastName: row.record.lastName ?? '',
  email: row.record.email ?? '',
  changes: row.changes as StaffRecordColumn[],
  errors: row.errors as StaffImportRow['errors'],
});

export const invalidRowsRefused = (invalidRows: number) =>
  `${invalidRows} ${invalidRows === 1 ? 'row is' : 'rows are'} invalid. Correct the file and import it again, or choose to skip the invalid rows.`;

/** The CSV import of HR records as a flow (000 §7): upload and preview, options, execute. */
export function staffImportRoutes(api: ZodApi, services: Services): void {
  api.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: staffImportMaxBytes, files: 1, fields: 5, fieldSize: 1024 },
    });
    scope.post(
      path,
      {
        schema: {
          tags: ['identity'],
          description:
            'Init: a multipart POST with one part `file`, a CSV of HR records. The file streams through the parser; every row is judged new, changed, unchanged or invalid (with its line and reasons) and kept for the preview. A file that is not CSV, empty, too big, or with a wrong header is refused with one sentence and no flow is made.',
          consumes: ['multipart/form-data'],
          response: { 201: staffImport, ...errors, 413: errorBody },
        },
      },
      async (request, reply) => {
        const auth = await requirePermission(services, request, 'identityApp', 'importStaffRecords');
        if (!request.isMultipart())
          throw invalid('file', 'Send the file as multipart/form-data, in a part named file.');
        const part = await request.file();
        if (!part) throw invalid('file', 'Choose a CSV file to import.');
        const parsed = await parseStaffCsv(part.file);
        const flow = await withTenant(services, auth, async (tx) => {
          const judged = judgeRows(parsed, await tx.select().from(staffRecords));
          const counts = { new: 0, changed: 0, unchanged: 0, invalid: 0 };
          for (const row of judged) counts[row.outcome] += 1;
          const created = await createFlow(tx, auth, {
            kind: 'staffImport',
            fileName: (part.filename || 'import.csv').slice(0, 255),
            options: defaultOptions,
            summary: { counts } satisfies ImportSummary,
          });
          for (let start = 0; start < judged.length; start += chunkSize) {
            await tx.insert(staffImportRows).values(
              judged.slice(start, start + chunkSize).map((row) => ({
                tenantId: auth.tenantId,
                flowId: created.id,
                line: row.line,
                outcome: row.outcome,
                record: row.values,
                changes: row.changes,
                errors: row.errors,
              })),
            );
          }
          return created;
        });
        return reply.status(201).send(toStaffImport(flow));
      },
    );
  });

  api.get(
    `${path}/:id`,
    {
      schema: {
        tags: ['identity'],
        description: 'Preview: the counts, options, status (with progress while executing) and result.',
        params: idParams,
        response: { 200: staffImport, ...errors },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'identityApp', 'importStaffRecords');
      const live = executingView<StaffImport>('staffImport', request.params.id, auth.tenantId);
      if (live) return live;
      const row = await withTenant(services, auth, (tx) => loadFlow(tx, 'staffImport', request.params.id));
      return toStaffImport(row);
    },
  );

  api.get(
    `${path}/:id/rows`,
    {
      schema: {
        tags: ['identity'],
        description: "The preview's rows in file order, each with its outcome, changed columns and reasons.",
        params: idParams,
        querystring: staffImportRowQuery,
        response: { 200: staffImportRowPage, ...errors },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'identityApp', 'importStaffRecords');
      const { page, pageSize, outcomeIn } = request.query;
      return withTenant(services, auth, async (tx) => {
        await loadFlow(tx, 'staffImport', request.params.id);
        const rows = await tx
          .select()
          .from(staffImportRows)
          .where(
            and(
              eq(staffImportRows.flowId, request.params.id),
              outcomeIn?.length ? inArray(staffImportRows.outcome, outcomeIn) : undefined,
            ),
          )
          .orderBy(asc(staffImportRows.line))
          .limit(pageSize + 1)
          .offset((page - 1) * pageSize);
        return {
          results: rows.slice(0, pageSize).map(toRow),
          next: rows.length > pageSize ? page + 1 : null,
        };
      });
    },
  );

  api.put(
    `${path}/:id`,
    {
      schema: {
        tags: ['identity'],
        description: 'Update: sets the options. 409 once the import is executing or executed.',
        params: idParams,
        body: updateStaffImportRequest,
        response: { 200: staffImport, ...errors },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'identityApp', 'importStaffRecords');
      refuseWhileExecuting('staffImport', request.params.id, auth.tenantId);
      const row = await withTenant(services, auth, (tx) =>
        updateFlowOptions<StaffImportOptions>(tx, 'staffImport', request.params.id, request.body),
      );
      return toStaffImport(row);
    },
  );

  api.post(
    `${path}/:id/execute`,
    {
      schema: {
        tags: ['identity'],
        description:
          'Execute (202): applies the valid rows in one transaction in the background; poll the preview. Refused while rows are invalid unless `skipInvalidRows`.',
        params: idParams,
        response: { 202: staffImport, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await requirePermission(services, request, 'identityApp', 'importStaffRecords');
      const answer = await executeFlow(services, auth, 'staffImport', request.params.id, {
        check: async (tx, flow) => {
          if ((flow.options as StaffImportOptions).skipInvalidRows) return;
          const [invalidRows] = await tx
            .select({ n: count() })
            .from(staffImportRows)
            .where(and(eq(staffImportRows.flowId, flow.id), eq(staffImportRows.outcome, 'invalid')));
          if (invalidRows && invalidRows.n > 0) throw conflict(invalidRowsRefused(invalidRows.n));
        },
        view: async (_tx, flow) => toStaffImport(flow),
        run: async (tx, flow, report) => ({
          result: await applyStaffImport(tx, auth, flow, report, services.now()),
        }),
      });
      return reply.status(202).send(answer);
    },
  );
}

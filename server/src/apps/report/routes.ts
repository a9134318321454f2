import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { errorBody } from '#shared/contract/common';
import {
  type ReportId,
  type ReportResult,
  reportIdParams,
  reportList,
  reportQuery,
  reportResult,
  reportTeams,
} from '#shared/contract/report';
import { rowsOf } from '../../db/rows.ts';
import { grantOf, type MemberAuth, requireMember, withTenant } from '../../http/auth.ts';
import { forbidden } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { sendCsv } from '../../kernel/csv.ts';
import { holds } from '../../kernel/permissions.ts';
import type { Services } from '../../services.ts';
import { viewableReports } from './access.ts';
import { tenantCalendar } from './calendar.ts';
import { type ExportLocale, exportLabels, rowName } from './export-labels.ts';
import { reportPdfFile } from './pdf.ts';
import { runReport, strictView } from './service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const tags = ['report'];

/** The report's rows as CSV lines with a total line, headings in the export's language. */
export function reportCsvLines(result: ReportResult, locale: ExportLocale) {
  const words = exportLabels(locale);
  const header = [words.group, ...result.columns.map((column) => words.columns[column] ?? column)];
  const lines = result.rows.map((row) => [
    rowName(locale, result.groupBy, row.key, row.label),
    ...result.columns.map((column) => row.values[column] ?? 0),
  ]);
  lines.push([words.total, ...result.columns.map((column) => result.totals[column] ?? 0)]);
  return { header, lines };
}

/** Reports (000 §2 "/reports", docs/report.md): the list, each report's figures, the CSV. */
export function reportRoutes(api: ZodApi, services: Services): void {
  /** The caller, whether they manage reports, and the reports they may view. */
  const viewer = async (request: FastifyRequest) => {
    const auth: MemberAuth = requireMember(request);
    const manages = holds(await grantOf(services, request), 'reportingApp', 'manage');
    return { auth, manages };
  };
  const mayView = async (request: FastifyRequest, id: ReportId) => {
    const { auth, manages } = await viewer(request);
    const allowed = await withTenant(services, auth, (tx) => viewableReports(tx, auth, manages));
    if (!allowed.includes(id)) throw forbidden('This report has not been shared with you');
    return auth;
  };

  api.get(
    '/report/reports',
    {
      schema: {
        tags,
        description: 'The reports the caller may view, with the last time each was e-mailed.',
        response: { 200: reportList, ...errors },
      },
    },
    async (request) => {
      const { auth, manages } = await viewer(request);
      return withTenant(services, auth, async (tx) => {
        const ids = await viewableReports(tx, auth, manages);
        const sent = rowsOf<{ report_id: string; at: Date | string }>(
          await tx.execute(
            sql`select report_id, max(created_at) as at from report_mails where state = 'sent' group by report_id`,
          ),
        );
        const last = new Map(sent.map((row) => [row.report_id, new Date(row.at).toISOString()]));
        return {
          results: ids.map((id) => ({ id, lastEmailedAt: last.get(id) ?? null })),
          canManage: manages,
        };
      });
    },
  );

  api.get(
    '/report/teams',
    {
      schema: {
        tags,
        description: 'The teams a report can be filtered by (for anyone who may view a report).',
        response: { 200: reportTeams, ...errors },
      },
    },
    async (request) => {
      const { auth, manages } = await viewer(request);
      return withTenant(services, auth, async (tx) => {
        if ((await viewableReports(tx, auth, manages)).length === 0) throw forbidden();
        const teams = rowsOf<{ id: string; name: string }>(
          await tx.execute(sql`select id::text as id, name from teams order by lower(name), id`),
        );
        return { results: teams };
      });
    },
  );

  api.get(
    '/report/reports/:id',
    {
      schema: {
        tags,
        description: 'A report for a view: range (a preset or YYYY-MM-DD_YYYY-MM-DD), teams, groupBy.',
        params: reportIdParams,
        querystring: reportQuery,
        response: { 200: reportResult, ...errors },
      },
    },
    async (request) => {
      const auth = await mayView(request, request.params.id);
      const view = strictView(request.params.id, request.query);
      return withTenant(services, auth, async (tx) =>
        runReport(tx, await tenantCalendar(tx, auth.tenantId, services.now()), request.params.id, view),
      );
    },
  );

  api.get(
    '/report/reports/:id/csv',
    {
      schema: {
        tags,
        description: 'The same view as CSV, with a total line; headings in `locale`.',
        params: reportIdParams,
        querystring: reportQuery,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const auth = await mayView(request, id);
      const view = strictView(id, request.query);
      const result = await withTenant(services, auth, async (tx) =>
        runReport(tx, await tenantCalendar(tx, auth.tenantId, services.now()), id, view),
      );
      const { header, lines } = reportCsvLines(result, request.query.locale ?? 'en');
      return sendCsv(reply, `${id}-${result.from}-${result.to}.csv`, header, lines);
    },
  );

  api.get(
    '/report/reports/:id/pdf',
    {
      schema: {
        tags,
        description: 'The same view as a PDF in the organization’s logo and colour; words in `locale`.',
        params: reportIdParams,
        querystring: reportQuery,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const auth = await mayView(request, id);
      const view = strictView(id, request.query);
      const file = await withTenant(services, auth, async (tx) => {
        const result = await runReport(tx, await tenantCalendar(tx, auth.tenantId, services.now()), id, view);
        return reportPdfFile(services, tx, auth.tenantId, result, request.query.locale ?? 'en');
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.content);
    },
  );
}

import { asc, desc, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  auditActionList,
  auditActorList,
  auditLogFilters,
  auditLogPage,
  auditLogQuery,
} from '#shared/contract/auditing';
import { errorBody } from '#shared/contract/common';
import { auditLog } from '../../db/schema.ts';
import { requirePermission, withTenant } from '../../http/auth.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { sendCsv } from '../../kernel/csv.ts';
import { memberDisplays } from '../../kernel/member-displays.ts';
import type { Services } from '../../services.ts';
import { auditCsvCells, auditCsvColumns, auditCsvFileName } from './csv.ts';
import { auditWhere } from './filters.ts';
import { auditNames, namesOf } from './names.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };
/** A spreadsheet is not a data warehouse: the export stops here; narrow the dates for more. */
export const auditExportLimit = 50_000;

/**
 * The Logs page's source: the tenant's audit log, newest first, for auditingApp browse. Read
 * only: the log has no update or delete call, and the app's database role may not do either.
 */
export function auditingRoutes(api: ZodApi, services: Services): void {
  api.get(
    '/auditing/logs',
    {
      schema: {
        tags: ['auditing'],
        description:
          'Admin and security actions, newest first; filter by action, actor, target and date range.',
        querystring: auditLogQuery,
        response: { 200: auditLogPage, ...errors },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'auditingApp', 'browse');
      const { page, pageSize, ...filters } = request.query;
      return withTenant(services, auth, async (tx) => {
        const rows = await tx
          .select()
          .from(auditLog)
          .where(auditWhere(filters))
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(pageSize + 1)
          .offset((page - 1) * pageSize);
        const shown = rows.slice(0, pageSize);
        const actors = await memberDisplays(
          tx,
          shown.map((row) => row.actorMemberId),
        );
        const names = await auditNames(tx, shown);
        return {
          results: shown.map((row) => ({
            id: row.id,
            action: row.action,
            targetType: row.targetType,
            targetId: row.targetId,
            actor: row.actorMemberId ? (actors.get(row.actorMemberId) ?? null) : null,
            before: row.before ?? null,
            after: row.after ?? null,
            names: namesOf(row, names),
            createdAt: row.createdAt.toISOString(),
          })),
          next: rows.length > pageSize ? page + 1 : null,
        };
      });
    },
  );

  api.get(
    '/auditing/logs/export',
    {
      schema: {
        tags: ['auditing'],
        description: `The filtered log as a CSV file, newest first (at most ${auditExportLimit} rows).`,
        querystring: auditLogFilters,
        response: {
          200: { description: 'CSV, one row per entry', content: { 'text/csv': { schema: z.string() } } },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const auth = await requirePermission(services, request, 'auditingApp', 'browse');
      const rows = await withTenant(services, auth, async (tx) => {
        const found = await tx
          .select()
          .from(auditLog)
          .where(auditWhere(request.query))
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(auditExportLimit);
        const actors = await memberDisplays(
          tx,
          found.map((row) => row.actorMemberId),
        );
        return found.map((row) => {
          const actor = row.actorMemberId ? actors.get(row.actorMemberId) : undefined;
          return {
            createdAt: row.createdAt,
            action: row.action,
            actorId: row.actorMemberId,
            actorName: actor ? `${actor.firstName} ${actor.lastName}` : null,
            targetType: row.targetType,
            targetId: row.targetId,
            before: row.before,
            after: row.after,
          };
        });
      });
      return sendCsv(reply, auditCsvFileName(services.now()), auditCsvColumns, auditCsvCells(rows));
    },
  );

  api.get(
    '/auditing/actions',
    {
      schema: {
        tags: ['auditing'],
        description: 'The action names this organization’s log holds, for the action filter.',
        response: { 200: auditActionList, ...errors },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'auditingApp', 'browse');
      const rows = await withTenant(services, auth, (tx) =>
        tx.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
      );
      return { results: rows.map((row) => row.action) };
    },
  );

  api.get(
    '/auditing/actors',
    {
      schema: {
        tags: ['auditing'],
        description: 'The members who acted in this organization’s log, by name, for the actor filter.',
        response: { 200: auditActorList, ...errors },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'auditingApp', 'browse');
      return withTenant(services, auth, async (tx) => {
        const ids = await tx
          .selectDistinct({ id: auditLog.actorMemberId })
          .from(auditLog)
          .where(isNotNull(auditLog.actorMemberId));
        const actors = await memberDisplays(
          tx,
          ids.map((row) => row.id),
        );
        const byName = [...actors.values()].sort((a, b) =>
          `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`),
        );
        return { results: byName };
      });
    },
  );
}

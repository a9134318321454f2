import { and, desc, eq, inArray } from 'drizzle-orm';
import { auditLogPage, auditLogQuery } from '#shared/contract/auditing';
import { errorBody } from '#shared/contract/common';
import type { ZodApi } from '../../app.ts';
import { auditLog } from '../../db/schema.ts';
import { requirePermission, withTenant } from '../../http/auth.ts';
import type { Services } from '../../services.ts';
import { memberDisplays } from '../identity/members/member-displays.ts';

/** The Logs page's source: the tenant's audit log, newest first, for auditingApp browse. */
export function auditingRoutes(api: ZodApi, services: Services): void {
  api.get(
    '/auditing/logs',
    {
      schema: {
        tags: ['auditing'],
        description: 'Admin actions, newest first; filter by action, target type and target id.',
        querystring: auditLogQuery,
        response: { 200: auditLogPage, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const auth = await requirePermission(services, request, 'auditingApp', 'browse');
      const { page, pageSize, actionIn, targetType, targetId } = request.query;
      return withTenant(services, auth, async (tx) => {
        const rows = await tx
          .select()
          .from(auditLog)
          .where(
            and(
              actionIn ? inArray(auditLog.action, actionIn) : undefined,
              targetType ? eq(auditLog.targetType, targetType) : undefined,
              targetId ? eq(auditLog.targetId, targetId) : undefined,
            ),
          )
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(pageSize + 1)
          .offset((page - 1) * pageSize);
        const shown = rows.slice(0, pageSize);
        const actors = await memberDisplays(
          tx,
          shown.map((row) => row.actorMemberId),
        );
        return {
          results: shown.map((row) => ({
            id: row.id,
            action: row.action,
            targetType: row.targetType,
            targetId: row.targetId,
            actor: row.actorMemberId ? (actors.get(row.actorMemberId) ?? null) : null,
            before: row.before ?? null,
            after: row.after ?? null,
            createdAt: row.createdAt.toISOString(),
          })),
          next: rows.length > pageSize ? page + 1 : null,
        };
      });
    },
  );
}

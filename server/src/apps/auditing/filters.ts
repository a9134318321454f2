import { and, eq, gte, inArray, like, lt, type SQL } from 'drizzle-orm';
import type { AuditLogFilters } from '#shared/contract/auditing';
import { auditLog } from '../../db/schema.ts';

/** `%` and `_` in a prefix are letters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The Logs page's filters as one condition, shared by the list and the CSV export. */
export function auditWhere(filters: AuditLogFilters): SQL | undefined {
  const { actionIn, actionPrefix, targetType, targetId, actorId, from, to } = filters;
  return and(
    actionIn ? inArray(auditLog.action, actionIn) : undefined,
    actionPrefix ? like(auditLog.action, `${escapeLike(actionPrefix)}%`) : undefined,
    targetType ? eq(auditLog.targetType, targetType) : undefined,
    targetId ? eq(auditLog.targetId, targetId) : undefined,
    actorId ? eq(auditLog.actorMemberId, actorId) : undefined,
    from ? gte(auditLog.createdAt, new Date(from)) : undefined,
    to ? lt(auditLog.createdAt, new Date(to)) : undefined,
  );
}

import { z } from 'zod';
import { commaList, idSchema, isoDateTime, pageOf, pageQuery } from './common.ts';
import { memberDisplay } from './recognition.ts';

/** One row of the append-only audit log: who did what to which record, and how it looked before and after. */
export const auditLogEntry = z.object({
  id: idSchema,
  /** `<area>.<verb>`, e.g. `team.create`, `team.addMembers`. */
  action: z.string(),
  targetType: z.string(),
  targetId: idSchema.nullable(),
  /** Who acted; null when that member no longer exists. */
  actor: memberDisplay.nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  createdAt: isoDateTime,
});
export type AuditLogEntry = z.infer<typeof auditLogEntry>;

/** Newest first. */
export const auditLogQuery = pageQuery.extend({
  actionIn: commaList(z.string().min(1).max(100)).optional(),
  targetType: z.string().min(1).max(100).optional(),
  targetId: idSchema.optional(),
});
export const auditLogPage = pageOf(auditLogEntry);

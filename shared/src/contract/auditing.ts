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
  /** Who acted; null when that member no longer exists, or for the system, SCIM and failed sign-ins. */
  actor: memberDisplay.nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  /** The names of the people and teams the target, before and after mention, by id. */
  names: z.record(z.string(), z.string()),
  createdAt: isoDateTime,
});
export type AuditLogEntry = z.infer<typeof auditLogEntry>;

/** The Logs page's filters; the CSV export takes the same ones. */
export const auditLogFilters = z.object({
  actionIn: commaList(z.string().min(1).max(100)).optional(),
  /** Actions starting with this, e.g. `member.` for everything done to members. */
  actionPrefix: z.string().min(1).max(100).optional(),
  targetType: z.string().min(1).max(100).optional(),
  targetId: idSchema.optional(),
  /** The acting member. */
  actorId: idSchema.optional(),
  /** Rows written at or after `from` and before `to`. */
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
});
export type AuditLogFilters = z.infer<typeof auditLogFilters>;

/** Newest first. */
export const auditLogQuery = pageQuery.extend(auditLogFilters.shape);
export type AuditLogQuery = z.input<typeof auditLogQuery>;
export const auditLogPage = pageOf(auditLogEntry);

/** The action names the log holds, for the Logs page's action filter. */
export const auditActionList = z.object({ results: z.array(z.string()) });

/** The members who appear as actors in the log, for the Logs page's actor filter. */
export const auditActorList = z.object({ results: z.array(memberDisplay) });

import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { tenants } from './identity.ts';

/** The audit log (server/src/apps/auditing). */

/**
 * Every admin action, append-only: the app role may insert and read rows, never change or remove
 * one (0018 revokes UPDATE and DELETE). `before`/`after` are the changed record as the API shows
 * it; null before a creation and after a deletion.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Who acted; kept (as a bare id) when the member is later removed. */
    actorMemberId: uuid('actor_member_id'),
    /** `<area>.<verb>`, e.g. `team.create`, `team.addMembers`. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('audit_log_target_idx').on(t.tenantId, t.targetType, t.targetId),
  ],
);

import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { tenantMembers, tenants } from './identity.ts';

/** AI refinements of recognition messages (server/src/apps/refinement). */

/** AI refinements of a recognition message (001 §7 "Refinement"), kept so they can be deleted. */
export const refinements = pgTable('refinements', {
  id: id(),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  memberId: uuid('member_id')
    .notNull()
    .references(() => tenantMembers.id, { onDelete: 'cascade' }),
  sessionId: text('session_id').notNull(),
  input: text('input').notNull(),
  output: text('output').notNull(),
  createdAt: createdAt(),
});

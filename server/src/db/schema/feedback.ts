import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { tenantMembers, tenants } from './identity.ts';

/** Product feedback from members (server/src/apps/feedback). */

export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Who wrote it; kept (as null) when the member is removed. */
    memberId: uuid('member_id').references(() => tenantMembers.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    pagePath: text('page_path'),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_tenant_created_idx').on(t.tenantId, t.createdAt)],
);

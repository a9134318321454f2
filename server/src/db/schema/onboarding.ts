import { boolean, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { tenantMembers, tenants } from './identity.ts';

/** The admin's setup guide (server/src/apps/onboarding). */

export const onboardingChecklistItems = pgTable(
  'onboarding_checklist_items',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    itemAlias: text('item_alias').notNull(),
    completed: boolean('completed').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.itemAlias] })],
);

export const onboardingDismissedItems = pgTable(
  'onboarding_dismissed_items',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    itemAlias: text('item_alias').notNull(),
    dismissedAt: at('dismissed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.itemAlias] })],
);

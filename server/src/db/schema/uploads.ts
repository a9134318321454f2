import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns.ts';
import { tenantMembers, tenants } from './identity.ts';

/** Upload intents (server/src/apps/uploads). */

/** Signed upload intents: the media row exists once the file has arrived. */
export const uploadIntents = pgTable('upload_intents', {
  id: id(),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  memberId: uuid('member_id')
    .notNull()
    .references(() => tenantMembers.id, { onDelete: 'cascade' }),
  purpose: text('purpose').notNull(),
  originalFilename: text('original_filename').notNull(),
  contentType: text('content_type').notNull(),
  expiresAt: at('expires_at').notNull(),
  completedAt: at('completed_at'),
  createdAt: createdAt(),
});

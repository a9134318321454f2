import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { tenants } from './identity.ts';

/** Media objects (server/src/apps/media). */

export const media = pgTable('media', {
  id: id(),
  tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  contentType: text('content_type').notNull(),
  /** The uploader's file name, for documents; null for media the platform made itself. */
  originalFilename: text('original_filename'),
  /** Variant name to storage key; `original` is always there. */
  variants: jsonb('variants').$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
});

import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns.ts';
import { tenantMembers, tenants } from './identity.ts';

/** TV links for lobby screens (server/src/apps/tv). */

/**
 * TV links for lobby screens: a token shows one tenant's public content without signing in.
 * The token is kept (admins copy the link again later) and looked up by its SHA-256 through
 * kudos_tv_channel(), the only cross-tenant read of this table.
 */
export const tvChannels = pgTable(
  'tv_channels',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** What the screen shows: recognition, award, celebration, announcement. */
    itemTypes: text('item_types').array().notNull(),
    /** Only content about these teams' members; empty means the whole tenant. */
    teamIds: uuid('team_ids').array().notNull().default(sql`'{}'::uuid[]`),
    token: text('token').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdById: uuid('created_by_id').references(() => tenantMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('tv_channels_token_hash_unique').on(t.tokenHash),
    index('tv_channels_tenant_idx').on(t.tenantId),
  ],
);

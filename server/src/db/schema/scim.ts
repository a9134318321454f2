import { sql } from 'drizzle-orm';
import { pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns.ts';
import { tenantMembers, tenants } from './identity.ts';

/** SCIM provisioning: tokens and the identity provider's names (server/src/apps/scim). */

/** Bearer tokens an identity provider uses for SCIM; only the SHA-256 is kept. */
export const scimTokens = pgTable('scim_tokens', {
  id: id(),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdById: uuid('created_by_id').references(() => tenantMembers.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  lastUsedAt: at('last_used_at'),
  revokedAt: at('revoked_at'),
});

/**
 * How the identity provider names a member or team it provisions: its own id (`externalId`) and,
 * for a member, the `userName` it matches on (Entra's user principal name may differ from the mail).
 */
export const scimIdentities = pgTable(
  'scim_identities',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    resourceType: text('resource_type', { enum: ['User', 'Group'] }).notNull(),
    /** The member id (User) or team id (Group). */
    resourceId: uuid('resource_id').notNull(),
    externalId: text('external_id'),
    userName: text('user_name'),
  },
  (t) => [
    primaryKey({ columns: [t.resourceType, t.resourceId] }),
    uniqueIndex('scim_identities_external_unique').on(t.tenantId, t.resourceType, t.externalId),
    uniqueIndex('scim_identities_user_name_unique').on(t.tenantId, t.resourceType, sql`lower(${t.userName})`),
  ],
);

import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns.ts';
import { tenantMembers, tenants } from './identity.ts';

/** Microsoft Teams (server/src/apps/ms-teams, docs/teams.md). */

/**
 * The Teams channel a tenant posts to: one per tenant, by its incoming-webhook (Workflows)
 * address. A webhook that keeps failing is paused (status `paused`, with why) until an admin
 * resumes it or connects another address; posts wait meanwhile.
 */
export const msTeamsConnections = pgTable(
  'ms_teams_connections',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    webhookUrl: text('webhook_url').notNull(),
    /** `active` or `paused`. */
    status: text('status').notNull().default('active'),
    /** Failed attempts since the last success, over every post. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    /** The last failure in a few words (`HTTP 404`), shown on the page. */
    lastError: text('last_error'),
    pausedAt: at('paused_at'),
    /** Items published before this are not posted (no flood of old news on connect). */
    connectedAt: at('connected_at').notNull(),
    connectedById: uuid('connected_by_id').references(() => tenantMembers.id, { onDelete: 'set null' }),
    lastDeliveredAt: at('last_delivered_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ms_teams_connections_tenant_unique').on(t.tenantId)],
);

/**
 * The outbox of channel posts: one row per published item (unique per item, so a sweep that
 * runs twice posts once), with its Adaptive Card and its retry state.
 */
export const msTeamsPosts = pgTable(
  'ms_teams_posts',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    itemType: text('item_type').notNull(),
    itemId: uuid('item_id').notNull(),
    /** The webhook's request body: a message with one Adaptive Card attachment. */
    body: jsonb('body').notNull(),
    /** `pending` or `sent`. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
  },
  (t) => [
    uniqueIndex('ms_teams_posts_item_unique').on(t.tenantId, t.itemType, t.itemId),
    index('ms_teams_posts_due_idx').on(t.tenantId, t.status, t.nextAttemptAt),
  ],
);

/**
 * A member's one-time code for linking their Teams account: only its SHA-256 is kept, it expires
 * after minutes, and it is deleted when used (single use). A new code replaces the member's last.
 */
export const msTeamsLinkCodes = pgTable(
  'ms_teams_link_codes',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ms_teams_link_codes_member_unique').on(t.memberId),
    uniqueIndex('ms_teams_link_codes_hash_unique').on(t.tenantId, t.codeHash),
  ],
);

/** A member's linked Teams account: who to @mention in channel posts about them. */
export const msTeamsAccounts = pgTable(
  'ms_teams_accounts',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    /** The Microsoft Entra object id Teams put in the tab's address. */
    teamsUserId: text('teams_user_id').notNull(),
    /** The sign-in name (UPN) Teams put in the tab's address. */
    userPrincipalName: text('user_principal_name').notNull(),
    linkedAt: at('linked_at').notNull(),
  },
  (t) => [index('ms_teams_accounts_tenant_idx').on(t.tenantId)],
);

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns.ts';
import { tenantMembers, tenants } from './identity.ts';

/** Rewards (docs/rewards.md): stores, rewards and orders (server/src/apps/rewards). */

/** A reward store: the tenant's own catalogue, or a gift-card provider of the Tango RaaS kind. */
export const rewardProviders = pgTable('reward_providers', {
  id: id(),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['catalog', 'tango'] }).notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  /** Tango kind: platform name, customer and account identifiers, environment, points per unit. */
  settings: jsonb('settings'),
  /** Tango kind: the platform key; write-only through the API, never answered or audited. */
  secret: text('secret'),
  archivedAt: at('archived_at'),
  createdAt: createdAt(),
});

/** What a store offers; a gift-card provider's catalogue is copied here by its sync. */
export const rewards = pgTable(
  'rewards',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => rewardProviders.id, { onDelete: 'cascade' }),
    /** The provider's own id of the item (Tango: utid); null for the tenant's own rewards. */
    externalId: text('external_id'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    cost: integer('cost').notNull(),
    /** null: unlimited. */
    stock: integer('stock'),
    faceValue: jsonb('face_value'),
    archivedAt: at('archived_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rewards_provider_external_unique').on(t.providerId, t.externalId),
    check('rewards_stock_not_negative', sql`${t.stock} is null or ${t.stock} >= 0`),
    check('rewards_cost_positive', sql`${t.cost} > 0`),
  ],
);

/** A redemption: the points left the member's redeemable account when this row was made. */
export const rewardOrders = pgTable(
  'reward_orders',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => rewardProviders.id, { onDelete: 'cascade' }),
    rewardId: uuid('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'cascade' }),
    /** The reward's name and cost when redeemed; later edits do not rewrite history. */
    rewardName: text('reward_name').notNull(),
    cost: integer('cost').notNull(),
    state: text('state', { enum: ['pending', 'fulfilled', 'failed', 'refunded'] })
      .notNull()
      .default('pending'),
    /** The client's key for one redemption: a repeated request answers the first order. */
    idempotencyKey: text('idempotency_key'),
    externalRef: text('external_ref'),
    failureReason: text('failure_reason'),
    fulfilledAt: at('fulfilled_at'),
    fulfilledById: uuid('fulfilled_by_id').references(() => tenantMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reward_orders_idempotency_unique').on(t.memberId, t.idempotencyKey),
    index('reward_orders_member_idx').on(t.tenantId, t.memberId, t.createdAt),
    index('reward_orders_state_idx').on(t.tenantId, t.state, t.createdAt),
  ],
);

import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns.ts';
import { teams, tenantMembers, tenants } from './identity.ts';

/**
 * Points (docs/points.md): the ledger, budget settings and resets, allocation sources, point
 * banks (budget items) and liability days (server/src/apps/points).
 */

/** A point bank: a budget item whose `pointsBank` ledger account funds award types. */
export const budgetItems = pgTable('budget_items', {
  id: id(),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  ownerIds: uuid('owner_ids').array().notNull().default(sql`'{}'::uuid[]`),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  /** Deleted banks keep their account and ledger rows for the history. */
  deletedAt: at('deleted_at'),
});

export const pointsAccountTypes = ['allocation', 'redeemable', 'pointsBank', 'fund'] as const;

/**
 * One allocation (to give) and one redeemable (received) account per member, and one
 * `pointsBank` account per budget item (docs/award.md): exactly one owner is set. The tenant's
 * one `fund` account (docs/points.md) has no owner; its lockedAt set means the fund is disabled.
 */
export const pointsAccounts = pgTable(
  'points_accounts',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id').references(() => tenantMembers.id, { onDelete: 'cascade' }),
    budgetItemId: uuid('budget_item_id').references((): AnyPgColumn => budgetItems.id, {
      onDelete: 'cascade',
    }),
    type: text('type', { enum: pointsAccountTypes }).notNull(),
    balance: integer('balance').notNull().default(0),
    allTimeReceived: integer('all_time_received').notNull().default(0),
    lockedAt: at('locked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('points_accounts_member_type_unique').on(t.memberId, t.type),
    uniqueIndex('points_accounts_budget_item_unique').on(t.budgetItemId),
    check('points_accounts_balance_not_negative', sql`${t.balance} >= 0`),
    check(
      'points_accounts_one_owner',
      sql`(${t.type} = 'fund' and ${t.memberId} is null and ${t.budgetItemId} is null) or (${t.type} <> 'fund' and (${t.memberId} is null) <> (${t.budgetItemId} is null))`,
    ),
    uniqueIndex('points_accounts_fund_unique').on(t.tenantId).where(sql`${t.type} = 'fund'`),
  ],
);

/** The ledger: every change of a balance is one row; a balance is the sum of its rows. */
export const pointsTransactions = pgTable(
  'points_transactions',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => pointsAccounts.id, { onDelete: 'cascade' }),
    /** Signed: positive credits the account, negative debits it. */
    amount: integer('amount').notNull(),
    type: text('type').notNull(),
    recognitionId: uuid('recognition_id'),
    endorsementId: uuid('endorsement_id'),
    awardId: uuid('award_id'),
    /** The admin behind an adjustment, reversal, expiry or fund allocation (docs/points.md). */
    actorMemberId: uuid('actor_member_id').references(() => tenantMembers.id, { onDelete: 'set null' }),
    reason: text('reason'),
    /** For a `reversal` row: the row it compensates; at most one reversal per row and account. */
    reversalOf: uuid('reversal_of').references((): AnyPgColumn => pointsTransactions.id, {
      onDelete: 'cascade',
    }),
    /** For a credit: the account the points left (a transfer, a fund allocation); a reversal returns them there. */
    sourceAccountId: uuid('source_account_id').references((): AnyPgColumn => pointsAccounts.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('points_transactions_account_idx').on(t.accountId, t.createdAt),
    uniqueIndex('points_transactions_reversal_unique').on(t.reversalOf, t.accountId),
    // The tenant-wide reports (liabilities, transactions) walk a date range of one tenant.
    index('points_transactions_tenant_created_idx').on(t.tenantId, t.createdAt),
  ],
);

export const resetFrequencies = ['never', 'month', 'quarter', 'year'] as const;

/** A tenant's budget settings: how often allocations reset and to how much (one row or none). */
export const budgetSettings = pgTable('budget_settings', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  resetFrequency: text('reset_frequency', { enum: resetFrequencies }).notNull().default('month'),
  allocationAmount: integer('allocation_amount').notNull().default(100),
  /** Liabilities' currency (ISO 4217) and one point's worth in millionths of it (docs/points.md). */
  currency: text('currency').notNull().default('USD'),
  pointValueMicros: integer('point_value_micros').notNull().default(10_000),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** One row per allocation account and period: the reset happened (exactly once, by the key). */
export const allocationResets = pgTable(
  'allocation_resets',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => pointsAccounts.id, { onDelete: 'cascade' }),
    periodStart: at('period_start').notNull(),
    expired: integer('expired').notNull(),
    allocated: integer('allocated').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.periodStart] })],
);

/** Points per allocation source (001 §3): birthday, anniversary, welcome, onboarding ... */
export const allocationSources = pgTable(
  'allocation_sources',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    amount: integer('amount').notNull().default(0),
    enabled: boolean('enabled').notNull().default(false),
    /** How often the source's accounts reset (the pointsBank source; allocation uses budget_settings). */
    resetFrequency: text('reset_frequency', { enum: resetFrequencies }).notNull().default('never'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.source] }),
    check('allocation_sources_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);

/** A team's own amount of an allocation source; a member in several such teams gets the largest. */
export const allocationSourceTeams = pgTable(
  'allocation_source_teams',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.source, t.teamId] }),
    check('allocation_source_teams_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);

/**
 * The redeemable ledger summed per closed day (tenant time zone `time_zone`), filled by the
 * liabilities report and the hourly job: the report then adds days, not rows (docs/points.md).
 */
export const pointsLiabilityDays = pgTable(
  'points_liability_days',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    timeZone: text('time_zone').notNull(),
    net: bigint('net', { mode: 'number' }).notNull(),
    earned: bigint('earned', { mode: 'number' }).notNull(),
    redeemed: bigint('redeemed', { mode: 'number' }).notNull(),
    expired: bigint('expired', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day] })],
);

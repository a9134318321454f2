import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns.ts';
import { tenantMembers } from './identity.ts';
import { budgetItems } from './points.ts';
import { memberRef, tenantRef } from './refs.ts';

/** Incentives and their claims (docs/incentive.md; server/src/apps/incentive). */

export const incentiveProofKinds = ['none', 'text', 'file', 'image'] as const;
export const incentiveClaimLimits = ['once', 'perPeriod', 'unlimited'] as const;
export const incentivePeriods = ['week', 'month', 'quarter', 'year'] as const;
export const incentiveReviewerKinds = ['managers', 'members', 'teams'] as const;
/** Stored states; scheduled, active and ended are a published incentive's window read against now. */
export const incentiveStoredStatuses = ['draft', 'published', 'archived'] as const;
export const incentiveClaimStatuses = ['pending', 'approved', 'rejected', 'withdrawn'] as const;

export const incentives = pgTable(
  'incentives',
  {
    id: id(),
    tenantId: tenantRef(),
    name: text('name').notNull(),
    /** Sanitized HTML. */
    description: text('description').notNull().default(''),
    badgeMediaId: uuid('badge_media_id'),
    points: integer('points').notNull().default(0),
    budgetItemId: uuid('budget_item_id').references(() => budgetItems.id, { onDelete: 'set null' }),
    startAt: at('start_at'),
    endAt: at('end_at'),
    /** Empty: everyone in the tenant. */
    audience: jsonb('audience')
      .$type<{ id: string; type: 'tenantMember' | 'team' }[]>()
      .notNull()
      .default([]),
    proof: text('proof', { enum: incentiveProofKinds }).notNull().default('none'),
    claimLimit: text('claim_limit', { enum: incentiveClaimLimits }).notNull().default('once'),
    claimPeriod: text('claim_period', { enum: incentivePeriods }),
    reviewerKind: text('reviewer_kind', { enum: incentiveReviewerKinds }).notNull().default('managers'),
    /** Members or teams for reviewerKind members or teams. */
    reviewerIds: uuid('reviewer_ids').array().notNull().default(sql`'{}'::uuid[]`),
    status: text('status', { enum: incentiveStoredStatuses }).notNull().default('draft'),
    /** When it was published: with startAt, when it went live on the timeline. */
    publishedAt: at('published_at'),
    pinForDays: integer('pin_for_days'),
    pinnedUntil: at('pinned_until'),
    /** A moderator removed its "live" timeline item (docs/moderation.md); the incentive itself stays. */
    timelineRemovedAt: at('timeline_removed_at'),
    createdById: uuid('created_by_id').references(() => tenantMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('incentives_tenant_created_idx').on(t.tenantId, t.createdAt)],
);

export const incentiveClaims = pgTable(
  'incentive_claims',
  {
    id: id(),
    tenantId: tenantRef(),
    incentiveId: uuid('incentive_id')
      .notNull()
      .references(() => incentives.id, { onDelete: 'cascade' }),
    memberId: memberRef(),
    status: text('status', { enum: incentiveClaimStatuses }).notNull().default('pending'),
    /**
     * What the claim limit counts against: `once`, a period like `2026-11`, or null (unlimited).
     * The unique index below refuses a second live claim of one slot, whatever the race.
     */
    slot: text('slot'),
    /** Sanitized HTML of a text proof. */
    proofText: text('proof_text'),
    proofMediaId: uuid('proof_media_id'),
    /** Points paid on approval (the incentive's points then). */
    amount: integer('amount').notNull().default(0),
    reviewerId: uuid('reviewer_id').references(() => tenantMembers.id, { onDelete: 'set null' }),
    reason: text('reason'),
    decidedAt: at('decided_at'),
    pinnedUntil: at('pinned_until'),
    /** A moderator removed its timeline item; the claim and the points it paid stay. */
    timelineRemovedAt: at('timeline_removed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('incentive_claims_live_slot_unique')
      .on(t.incentiveId, t.memberId, t.slot)
      .where(sql`${t.slot} is not null and ${t.status} in ('pending', 'approved')`),
    index('incentive_claims_incentive_status_idx').on(t.incentiveId, t.status, t.createdAt),
    index('incentive_claims_member_idx').on(t.memberId, t.createdAt),
    index('incentive_claims_timeline_idx').on(t.tenantId, t.decidedAt, t.id),
  ],
);

/**
 * Members' flags on incentive timeline items (docs/incentive.md): `itemId` is the item's id, an
 * incentive's (it went live) or an approved claim's; `kind` says which, so no foreign key fits both.
 */
export const incentiveFlags = pgTable(
  'incentive_flags',
  {
    tenantId: tenantRef(),
    itemId: uuid('item_id').notNull(),
    kind: text('kind', { enum: ['live', 'claimApproved'] }).notNull(),
    memberId: memberRef(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.memberId] })],
);

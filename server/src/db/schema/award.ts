import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns.ts';
import { tenantMembers, tenants } from './identity.ts';
import { budgetItems } from './points.ts';
import { memberRef, tenantRef } from './refs.ts';

/** Awards and nominations (docs/award.md; server/src/apps/award). Point banks are in points.ts. */

export const awardTypes = pgTable(
  'award_types',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    points: integer('points').notNull().default(0),
    senders: jsonb('senders').$type<{ id: string; type: 'tenantMember' | 'team' }[]>().notNull().default([]),
    pointsLocked: boolean('points_locked').notNull().default(false),
    budgetItemId: uuid('budget_item_id').references(() => budgetItems.id, { onDelete: 'set null' }),
    mediaObjectId: uuid('media_object_id'),
    archivedAt: at('archived_at'),
    nomination: boolean('nomination').notNull().default(false),
    nominationStartAt: at('nomination_start_at'),
    nominationEndAt: at('nomination_end_at'),
    /** What the window job last announced: null, `open` or `closed` (docs/award.md). */
    nominationAnnounced: text('nomination_announced'),
    finalizedAt: at('finalized_at'),
    notify: boolean('notify').notNull().default(true),
    pinForDays: integer('pin_for_days'),
    maxNominations: integer('max_nominations'),
    tenantWideNominators: boolean('tenant_wide_nominators').notNull().default(true),
    tenantWideCandidates: boolean('tenant_wide_candidates').notNull().default(true),
    candidateIds: uuid('candidate_ids').array().notNull().default(sql`'{}'::uuid[]`),
    nominatorIds: uuid('nominator_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** Told when the nomination window closes. */
    createdById: uuid('created_by_id').references(() => tenantMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('award_types_tenant_created_idx').on(t.tenantId, t.createdAt)],
);

/** One send of an award type; each member it reached is an award_recipients row with its points. */
export const awards = pgTable(
  'awards',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    awardTypeId: uuid('award_type_id')
      .notNull()
      .references(() => awardTypes.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => tenantMembers.id, { onDelete: 'set null' }),
    /** The type's name and badge when sent; later edits of the type do not rewrite history. */
    name: text('name').notNull(),
    mediaObjectId: uuid('media_object_id'),
    /** Sanitized HTML. */
    message: text('message').notNull(),
    amount: integer('amount').notNull().default(0),
    sendTo: jsonb('send_to').$type<{ id: string; type: 'tenantMember' | 'team' }[]>().notNull(),
    nominationRound: boolean('nomination_round').notNull().default(false),
    pinnedUntil: at('pinned_until'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    removedAt: at('removed_at'),
  },
  (t) => [
    index('awards_timeline_idx').on(t.tenantId, t.createdAt, t.id),
    index('awards_type_idx').on(t.awardTypeId, t.createdAt),
  ],
);

export const awardRecipients = pgTable(
  'award_recipients',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    awardId: uuid('award_id')
      .notNull()
      .references(() => awards.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.awardId, t.memberId] }),
    index('award_recipients_member_idx').on(t.memberId),
  ],
);

export const nominations = pgTable(
  'nominations',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    awardTypeId: uuid('award_type_id')
      .notNull()
      .references(() => awardTypes.id, { onDelete: 'cascade' }),
    nomineeId: uuid('nominee_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    nominatorId: uuid('nominator_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('nominations_once_unique').on(t.awardTypeId, t.nominatorId, t.nomineeId),
    index('nominations_type_idx').on(t.awardTypeId, t.createdAt),
  ],
);

export const awardWinners = pgTable(
  'award_winners',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    awardTypeId: uuid('award_type_id')
      .notNull()
      .references(() => awardTypes.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    /** Set when finalize awarded them. */
    awardId: uuid('award_id').references(() => awards.id, { onDelete: 'set null' }),
    addedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.awardTypeId, t.memberId] })],
);

const awardRef = () =>
  uuid('award_id')
    .notNull()
    .references(() => awards.id, { onDelete: 'cascade' });

export const awardEndorsements = pgTable(
  'award_endorsements',
  {
    id: id(),
    tenantId: tenantRef(),
    awardId: awardRef(),
    memberId: memberRef(),
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('award_endorsements_one_per_member').on(t.awardId, t.memberId)],
);

export const awardReactions = pgTable(
  'award_reactions',
  {
    tenantId: tenantRef(),
    awardId: awardRef(),
    memberId: memberRef(),
    reaction: text('reaction').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.awardId, t.memberId] })],
);

export const awardComments = pgTable(
  'award_comments',
  {
    id: id(),
    tenantId: tenantRef(),
    awardId: awardRef(),
    memberId: memberRef(),
    body: text('body').notNull(),
    gifs: jsonb('gifs').$type<{ url: string; title?: string | null }[]>().notNull().default([]),
    createdAt: createdAt(),
    removedAt: at('removed_at'),
  },
  (t) => [index('award_comments_thread_idx').on(t.awardId, t.createdAt)],
);

export const awardCommentReactions = pgTable(
  'award_comment_reactions',
  {
    tenantId: tenantRef(),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => awardComments.id, { onDelete: 'cascade' }),
    memberId: memberRef(),
    reaction: text('reaction').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.memberId] })],
);

export const awardFlags = pgTable(
  'award_flags',
  {
    tenantId: tenantRef(),
    awardId: awardRef(),
    memberId: memberRef(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.awardId, t.memberId] })],
);

export const awardCommentFlags = pgTable(
  'award_comment_flags',
  {
    tenantId: tenantRef(),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => awardComments.id, { onDelete: 'cascade' }),
    memberId: memberRef(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.memberId] })],
);

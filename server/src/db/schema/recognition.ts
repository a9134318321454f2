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

/**
 * Recognition: values and qualities, recognitions, their recipients, scheduled sends and
 * interactions (server/src/apps/recognition).
 */

/** Company values; each holds qualities a recognition can name. */
export const recognitionValues = pgTable('recognition_values', {
  id: id(),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  color: text('color').notNull(),
  position: integer('position').notNull().default(0),
  /** Archived values are not offered for new recognitions; old ones keep showing them. */
  archivedAt: at('archived_at'),
  createdAt: createdAt(),
});

export const recognitionQualities = pgTable(
  'recognition_qualities',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    valueId: uuid('value_id')
      .notNull()
      .references(() => recognitionValues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    archivedAt: at('archived_at'),
  },
  (t) => [index('recognition_qualities_value_idx').on(t.valueId)],
);

/** Whether a published recognition must name a quality (one row or none: required). */
export const valueSettings = pgTable('value_settings', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  qualitiesRequired: boolean('qualities_required').notNull().default(true),
});

export const recognitions = pgTable(
  'recognitions',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    /** Sanitized HTML (see server/src/apps/recognition/sanitize.ts). */
    message: text('message').notNull().default(''),
    /** Points asked per recipient; what each one got is on recognition_recipients. */
    amount: integer('amount').notNull().default(0),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    tenantWide: boolean('tenant_wide').notNull().default(true),
    /** The recipients as chosen: members and teams. */
    sendTo: jsonb('send_to').$type<{ id: string; type: 'tenantMember' | 'team' }[]>().notNull(),
    qualityIds: uuid('quality_ids').array().notNull().default(sql`'{}'::uuid[]`),
    attachmentIds: uuid('attachment_ids').array().notNull().default(sql`'{}'::uuid[]`),
    gif: jsonb('gif').$type<{ url: string; title?: string | null } | null>(),
    refinementId: text('refinement_id'),
    scheduledAt: at('scheduled_at'),
    publishedAt: at('published_at'),
    pinnedUntil: at('pinned_until'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** Removed by a moderator: hidden from every reader, kept for the audit trail. */
    removedAt: at('removed_at'),
    removedById: uuid('removed_by_id').references(() => tenantMembers.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('recognitions_feed_idx').on(t.tenantId, t.status, t.createdAt, t.id),
    // The 30-day maximum per recipient sums a sender's recent recognitions: (sender, status, published).
    index('recognitions_sender_published_idx').on(t.senderId, t.status, t.publishedAt),
    // Only recognitions that carried points count towards it; a sender's points are bounded by
    // their allocation, so this walk stays short however many point-less ones they send.
    index('recognitions_sender_points_idx')
      .on(t.senderId, t.publishedAt)
      .where(sql`${t.status} = 'published' and ${t.amount} > 0`),
    index('recognitions_timeline_idx').on(t.tenantId, t.publishedAt, t.id),
  ],
);

/** Recipients resolved from sendTo (teams expanded), with the points each one received. */
export const recognitionRecipients = pgTable(
  'recognition_recipients',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    recognitionId: uuid('recognition_id')
      .notNull()
      .references(() => recognitions.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.recognitionId, t.memberId] }),
    index('recognition_recipients_member_idx').on(t.memberId),
  ],
);

/** Due scheduled sends. Not tenant-guarded: the publisher claims jobs of every tenant. */
export const scheduledPublications = pgTable(
  'scheduled_publications',
  {
    recognitionId: uuid('recognition_id')
      .primaryKey()
      .references(() => recognitions.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    runAt: at('run_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [index('scheduled_publications_run_at_idx').on(t.runAt)],
);

export const recognitionEndorsements = pgTable(
  'recognition_endorsements',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    recognitionId: uuid('recognition_id')
      .notNull()
      .references(() => recognitions.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recognition_endorsements_one_per_member').on(t.recognitionId, t.memberId)],
);

export const recognitionReactions = pgTable(
  'recognition_reactions',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    recognitionId: uuid('recognition_id')
      .notNull()
      .references(() => recognitions.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    reaction: text('reaction').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.recognitionId, t.memberId] })],
);

export const recognitionComments = pgTable(
  'recognition_comments',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    recognitionId: uuid('recognition_id')
      .notNull()
      .references(() => recognitions.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    gifs: jsonb('gifs').$type<{ url: string }[]>().notNull().default([]),
    createdAt: createdAt(),
    /** Removed by a moderator: hidden from every reader, kept for the audit trail. */
    removedAt: at('removed_at'),
    removedById: uuid('removed_by_id').references(() => tenantMembers.id, { onDelete: 'set null' }),
  },
  (t) => [index('recognition_comments_thread_idx').on(t.recognitionId, t.createdAt)],
);

export const recognitionFlags = pgTable(
  'recognition_flags',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    recognitionId: uuid('recognition_id')
      .notNull()
      .references(() => recognitions.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.recognitionId, t.memberId] })],
);

export const recognitionCommentReactions = pgTable(
  'recognition_comment_reactions',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => recognitionComments.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    reaction: text('reaction').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.memberId] })],
);

export const recognitionCommentFlags = pgTable(
  'recognition_comment_flags',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => recognitionComments.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.memberId] })],
);

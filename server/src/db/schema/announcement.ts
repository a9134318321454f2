import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns.ts';
import { tenantMembers, tenants } from './identity.ts';

/** Announcements (docs/announcement.md; server/src/apps/announcement). */

export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitized HTML (server/src/apps/announcement/sanitize.ts). */
    body: text('body').notNull().default(''),
    attachmentIds: uuid('attachment_ids').array().notNull().default(sql`'{}'::uuid[]`),
    status: text('status', { enum: ['draft', 'scheduled', 'active', 'archived'] })
      .notNull()
      .default('draft'),
    startAt: at('start_at'),
    endAt: at('end_at'),
    publishedAt: at('published_at'),
    archivedAt: at('archived_at'),
    audience: jsonb('audience')
      .$type<{ wholeCompany: boolean; teamIds: string[]; memberIds: string[] }>()
      .notNull(),
    participation: text('participation', { enum: ['none', 'acknowledge', 'rsvp'] })
      .notNull()
      .default('none'),
    createdById: uuid('created_by_id').references(() => tenantMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('announcements_status_idx').on(t.tenantId, t.status, t.createdAt),
    index('announcements_timeline_idx').on(t.tenantId, t.publishedAt, t.id),
  ],
);

/**
 * The audience as it was when the announcement went live (teams expanded), one row per member,
 * with what they answered: participation, the admin's list and reminders all read it.
 */
export const announcementRecipients = pgTable(
  'announcement_recipients',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    acknowledgedAt: at('acknowledged_at'),
    rsvp: text('rsvp', { enum: ['yes', 'no', 'maybe'] }),
    respondedAt: at('responded_at'),
    remindedAt: at('reminded_at'),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.memberId] }),
    index('announcement_recipients_member_idx').on(t.memberId),
  ],
);

/**
 * Due lifecycle moves (publish a scheduled announcement at start_at, archive at end_at). Not
 * tenant-guarded, like scheduled_publications: the sweep claims moves of every tenant.
 */
export const announcementMoves = pgTable(
  'announcement_moves',
  {
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['publish', 'archive'] }).notNull(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    runAt: at('run_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.kind] }),
    index('announcement_moves_run_at_idx').on(t.runAt),
  ],
);

/**
 * E-mails still to send for published announcements and reminders: an outbox the mail sweep
 * drains in batches (`for update skip locked`), a row deleted in the transaction that sent it.
 * Not tenant-guarded, so one sweep serves every tenant; the mail itself is rendered inside the
 * tenant's guarded transaction.
 */
export const announcementMails = pgTable(
  'announcement_mails',
  {
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['published', 'reminder'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.memberId, t.kind] }),
    index('announcement_mails_created_idx').on(t.createdAt),
  ],
);

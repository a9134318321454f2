import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns.ts';
import { tenantMembers, tenants } from './identity.ts';

/** Notifications: the bell, channels, digests and web push (server/src/apps/notifications). */

export const notificationMessages = pgTable(
  'notification_messages',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** The recipient. */
    memberId: uuid('member_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    /** Who caused it; null for messages from the platform. */
    fromMemberId: uuid('from_member_id').references(() => tenantMembers.id, { onDelete: 'set null' }),
    /**
     * What it means (kernel/notify/kinds.ts), rendered in each reader's language; null only on
     * rows from before kinds whose English text the migration could not read (docs/notifications.md).
     */
    kind: text('kind'),
    params: jsonb('params').$type<Record<string, string | number>>(),
    /** The English text of such an old row; null for every row that has a kind. */
    message: text('message'),
    resourcePath: text('resource_path'),
    readAt: at('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notification_messages_member_idx').on(t.tenantId, t.memberId, t.createdAt),
    check(
      'notification_messages_kind_or_message',
      sql`(${t.kind} is not null and ${t.params} is not null) or ${t.message} is not null`,
    ),
  ],
);

export const notificationChannelPreferences = pgTable('notification_channel_preferences', {
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => tenantMembers.id, { onDelete: 'cascade' }),
  /** Null: the member follows the tenant's default (notification_tenant_defaults) for it. */
  email: boolean('email'),
  webPush: boolean('web_push'),
  messaging: boolean('messaging'),
  recognitionDigest: text('recognition_digest', { enum: ['week', 'disabled'] }),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** The tenant's defaults for members' channels and digest (one row or none: all on, weekly). */
export const notificationTenantDefaults = pgTable('notification_tenant_defaults', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  email: boolean('email').notNull().default(true),
  webPush: boolean('web_push').notNull().default(true),
  messaging: boolean('messaging').notNull().default(true),
  recognitionDigest: text('recognition_digest', { enum: ['week', 'disabled'] })
    .notNull()
    .default('week'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** One row per member and digest week: the weekly digest went out (exactly once, by the key). */
export const notificationDigests = pgTable(
  'notification_digests',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    /** The member's local Monday the digest is for (YYYY-MM-DD). */
    weekStart: date('week_start').notNull(),
    sentAt: at('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.weekStart] })],
);

export const webPushSubscriptions = pgTable(
  'web_push_subscriptions',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    domain: text('domain').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('web_push_subscriptions_member_endpoint_unique').on(t.memberId, t.endpoint)],
);

import {
  boolean,
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
import { tenantMembers, tenants } from './identity.ts';

/** Celebrations (docs/celebration.md; server/src/apps/celebration). */

/** A tenant's celebration settings (one row or none: the defaults of celebration/preferences.ts). */
export const celebrationTenantPreferences = pgTable('celebration_tenant_preferences', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  celebratedKinds: text('celebrated_kinds').array().notNull(),
  showYear: boolean('show_year').notNull().default(true),
  cardViewers: text('card_viewers', { enum: ['everyone', 'contributors'] })
    .notNull()
    .default('everyone'),
  cardCreators: text('card_creators', { enum: ['everyone', 'admins'] })
    .notNull()
    .default('everyone'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** A member's opt-out and birthday privacy (no row: celebrated, birthday shown). */
export const celebrationMemberPreferences = pgTable('celebration_member_preferences', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => tenantMembers.id, { onDelete: 'cascade' }),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  optedOut: boolean('opted_out').notNull().default(false),
  hideBirthday: boolean('hide_birthday').notNull().default(false),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** A celebration the daily job made: one per (member, kind, day), whoever runs the job. */
export const celebrationEvents = pgTable(
  'celebration_events',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['birthday', 'anniversary', 'welcome', 'onboarding'] }).notNull(),
    celebratedOn: date('celebrated_on').notNull(),
    /** Completed years of an anniversary; null for the other kinds. */
    years: integer('years'),
    /** The points the member got for it (0: none configured). */
    points: integer('points').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('celebration_events_once').on(t.tenantId, t.memberId, t.kind, t.celebratedOn),
    index('celebration_events_timeline_idx').on(t.tenantId, t.createdAt, t.id),
  ],
);

/** The tenant's days the daily job has finished; the next run starts after the latest one. */
export const celebrationDays = pgTable(
  'celebration_days',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    events: integer('events').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day] })],
);

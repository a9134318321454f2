import { bigint, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns.ts';

/** Platform tables: not tenant-owned, shared by every tenant and instance. */

export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/**
 * Sign-in, recovery and feedback allowances shared by every instance on PostgreSQL, in the
 * layout rate-limiter-flexible's RateLimiterPostgres reads and writes (`expire`: epoch ms).
 * Keys are SHA-256 hashes of the limited account or address, never the address itself.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

export const mailOutbox = pgTable('mail_outbox', {
  id: id(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  /** The HTML alternative, for mails that have one (announcements). */
  html: text('html'),
  createdAt: createdAt(),
  sentAt: at('sent_at'),
});

import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Column helpers every area file shares (no tables here). */

export const id = () => uuid('id').primaryKey().defaultRandom();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const at = (name: string) => timestamp(name, { withTimezone: true });

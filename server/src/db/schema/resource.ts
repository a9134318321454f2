import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns.ts';
import { tenantMembers } from './identity.ts';
import { media } from './media.ts';
import { memberRef, tenantRef } from './refs.ts';

/** The resource hub (docs/resource.md; server/src/apps/resource). */

export const resources = pgTable(
  'resources',
  {
    id: id(),
    tenantId: tenantRef(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitized HTML (the kernel's message allow-list). */
    body: text('body').notNull().default(''),
    /** http or https only (checked by the contract and by this table). */
    linkUrl: text('link_url'),
    fileId: uuid('file_id').references(() => media.id, { onDelete: 'set null' }),
    coverId: uuid('cover_id').references(() => media.id, { onDelete: 'set null' }),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    estimatedMinutes: integer('estimated_minutes'),
    /** Points paid once to each member who completes it (0: none). */
    completionPoints: integer('completion_points').notNull().default(0),
    recommended: boolean('recommended').notNull().default(false),
    audience: jsonb('audience').$type<{ everyone: boolean; teamIds: string[]; roles: string[] }>().notNull(),
    archivedAt: at('archived_at'),
    createdById: uuid('created_by_id').references(() => tenantMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('resources_tenant_idx').on(t.tenantId, t.archivedAt, t.createdAt),
    check('resources_link_scheme', sql`${t.linkUrl} is null or ${t.linkUrl} ~* '^https?://'`),
    check('resources_points_positive', sql`${t.completionPoints} >= 0`),
  ],
);

/** A member's favourites: one row per member and resource. */
export const resourceFavourites = pgTable(
  'resource_favourites',
  {
    tenantId: tenantRef(),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    memberId: memberRef(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.resourceId, t.memberId] }),
    index('resource_favourites_member_idx').on(t.memberId),
  ],
);

/**
 * Completions: the primary key makes a member's completion (and its points) happen once, however
 * many requests race; `points_paid` is what the ledger credited for it.
 */
export const resourceCompletions = pgTable(
  'resource_completions',
  {
    tenantId: tenantRef(),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    memberId: memberRef(),
    pointsPaid: integer('points_paid').notNull().default(0),
    completedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.resourceId, t.memberId] }),
    index('resource_completions_member_idx').on(t.memberId),
  ],
);

/** One reaction per member (the kernel's reaction routes write it). */
export const resourceReactions = pgTable(
  'resource_reactions',
  {
    tenantId: tenantRef(),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    memberId: memberRef(),
    reaction: text('reaction').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.resourceId, t.memberId] })],
);

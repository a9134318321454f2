import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns.ts';
import { tenantMembers } from './identity.ts';
import { media } from './media.ts';
import { memberRef, tenantRef } from './refs.ts';

/** Group cards (docs/card.md; server/src/apps/card). */

/**
 * The tenant's library of card backgrounds; a card keeps its image when one is removed. Built-in
 * ones (built_in_key set) are made once per tenant and only hidden when removed, so they never
 * come back by themselves.
 */
export const cardBackgrounds = pgTable(
  'card_backgrounds',
  {
    id: id(),
    tenantId: tenantRef(),
    name: text('name').notNull(),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id),
    builtInKey: text('built_in_key'),
    removedAt: at('removed_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('card_backgrounds_built_in').on(t.tenantId, t.builtInKey)],
);

/** A group card for one member; delivered (bell and e-mail) once on deliver_on, tenant's time zone. */
export const cards = pgTable(
  'cards',
  {
    id: id(),
    tenantId: tenantRef(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => tenantMembers.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id').references(() => tenantMembers.id, { onDelete: 'set null' }),
    occasion: text('occasion', {
      enum: ['birthday', 'anniversary', 'welcome', 'onboarding', 'other'],
    }).notNull(),
    title: text('title').notNull(),
    backgroundId: uuid('background_id').references(() => cardBackgrounds.id, { onDelete: 'set null' }),
    /** The image shown: the library background's or the card's own upload. */
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id),
    deliverOn: date('deliver_on').notNull(),
    deliveredAt: at('delivered_at'),
    /** Removed by a moderator: hidden from everyone, kept for audit. */
    removedAt: at('removed_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('cards_due_idx').on(t.tenantId, t.deliverOn).where(sql`${t.deliveredAt} is null`),
    index('cards_recipient_idx').on(t.tenantId, t.recipientId),
  ],
);

const cardRef = () =>
  uuid('card_id')
    .notNull()
    .references(() => cards.id, { onDelete: 'cascade' });

/** Members invited to sign a card (the creator is one from the start). */
export const cardContributors = pgTable(
  'card_contributors',
  {
    tenantId: tenantRef(),
    cardId: cardRef(),
    memberId: memberRef(),
    invitedById: uuid('invited_by_id').references(() => tenantMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.memberId] })],
);

export const cardSignatures = pgTable(
  'card_signatures',
  {
    id: id(),
    tenantId: tenantRef(),
    cardId: cardRef(),
    memberId: memberRef(),
    message: text('message').notNull(),
    gif: jsonb('gif').$type<{ url: string; title?: string | null }>(),
    mediaId: uuid('media_id').references(() => media.id),
    removedAt: at('removed_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  // One live signature per member and card, also when two requests race.
  (t) => [uniqueIndex('card_signatures_once').on(t.cardId, t.memberId).where(sql`${t.removedAt} is null`)],
);

export const cardFlags = pgTable(
  'card_flags',
  {
    tenantId: tenantRef(),
    cardId: cardRef(),
    memberId: memberRef(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.memberId] })],
);

export const cardSignatureFlags = pgTable(
  'card_signature_flags',
  {
    tenantId: tenantRef(),
    signatureId: uuid('signature_id')
      .notNull()
      .references(() => cardSignatures.id, { onDelete: 'cascade' }),
    memberId: memberRef(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.signatureId, t.memberId] })],
);

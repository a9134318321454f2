import { z } from 'zod';
import { celebrationKind } from './celebration.ts';
import { idSchema, isoDateTime, mediaSchema, pageQuery } from './common.ts';
import { gifSchema, memberDisplay } from './recognition.ts';

/**
 * Group cards (000 §2 "/celebrate/card…", "/card/{id}…"; issue 17 item 3): a card for one member
 * and an occasion, signed by contributors, delivered to the recipient on its day. The spec shows
 * neither the fields nor the calls beyond the background upload; docs/card.md records them.
 *
 * Calls (all under /api):
 * - GET  /card/cards?list=all|available|own|received&page&pageSize → cardPage
 * - POST /card/cards (cardRequest) → 201 card
 * - GET|PATCH|DELETE /card/cards/{id} (PATCH: cardUpdate) → card | card | okResponse
 * - GET  /card/cards/{id}/contributors → contributorList
 * - POST /card/cards/{id}/contributors (contributorsRequest) → contributorList (the whole list)
 * - DELETE /card/cards/{id}/contributors/{memberId} → okResponse
 * - GET  /card/cards/{id}/signatures → signatureList
 * - POST /card/cards/{id}/signatures (signatureRequest) → 201 signature; 409 when already signed
 * - PATCH|DELETE /card/cards/{id}/signatures/{signatureId} (signatureUpdate) → signature | okResponse
 * - PUT|DELETE /card/cards/{id}/flags (flagRequest of recognition.ts) → okResponse
 * - PUT|DELETE /card/cards/{id}/signatures/{signatureId}/flags → okResponse
 * - GET  /card/backgrounds → cardBackgroundList
 * - POST /card/backgrounds (cardBackgroundRequest; cardApp manage) → 201 cardBackground
 * - DELETE /card/backgrounds/{id} (cardApp manage) → okResponse
 * - POST /card/uploads/cardBackground (initiateUploadRequest of uploads.ts): a card background
 *   image (JPG, PNG, GIF, WebP), for a card's own background or the library; variants
 *   card-thumbnail and card-fullsize.
 * - POST /card/uploads/cardSignature: an image for a signature, at most signatureImageMaxBytes.
 */

// ---- Limits and texts -------------------------------------------------------------------------

export const cardTitleMaxLength = 100;
export const signatureMessageMaxLength = 500;
/** A signature's image; the card background may be as large as any attachment. */
export const signatureImageMaxBytes = 2 * 1024 * 1024;
export const cardBackgroundNameMaxLength = 60;
/** Members invited in one call. */
export const contributorsPerRequestMax = 100;

/** Sentences the server answers with (409/400/403 `message`), for the renderer to show verbatim. */
export const cardTexts = {
  alreadySigned: 'You have already signed this card',
  recipientSuspended: 'This member is suspended and cannot receive cards',
  recipientOptedOut: 'This member does not take part in celebrations',
  birthdayHidden: 'This member keeps their birthday private',
  ownCard: 'You cannot create a card for yourself',
  signingClosed: 'This card can no longer be signed',
  notImage: 'Upload a JPG, PNG, GIF or WebP image',
  deliveredLocked: 'A delivered card cannot be changed',
  recipientContributor: 'The recipient cannot sign their own card',
  pastDay: 'Choose today or a later day',
  adminsOnly: 'Only admins create cards here',
  uploadFirst: 'Upload the image first',
  notContributor: 'Only invited contributors sign this card',
} as const;

export const cardLists = ['all', 'available', 'own', 'received'] as const;
export type CardList = (typeof cardLists)[number];

/** Per-object permissions (000 §6 "card", "cardBackground", "cardContributor"). */
export const cardObjectPermissions = ['edit', 'delete', 'sign', 'addContributor', 'flag'] as const;
export const cardBackgroundObjectPermissions = ['delete'] as const;
export const cardContributorObjectPermissions = ['delete'] as const;
export const signatureObjectPermissions = ['edit', 'delete', 'flag'] as const;

const isoDay = z.iso.date({ error: 'Enter a date that exists, as YYYY-MM-DD' });

// ---- Backgrounds ------------------------------------------------------------------------------

export const cardBackground = z.object({
  id: idSchema,
  name: z.string(),
  /** Seeded with the tenant; can be removed like any other. */
  builtIn: z.boolean(),
  /** `variants` has card-thumbnail and card-fullsize. */
  image: mediaSchema,
  permissions: z.array(z.enum(cardBackgroundObjectPermissions)),
  createdAt: isoDateTime,
});
export type CardBackground = z.infer<typeof cardBackground>;
export const cardBackgroundList = z.object({ results: z.array(cardBackground) });
export type CardBackgroundList = z.infer<typeof cardBackgroundList>;

/** Adds an uploaded cardBackground image to the tenant's library. */
export const cardBackgroundRequest = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'Enter a name' })
    .max(cardBackgroundNameMaxLength, { error: `Use ${cardBackgroundNameMaxLength} characters or fewer` }),
  mediaObjectId: idSchema,
});
export type CardBackgroundRequest = z.input<typeof cardBackgroundRequest>;

// ---- Cards ------------------------------------------------------------------------------------

/** `scheduled` until the delivery job has delivered it on deliverOn (tenant's time zone). */
export const cardStatus = z.enum(['scheduled', 'delivered']);

export const card = z.object({
  id: idSchema,
  recipient: memberDisplay,
  occasion: celebrationKind,
  title: z.string(),
  /** The library background chosen, or null when the card has its own uploaded image. */
  backgroundId: idSchema.nullable(),
  /** The image shown (library or upload); variants card-thumbnail and card-fullsize. */
  background: mediaSchema.nullable(),
  /** The day the recipient receives it and may first see it (tenant's time zone). */
  deliverOn: isoDay,
  status: cardStatus,
  deliveredAt: isoDateTime.nullable(),
  creator: memberDisplay.nullable(),
  signatureCount: z.number().int(),
  contributorCount: z.number().int(),
  /** The caller's signature on it, if any (edit it instead of signing again). */
  ownSignatureId: idSchema.nullable(),
  /** Whether the caller was invited (or created it). */
  isContributor: z.boolean(),
  permissions: z.array(z.enum(cardObjectPermissions)),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Card = z.infer<typeof card>;
export const cardPage = z.object({ results: z.array(card), next: z.number().int().nullable() });
export type CardPage = z.infer<typeof cardPage>;

/**
 * available: cards the caller may still sign and has not; own: created; received: delivered to them.
 * The filters let the calendar tell "sign the existing card" from "create one".
 */
export const cardListQuery = pageQuery.extend({
  list: z.enum(cardLists).default('all'),
  recipientId: idSchema.optional(),
  occasion: celebrationKind.optional(),
  deliverOn: isoDay.optional(),
});
export type CardListQuery = z.input<typeof cardListQuery>;

const cardTitle = z
  .string()
  .trim()
  .min(1, { error: 'Enter a title' })
  .max(cardTitleMaxLength, { error: `Use ${cardTitleMaxLength} characters or fewer` });

/** Exactly one of backgroundId (library) and mediaObjectId (a cardBackground upload). */
const oneBackground = (value: { backgroundId?: string | null; mediaObjectId?: string | null }) =>
  Boolean(value.backgroundId) !== Boolean(value.mediaObjectId);

export const cardRequest = z
  .object({
    recipientId: idSchema,
    occasion: celebrationKind,
    title: cardTitle,
    backgroundId: idSchema.nullish(),
    mediaObjectId: idSchema.nullish(),
    deliverOn: isoDay,
  })
  .refine(oneBackground, { path: ['backgroundId'], error: 'Choose a background' });
export type CardRequest = z.input<typeof cardRequest>;

/** Changes before delivery; a new background replaces the old one (again exactly one of the two). */
export const cardUpdate = z
  .object({
    occasion: celebrationKind,
    title: cardTitle,
    backgroundId: idSchema.nullish(),
    mediaObjectId: idSchema.nullish(),
    deliverOn: isoDay,
  })
  .partial()
  .strict()
  .refine((value) => (value.backgroundId || value.mediaObjectId ? oneBackground(value) : true), {
    path: ['backgroundId'],
    error: 'Choose a background',
  });
export type CardUpdate = z.input<typeof cardUpdate>;

export const cardParams = z.object({ id: idSchema });

// ---- Contributors -----------------------------------------------------------------------------

export const contributor = z.object({
  member: memberDisplay,
  invitedBy: memberDisplay.nullable(),
  invitedAt: isoDateTime,
  signed: z.boolean(),
  permissions: z.array(z.enum(cardContributorObjectPermissions)),
});
export type Contributor = z.infer<typeof contributor>;
export const contributorList = z.object({ results: z.array(contributor) });
export type ContributorList = z.infer<typeof contributorList>;

/** Invites members to sign; each is notified once (inviting again changes nothing). */
export const contributorsRequest = z.object({
  memberIds: z
    .array(idSchema)
    .min(1, { error: 'Select at least one member' })
    .max(contributorsPerRequestMax, { error: `Invite at most ${contributorsPerRequestMax} members at once` }),
});
export type ContributorsRequest = z.input<typeof contributorsRequest>;
export const contributorParams = z.object({ id: idSchema, memberId: idSchema });

// ---- Signatures -------------------------------------------------------------------------------

export const signature = z.object({
  id: idSchema,
  cardId: idSchema,
  author: memberDisplay.nullable(),
  /** Plain text; line breaks kept. */
  message: z.string(),
  gif: gifSchema.nullable(),
  image: mediaSchema.nullable(),
  permissions: z.array(z.enum(signatureObjectPermissions)),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Signature = z.infer<typeof signature>;
export const signatureList = z.object({ results: z.array(signature) });
export type SignatureList = z.infer<typeof signatureList>;

const signatureMessage = z
  .string()
  .trim()
  .min(1, { error: 'Write a message' })
  .max(signatureMessageMaxLength, {
    error: `Message should not be more than ${signatureMessageMaxLength} characters`,
  });

/** A message, plus at most one of a GIF (the GIF provider's URL) and an uploaded image. */
export const signatureRequest = z
  .object({
    message: signatureMessage,
    gif: gifSchema.nullish(),
    mediaObjectId: idSchema.nullish(),
  })
  .refine((value) => !(value.gif && value.mediaObjectId), {
    path: ['mediaObjectId'],
    error: 'Add a GIF or an image, not both',
  });
export type SignatureRequest = z.input<typeof signatureRequest>;

/** Edits the caller's own signature; `null` removes the GIF or the image. */
export const signatureUpdate = z
  .object({
    message: signatureMessage,
    gif: gifSchema.nullable(),
    mediaObjectId: idSchema.nullable(),
  })
  .partial()
  .strict()
  .refine((value) => !(value.gif && value.mediaObjectId), {
    path: ['mediaObjectId'],
    error: 'Add a GIF or an image, not both',
  });
export type SignatureUpdate = z.input<typeof signatureUpdate>;
export const signatureParams = z.object({ id: idSchema, signatureId: idSchema });

import { z } from 'zod';
import { maxPointsPerRecipient, pinDaysOptions } from '../constants.ts';
import { booleanQuery, commaList, idSchema, isoDateTime, mediaSchema, pageOf } from './common.ts';
import {
  attachmentUrl,
  comment,
  endorsementRequest,
  gifSchema,
  memberDisplay,
  savedSendTo,
  sendToItem,
} from './recognition.ts';

// ---- Limits and texts (001 §5, §9) -----------------------------------------------------------

/** Award and nomination messages: characters of text, markup not counted (001 §9). */
export const awardMessageMaxLength = 1000;
export const myAwardTypesPageSize = 20;
export const awardTypeNameMaxLength = 100;
export const awardTypeDescriptionMaxLength = 1000;
export const budgetItemNameMaxLength = 100;

export const awardTexts = {
  pointsRequired: 'Points required',
  pointsPositive: 'Points must be a positive number',
  /** Not a spec text: the spec's "Points required" would mislead for 2.5 points. */
  pointsWhole: 'Points must be a whole number',
  selectRecipient: 'Select a recipient',
  provideMessage: 'Provide a message',
  messageTooLong: 'Your message is too long',
  nomineeRequired: 'Nominee is required',
  reasonRequired: 'Reason is required',
  reasonTooLong: `Message should not be more than ${awardMessageMaxLength} characters`,
} as const;

// ---- Point banks (budget items on the points ledger) ------------------------------------------

/** `available` is the balance less the points promised to winners of unfinalized nominations. */
export const pointsBankBalance = z.object({ balance: z.number().int(), available: z.number().int() });
export type PointsBankBalance = z.infer<typeof pointsBankBalance>;

export const budgetItem = z.object({
  id: idSchema,
  name: z.string(),
  /** The bank's ledger account (type `pointsBank`). */
  accountId: idSchema,
  balance: z.number().int(),
  available: z.number().int(),
  owners: z.array(memberDisplay),
  /** Award types funded by this bank. */
  awardTypeCount: z.number().int(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type BudgetItem = z.infer<typeof budgetItem>;
export const budgetItemPage = pageOf(budgetItem);

const budgetItemName = z
  .string()
  .trim()
  .min(1, { error: 'Enter a name' })
  .max(budgetItemNameMaxLength, { error: `Use ${budgetItemNameMaxLength} characters or fewer` });
/** Points added to (positive) or taken from (negative) the bank: one ledger row. */
const fundingAmount = z
  .number({ error: 'Enter a whole number of points' })
  .int({ error: 'Enter a whole number of points' })
  .min(-10_000_000)
  .max(10_000_000);

/** POST /points/budgetItems: a new bank, optionally funded at once. */
export const budgetItemRequest = z.object({
  name: budgetItemName,
  ownerIds: z.array(idSchema).max(50).default([]),
  amount: fundingAmount.min(0, { error: 'Points must be a positive number' }).default(0),
});
export type BudgetItemRequest = z.input<typeof budgetItemRequest>;
/** PUT /points/budgetItems/{id}: rename, new owners, and `amount` points added (or removed). */
export const budgetItemUpdate = z.object({
  name: budgetItemName,
  ownerIds: z.array(idSchema).max(50).default([]),
  amount: fundingAmount.default(0),
});
export type BudgetItemUpdate = z.input<typeof budgetItemUpdate>;
export const budgetItemListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(100).optional(),
});

/** GET /points/pointsBanks: what an award type form offers as funding. */
export const pointsBank = z.object({
  id: idSchema,
  name: z.string(),
  balance: z.number().int(),
  available: z.number().int(),
});
export type PointsBank = z.infer<typeof pointsBank>;
export const pointsBankList = z.object({ results: z.array(pointsBank) });

// ---- Award types -----------------------------------------------------------------------------

/** Pin days: 1, 3, 7, or 0 / null for never (001 §3). */
export const pinForDays = z
  .union(
    pinDaysOptions.map((days) => z.literal(days)) as [
      z.ZodLiteral<1>,
      z.ZodLiteral<3>,
      z.ZodLiteral<7>,
      z.ZodLiteral<0>,
    ],
  )
  .nullable();

/** Derived from the window and finalizedAt; `none` for plain award types. */
export const nominationStatuses = ['none', 'notStarted', 'scheduled', 'open', 'closed', 'finalized'] as const;
export type NominationStatus = (typeof nominationStatuses)[number];

export const awardTypeObjectPermissions = [
  'edit',
  'delete',
  'send',
  'nominate',
  'manageNominations',
] as const;

export const awardTypeStats = z.object({
  /** Award sends of this type. */
  awardCount: z.number().int(),
  /** Members who received it (each team member counts). */
  recipientCount: z.number().int(),
  pointsAwarded: z.number().int(),
  nominationCount: z.number().int(),
  nomineeCount: z.number().int(),
  winnerCount: z.number().int(),
});

export const awardType = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  /** Points per recipient. */
  points: z.number().int(),
  senders: z.array(savedSendTo),
  pointsLocked: z.boolean(),
  budgetItemId: idSchema.nullable(),
  mediaObjectId: idSchema.nullable(),
  archived: z.boolean(),
  archivedAt: isoDateTime.nullable(),
  nomination: z.boolean(),
  nominationStartAt: isoDateTime.nullable(),
  nominationEndAt: isoDateTime.nullable(),
  nominationStatus: z.enum(nominationStatuses),
  finalizedAt: isoDateTime.nullable(),
  notify: z.boolean(),
  pinForDays,
  maxNominations: z.number().int().nullable(),
  tenantWideNominators: z.boolean(),
  tenantWideCandidates: z.boolean(),
  candidates: z.array(idSchema),
  nominators: z.array(idSchema),
  /** The badge (one entry) when set. */
  attachmentUrls: z.array(attachmentUrl).optional(),
  badgeUrls: mediaSchema.nullable(),
  pointsBankName: z.string().nullable(),
  pointsBankBalance: pointsBankBalance.nullable(),
  stats: awardTypeStats.optional(),
  ownNominees: z.object({ total: z.number().int(), members: z.array(memberDisplay) }).optional(),
  permissions: z.array(z.enum(awardTypeObjectPermissions)),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type AwardType = z.infer<typeof awardType>;

export const awardTypeEmbeds = ['attachmentUrls', 'ownNominees', 'stats'] as const;
const awardTypeEmbedQuery = commaList(z.enum(awardTypeEmbeds)).optional();

const awardTypeName = z
  .string()
  .trim()
  .min(1, { error: 'Enter a name' })
  .max(awardTypeNameMaxLength, { error: `Use ${awardTypeNameMaxLength} characters or fewer` });

export const awardPointsSchema = z
  .number({ error: awardTexts.pointsRequired })
  .int({ error: awardTexts.pointsWhole })
  .min(0, { error: awardTexts.pointsPositive })
  .max(maxPointsPerRecipient, { error: `Enter a point amount that is ${maxPointsPerRecipient} or less` });

const awardTypeFields = {
  name: awardTypeName,
  description: z
    .string()
    .trim()
    .max(awardTypeDescriptionMaxLength, {
      error: `Use ${awardTypeDescriptionMaxLength} characters or fewer`,
    }),
  points: awardPointsSchema,
  senders: z.array(sendToItem).max(500),
  pointsLocked: z.boolean(),
  budgetItemId: idSchema.nullable(),
  mediaObjectId: idSchema.nullable(),
  nomination: z.boolean(),
  nominationStartAt: isoDateTime.nullable(),
  nominationEndAt: isoDateTime.nullable(),
  notify: z.boolean(),
  pinForDays,
  maxNominations: z.number().int().min(1, { error: 'Allow at least one nomination' }).max(1000).nullable(),
  tenantWideNominators: z.boolean(),
  tenantWideCandidates: z.boolean(),
  candidates: z.array(idSchema).max(10_000),
  nominators: z.array(idSchema).max(10_000),
};

/**
 * POST /award/awardTypes and PUT /award/awardTypes/{id}. Points above 0 need a point bank; the
 * server also checks the window (end after start) and that listed people are members.
 */
export const awardTypeRequest = z.object({
  name: awardTypeFields.name,
  description: awardTypeFields.description.default(''),
  points: awardTypeFields.points.default(0),
  senders: awardTypeFields.senders.default([]),
  pointsLocked: awardTypeFields.pointsLocked.default(false),
  budgetItemId: awardTypeFields.budgetItemId.default(null),
  mediaObjectId: awardTypeFields.mediaObjectId.default(null),
  nomination: awardTypeFields.nomination.default(false),
  nominationStartAt: awardTypeFields.nominationStartAt.default(null),
  nominationEndAt: awardTypeFields.nominationEndAt.default(null),
  notify: awardTypeFields.notify.default(true),
  pinForDays: awardTypeFields.pinForDays.default(null),
  maxNominations: awardTypeFields.maxNominations.default(null),
  tenantWideNominators: awardTypeFields.tenantWideNominators.default(true),
  tenantWideCandidates: awardTypeFields.tenantWideCandidates.default(true),
  candidates: awardTypeFields.candidates.default([]),
  nominators: awardTypeFields.nominators.default([]),
});
export type AwardTypeRequest = z.input<typeof awardTypeRequest>;
/** PATCH: only the fields given change. */
export const awardTypePatch = z.object(awardTypeFields).partial();
export type AwardTypePatch = z.infer<typeof awardTypePatch>;

export const awardTypeListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(100).optional(),
  /** `exclude` (default) lists active types, `only` archived ones, `include` both. */
  archived: z.enum(['exclude', 'include', 'only']).default('exclude'),
  nomination: booleanQuery.optional(),
  sorting: z.enum(['-createdAt', 'createdAt', 'name', '-name']).default('-createdAt'),
  embed: awardTypeEmbedQuery,
});
/** GET /awards/awardTypes/my: the types the caller may send or nominate for. */
export const myAwardTypesQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(myAwardTypesPageSize),
  nomination: booleanQuery.optional(),
  embed: awardTypeEmbedQuery,
});
export const awardTypeGetQuery = z.object({ embed: awardTypeEmbedQuery });
export const awardTypePage = pageOf(awardType);

/** GET /award/awardTypes/summary: counts for the admin list's header. */
export const awardTypeSummary = z.object({
  activeCount: z.number().int(),
  archivedCount: z.number().int(),
  nominationCount: z.number().int(),
  openNominationCount: z.number().int(),
  awardCount: z.number().int(),
  pointsAwarded: z.number().int(),
});
export type AwardTypeSummary = z.infer<typeof awardTypeSummary>;

/** One member who received an award of a type (GET /award/awardTypes/{id}/recipients). */
export const awardTypeRecipient = z.object({
  awardId: idSchema,
  member: memberDisplay,
  amount: z.number().int(),
  sender: memberDisplay.nullable(),
  awardedAt: isoDateTime,
});
export type AwardTypeRecipient = z.infer<typeof awardTypeRecipient>;
export const awardTypeRecipientPage = pageOf(awardTypeRecipient);
export const awardTypeRecipientsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

// ---- Sending an award ------------------------------------------------------------------------

/** A recipient as the dialog keeps it: the name is for display only, the server ignores it. */
export const awardSendToItem = sendToItem.extend({ name: z.string().max(200).optional() });

/** Message: HTML; the server strips markup and counts the text against 1000 characters. */
const awardMessage = z.string({ error: awardTexts.provideMessage }).max(awardMessageMaxLength * 6, {
  error: awardTexts.messageTooLong,
});

/** POST /award/awards. `amount` per recipient; a points-locked type takes the type's points. */
export const awardSendRequest = z.object({
  awardTypeId: idSchema,
  amount: awardPointsSchema,
  message: awardMessage,
  sendTo: z.array(awardSendToItem).min(1, { error: awardTexts.selectRecipient }).max(500),
});
export type AwardSendRequest = z.input<typeof awardSendRequest>;

/** POST /awards/awardTypes/{id}/preview. */
export const awardPreviewRequest = z.object({
  awardTypeId: idSchema.optional(),
  amount: awardPointsSchema,
  sendTo: z.array(awardSendToItem).max(500),
});
export const awardPreview = z.object({
  /** Members the award reaches (teams expanded, duplicates once, the sender excluded). */
  recipientCount: z.number().int(),
  /** Those of them who receive points. */
  pointsRecipientCount: z.number().int(),
  /** Recipients the eligibility rules leave without points: "{n} individuals won't receive points…". */
  ineligibleCount: z.number().int(),
  /** Points the send takes from the bank. */
  total: z.number().int(),
  pointsBankBalance: pointsBankBalance.nullable(),
});
export type AwardPreview = z.infer<typeof awardPreview>;

export const awardObjectPermissions = ['edit', 'delete'] as const;

export const awardComment = comment.extend({ threadType: z.literal('award') });
export const awardCommentPage = pageOf(awardComment);

export const awardRecipient = memberDisplay.extend({
  /** Points this member received; 0 when the eligibility rules left them out. */
  amount: z.number().int(),
});

export const awardTypeEmbed = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  nomination: z.boolean(),
  pinForDays,
});

export const award = z.object({
  id: idSchema,
  awardTypeId: idSchema,
  awardType: awardTypeEmbed,
  /** The type's name when sent. */
  name: z.string(),
  badgeUrls: mediaSchema.nullable(),
  /** Null for awards made by finalizing a nomination without a sender. */
  sender: memberDisplay.nullable(),
  sendTo: z.array(savedSendTo),
  recipients: z.array(awardRecipient).optional(),
  message: z.string(),
  /** Points per recipient asked for. */
  amount: z.number().int(),
  /** Set for awards made by finalizing a nomination round. */
  nominationRound: z.boolean(),
  pinnedUntil: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  permissions: z.array(z.enum(awardObjectPermissions)),
  endorsementStats: z
    .object({ count: z.number().int(), total: z.number().int(), ownAmount: z.number().int().nullable() })
    .optional(),
  reactionCounts: z.record(z.string(), z.number().int()).optional(),
  comments: z.object({ count: z.number().int(), results: z.array(awardComment) }).optional(),
  ownReaction: z.string().nullable().optional(),
  recipientCount: z.number().int().optional(),
  ownRecipient: z.object({ amount: z.number().int() }).nullable().optional(),
  flagCount: z.number().int().optional(),
});
export type Award = z.infer<typeof award>;

export const awardEmbeds = [
  'sender',
  'sendTo',
  'recipients',
  'badgeUrls',
  'endorsementStats',
  'reactionCounts',
  'comments',
  'ownReaction',
  'recipientCount',
  'ownRecipient',
] as const;
export type AwardEmbed = (typeof awardEmbeds)[number];
export const awardGetQuery = z.object({ embed: commaList(z.enum(awardEmbeds)).optional() });

/** PATCH /award/awards/{id}: the sender (or a moderator) edits the message. */
export const awardPatch = z.object({ message: awardMessage });

/** GET /award/recipients: awards the caller (or `recipientIdIn`) received, newest first. */
export const awardListQuery = z.object({
  recipientIdIn: commaList(idSchema).optional(),
  awardTypeIdIn: commaList(idSchema).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  embed: commaList(z.enum(awardEmbeds)).optional(),
});
export const awardPage = pageOf(award);

/** Awards interactions reuse recognition's bodies. */
export const awardEndorsementRequest = endorsementRequest;
export const awardCommentRequest = z.object({
  body: z
    .string()
    .max(2000 * 6)
    .default(''),
  gifs: z.array(gifSchema).max(1).default([]),
});

// ---- Nominations -----------------------------------------------------------------------------

export const nominationRequest = z.object({
  nomineeId: z.uuid({ error: awardTexts.nomineeRequired }),
  message: z
    .string({ error: awardTexts.reasonRequired })
    .trim()
    .min(1, { error: awardTexts.reasonRequired })
    .max(awardMessageMaxLength * 6, { error: awardTexts.reasonTooLong }),
});
export type NominationRequest = z.input<typeof nominationRequest>;

export const nomination = z.object({
  id: idSchema,
  awardTypeId: idSchema,
  nominee: memberDisplay,
  nominator: memberDisplay.nullable(),
  message: z.string(),
  createdAt: isoDateTime,
});
export type Nomination = z.infer<typeof nomination>;
export const nominationPage = pageOf(nomination);
export const nominationListQuery = z.object({
  nomineeIdIn: commaList(idSchema).optional(),
  /** `true`: only the caller's own nominations (what a nominator may always read). */
  my: booleanQuery.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * Where one of the caller's own nominations stands, read from its round: `open` while the window
 * is open, `inReview` once it closed (or before it reopens), and after finalizing `won` when the
 * nominee is among the round's winners, else `notSelected`. Winners picked before finalizing are
 * the admins' draft and are not shown.
 */
export const myNominationStatuses = ['open', 'inReview', 'won', 'notSelected'] as const;
export type MyNominationStatus = (typeof myNominationStatuses)[number];

/** GET /award/nominations/my: one nomination the caller sent, with its round and status. */
export const myNomination = z.object({
  id: idSchema,
  awardType: z.object({
    id: idSchema,
    name: z.string(),
    nominationEndAt: isoDateTime.nullable(),
  }),
  nominee: memberDisplay,
  message: z.string(),
  createdAt: isoDateTime,
  status: z.enum(myNominationStatuses),
});
export type MyNomination = z.infer<typeof myNomination>;
export const myNominationPage = pageOf(myNomination);
export const myNominationsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** A member nominated at least once, with the tally (the admin's winner picking view). */
export const nominee = memberDisplay.extend({
  nominationCount: z.number().int(),
  lastNominatedAt: isoDateTime,
  winner: z.boolean(),
});
export const nomineePage = pageOf(nominee);

/** GET /award/awardTypes/{id}/nominees: members the caller may still nominate (search). */
export const nomineeSearchQuery = z.object({
  search: z.string().trim().max(75).optional(),
  notIdIn: commaList(idSchema).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const candidate = memberDisplay.extend({ email: z.string().nullable() });
export const candidatePage = pageOf(candidate);
export const candidatesQuery = z.object({
  search: z.string().trim().max(75).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const winner = memberDisplay.extend({
  /** Set once finalize awarded them. */
  awardId: idSchema.nullable(),
  amount: z.number().int(),
  addedAt: isoDateTime,
});
export const winnerList = z.object({ results: z.array(winner) });
export const winnerRequest = z.object({ memberId: idSchema });
export const winnerParams = z.object({ id: idSchema, memberId: idSchema });

/** POST {id}/start: opens now, until `nominationEndAt` when given (else the saved end). */
export const nominationStartRequest = z
  .object({ nominationEndAt: isoDateTime.nullable().optional() })
  .nullish();
/** POST {id}/extend: a later end. */
export const nominationExtendRequest = z.object({ nominationEndAt: isoDateTime });
/** POST {id}/finalize: closes the round and awards the winners; the message goes on the award. */
export const nominationFinalizeRequest = z
  .object({
    message: z
      .string()
      .max(awardMessageMaxLength * 6)
      .optional(),
  })
  .nullish();

// ---- Timeline --------------------------------------------------------------------------------

export const awardTimelineItem = award.extend({ __entity_type__: z.literal('award') });
export type AwardTimelineItem = z.infer<typeof awardTimelineItem>;

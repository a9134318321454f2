import { z } from 'zod';
import { maxAttachmentCount, maxPointsPerRecipient, recognitionPageSize } from '../constants.ts';
import { messageTextLength } from '../message-html.ts';
import { commaList, idSchema, isoDateTime, mediaSchema, pageOf } from './common.ts';
import { mediaObjectType } from './uploads.ts';

// ---- Values and qualities --------------------------------------------------------------------

export const quality = z.object({ id: idSchema, name: z.string(), valueId: idSchema });
/** A quality as its value lists it; archived ones are offered for no new recognition. */
export const valueQuality = quality.extend({ archivedAt: isoDateTime.nullable() });
export const recognitionValue = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  color: z.string(),
  position: z.number().int(),
  archivedAt: isoDateTime.nullable(),
  qualities: z.array(valueQuality),
});
export type RecognitionValue = z.infer<typeof recognitionValue>;
export const valueList = z.object({ results: z.array(recognitionValue) });

/** `exclude` (the default) lists what a new recognition may name; `include` adds the archived. */
export const valueListQuery = z.object({ archived: z.enum(['exclude', 'include']).default('exclude') });

export const valueNameMaxLength = 60;
export const valueDescriptionMaxLength = 500;
const valueName = z
  .string()
  .trim()
  .min(1, { error: 'Enter a name' })
  .max(valueNameMaxLength, { error: `Use ${valueNameMaxLength} characters or fewer` });

export const valueRequest = z.object({
  name: valueName,
  description: z
    .string()
    .trim()
    .max(valueDescriptionMaxLength, { error: `Use ${valueDescriptionMaxLength} characters or fewer` })
    .default(''),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'Use a color such as #5b5fc7' }),
  /**
   * The value's qualities in order; an id keeps an existing quality, no id adds one. A quality
   * left out is removed, which the server refuses once a recognition names it (archive it).
   */
  qualities: z
    .array(z.object({ id: idSchema.optional(), name: valueName, archived: z.boolean().default(false) }))
    .max(30)
    .default([]),
});
export type ValueRequest = z.input<typeof valueRequest>;
/** Every value of the tenant, archived ones included, in the new order. */
export const valueOrderingRequest = z.object({ idIn: z.array(idSchema).min(1).max(100) });

/** Tenant-wide: must a published recognition name at least one quality (001 §4)? */
export const valueSettings = z.object({ qualitiesRequired: z.boolean() });
export type ValueSettings = z.infer<typeof valueSettings>;

// ---- Recognitions ----------------------------------------------------------------------------

export const recipientType = z.enum(['tenantMember', 'team']);
export const sendToItem = z.object({ id: idSchema, type: recipientType });
export type SendToItem = z.infer<typeof sendToItem>;

/** ISO with milliseconds and Z (001 §5), e.g. 2026-11-24T09:00:00.000Z. */
export const scheduledAtSchema = z
  .string()
  .refine(
    (value) =>
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(value) && !Number.isNaN(Date.parse(value)),
    { error: 'Invalid date string' },
  );

export const amountSchema = z
  .number({ error: 'Points amount required' })
  .int({ error: 'Points amount required' })
  .min(0, { error: 'Points amount required' })
  .max(maxPointsPerRecipient, {
    error: `Enter a point amount that is ${maxPointsPerRecipient} or less`,
  });

export const gifSchema = z.object({
  url: z.url({ protocol: /^https?$/, error: 'Enter a valid URL' }).max(2000),
  title: z.string().max(200).nullable().optional(),
});

/**
 * The most characters a recognition's message may have, counted as the person typed them
 * (`messageTextLength`: markup left out, a line break one character, `&amp;` one character).
 */
export const recognitionMessageMaxLength = 20_000;
/**
 * A bound on the HTML sent, against oversized payloads only: 40 characters of markup per typed
 * character is more than any message the editor writes within the limit (an `"` is 6, a line
 * break 7), short of thousands of mentions.
 */
export const recognitionMessageHtmlMaxLength = recognitionMessageMaxLength * 40;
export const recognitionTexts = { messageTooLong: 'Your message is too long' } as const;

/**
 * Whether a recognition's message HTML is over its limit: the one rule the send form's counter,
 * its check and the server's save all apply, so the server accepts exactly what the form does.
 */
export function recognitionMessageTooLong(html: string): boolean {
  return (
    html.length > recognitionMessageHtmlMaxLength || messageTextLength(html) > recognitionMessageMaxLength
  );
}

const recognitionFields = {
  // The typed-character limit is the server's save (`recognitionMessageTooLong`); this bounds HTML.
  message: z.string().max(recognitionMessageHtmlMaxLength, { error: recognitionTexts.messageTooLong }),
  amount: amountSchema,
  attachments: z.array(idSchema).max(maxAttachmentCount),
  qualityIds: z.array(idSchema).max(30),
  sendTo: z.array(sendToItem).max(500),
  gifs: z.array(gifSchema).max(1),
  scheduledAt: scheduledAtSchema.nullable(),
  status: z.enum(['draft', 'published']),
  ignoreExceptions: z.boolean(),
  tenantWide: z.boolean(),
  refinementId: z.string().max(100).nullable(),
};

/** The send payload (001 §7). Publishing rules (recipients, message, qualities) apply in the server. */
export const recognitionRequest = z.object({
  message: recognitionFields.message.default(''),
  amount: recognitionFields.amount.default(0),
  attachments: recognitionFields.attachments.default([]),
  qualityIds: recognitionFields.qualityIds.default([]),
  sendTo: recognitionFields.sendTo.default([]),
  gifs: recognitionFields.gifs.default([]),
  scheduledAt: recognitionFields.scheduledAt.default(null),
  status: recognitionFields.status.default('published'),
  ignoreExceptions: recognitionFields.ignoreExceptions.default(false),
  tenantWide: recognitionFields.tenantWide.default(true),
  refinementId: recognitionFields.refinementId.default(null),
});
export type RecognitionRequest = z.infer<typeof recognitionRequest>;
/** PATCH: only the fields given change; nothing is defaulted. */
export const recognitionPatch = z.object(recognitionFields).partial();

export const recipientsPreviewRequest = z.object({ sendTo: z.array(sendToItem).max(500) });
export const recipientsPreview = z.object({ recipientCount: z.number().int() });

export const memberDisplay = z.object({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  avatarUrls: mediaSchema.nullable(),
  jobTitle: z.string().nullable(),
});
export type MemberDisplay = z.infer<typeof memberDisplay>;

export const savedSendTo = sendToItem.extend({
  displayData: z.object({
    name: z.string(),
    avatarUrls: mediaSchema.nullable(),
    activeMemberCount: z.number().int().optional(),
  }),
});

export const attachmentUrl = z.object({
  mediaObjectId: idSchema,
  attachmentType: mediaObjectType,
  url: z.string(),
  originalFilename: z.string().nullable(),
  variants: z.record(z.string(), z.string()),
});

export const qualityEmbed = quality.extend({ valueName: z.string(), color: z.string() });

export const comment = z.object({
  id: idSchema,
  body: z.string(),
  tenantMemberId: idSchema,
  threadId: idSchema,
  threadType: z.literal('recognition'),
  gifs: z.array(gifSchema),
  createdAt: isoDateTime,
  member: memberDisplay.nullable(),
  reactionCounts: z.record(z.string(), z.number().int()),
  ownReaction: z.string().nullable(),
});
/** The most characters a comment may have. */
/** Characters of a comment's text; the server counts the text, not the HTML that carries it. */
export const commentBodyMaxLength = 2000;
export const commentRequest = z.object({
  // Room for the markup around the text (escaped `&` alone is five characters); the route checks
  // the text against commentBodyMaxLength.
  body: z
    .string()
    .max(commentBodyMaxLength * 6)
    .default(''),
  gifs: z.array(gifSchema).max(1).default([]),
});
export type CommentRequest = z.infer<typeof commentRequest>;
export const commentPage = pageOf(comment);

export const recognitionObjectPermissions = ['edit', 'delete'] as const;

export const recognition = z.object({
  id: idSchema,
  message: z.string(),
  amount: z.number().int(),
  status: z.enum(['draft', 'published']),
  tenantWide: z.boolean(),
  scheduledAt: isoDateTime.nullable(),
  publishedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  refinementId: z.string().nullable(),
  gif: gifSchema.nullable(),
  qualityIds: z.array(idSchema),
  attachments: z.array(idSchema),
  sendTo: z.array(savedSendTo),
  permissions: z.array(z.enum(recognitionObjectPermissions)),
  pinnedUntil: isoDateTime.nullable(),
  sender: memberDisplay.nullable().optional(),
  qualities: z.array(qualityEmbed).optional(),
  attachmentUrls: z.array(attachmentUrl).optional(),
  endorsementStats: z
    .object({ count: z.number().int(), total: z.number().int(), ownAmount: z.number().int().nullable() })
    .optional(),
  reactionCounts: z.record(z.string(), z.number().int()).optional(),
  /** The latest comments (up to 3) and how many there are. */
  comments: z.object({ count: z.number().int(), results: z.array(comment) }).optional(),
  ownReaction: z.string().nullable().optional(),
  recipientCount: z.number().int().optional(),
  /** The caller's own share when they are a recipient. */
  ownRecipient: z.object({ amount: z.number().int() }).nullable().optional(),
  flagCount: z.number().int().optional(),
});
export type Recognition = z.infer<typeof recognition>;

export const recognitionEmbeds = [
  'sender',
  'qualities',
  'sendTo',
  'attachmentUrls',
  'endorsementStats',
  'reactionCounts',
  'comments',
  'ownReaction',
  'recipientCount',
  'ownRecipient',
] as const;
export type RecognitionEmbed = (typeof recognitionEmbeds)[number];
const embedQuery = commaList(z.enum(recognitionEmbeds)).optional();

export const recognitionStatus = z.enum(['draft', 'published']);
export const recognitionListQuery = z.object({
  idIn: commaList(idSchema).optional(),
  sentByOrToIdIn: commaList(idSchema).optional(),
  sentByIdIn: commaList(idSchema).optional(),
  recipientIdIn: commaList(idSchema).optional(),
  statusIn: commaList(recognitionStatus).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(recognitionPageSize),
  sorting: z.enum(['-createdAt', 'createdAt']).default('-createdAt'),
  embed: embedQuery,
});
export const recognitionGetQuery = z.object({ embed: embedQuery });
export const recognitionPage = pageOf(recognition);

export const countResponse = z.object({ total: z.number().int() });
export const goalResponse = z.object({ count: z.number().int(), goal: z.number().int() });

export const endorsementRequest = z.object({ amount: amountSchema });
export const endorsement = z.object({
  id: idSchema,
  amount: z.number().int(),
  createdAt: isoDateTime,
  member: memberDisplay.nullable(),
});
export const endorsementList = z.object({ results: z.array(endorsement) });

export const reactionRequest = z.object({
  reaction: z.string().trim().min(1).max(32),
});
export const reactionList = z.object({
  results: z.array(z.object({ reaction: z.string(), member: memberDisplay.nullable() })),
});
/** The most characters of a flag's reason (why a member flags a post for the moderators). */
export const flagReasonMaxLength = 500;
/** PUT …/flags of recognitions, awards, cards, signatures and their comments; the reason is optional. */
export const flagRequest = z
  .object({ reason: z.string().trim().max(flagReasonMaxLength).optional() })
  .nullish();
export type FlagRequest = z.infer<typeof flagRequest>;

// ---- Recipients, managers, peers ---------------------------------------------------------------

export const recipientsSearchQuery = z.object({
  search: z.string().trim().max(75).optional(),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const recipientsSearch = z.object({
  teams: z.array(
    z.object({ id: idSchema, name: z.string(), teamType: z.string(), activeMemberCount: z.number().int() }),
  ),
  tenantMembers: z.array(memberDisplay),
});

export const limitQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(10) });
export const rankingRow = memberDisplay.extend({ receivedCount: z.number().int() });
export const rankingList = z.object({ results: z.array(rankingRow) });

export const reportsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(100),
});
export const reportRow = memberDisplay.extend({
  receivedCount: z.number().int(),
  lastReceivedAt: isoDateTime.nullable(),
});
/** The caller's direct reports with what they received in the last 30 days. */
export const reportsPage = z.object({
  results: z.array(reportRow),
  next: z.number().int().nullable(),
  total: z.number().int(),
  recognizedCount: z.number().int(),
});

/**
 * GET /recognition/recipients/summary: the caller's calendar month (UTC) so far, for a "your
 * month" card. Points given are what left the caller's allocation for recognitions and
 * endorsements; points received what reached their redeemable account from recognitions,
 * endorsements and awards.
 */
export const recipientsSummary = z.object({
  periodStart: isoDateTime,
  sentCount: z.number().int(),
  recognizedMemberCount: z.number().int(),
  receivedCount: z.number().int(),
  pointsGiven: z.number().int(),
  pointsReceived: z.number().int(),
});
export type RecipientsSummary = z.infer<typeof recipientsSummary>;

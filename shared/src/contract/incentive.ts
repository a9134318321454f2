import { z } from 'zod';
import { pinDaysOptions } from '../constants.ts';
import { pointsBankBalance } from './award.ts';
import { commaList, idSchema, isoDateTime, mediaSchema, pageOf, pageQuery } from './common.ts';
import { attachmentUrl, memberDisplay, savedSendTo, sendToItem } from './recognition.ts';

/**
 * Incentives (000 §1 "claim incentives", §2 routes, §7 uploads; 001 §3 the `incentive`
 * transaction and timeline item). The spec shows no fields: docs/incentive.md gives the design.
 */

// ---- Limits and texts -----------------------------------------------------------------------

export const incentiveNameMaxLength = 100;
export const incentiveDescriptionMaxLength = 2000;
export const incentiveProofTextMaxLength = 2000;
export const incentiveReasonMaxLength = 500;
export const incentiveMaxPoints = 100_000;
export const incentiveBatchMax = 1000;

export const incentiveProofKinds = ['none', 'text', 'file', 'image'] as const;
export const incentiveClaimLimits = ['once', 'perPeriod', 'unlimited'] as const;
export const incentivePeriods = ['week', 'month', 'quarter', 'year'] as const;
export const incentiveReviewerKinds = ['managers', 'members', 'teams'] as const;
export const incentiveStatuses = ['draft', 'scheduled', 'active', 'ended', 'archived'] as const;
export const incentiveClaimStatuses = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type IncentiveStatus = (typeof incentiveStatuses)[number];
export type IncentiveClaimStatus = (typeof incentiveClaimStatuses)[number];

/** Every text the server answers with; the renderer translates them by the same English key. */
export const incentiveTexts = {
  nameRequired: 'Name is required',
  nameTooLong: `Name should not be more than ${incentiveNameMaxLength} characters`,
  descriptionTooLong: `Description should not be more than ${incentiveDescriptionMaxLength} characters`,
  pointsWhole: 'Points must be a whole number',
  pointsNotNegative: 'Points cannot be negative',
  bankRequired: 'Choose the point bank that pays this incentive',
  bankMissing: 'This point bank does not exist',
  endBeforeStart: 'The end must be after the start',
  datesRequired: 'Choose when the incentive starts and ends',
  periodRequired: 'Choose the period a claim counts in',
  reviewersRequired: 'Choose at least one reviewer',
  audienceUnknown: 'This member or team does not exist',
  badgeInvalid: 'Upload the badge again',
  notOpen: 'This incentive is not open for claims',
  notInAudience: 'This incentive is not open to you',
  alreadyClaimed: 'You have already claimed this incentive',
  alreadyClaimedPeriod: 'You have already claimed this incentive in this period',
  proofTextRequired: 'Tell the reviewers what you did',
  proofTextTooLong: `Your proof should not be more than ${incentiveProofTextMaxLength} characters`,
  proofFileRequired: 'Attach your proof',
  proofWrongType: 'Upload the proof again as the file this incentive asks for',
  proofImageRequired: 'Attach an image as proof',
  ownClaim: 'You cannot review your own claim',
  notReviewer: 'You are not a reviewer of this claim',
  alreadyDecided: 'This claim has already been decided',
  notPending: 'Only a pending claim can be withdrawn',
  reasonRequired: 'Give the claimant a reason',
  reasonTooLong: `The reason should not be more than ${incentiveReasonMaxLength} characters`,
  bankShort: 'The point bank has too few points to pay this claim',
  hasClaims: 'An incentive with claims cannot be deleted; archive it instead',
} as const;

// ---- Incentives -----------------------------------------------------------------------------

export const incentiveAudienceItem = sendToItem;

const incentiveFields = {
  name: z
    .string()
    .trim()
    .min(1, { error: incentiveTexts.nameRequired })
    .max(incentiveNameMaxLength, { error: incentiveTexts.nameTooLong }),
  /** HTML; sanitized by the server, counted as text. */
  description: z
    .string()
    .max(incentiveDescriptionMaxLength * 20)
    .default(''),
  badgeMediaId: idSchema.nullable().default(null),
  points: z
    .number({ error: incentiveTexts.pointsWhole })
    .int({ error: incentiveTexts.pointsWhole })
    .min(0, { error: incentiveTexts.pointsNotNegative })
    .max(incentiveMaxPoints),
  budgetItemId: idSchema.nullable().default(null),
  startAt: isoDateTime.nullable().default(null),
  endAt: isoDateTime.nullable().default(null),
  /** Empty: everyone. */
  audience: z.array(incentiveAudienceItem).max(500).default([]),
  proof: z.enum(incentiveProofKinds).default('none'),
  claimLimit: z.enum(incentiveClaimLimits).default('once'),
  claimPeriod: z.enum(incentivePeriods).nullable().default(null),
  reviewerKind: z.enum(incentiveReviewerKinds).default('managers'),
  reviewerIds: z.array(idSchema).max(200).default([]),
  pinForDays: z
    .union(
      pinDaysOptions.map((d) => z.literal(d)) as [
        z.ZodLiteral<1>,
        z.ZodLiteral<3>,
        z.ZodLiteral<7>,
        z.ZodLiteral<0>,
      ],
    )
    .nullable()
    .default(null),
  /** Publish at once (it is active or scheduled by its dates) or keep a draft. */
  publish: z.boolean().default(false),
};

export const incentiveRequest = z.object(incentiveFields);
export type IncentiveRequest = z.infer<typeof incentiveRequest>;
export type IncentiveRequestInput = z.input<typeof incentiveRequest>;

export const incentiveStatusRequest = z.object({ status: z.enum(['draft', 'published', 'archived']) });

export const incentiveBank = z.object({ id: idSchema, name: z.string() }).extend(pointsBankBalance.shape);

export const incentive = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  badgeMediaId: idSchema.nullable(),
  badgeUrls: mediaSchema.nullable(),
  points: z.number().int(),
  budgetItemId: idSchema.nullable(),
  pointsBank: incentiveBank.nullable(),
  startAt: isoDateTime.nullable(),
  endAt: isoDateTime.nullable(),
  audience: z.array(savedSendTo),
  proof: z.enum(incentiveProofKinds),
  claimLimit: z.enum(incentiveClaimLimits),
  claimPeriod: z.enum(incentivePeriods).nullable(),
  reviewerKind: z.enum(incentiveReviewerKinds),
  reviewers: z.array(savedSendTo),
  pinForDays: z.number().int().nullable(),
  status: z.enum(incentiveStatuses),
  pendingCount: z.number().int(),
  approvedCount: z.number().int(),
  /** The caller's own claims of it that still count (pending or approved in the current slot). */
  ownClaimCount: z.number().int(),
  /** Whether the caller may claim it now. */
  canClaim: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Incentive = z.infer<typeof incentive>;
export const incentivePage = pageOf(incentive);

export const incentiveListQuery = pageQuery.extend({
  statusIn: commaList(z.enum(incentiveStatuses)).optional(),
  search: z.string().trim().max(100).optional(),
});

// ---- Claims ---------------------------------------------------------------------------------

export const claimRequest = z.object({
  /** HTML of a text proof; sanitized by the server. */
  proofText: z
    .string()
    .max(incentiveProofTextMaxLength * 20)
    .nullable()
    .default(null),
  proofMediaId: idSchema.nullable().default(null),
});
export type ClaimRequest = z.infer<typeof claimRequest>;

export const rejectRequest = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { error: incentiveTexts.reasonRequired })
    .max(incentiveReasonMaxLength, { error: incentiveTexts.reasonTooLong }),
});

export const batchApproveRequest = z.object({ ids: z.array(idSchema).min(1).max(incentiveBatchMax) });
export const batchApproveResponse = z.object({
  approved: z.number().int(),
  /** Claims left as they were, each with why. */
  skipped: z.array(z.object({ id: idSchema, message: z.string() })),
});

export const incentiveClaim = z.object({
  id: idSchema,
  incentiveId: idSchema,
  incentiveName: z.string(),
  claimant: memberDisplay,
  status: z.enum(incentiveClaimStatuses),
  proofText: z.string().nullable(),
  proof: attachmentUrl.nullable(),
  amount: z.number().int(),
  reviewer: memberDisplay.nullable(),
  reason: z.string().nullable(),
  decidedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  /** Whether the caller may approve or reject it now. */
  canReview: z.boolean(),
});
export type IncentiveClaim = z.infer<typeof incentiveClaim>;
export const incentiveClaimPage = pageOf(incentiveClaim);

export const claimListQuery = pageQuery.extend({
  /** pending: waiting for review; past: approved, rejected or withdrawn. */
  state: z.enum(['pending', 'past']).default('pending'),
});
export const myClaimsQuery = pageQuery;

// ---- The incentive banks page (/points/incentive) ---------------------------------------------

export const incentiveBankSummary = incentiveBank.extend({
  /** Points the pending claims of its incentives would take. */
  pendingPoints: z.number().int(),
  incentiveCount: z.number().int(),
  paidPoints: z.number().int(),
});
export const incentiveBankList = z.object({ results: z.array(incentiveBankSummary) });
export type IncentiveBankSummary = z.infer<typeof incentiveBankSummary>;

// ---- The timeline item (001 §3) -------------------------------------------------------------

export const incentiveTimelineItem = z.object({
  __entity_type__: z.literal('incentive'),
  /** The incentive's id when it went live; the claim's id when a claim was approved. */
  id: idSchema,
  event: z.enum(['live', 'claimApproved']),
  incentiveId: idSchema,
  name: z.string(),
  description: z.string(),
  points: z.number().int(),
  badgeUrls: mediaSchema.nullable(),
  /** The member whose approved claim this item is. */
  claimant: memberDisplay.nullable(),
  latestClaimants: z.array(memberDisplay),
  approvedCount: z.number().int(),
  endAt: isoDateTime.nullable(),
  pinnedUntil: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type IncentiveTimelineItem = z.infer<typeof incentiveTimelineItem>;

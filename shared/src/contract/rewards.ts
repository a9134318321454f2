import { z } from 'zod';
import { commaList, idSchema, isoDateTime, pageOf, pageQuery } from './common.ts';

/**
 * Reward stores (issue 16; 000 §2 Rewards routes; rewardsApp permissions). A provider is a store:
 * the tenant's own catalogue (`catalog`, fulfilled by an admin) or a gift-card provider of the
 * Tango RaaS kind (`tango`). Fields of reward provider records are "not shown" in the spec; see
 * docs/rewards.md for the choices.
 */
export const rewardProviderKinds = ['catalog', 'tango'] as const;
export type RewardProviderKind = (typeof rewardProviderKinds)[number];

/** pending: points taken, not yet delivered; failed: the provider refused and the points came back. */
export const rewardOrderStates = ['pending', 'fulfilled', 'failed', 'refunded'] as const;
export type RewardOrderState = (typeof rewardOrderStates)[number];

export const tangoEnvironments = ['sandbox', 'production'] as const;

/** Object permissions a provider carries for the caller (000 §6 rewardProvider, tangoProvider). */
export const rewardProviderPermission = z.enum(['edit', 'delete']);
export const tangoProviderPermission = z.enum([
  'edit',
  'addCreditCard',
  'manageCreditCard',
  'fund',
  'browseDeposits',
]);

const name = z.string().trim().min(1).max(100);
const description = z.string().trim().max(2000);

/** Non-secret settings of a Tango-kind provider; the platform key is never answered. */
export const tangoSettings = z.object({
  platformName: z.string().trim().min(1).max(200),
  customerIdentifier: z.string().trim().min(1).max(200),
  accountIdentifier: z.string().trim().min(1).max(200),
  environment: z.enum(tangoEnvironments),
  /** How many points one unit of the card's currency costs (10: a $25 card costs 250 points). */
  pointsPerUnit: z.number().int().min(1).max(100_000),
});
export type TangoSettings = z.infer<typeof tangoSettings>;

export const rewardProvider = z.object({
  id: idSchema,
  kind: z.enum(rewardProviderKinds),
  name: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  /** Rewards a member can redeem now. */
  rewardCount: z.number().int(),
  /** Tango kind only. */
  tango: tangoSettings.extend({ platformKeySet: z.boolean() }).nullable(),
  permissions: z.array(z.string()),
  createdAt: isoDateTime,
});
export type RewardProvider = z.infer<typeof rewardProvider>;
export const rewardProviderList = z.object({ results: z.array(rewardProvider) });

export const providerListQuery = z.object({
  /** Admins only: disabled providers too. */
  includeDisabled: z.enum(['true', 'false']).optional(),
});

export const createCatalogProviderBody = z.object({
  name,
  description: description.default(''),
  enabled: z.boolean().default(true),
});
export const updateProviderBody = z.object({
  name,
  description: description.default(''),
  enabled: z.boolean(),
});

export const createTangoProviderBody = createCatalogProviderBody.extend({
  tango: tangoSettings.extend({ platformKey: z.string().min(8).max(500) }),
});
/** The platform key is replaced only when sent. */
export const updateTangoProviderBody = updateProviderBody.extend({
  tango: tangoSettings.extend({ platformKey: z.string().min(8).max(500).optional() }),
});

export const reward = z.object({
  id: idSchema,
  providerId: idSchema,
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  /** Points it costs. */
  cost: z.number().int(),
  /** null: unlimited. */
  stock: z.number().int().nullable(),
  archived: z.boolean(),
  /** What the card is worth in the provider's currency (gift cards only). */
  faceValue: z.object({ amount: z.number(), currencyCode: z.string() }).nullable(),
});
export type Reward = z.infer<typeof reward>;
export const rewardList = z.object({ results: z.array(reward) });
export const rewardListQuery = z.object({
  /** Admins only: archived rewards too. */
  includeArchived: z.enum(['true', 'false']).optional(),
});
export const rewardParams = z.object({ id: idSchema, rewardId: idSchema });

const imageUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => value === '' || /^https:\/\/|^\/api\/media\//.test(value), {
    message: 'Use an https:// address',
  });

export const rewardBody = z.object({
  name,
  description: description.default(''),
  imageUrl: imageUrl.default(''),
  cost: z.number().int().min(1).max(1_000_000),
  stock: z.number().int().min(0).max(1_000_000).nullable(),
});
export type RewardBody = z.input<typeof rewardBody>;

/** POST /rewards/redemptions. A double click sends the same key twice and redeems once. */
export const redemptionBody = z.object({
  rewardId: idSchema,
  idempotencyKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/)
    .optional(),
});

export const rewardOrder = z.object({
  id: idSchema,
  state: z.enum(rewardOrderStates),
  providerId: idSchema,
  providerName: z.string(),
  rewardId: idSchema,
  rewardName: z.string(),
  cost: z.number().int(),
  member: z.object({ id: idSchema, firstName: z.string(), lastName: z.string(), email: z.string() }),
  /** The gift-card provider's order reference. */
  externalRef: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: isoDateTime,
  fulfilledAt: isoDateTime.nullable(),
});
export type RewardOrder = z.infer<typeof rewardOrder>;
export const rewardOrderPage = pageOf(rewardOrder);

/** The redemption answer: the order and the redeemable balance left. */
export const redemptionResult = z.object({ order: rewardOrder, balance: z.number().int() });

export const orderListQuery = pageQuery.extend({
  stateIn: commaList(z.enum(rewardOrderStates)).optional(),
  providerId: idSchema.optional(),
});
export const orderExportQuery = orderListQuery.omit({ page: true, pageSize: true });

/** A gift-card provider's account with it: what it holds, and the cards that can fund it. */
export const storeFunds = z.object({
  balance: z.number(),
  currencyCode: z.string(),
  creditCards: z.array(z.object({ token: z.string(), label: z.string(), lastFourDigits: z.string() })),
});
export type StoreFunds = z.infer<typeof storeFunds>;

export const addFundsBody = z.object({
  amount: z.number().positive().max(100_000).multipleOf(0.01),
  creditCardToken: z.string().min(1).max(200),
});
export const deposit = z.object({
  referenceDepositId: z.string(),
  amount: z.number(),
  amountCharged: z.number(),
  status: z.string(),
});

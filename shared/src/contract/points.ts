import { z } from 'zod';
import { idSchema, isoDateTime } from './common.ts';

/** Ledger transaction types (001 §3 "Points and budgets"). */
export const pointsTransactionTypes = [
  'expire_redeemable',
  'expire_allocation',
  'allocation',
  'redeem',
  'refund',
  'recognition',
  'endorsement',
  'award',
  'welcome',
  'birthday',
  'anniversary',
  'onboarding',
  'migrated_redeemable',
  'redeemable_add',
  'redeemable_remove',
  'allocation_add',
  'allocation_remove',
  'reversal',
  'incentive',
] as const;
export type PointsTransactionType = (typeof pointsTransactionTypes)[number];

export const pointsAccountType = z.enum(['allocation', 'redeemable']);

export const pointsAccount = z.object({
  id: idSchema,
  ownerId: idSchema,
  type: pointsAccountType,
  balance: z.number().int(),
  /** Only with `embed=allTimeReceived`. */
  allTimeReceived: z.number().int().optional(),
  lockedAt: isoDateTime.nullable(),
});
export type PointsAccount = z.infer<typeof pointsAccount>;

export const accountsQuery = z.object({ embed: z.string().max(200).optional() });
export const accountList = z.object({ results: z.array(pointsAccount) });

/** Point exception kinds (001 §3, §8); `error` blocks "Continue sending". */
export const pointsExceptionTypes = ['restriction', 'insufficientPoints', 'notEligible'] as const;
export type PointsExceptionType = (typeof pointsExceptionTypes)[number];

export const pointsException = z.object({
  type: z.enum(pointsExceptionTypes),
  affectedCount: z.number().int(),
  level: z.enum(['warning', 'error']),
});
export type PointsException = z.infer<typeof pointsException>;

/** The body of a 422 PointsExceptionError: `amount` is what the adjusted send would use in total. */
export const pointsExceptionBody = z.object({
  name: z.literal('PointsExceptionError'),
  message: z.string(),
  details: z.object({
    exceptions: z.array(pointsException),
    amount: z.number().int(),
    balance: z.number().int(),
  }),
});
export type PointsExceptionBody = z.infer<typeof pointsExceptionBody>;

/** Allocation reset frequencies (001 §3 "Points and budgets"). */
export const resetFrequency = z.enum(['never', 'month', 'quarter', 'year']);

/** GET/PUT /points/budgetSettings: how often allocations reset and the amount each member gets. */
export const budgetSettingsBody = z.object({
  resetFrequency: resetFrequency,
  allocationAmount: z.number().int().min(0).max(1_000_000),
});
export type BudgetSettingsBody = z.infer<typeof budgetSettingsBody>;

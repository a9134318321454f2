import { z } from 'zod';
import { commaList, idSchema, isoDateTime, pageOf, pageQuery } from './common.ts';
import { memberDisplay } from './recognition.ts';

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
  /** A resource completed (docs/resource.md). */
  'resource',
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

// ---- Points administration (001 §7 "Points"; paths and shapes the spec leaves out: docs/points.md) ----

/** Currency of liabilities (ISO 4217) and what one point is worth in it. */
export const currencyCode = z
  .string()
  .regex(/^[A-Z]{3}$/, { error: 'Use a three-letter currency code such as USD' });

/** GET /points/budgetSettings answers these too; PUT may leave them out (they stay as they were). */
export const budgetSettingsMoney = z.object({
  currency: currencyCode,
  /** Currency units one point is worth (0.01: a hundred points make one dollar). */
  pointValue: z.number().min(0).max(1000),
});
export const budgetSettings = budgetSettingsBody.extend(budgetSettingsMoney.shape);
export type BudgetSettings = z.infer<typeof budgetSettings>;
export const budgetSettingsUpdate = budgetSettingsBody.extend(budgetSettingsMoney.partial().shape);

/** Every kind of ledger account: a member's allocation and redeemable, a point bank, the tenant's fund. */
export const ledgerAccountTypes = ['allocation', 'redeemable', 'pointsBank', 'fund'] as const;

/** Object-level permissions on account objects (000 §6 "account"). */
export const accountObjectPermissions = [
  'addPoints',
  'removePoints',
  'allocate',
  'expire',
  'enablePoints',
  'disablePoints',
] as const;
/** Object-level permission on a transaction recipient (000 §6 "transactionRecipient reverse"). */
export const transactionRecipientObjectPermissions = ['reverse'] as const;

/** Members as the points reports embed them. */
const memberRef = memberDisplay;

/**
 * One ledger row as the transactions report shows it (GET /points/transactionRecipients).
 * `recipient` owns the account the row changed (null for a bank or the fund); `sender` is who
 * the points came from: the recognition's, endorsement's or award's sender, or the admin who
 * adjusted, reversed, expired or allocated.
 */
export const transactionRecipient = z.object({
  id: idSchema,
  accountId: idSchema,
  accountType: z.enum(ledgerAccountTypes),
  recipient: memberRef.nullable(),
  budgetItem: z.object({ id: idSchema, name: z.string() }).nullable(),
  sender: memberRef.nullable(),
  /** Signed: positive credits the account, negative debits it. */
  amount: z.number().int(),
  type: z.enum(pointsTransactionTypes),
  reason: z.string().nullable(),
  recognitionId: idSchema.nullable(),
  awardId: idSchema.nullable(),
  /** The row this one reverses (type `reversal`), else null. */
  reversalOf: idSchema.nullable(),
  /** The reversal row of this one, once reversed. */
  reversedBy: idSchema.nullable(),
  /** DELETE /points/transactions/{id}/account/{accountId} would be accepted by its kind. */
  reversible: z.boolean(),
  permissions: z.array(z.enum(transactionRecipientObjectPermissions)),
  createdAt: isoDateTime,
});
export type TransactionRecipient = z.infer<typeof transactionRecipient>;

const isoDay = z.iso.date();

/** Filters of the transactions report and its CSV: `from`/`to` are days (inclusive) in the tenant's time zone. */
export const transactionFilters = z.object({
  typeIn: commaList(z.enum(pointsTransactionTypes)).optional(),
  memberId: idSchema.optional(),
  accountTypeIn: commaList(z.enum(ledgerAccountTypes)).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
});
export const transactionRecipientQuery = pageQuery.extend(transactionFilters.shape);
export const transactionRecipientPage = pageOf(transactionRecipient);
/** POST /points/transactionRecipients/csv: the same filters as a JSON body (type lists as arrays). */
export const transactionCsvRequest = z.object({
  typeIn: z.array(z.enum(pointsTransactionTypes)).optional(),
  memberId: idSchema.optional(),
  accountTypeIn: z.array(z.enum(ledgerAccountTypes)).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
});
export type TransactionCsvRequest = z.infer<typeof transactionCsvRequest>;

/** DELETE /points/transactions/{id}/account/{accountId}: the reversal row(s) written. */
export const transactionReverseParams = z.object({ id: idSchema, accountId: idSchema });
export const reversalResult = z.object({ results: z.array(transactionRecipient) });

/** GET /points/accounts/redeemable/total: what all members hold to redeem. */
export const redeemableTotal = z.object({
  total: z.number().int(),
  memberCount: z.number().int(),
  currency: currencyCode,
  /** `total` × the point value. */
  value: z.number(),
});

/** A member with their balances (GET /points/accounts/redeemable). */
export const memberBalance = z.object({
  member: memberRef,
  accountId: idSchema,
  redeemable: z.number().int(),
  allTimeReceived: z.number().int(),
  allocation: z.number().int(),
  allocationAccountId: idSchema,
  lockedAt: isoDateTime.nullable(),
  permissions: z.array(z.enum(accountObjectPermissions)),
});
export type MemberBalance = z.infer<typeof memberBalance>;
export const memberBalanceQuery = pageQuery.extend({
  search: z.string().trim().max(100).optional(),
  /** `-redeemable` (default), `redeemable`, `name`. */
  sorting: z.enum(['-redeemable', 'redeemable', 'name', '-name']).default('-redeemable'),
});
export const memberBalancePage = pageOf(memberBalance);

/** GET /points/accounts/tenant: the tenant's fund; a disabled fund refuses every draw on it. */
export const fundAccount = z.object({
  id: idSchema,
  type: z.literal('fund'),
  balance: z.number().int(),
  enabled: z.boolean(),
  currency: currencyCode,
  pointValue: z.number(),
  permissions: z.array(z.enum(accountObjectPermissions)),
});
export type FundAccount = z.infer<typeof fundAccount>;

const positivePoints = z
  .number({ error: 'Enter a whole number of points' })
  .int({ error: 'Enter a whole number of points' })
  .min(1, { error: 'Enter at least 1 point' })
  .max(1_000_000, { error: 'Enter at most 1,000,000 points' });

/**
 * POST (add) and DELETE (remove) /points/accounts/{redeemable|allocation}/{memberId}/points, and
 * /points/accounts/fund/points: `amount` is always positive; the verb says which way.
 */
export const pointsAdjustment = z.object({
  amount: positivePoints,
  reason: z.string().trim().max(500, { error: 'Use 500 characters or fewer' }).default(''),
});
export type PointsAdjustment = z.infer<typeof pointsAdjustment>;
/** `id` is the member (or `me`); their account of the path's type. */
export const adjustmentParams = z.object({ id: idSchema });
export const adjustmentResult = z.object({
  accountId: idSchema,
  balance: z.number().int(),
  transaction: transactionRecipient,
});

/** Who an expiry or a fund allocation reaches: everyone, or these members and teams' members. */
export const pointsAudience = z.object({
  tenantWide: z.boolean().default(false),
  memberIds: z.array(idSchema).max(1000).default([]),
  teamIds: z.array(idSchema).max(100).default([]),
});

/** POST /points/accounts/payout/expire: the whole redeemable balance of the audience expires. */
export const payoutExpireRequest = pointsAudience.extend({
  reason: z.string().trim().max(500).default(''),
});
export const payoutExpireResult = z.object({ memberCount: z.number().int(), expired: z.number().int() });

/** POST /points/accounts/fund/allocate: `amount` from the fund into each audience member's allocation. */
export const fundAllocateRequest = pointsAudience.extend({
  amount: positivePoints,
  reason: z.string().trim().max(500).default(''),
});
export const fundAllocateResult = z.object({
  memberCount: z.number().int(),
  total: z.number().int(),
  balance: z.number().int(),
});

// ---- Allocation sources (GET /points/allocationSources, GET|PUT /points/allocationSources/{id}) ----

export const allocationSourceIds = [
  'allocation',
  'birthday',
  'onboarding',
  'welcome',
  'anniversary',
  'pointsBank',
] as const;
export type AllocationSourceId = (typeof allocationSourceIds)[number];
export const allocationSourceParams = z.object({ id: z.enum(allocationSourceIds) });

/** A team whose members get another amount than the tenant-wide one (the largest of their teams wins). */
export const allocationSourceTeam = z.object({
  teamId: idSchema,
  amount: z.number().int().min(0).max(1_000_000),
});

/**
 * A source of points. `allocation`: each member's allocation account is reset to `amount` every
 * `resetFrequency` period (the same values as /points/budgetSettings). Celebration sources
 * (birthday, onboarding, welcome, anniversary): points credited on the day; their frequency is
 * `never` (fixed). `pointsBank`: `amount` is what every point bank is topped up to each period.
 */
export const allocationSource = z.object({
  id: z.enum(allocationSourceIds),
  enabled: z.boolean(),
  amount: z.number().int().min(0).max(1_000_000),
  resetFrequency: resetFrequency,
  teams: z.array(allocationSourceTeam.extend({ teamName: z.string() })),
  updatedAt: isoDateTime.nullable(),
});
export type AllocationSource = z.infer<typeof allocationSource>;
export const allocationSourceList = z.object({ results: z.array(allocationSource) });
export const allocationSourceUpdate = z.object({
  enabled: z.boolean(),
  amount: z.number().int().min(0).max(1_000_000),
  resetFrequency: resetFrequency,
  teams: z.array(allocationSourceTeam).max(100).default([]),
});
export type AllocationSourceUpdate = z.infer<typeof allocationSourceUpdate>;

// ---- Liabilities (GET /points/liabilities) -------------------------------------------------------

export const liabilitiesQuery = z.object({
  from: isoDay,
  to: isoDay,
  interval: z.enum(['month', 'week']).default('month'),
});
/** Per period (its first day, tenant time zone): redeemable points outstanding at its end, and the flows in it. */
export const liabilityPoint = z.object({
  period: isoDay,
  outstanding: z.number().int(),
  value: z.number(),
  earned: z.number().int(),
  redeemed: z.number().int(),
  expired: z.number().int(),
});
export const liabilitiesReport = z.object({
  currency: currencyCode,
  pointValue: z.number(),
  outstanding: z.number().int(),
  value: z.number(),
  results: z.array(liabilityPoint),
});
export type LiabilitiesReport = z.infer<typeof liabilitiesReport>;

// ---- Reporting (GET /points/reporting, GET /points/reporting/members/{id}) ------------------------

export const reportingQuery = z.object({ from: isoDay.optional(), to: isoDay.optional() });
const typeTotal = z.object({
  type: z.enum(pointsTransactionTypes),
  amount: z.number().int(),
  count: z.number().int(),
});
export const tenantPointsReport = z.object({
  redeemableOutstanding: z.number().int(),
  allocationOutstanding: z.number().int(),
  fundBalance: z.number().int(),
  bankBalance: z.number().int(),
  /** Points given in recognitions, endorsements and awards in the range. */
  given: z.number().int(),
  redeemed: z.number().int(),
  byType: z.array(typeTotal),
});
export const memberPointsReport = z.object({
  member: memberRef,
  redeemable: z.number().int(),
  allocation: z.number().int(),
  allTimeReceived: z.number().int(),
  received: z.number().int(),
  given: z.number().int(),
  redeemed: z.number().int(),
  byType: z.array(typeTotal),
});

// ---- Budget item helpers (GET budgetItems/owners, POST budgetItems/estimate, GET budgetItems/members/{id}/forecast) ----

/** GET /points/budgetItems/owners: every member who owns a point bank. */
export const budgetItemOwnerList = z.object({ results: z.array(memberRef) });
/** POST /points/budgetItems/estimate: what giving `amount` to each member of an audience would cost. */
export const budgetEstimateRequest = pointsAudience.extend({ amount: positivePoints });
export const budgetEstimate = z.object({ memberCount: z.number().int(), total: z.number().int() });
/** GET /points/budgetItems/members/{id}/forecast: the member's allocation now and at the next reset. */
export const allocationForecast = z.object({
  balance: z.number().int(),
  resetFrequency: resetFrequency,
  /** Null when allocations never reset. */
  nextResetAt: isoDateTime.nullable(),
  nextAllocation: z.number().int(),
});

/*
 * Calls and the permission each needs (000 §2 pointsApp; docs/points.md has the details):
 * GET  /points/transactionRecipients ........................ viewTransactions
 * POST /points/transactionRecipients/csv (text/csv) ......... viewTransactions
 * DELETE /points/transactions/{id}/account/{accountId} ..... editBudgetSettings (transactionRecipient reverse); 409 on a reversal, a second reversal, or a balance that would go negative
 * GET  /points/accounts/redeemable/total, /redeemable, /redeemable/export (text/csv) ... viewTransactions
 * GET  /points/accounts/tenant .............................. viewPointsConfiguration
 * POST|DELETE /points/accounts/redeemable/{memberId}/points, /allocation/{memberId}/points, /fund/points ... editBudgetSettings (account addPoints/removePoints); 409 when removing more than the balance
 * POST /points/accounts/payout/expire ....................... editBudgetSettings (account expire)
 * POST /points/accounts/fund/allocate ....................... editBudgetSettings (account allocate); 409 when the fund is disabled or short
 * POST /points/accounts/fund/enable, /fund/disable (→ fundAccount) ... editBudgetSettings (account enablePoints/disablePoints)
 * GET  /points/allocationSources, GET|PUT /points/allocationSources/{id} ... viewPointsConfiguration / editBudgetSettings
 * GET  /points/liabilities?from&to&interval ................ viewTransactions
 * GET  /points/reporting?from&to, /points/reporting/members/{id}?from&to ... viewTransactions
 * GET  /points/budgetItems/owners, POST budgetItems/estimate ... createBudgetItem; GET budgetItems/members/{id}/forecast: viewPointsConfiguration (or the member themself)
 */

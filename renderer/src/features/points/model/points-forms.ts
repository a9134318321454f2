import type { TFunction } from 'i18next';
import { z } from 'zod';
import { allocationSourceTeam, pointsAdjustment } from '#shared/contract/points';

/** The largest amount a form takes; the server's limit for budget settings (shared contract). */
export const maxFormPoints = 1_000_000;

/**
 * A points amount as typed: digits only, so "-5" and "2.5" get a sentence saying why rather than
 * being rounded; the number it becomes is checked by the schema it is piped into.
 */
const pointsText = (t: TFunction) =>
  z
    .string()
    .trim()
    .min(1, { error: t('form.amountRequired') })
    .refine((value) => !value.startsWith('-'), { error: t('form.amountNegative') })
    .refine((value) => /^-?\d*$/.test(value), { error: t('form.amountWhole') })
    .transform(Number);

/**
 * A points amount as typed. `min` 1 for adjustments (an amount of nothing moves nothing), 0 for
 * allocations.
 */
export const pointsInput = (t: TFunction, min: 0 | 1) =>
  pointsText(t).pipe(
    z
      .number()
      .min(min, { error: t(min === 1 ? 'form.amountPositive' : 'form.amountNegative') })
      .max(maxFormPoints, { error: t('form.amountTooHigh', { max: maxFormPoints }) }),
  );

/**
 * A positive amount as the contract takes it for the fund and its allocations (1 to 1,000,000,
 * `positivePoints` of shared/src/contract/points.ts, whose sentences the contract catalogue words).
 */
export const positivePointsInput = (t: TFunction) => pointsText(t).pipe(pointsAdjustment.shape.amount);

/** A team's own allocation amount, as the contract takes it (0 to 1,000,000). */
export const teamPointsInput = (t: TFunction) => pointsText(t).pipe(allocationSourceTeam.shape.amount);

/** The reason an adjustment records; shown in the member's transactions. */
export const maxReasonLength = 500;
export const reasonInput = (t: TFunction) =>
  z
    .string()
    .trim()
    .min(1, { error: t('form.reasonRequired') })
    .max(maxReasonLength, { error: t('form.reasonTooLong', { max: maxReasonLength }) });

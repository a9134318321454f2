import type { TFunction } from 'i18next';
import { z } from 'zod';

/** The largest amount a form takes; the server's limit for budget settings (shared contract). */
export const maxFormPoints = 1_000_000;

/**
 * A points amount as typed: digits only, so "-5" and "2.5" get a sentence saying why rather than
 * being rounded. `min` 1 for adjustments (an amount of nothing moves nothing), 0 for allocations.
 */
export const pointsInput = (t: TFunction, min: 0 | 1) =>
  z
    .string()
    .trim()
    .min(1, { error: t('form.amountRequired') })
    .refine((value) => !value.startsWith('-'), { error: t('form.amountNegative') })
    .refine((value) => /^-?\d*$/.test(value), { error: t('form.amountWhole') })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: t(min === 1 ? 'form.amountPositive' : 'form.amountNegative') })
        .max(maxFormPoints, { error: t('form.amountTooHigh', { max: maxFormPoints }) }),
    );

/** The reason an adjustment records; shown in the member's transactions. */
export const maxReasonLength = 500;
export const reasonInput = (t: TFunction) =>
  z
    .string()
    .trim()
    .min(1, { error: t('form.reasonRequired') })
    .max(maxReasonLength, { error: t('form.reasonTooLong', { max: maxReasonLength }) });

/** The liabilities page's ranges: the last 6, 12 or 24 months, this month included. */
export const liabilityRanges = [6, 12, 24] as const;
export type LiabilityRange = (typeof liabilityRanges)[number];

/**
 * `from` is the first day of the month `months - 1` months back, `to` is `today` (YYYY-MM-DD, the
 * organization's today: the report's periods are in its time zone).
 */
export function rangeOf(months: LiabilityRange, today: string): { from: string; to: string } {
  const [year = 0, month = 1] = today.split('-').map(Number);
  const from = new Date(Date.UTC(year, month - 1 - (months - 1), 1));
  return { from: from.toISOString().slice(0, 10), to: today };
}

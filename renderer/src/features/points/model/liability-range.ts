/** The liabilities page's ranges: the last 6, 12 or 24 months, this month included. */
export const liabilityRanges = [6, 12, 24] as const;
export type LiabilityRange = (typeof liabilityRanges)[number];

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** `from` is the first day of the month `months - 1` months back, `to` is today (UTC days). */
export function rangeOf(months: LiabilityRange, now: Date): { from: string; to: string } {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
  return { from: isoDay(from), to: isoDay(now) };
}

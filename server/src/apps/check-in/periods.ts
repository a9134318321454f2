import type { CheckInCadence } from '#shared/contract/check-in';

/** Days are `YYYY-MM-DD` in the tenant's calendar (celebration's `todayIn` gives today). */
export type Day = string;

const dayMs = 86_400_000;
const asDate = (day: Day) => new Date(`${day}T00:00:00Z`);
const asDay = (date: Date): Day => date.toISOString().slice(0, 10);
export const addDays = (day: Day, days: number): Day => asDay(new Date(asDate(day).getTime() + days * dayMs));

/**
 * The first day of the period a day falls in: the ISO week's Monday, the month's first day, or
 * the quarter's (docs/check-in.md). Every member of a category shares its periods.
 */
export function periodStart(cadence: CheckInCadence, day: Day): Day {
  const date = asDate(day);
  if (cadence === 'weekly') return addDays(day, -((date.getUTCDay() + 6) % 7));
  const month = cadence === 'monthly' ? date.getUTCMonth() : date.getUTCMonth() - (date.getUTCMonth() % 3);
  return asDay(new Date(Date.UTC(date.getUTCFullYear(), month, 1)));
}

/** The first day of the period after the one starting at `start`. */
export function nextPeriodStart(cadence: CheckInCadence, start: Day): Day {
  if (cadence === 'weekly') return addDays(start, 7);
  const date = asDate(start);
  return asDay(
    new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + (cadence === 'monthly' ? 1 : 3), 1)),
  );
}

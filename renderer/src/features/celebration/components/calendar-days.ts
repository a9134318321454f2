import type { WeekStart } from '../../../lib/date-format.ts';

/** Calendar arithmetic on YYYY-MM-DD days, in UTC so no local time zone shifts a day. */
export type Day = string;

const asDate = (day: Day) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date): Day => date.toISOString().slice(0, 10);
export const addDays = (day: Day, days: number): Day =>
  toDay(new Date(asDate(day).getTime() + days * 86_400_000));

export const monthStart = (day: Day): Day => `${day.slice(0, 7)}-01`;
export function addMonths(day: Day, months: number): Day {
  const date = asDate(monthStart(day));
  return toDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1)));
}
export const monthEnd = (day: Day): Day => addDays(addMonths(day, 1), -1);

/** getUTCDay() of each first day of the week. */
const firstWeekday: Record<WeekStart, number> = { sunday: 0, monday: 1, saturday: 6 };

/**
 * The weeks of the month `day` falls in, from the organization's first day of the week (000
 * /localization), each seven days; days outside the month are null so the grid keeps its columns.
 */
export function monthWeeks(day: Day, weekStart: WeekStart = 'monday'): (Day | null)[][] {
  const first = monthStart(day);
  const last = monthEnd(day);
  const lead = (asDate(first).getUTCDay() - firstWeekday[weekStart] + 7) % 7;
  const cells: (Day | null)[] = Array.from({ length: lead }, () => null);
  for (let d = first; d <= last; d = addDays(d, 1)) cells.push(d);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (Day | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

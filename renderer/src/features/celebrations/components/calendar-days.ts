/** Calendar arithmetic on YYYY-MM-DD days, in UTC so no local time zone shifts a day. */
export type Day = string;

const asDate = (day: Day) => new Date(`${day}T00:00:00Z`);
export const toDay = (date: Date): Day => date.toISOString().slice(0, 10);
export const addDays = (day: Day, days: number): Day =>
  toDay(new Date(asDate(day).getTime() + days * 86_400_000));

export const monthStart = (day: Day): Day => `${day.slice(0, 7)}-01`;
export function addMonths(day: Day, months: number): Day {
  const date = asDate(monthStart(day));
  return toDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1)));
}
export const monthEnd = (day: Day): Day => addDays(addMonths(day, 1), -1);

/**
 * The weeks of the month `day` falls in, Monday first, each seven days; days outside the month
 * are null so the grid keeps its columns.
 */
export function monthWeeks(day: Day): (Day | null)[][] {
  const first = monthStart(day);
  const last = monthEnd(day);
  const lead = (asDate(first).getUTCDay() + 6) % 7;
  const cells: (Day | null)[] = Array.from({ length: lead }, () => null);
  for (let d = first; d <= last; d = addDays(d, 1)) cells.push(d);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (Day | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Monday to Sunday, named in `locale`. */
export function weekdayLabels(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => format.format(asDate(addDays('2024-01-01', i))));
}

export const formatDay = (day: Day, locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(asDate(day));

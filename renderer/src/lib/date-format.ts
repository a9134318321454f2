/**
 * Intl formatters are costly to create (a timeline of 20 cards spent most of its render time in
 * them) and immutable, so each locale and option set gets one, kept for the page's life.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const numberFormatters = new Map<string, Intl.NumberFormat>();

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = numberFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    numberFormatters.set(key, formatter);
  }
  return formatter;
}

/**
 * The tenant's date format (/localization, shared/src/contract/localization.ts): `locale` follows
 * the reader's language; the others fix the order of day, month and year whatever the language.
 */
export type DatePattern = 'locale' | 'dayMonthYear' | 'monthDayYear' | 'yearMonthDay';

const separators: Record<Exclude<DatePattern, 'locale'>, string> = {
  dayMonthYear: '.',
  monthDayYear: '/',
  yearMonthDay: '-',
};
const orders: Record<Exclude<DatePattern, 'locale'>, Array<'day' | 'month' | 'year'>> = {
  dayMonthYear: ['day', 'month', 'year'],
  monthDayYear: ['month', 'day', 'year'],
  yearMonthDay: ['year', 'month', 'day'],
};

/** A calendar date in a named pattern, in a time zone (the member's, else the tenant's). */
export function formatDate(
  date: Date,
  { locale, pattern, timeZone }: { locale: string; pattern: DatePattern; timeZone?: string },
): string {
  if (pattern === 'locale') return dateFormat(locale, { dateStyle: 'medium', timeZone }).format(date);
  const parts = dateFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone })
    .formatToParts(date)
    .reduce<Record<string, string>>((all, part) => Object.assign(all, { [part.type]: part.value }), {});
  return orders[pattern].map((unit) => parts[unit]).join(separators[pattern]);
}

export type WeekStart = 'monday' | 'sunday' | 'saturday';

/** Weekday names from the week's first day, in the reader's language (calendars, pickers). */
export function weekdayNames(
  locale: string,
  weekStart: WeekStart,
  width: 'long' | 'short' = 'short',
): string[] {
  // 2026-11-01 was a Sunday; the offsets pick the first day.
  const first = { sunday: 1, monday: 2, saturday: 0 }[weekStart];
  const format = dateFormat(locale, { weekday: width, timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2026, 10, first + day))));
}

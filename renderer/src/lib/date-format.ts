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

/**
 * A calendar date in a named pattern, in a time zone (the member's, else the tenant's). `style`
 * picks the length of the `locale` pattern ("Nov 23, 2026" or "November 23, 2026"); the named
 * patterns are always numeric.
 */
export function formatDate(
  date: Date,
  {
    locale,
    pattern,
    timeZone,
    style = 'medium',
  }: { locale: string; pattern: DatePattern; timeZone?: string; style?: 'medium' | 'long' },
): string {
  if (pattern === 'locale') return dateFormat(locale, { dateStyle: style, timeZone }).format(date);
  const parts = dateFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone })
    .formatToParts(date)
    .reduce<Record<string, string>>((all, part) => Object.assign(all, { [part.type]: part.value }), {});
  return orders[pattern].map((unit) => parts[unit]).join(separators[pattern]);
}

/** How far a time zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = dateFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
    .formatToParts(new Date(instant))
    .reduce<Record<string, number>>(
      (all, part) => Object.assign(all, { [part.type]: Number(part.value) }),
      {},
    );
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a calendar day (YYYY-MM-DD) begins in a time zone (the browser's without one), so a
 * day picked in a filter means the same day the page shows dates in.
 */
export function dayStart(day: string, timeZone?: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  if (!timeZone) return new Date(year, month - 1, date);
  const wall = Date.UTC(year, month - 1, date);
  // The offset at midnight itself, looked up again in case a clock change lies in between.
  const guess = wall - zoneOffset(wall, timeZone);
  return new Date(wall - zoneOffset(guess, timeZone));
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

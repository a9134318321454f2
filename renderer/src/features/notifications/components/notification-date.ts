import type { Dates } from '../../../lib/use-dates.ts';

/** Why a message date cannot be shown: the caller prints the spec's "(invalid)". */
export const invalidDate = Symbol('invalid date');

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * A message's age the way notification lists read: "5 minutes ago" within a week, then the
 * date as the organization writes it (useDates). Returns `invalidDate` for anything that is not
 * a parseable date.
 */
export function formatNotificationDate(
  value: string | null | undefined,
  locale: string,
  dates: Pick<Dates, 'date'>,
  now: Date = new Date(),
): string | typeof invalidDate {
  if (!value) return invalidDate;
  const date = new Date(value);
  const time = date.getTime();
  if (Number.isNaN(time)) return invalidDate;
  const elapsed = now.getTime() - time;
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (elapsed >= 0 && elapsed < minute) return relative.format(0, 'second');
  if (elapsed >= 0 && elapsed < hour) return relative.format(-Math.floor(elapsed / minute), 'minute');
  if (elapsed >= 0 && elapsed < day) return relative.format(-Math.floor(elapsed / hour), 'hour');
  if (elapsed >= 0 && elapsed < 7 * day) return relative.format(-Math.floor(elapsed / day), 'day');
  return dates.date(date);
}

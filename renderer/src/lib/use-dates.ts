import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TenantMetadata } from '#shared/contract/identity';
import { currentDomain } from './branding.ts';
import { type DatePattern, dateFormat, formatDate, type WeekStart, weekdayNames } from './date-format.ts';
import { sessionQueries } from './session/queries.ts';
import { todayIn } from './zoned-input.ts';

export type Dates = {
  /** The zone dates are shown in: the member's own, else the tenant's, else the browser's. */
  timeZone: string | undefined;
  /**
   * The organization's zone (else the browser's): the server keeps its days in it (a card's
   * earliest delivery day, the celebrations calendar's today, the points reports).
   */
  tenantTimeZone: string | undefined;
  weekStart: WeekStart;
  /** Today (YYYY-MM-DD) in `timeZone`: the day the member's own clock shows. */
  today(now?: Date): string;
  /** Today (YYYY-MM-DD) in `tenantTimeZone`: the day the server counts from. */
  tenantToday(now?: Date): string;
  /** A moment's calendar date in the tenant's pattern, in `timeZone`. */
  date(value: Date | string, style?: 'medium' | 'long'): string;
  /**
   * A moment's date in the tenant's pattern with the time of day in the reader's language;
   * `medium` adds the seconds (logs).
   */
  dateTime(value: Date | string, timeStyle?: 'short' | 'medium'): string;
  /**
   * A calendar day (YYYY-MM-DD: a birthday, a start date, a card's delivery day) in the tenant's
   * pattern. No time zone moves it; a value that is not such a day comes back as given.
   */
  day(value: string, style?: 'medium' | 'long'): string;
  /**
   * Named parts of a calendar day ("February 29", "Tuesday, November 24", "November 2026") in
   * the reader's language, for what the numeric pattern cannot say. No time zone moves it.
   */
  dayParts(value: string, parts: DayParts): string;
  /** Weekday names from the tenant's first day of the week. */
  weekdays(width?: 'long' | 'short'): string[];
};

export type DayParts = Pick<Intl.DateTimeFormatOptions, 'weekday' | 'year' | 'month' | 'day'>;

const toDate = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);

/** Midnight UTC of a YYYY-MM-DD day (formatted in UTC it stays that day), or null. */
function calendarDay(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : date;
}

/** The pure part of useDates: what the tenant and the member chose, in one language. */
export function datesFor(
  language: string,
  tenant: Pick<TenantMetadata, 'timeZone' | 'weekStart' | 'dateFormat'> | undefined,
  memberTimeZone: string | null | undefined,
): Dates {
  const tenantTimeZone = tenant?.timeZone || undefined;
  const timeZone = memberTimeZone || tenantTimeZone;
  const pattern: DatePattern = tenant?.dateFormat ?? 'locale';
  const weekStart: WeekStart = tenant?.weekStart ?? 'monday';
  const date = (value: Date | string, style: 'medium' | 'long' = 'medium') =>
    formatDate(toDate(value), { locale: language, pattern, timeZone, style });
  return {
    timeZone,
    tenantTimeZone,
    weekStart,
    today: (now = new Date()) => todayIn(timeZone, now),
    tenantToday: (now = new Date()) => todayIn(tenantTimeZone, now),
    date,
    dateTime: (value, timeStyle = 'short') =>
      `${date(value)}, ${dateFormat(language, { timeStyle, timeZone }).format(toDate(value))}`,
    day: (value, style = 'medium') => {
      const day = calendarDay(value);
      return day ? formatDate(day, { locale: language, pattern, timeZone: 'UTC', style }) : value;
    },
    dayParts: (value, parts) => {
      const day = calendarDay(value);
      return day ? dateFormat(language, { ...parts, timeZone: 'UTC' }).format(day) : value;
    },
    weekdays: (width = 'short') => weekdayNames(language, weekStart, width),
  };
}

/**
 * Dates as the organization set them on /localization (time zone, first day of the week, date
 * pattern), in the member's time zone when they chose one and in the reader's language.
 */
export function useDates(): Dates {
  const { i18n } = useTranslation();
  const { data: tenant } = useQuery(sessionQueries.tenantMetadata(currentDomain()));
  const { data: member } = useQuery({ ...sessionQueries.ownMember(), enabled: false });
  const language = i18n.language;
  return useMemo(() => datesFor(language, tenant, member?.timezone), [language, tenant, member?.timezone]);
}

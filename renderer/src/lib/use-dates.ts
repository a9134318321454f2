import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TenantMetadata } from '#shared/contract/identity';
import { currentDomain } from './branding.ts';
import { type DatePattern, dateFormat, formatDate, type WeekStart, weekdayNames } from './date-format.ts';
import { sessionQueries } from './session/queries.ts';

export type Dates = {
  /** The zone dates are shown in: the member's own, else the tenant's, else the browser's. */
  timeZone: string | undefined;
  weekStart: WeekStart;
  /** A calendar date in the tenant's pattern. */
  date(value: Date | string): string;
  /** A date in the tenant's pattern with the time of day in the reader's language. */
  dateTime(value: Date | string): string;
  /** Weekday names from the tenant's first day of the week. */
  weekdays(width?: 'long' | 'short'): string[];
};

const toDate = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);

/** The pure part of useDates: what the tenant and the member chose, in one language. */
export function datesFor(
  language: string,
  tenant: Pick<TenantMetadata, 'timeZone' | 'weekStart' | 'dateFormat'> | undefined,
  memberTimeZone: string | null | undefined,
): Dates {
  const timeZone = memberTimeZone || tenant?.timeZone || undefined;
  const pattern: DatePattern = tenant?.dateFormat ?? 'locale';
  const weekStart: WeekStart = tenant?.weekStart ?? 'monday';
  const date = (value: Date | string) => formatDate(toDate(value), { locale: language, pattern, timeZone });
  return {
    timeZone,
    weekStart,
    date,
    dateTime: (value) =>
      `${date(value)}, ${dateFormat(language, { timeStyle: 'short', timeZone }).format(toDate(value))}`,
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

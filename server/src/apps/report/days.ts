import type { DateRangePreset, PeriodGrouping } from '#shared/contract/report';

/** Calendar days as `YYYY-MM-DD` in the tenant's zone; arithmetic on UTC midnights. */
export type Day = string;

const asDate = (day: Day) => new Date(`${day}T00:00:00Z`);
const asDay = (date: Date): Day => date.toISOString().slice(0, 10);

export const addDays = (day: Day, days: number): Day => {
  const date = asDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return asDay(date);
};

/** The same day `months` later, clamped to the month's end (31 May minus 3 months is 28/29 February). */
export const addMonths = (day: Day, months: number): Day => {
  const date = asDate(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), last));
  return asDay(target);
};

/** ISO weekday: 1 Monday to 7 Sunday. */
export const isoWeekday = (day: Day): number => asDate(day).getUTCDay() || 7;

const monthStart = (day: Day): Day => `${day.slice(0, 7)}-01`;

/**
 * A preset's first and last day (both included), seen from `today` (docs/reports.md): "last"
 * ranges end today; calendar ranges (month, ISO week, year) are whole ones.
 */
export function presetRange(preset: DateRangePreset, today: Day): { from: Day; to: Day } {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'lastWeek':
      return { from: addDays(today, -6), to: today };
    case 'lastIsoWeek': {
      const monday = addDays(today, -(isoWeekday(today) - 1) - 7);
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'next2Weeks':
      return { from: today, to: addDays(today, 13) };
    case 'next4Weeks':
      return { from: today, to: addDays(today, 27) };
    case 'lastYear': {
      const year = Number(today.slice(0, 4)) - 1;
      return { from: `${year}-01-01`, to: `${year}-12-31` };
    }
    case 'currentYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case 'last3Months':
      return { from: addDays(addMonths(today, -3), 1), to: today };
    case 'currentMonth':
      return { from: monthStart(today), to: today };
    case 'lastMonth': {
      const first = addMonths(monthStart(today), -1);
      return { from: first, to: addDays(monthStart(today), -1) };
    }
    case 'last30Days':
      return { from: addDays(today, -29), to: today };
  }
}

/** The first day of the period a day falls in. */
export function periodStart(day: Day, grouping: PeriodGrouping): Day {
  if (grouping === 'week') return addDays(day, -(isoWeekday(day) - 1));
  if (grouping === 'month') return monthStart(day);
  const month = Number(day.slice(5, 7));
  const quarterMonth = String(month - ((month - 1) % 3)).padStart(2, '0');
  return `${day.slice(0, 4)}-${quarterMonth}-01`;
}

const nextPeriod = (start: Day, grouping: PeriodGrouping): Day =>
  grouping === 'week' ? addDays(start, 7) : addMonths(start, grouping === 'month' ? 1 : 3);

/** Every period a range touches, first days in order (the chart shows empty ones too). */
export function periodsOf(from: Day, to: Day, grouping: PeriodGrouping): Day[] {
  const periods: Day[] = [];
  for (let start = periodStart(from, grouping); start <= to; start = nextPeriod(start, grouping)) {
    periods.push(start);
  }
  return periods;
}

/** `2026-03`, `2026-W09` (ISO week) or `2026-Q1`. */
export function periodLabel(start: Day, grouping: PeriodGrouping): string {
  if (grouping === 'month') return start.slice(0, 7);
  if (grouping === 'quarter')
    return `${start.slice(0, 4)}-Q${Math.floor((Number(start.slice(5, 7)) - 1) / 3) + 1}`;
  // The ISO week's year is the year of its Thursday.
  const thursday = addDays(start, 3);
  const jan1 = `${thursday.slice(0, 4)}-01-01`;
  const week = Math.floor((asDate(thursday).getTime() - asDate(jan1).getTime()) / (7 * 86_400_000)) + 1;
  return `${thursday.slice(0, 4)}-W${String(week).padStart(2, '0')}`;
}

import type { PeriodGrouping } from '#shared/contract/report';
import { addDays, addMonths, type Day, isoWeekday, monthStart } from '#shared/date-ranges';

/**
 * The periods a report groups by. Calendar days and the presets' ranges are in
 * shared/src/date-ranges.ts (the analytics dashboards count them too).
 */

const asDate = (day: Day) => new Date(`${day}T00:00:00Z`);

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

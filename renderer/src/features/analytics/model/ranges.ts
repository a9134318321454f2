import type { DateRangePreset } from '#shared/contract/report';

/** The spec's presets (000 §4) that look back; the dashboards show what happened. */
export const dashboardPresets = [
  'last30Days',
  'lastWeek',
  'lastIsoWeek',
  'today',
  'currentMonth',
  'lastMonth',
  'last3Months',
  'currentYear',
  'lastYear',
] as const satisfies readonly DateRangePreset[];
export type DashboardPreset = (typeof dashboardPresets)[number];
export const isDashboardPreset = (value: string | null): value is DashboardPreset =>
  (dashboardPresets as readonly string[]).includes(value ?? '');

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
const asDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => asDay(new Date(asDate(day).getTime() + days * 86_400_000));
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
/** The same day `months` later, clamped to that month's end (31 May minus 3 months: 28 February). */
const addMonths = (day: string, months: number) => {
  const date = asDate(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), last));
  return asDay(target);
};

/**
 * A preset's first and last day (both included) seen from the organization's today, as the
 * reports count them (docs/reports.md): "last" ranges end today, calendar ones are whole.
 */
export function rangeOf(preset: DashboardPreset, today: string): { from: string; to: string } {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'lastWeek':
      return { from: addDays(today, -6), to: today };
    case 'lastIsoWeek': {
      const monday = addDays(today, -((asDate(today).getUTCDay() + 6) % 7) - 7);
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'last30Days':
      return { from: addDays(today, -29), to: today };
    case 'currentMonth':
      return { from: monthStart(today), to: today };
    case 'lastMonth':
      return { from: addMonths(monthStart(today), -1), to: addDays(monthStart(today), -1) };
    case 'last3Months':
      return { from: addDays(addMonths(today, -3), 1), to: today };
    case 'currentYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case 'lastYear': {
      const year = Number(today.slice(0, 4)) - 1;
      return { from: `${year}-01-01`, to: `${year}-12-31` };
    }
  }
}

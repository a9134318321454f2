/**
 * The spec's date range presets (000 §4) and the days each covers, one function for the
 * reports (server) and the analytics dashboards (renderer), so both count "last 3 months" alike.
 * Days are calendar days `YYYY-MM-DD` in the organization's zone; arithmetic on UTC midnights.
 */

export const dateRangePresets = [
  'lastWeek',
  'today',
  'lastIsoWeek',
  'next2Weeks',
  'next4Weeks',
  'lastYear',
  'currentYear',
  'last3Months',
  'currentMonth',
  'lastMonth',
  'last30Days',
] as const;
export type DateRangePreset = (typeof dateRangePresets)[number];

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

export const monthStart = (day: Day): Day => `${day.slice(0, 7)}-01`;

/**
 * A preset's first and last day (both included), seen from `today` (docs/report.md): "last"
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

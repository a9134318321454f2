import type { DateRangePreset } from '#shared/date-ranges';

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

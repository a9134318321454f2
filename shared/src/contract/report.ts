import { z } from 'zod';
import { idSchema, isoDateTime } from './common.ts';

/**
 * Reports (000 §2 "/reports", docs/reports.md): four read-only reports over what points, rewards,
 * awards, recognition and people store. A view (range, teams, grouping) lives in the address
 * `/reports/{id}/{range}/{teams}/{groupBy}`, so a copied link opens the same view; the API takes
 * the same three parts as query parameters.
 */

export const reportIds = [
  'redemption-summary',
  'engagement',
  'award-summary',
  'manager-leaderboard',
] as const;
export type ReportId = (typeof reportIds)[number];
export const isReportId = (value: string): value is ReportId =>
  (reportIds as readonly string[]).includes(value);

/** The spec's date range presets (000 §4). */
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
export const defaultRange: DateRangePreset = 'last3Months';

/** The report cadences (000 §4). */
export const reportCadences = ['weekly', 'monthly', 'quarterly'] as const;
export type ReportCadence = (typeof reportCadences)[number];

export const periodGroupings = ['week', 'month', 'quarter'] as const;
export type PeriodGrouping = (typeof periodGroupings)[number];

/** Each report's groupings, the first its default. */
export const reportGroupings = {
  'redemption-summary': ['provider', 'reward', ...periodGroupings],
  engagement: ['team', ...periodGroupings],
  'award-summary': ['awardType', 'bank', ...periodGroupings],
  'manager-leaderboard': ['given', 'received'],
} as const satisfies Record<ReportId, readonly string[]>;
export type ReportGrouping = (typeof reportGroupings)[ReportId][number];

/** Each report's figures, in column order; the renderer and both exports name them. */
export const reportColumns = {
  'redemption-summary': ['orders', 'points', 'money', 'refunds', 'refundedPoints'],
  engagement: [
    'recognitionsSent',
    'recognitionsReceived',
    'awardsSent',
    'awardsReceived',
    'activeMembers',
    'members',
    'participation',
  ],
  'award-summary': ['awards', 'recipients', 'points', 'nominations'],
  'manager-leaderboard': ['directReports', 'recognitionsGiven', 'reportsReceived'],
} as const satisfies Record<ReportId, readonly string[]>;
export type ReportColumn = (typeof reportColumns)[ReportId][number];

/** The figures the chart draws (the rest are in the table). */
export const reportChartColumns = {
  'redemption-summary': ['orders', 'refunds'],
  engagement: ['recognitionsSent', 'recognitionsReceived', 'awardsSent', 'awardsReceived'],
  'award-summary': ['awards', 'nominations'],
  'manager-leaderboard': ['recognitionsGiven', 'reportsReceived'],
} as const satisfies Record<ReportId, readonly ReportColumn[]>;

/** A range in the address: a preset, or `YYYY-MM-DD_YYYY-MM-DD`. */
export const customRangePattern = /^(\d{4}-\d{2}-\d{2})_(\d{4}-\d{2}-\d{2})$/;
/** Longer ranges are refused (issue 29, bad input). */
export const maxRangeYears = 5;

export type ReportView = {
  range: DateRangePreset | { from: string; to: string };
  /** Empty: every team. */
  teamIds: string[];
  groupBy: string;
};

const isDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** Why a custom range is refused, or null. */
export function customRangeProblem(
  from: string,
  to: string,
): 'invalidDate' | 'endBeforeStart' | 'tooLong' | null {
  if (!isDay(from) || !isDay(to)) return 'invalidDate';
  if (to < from) return 'endBeforeStart';
  const limit = new Date(`${from}T00:00:00Z`);
  limit.setUTCFullYear(limit.getUTCFullYear() + maxRangeYears);
  if (new Date(`${to}T00:00:00Z`) >= limit) return 'tooLong';
  return null;
}

export type ViewProblem = 'range' | 'rangeTooLong' | 'teams' | 'groupBy';

/**
 * The view an address names, leniently: each part that is not understood falls back to the
 * default and is named in `problems`, so the page can say so and still show a report.
 */
export function parseReportView(
  id: ReportId,
  range: string | undefined,
  teams: string | undefined,
  groupBy: string | undefined,
): { view: ReportView; problems: ViewProblem[] } {
  const problems: ViewProblem[] = [];
  const view: ReportView = { range: defaultRange, teamIds: [], groupBy: reportGroupings[id][0] };
  if (range !== undefined) {
    const custom = customRangePattern.exec(range);
    if ((dateRangePresets as readonly string[]).includes(range)) view.range = range as DateRangePreset;
    else if (custom?.[1] && custom[2]) {
      const problem = customRangeProblem(custom[1], custom[2]);
      if (problem) problems.push(problem === 'tooLong' ? 'rangeTooLong' : 'range');
      else view.range = { from: custom[1], to: custom[2] };
    } else problems.push('range');
  }
  if (teams !== undefined && teams !== 'all') {
    const ids = teams.split(',');
    if (ids.length > 0 && ids.length <= 50 && ids.every((value) => idSchema.safeParse(value).success))
      view.teamIds = [...new Set(ids)];
    else problems.push('teams');
  }
  if (groupBy !== undefined) {
    if ((reportGroupings[id] as readonly string[]).includes(groupBy)) view.groupBy = groupBy;
    else problems.push('groupBy');
  }
  return { view, problems };
}

export const rangeText = (range: ReportView['range']): string =>
  typeof range === 'string' ? range : `${range.from}_${range.to}`;

/** The address of a view: every part present, so it reads back as the same view. */
export const reportViewPath = (id: ReportId, view: ReportView): string =>
  `/reports/${id}/${rangeText(view.range)}/${view.teamIds.length ? view.teamIds.join(',') : 'all'}/${view.groupBy}`;

/** GET /report/reports/{id}: the address's three parts; a part that is not understood is a 400. */
export const reportQuery = z.object({
  range: z.string().max(40).optional(),
  teams: z.string().max(2000).optional(),
  groupBy: z.string().max(40).optional(),
  /** csv and pdf exports: the language of their headings. */
  locale: z.enum(['en', 'de']).optional(),
});
export type ReportQuery = z.infer<typeof reportQuery>;
export const reportIdParams = z.object({ id: z.enum(reportIds) });

export const reportRow = z.object({
  /** A team, provider, reward, award type, bank or manager id, or a period's first day. */
  key: z.string(),
  /** The name shown; a period's label (`2026-03`, `2026-W09`, `2026-Q1`). */
  label: z.string(),
  values: z.record(z.string(), z.number()),
});
export type ReportRow = z.infer<typeof reportRow>;

export const reportResult = z.object({
  id: z.enum(reportIds),
  range: z.string(),
  from: z.string(),
  to: z.string(),
  teamIds: z.array(idSchema),
  groupBy: z.string(),
  columns: z.array(z.string()),
  chartColumns: z.array(z.string()),
  rows: z.array(reportRow),
  totals: z.record(z.string(), z.number()),
});
export type ReportResult = z.infer<typeof reportResult>;

export const reportSummary = z.object({
  id: z.enum(reportIds),
  /** When a mail of it last went out, or null. */
  lastEmailedAt: isoDateTime.nullable(),
});
export const reportList = z.object({
  results: z.array(reportSummary),
  /** May share and schedule (reportingApp manage). */
  canManage: z.boolean(),
});
export type ReportList = z.infer<typeof reportList>;

export const reportTeam = z.object({ id: idSchema, name: z.string() });
export const reportTeams = z.object({ results: z.array(reportTeam) });

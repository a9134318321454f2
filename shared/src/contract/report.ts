import { z } from 'zod';
import { type SegmentKind, segmentKinds } from '../constants.ts';
import { type DateRangePreset, dateRangePresets } from '../date-ranges.ts';
import { idSchema, isoDateTime } from './common.ts';

/**
 * Reports (000 §2 "/reports", docs/report.md): four read-only reports over what points, rewards,
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

/** The spec's date range presets (000 §4), counted in ../date-ranges.ts. */
export { type DateRangePreset, dateRangePresets };
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

/** An HR record's segment value (the People filter's, docs/report.md "Segments"). */
export type ReportSegment = { kind: SegmentKind; value: string };
/** The longest segment value (staffProfileTextMaxLength). */
export const segmentValueMaxLength = 120;

export type ReportView = {
  range: DateRangePreset | { from: string; to: string };
  /** Empty: every team. */
  teamIds: string[];
  /** Empty: every segment. Values of one kind are alternatives; different kinds all apply. */
  segments: ReportSegment[];
  groupBy: string;
};

const isSegmentKind = (value: string): value is SegmentKind =>
  (segmentKinds as readonly string[]).includes(value);

/**
 * The address's "who" part (`{b}`): `all`, or team ids and segments (`department:Engineering`)
 * separated by commas. A segment's value is percent-encoded inside the part, so a value may
 * hold commas and colons.
 */
export function audienceText(view: Pick<ReportView, 'teamIds' | 'segments'>): string {
  const items = [
    ...view.teamIds,
    ...view.segments.map((segment) => `${segment.kind}:${encodeURIComponent(segment.value)}`),
  ];
  return items.length ? items.join(',') : 'all';
}

/** The "who" part read back; null when an item is neither a team id nor a known segment. */
export function parseAudience(text: string): Pick<ReportView, 'teamIds' | 'segments'> | null {
  if (text === 'all') return { teamIds: [], segments: [] };
  const items = text.split(',');
  if (items.length === 0 || items.length > 50) return null;
  const teamIds: string[] = [];
  const segments: ReportSegment[] = [];
  for (const item of items) {
    if (idSchema.safeParse(item).success) {
      if (!teamIds.includes(item)) teamIds.push(item);
      continue;
    }
    const colon = item.indexOf(':');
    const kind = item.slice(0, colon);
    if (colon < 1 || !isSegmentKind(kind)) return null;
    let value: string;
    try {
      value = decodeURIComponent(item.slice(colon + 1)).trim();
    } catch {
      return null;
    }
    if (!value || value.length > segmentValueMaxLength) return null;
    if (!segments.some((s) => s.kind === kind && s.value.toLowerCase() === value.toLowerCase()))
      segments.push({ kind, value });
  }
  return { teamIds, segments };
}

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
  const view: ReportView = {
    range: defaultRange,
    teamIds: [],
    segments: [],
    groupBy: reportGroupings[id][0],
  };
  if (range !== undefined) {
    const custom = customRangePattern.exec(range);
    if ((dateRangePresets as readonly string[]).includes(range)) view.range = range as DateRangePreset;
    else if (custom?.[1] && custom[2]) {
      const problem = customRangeProblem(custom[1], custom[2]);
      if (problem) problems.push(problem === 'tooLong' ? 'rangeTooLong' : 'range');
      else view.range = { from: custom[1], to: custom[2] };
    } else problems.push('range');
  }
  if (teams !== undefined) {
    const audience = parseAudience(teams);
    if (audience) Object.assign(view, audience);
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

/**
 * The address of a view: every part present, so it reads back as the same view. The router
 * decodes a path once, so the "who" part's own percent signs are escaped once more.
 */
export const reportViewPath = (id: ReportId, view: ReportView): string =>
  `/reports/${id}/${rangeText(view.range)}/${audienceText(view).replaceAll('%', '%25')}/${view.groupBy}`;

/** GET /report/reports/{id}: the address's three parts; a part that is not understood is a 400. */
export const reportQuery = z.object({
  range: z.string().max(40).optional(),
  teams: z.string().max(8000).optional(),
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
  segments: z.array(z.object({ kind: z.enum(segmentKinds), value: z.string() })),
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

/** A view as requests carry it: the address's three parts (each checked as GET checks them). */
export const reportViewBody = z.object({
  range: z.string().max(40),
  teams: z.string().max(8000),
  groupBy: z.string().max(40),
});
export type ReportViewBody = z.infer<typeof reportViewBody>;

export const shareTargetTypes = ['tenantMember', 'team', 'role'] as const;
export const reportShare = z.object({
  targetType: z.enum(shareTargetTypes),
  /** A member or team id, or a role: `admin`, `employee` or a custom role's id. */
  targetId: z.string().min(1).max(64),
  /** The member's, team's or role's name. */
  name: z.string(),
});
export type ReportShare = z.infer<typeof reportShare>;
export const reportShares = z.object({ results: z.array(reportShare) });
/** A role a report can be shared with: the built-in `admin` and `employee`, and the tenant's custom roles. */
export const reportRole = z.object({
  /** `admin`, `employee` or a custom role's id. */
  id: z.string(),
  /** A custom role's name; the built-in roles are named by the renderer in the reader's language. */
  name: z.string(),
  builtIn: z.boolean(),
});
export type ReportRole = z.infer<typeof reportRole>;
export const reportRoles = z.object({ results: z.array(reportRole) });
export const replaceSharesRequest = z.object({
  shares: z.array(reportShare.pick({ targetType: true, targetId: true })).max(500),
});
export type ReplaceSharesRequest = z.infer<typeof replaceSharesRequest>;

const emailAddress = z.email({ error: 'Enter valid e-mail addresses' }).max(254);
/** Who gets a mail: members of the organization, and addresses typed in. */
export const reportRecipients = z.object({
  memberIds: z.array(idSchema).max(200),
  emails: z.array(emailAddress).max(50),
});

export const sendReportRequest = reportRecipients.extend({
  view: reportViewBody,
  locale: z.enum(['en', 'de']).optional(),
});
export type SendReportRequest = z.infer<typeof sendReportRequest>;

export const reportMail = z.object({
  id: idSchema,
  sentAt: isoDateTime,
  recipients: z.array(z.string()),
  state: z.enum(['sent', 'failed']),
  /** The view's address. */
  path: z.string(),
  scheduled: z.boolean(),
});
export type ReportMail = z.infer<typeof reportMail>;
export const reportMails = z.object({ results: z.array(reportMail) });

export const scheduleTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Enter a time as HH:MM' });
export const createScheduleRequest = reportRecipients.extend({
  view: reportViewBody,
  cadence: z.enum(reportCadences),
  /** weekly: ISO weekday 1 (Monday) to 7; monthly and quarterly: day of the month 1 to 28. */
  day: z.number().int().min(1).max(28),
  time: scheduleTime,
  locale: z.enum(['en', 'de']).optional(),
});
export type CreateScheduleRequest = z.infer<typeof createScheduleRequest>;
export const updateScheduleRequest = z.object({ paused: z.boolean() });

export const reportSchedule = z.object({
  id: idSchema,
  cadence: z.enum(reportCadences),
  day: z.number().int(),
  time: z.string(),
  path: z.string(),
  recipients: z.array(z.string()),
  nextRunAt: isoDateTime,
  paused: z.boolean(),
});
export type ReportSchedule = z.infer<typeof reportSchedule>;
export const reportSchedules = z.object({ results: z.array(reportSchedule) });
export const scheduleParams = z.object({ id: z.enum(reportIds), scheduleId: idSchema });

import { z } from 'zod';
import { checkInScores } from './check-in.ts';
import { idSchema, isoDateTime } from './common.ts';

/**
 * Analytics (000 §2 `/analytics/{insights|dashboards}`, `/analytics/insight/{id}`;
 * docs/insight.md): dashboards over recognition and check-ins, and burnout insights a nightly job
 * raises. Check-in results follow docs/check-in.md: nothing below five respondents.
 */

const isoDay = z.iso.date({ error: 'Enter a date that exists, as YYYY-MM-DD' });

/** The longest range a dashboard answers. */
export const dashboardRangeMaxDays = 731;

export const dashboardQuery = z
  .object({ from: isoDay, to: isoDay })
  .refine((q) => q.from <= q.to, { error: 'The start must not be after the end', path: ['to'] });
export type DashboardQuery = z.infer<typeof dashboardQuery>;

export const dashboardCharts = ['recognitions', 'participation', 'values', 'points', 'checkIns'] as const;
export type DashboardChart = (typeof dashboardCharts)[number];
export const dashboardCsvParams = z.object({ chart: z.enum(dashboardCharts) });

export const dashboard = z.object({
  from: z.string(),
  to: z.string(),
  /** Weeks up to three months, months beyond. */
  grouping: z.enum(['week', 'month']),
  recognitions: z.array(
    z.object({ periodStart: z.string(), sent: z.number().int(), received: z.number().int() }),
  ),
  participation: z.array(
    z.object({
      periodStart: z.string(),
      members: z.number().int(),
      participants: z.number().int(),
      /** participants / members, 0–1. */
      share: z.number(),
    }),
  ),
  values: z.array(
    z.object({ valueId: idSchema, name: z.string(), color: z.string(), count: z.number().int() }),
  ),
  points: z.array(z.object({ periodStart: z.string(), points: z.number().int() })),
  /** Only for checkInApp viewAnalytics; null otherwise. */
  checkIns: checkInScores.nullable(),
});
export type Dashboard = z.infer<typeof dashboard>;

// ---- Insights ----------------------------------------------------------------------------------

export const insightRules = [
  'notRecognised',
  'notRecognising',
  'recognitionDropped',
  'reportsNotRecognised',
  'scoreDrop',
] as const;
export type InsightRule = (typeof insightRules)[number];
export const insightPriorities = ['low', 'medium', 'high'] as const;
export type InsightPriority = (typeof insightPriorities)[number];
export const insightStatuses = ['open', 'dismissed', 'snoozed'] as const;
export const snoozeDays = [7, 14, 30] as const;

export const insight = z.object({
  id: idSchema,
  rule: z.enum(insightRules),
  priority: z.enum(insightPriorities),
  status: z.enum(['open', 'dismissed', 'snoozed', 'resolved']),
  snoozedUntil: z.string().nullable(),
  subject: z.object({
    kind: z.enum(['member', 'team', 'category']),
    id: idSchema,
    name: z.string(),
  }),
  /**
   * What the rule saw, by rule: days since the last recognition received or sent, the reports
   * without recognition, a score before and after (a group of five or more only). Never a
   * person's check-in answer.
   */
  evidence: z.object({
    days: z.number().int().nullable().optional(),
    reports: z.number().int().optional(),
    question: z.string().optional(),
    before: z.number().optional(),
    after: z.number().optional(),
    respondents: z.number().int().optional(),
  }),
  /** Where to act: the person's profile, the team, the dashboards. */
  actionPath: z.string(),
  raisedOn: z.string(),
  seenOn: z.string(),
  createdAt: isoDateTime,
});
export type Insight = z.infer<typeof insight>;
export const insightQuery = z.object({ status: z.enum(insightStatuses).default('open') });
export const insightList = z.object({ results: z.array(insight) });
export const insightSummary = z.object({
  /** Whether the member may read insights at all (admins, managers of reports). */
  allowed: z.boolean(),
  open: z.number().int(),
});
export const snoozeRequest = z.object({
  days: z.union(
    snoozeDays.map((d) => z.literal(d)) as [z.ZodLiteral<7>, z.ZodLiteral<14>, z.ZodLiteral<30>],
    {
      error: 'Choose 7, 14 or 30 days',
    },
  ),
});

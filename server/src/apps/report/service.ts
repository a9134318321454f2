import {
  isReportId,
  parseReportView,
  type ReportId,
  type ReportResult,
  type ReportView,
  rangeText,
  reportChartColumns,
  reportColumns,
} from '#shared/contract/report';
import { type Day, presetRange } from '#shared/date-ranges';
import type { Tx } from '../../db/client.ts';
import { invalid } from '../../http/errors.ts';
import { awardRows } from './awards.ts';
import { periodLabel, periodsOf } from './days.ts';
import { engagementRows, totalKey } from './engagement.ts';
import { isPeriodGrouping } from './grouping.ts';
import { managerRows } from './managers.ts';
import { redemptionRows } from './redemption.ts';
import type { RawRow, ReportScope } from './scope.ts';

type Query = (tx: Tx, scope: ReportScope, groupBy: string) => Promise<RawRow[]>;

/**
 * Each report's query; `totals` 'all' asks the query for one row over the whole view, 'sum' adds
 * the rows, 'inline' takes the row the query returns under totalKey (one pass for both).
 */
const definitions: Record<ReportId, { rows: Query; totals: 'all' | 'sum' | 'inline' }> = {
  'redemption-summary': { rows: redemptionRows, totals: 'all' },
  // Members belong to several teams: the totals count each person once, not the teams' sum.
  engagement: { rows: engagementRows, totals: 'inline' },
  'award-summary': { rows: awardRows, totals: 'all' },
  'manager-leaderboard': { rows: managerRows, totals: 'sum' },
};

const validationMessages = {
  range: 'Choose a date range from the list or a start and an end day',
  rangeTooLong: 'A date range can be at most five years long',
  teams: 'Choose teams and segments from the lists',
  groupBy: 'Choose a grouping from the list',
} as const;

/** The view the API was asked for; anything it does not understand is a 400 naming the part. */
export function strictView(
  id: ReportId,
  query: { range?: string; teams?: string; groupBy?: string },
): ReportView {
  const { view, problems } = parseReportView(id, query.range, query.teams, query.groupBy);
  const [problem] = problems;
  if (problem) throw invalid(problem === 'rangeTooLong' ? 'range' : problem, validationMessages[problem]);
  return view;
}

export const reportIdOr404 = (value: string): ReportId | null => (isReportId(value) ? value : null);

/** A report's figures for a view, seen from `today` in the tenant's zone. */
export async function runReport(
  tx: Tx,
  tenant: { tenantId: string; timeZone: string; today: Day },
  id: ReportId,
  view: ReportView,
): Promise<ReportResult> {
  const { from, to } = typeof view.range === 'string' ? presetRange(view.range, tenant.today) : view.range;
  const scope: ReportScope = {
    tenantId: tenant.tenantId,
    timeZone: tenant.timeZone,
    from,
    to,
    teamIds: view.teamIds,
    segments: view.segments,
  };
  const definition = definitions[id];
  const columns: string[] = [...reportColumns[id]];
  const zeros = () => Object.fromEntries(columns.map((column) => [column, 0]));
  let rows = await definition.rows(tx, scope, view.groupBy);
  let totals: Record<string, number>;
  if (definition.totals === 'inline') {
    const found = rows.find((row) => row.key === totalKey);
    rows = rows.filter((row) => row.key !== totalKey);
    totals = { ...zeros(), ...found?.values };
  } else if (definition.totals === 'all') {
    const [all] = await definition.rows(tx, scope, 'all');
    totals = { ...zeros(), ...all?.values };
  } else {
    totals = zeros();
    for (const row of rows)
      for (const column of columns) totals[column] = (totals[column] ?? 0) + (row.values[column] ?? 0);
  }
  const grouping = view.groupBy;
  if (isPeriodGrouping(grouping)) {
    // Every period of the range, in order, the quiet ones with zeros.
    const byKey = new Map(rows.map((row) => [row.key, row]));
    rows = periodsOf(from, to, grouping).map((start) => {
      const found = byKey.get(start);
      const values = found?.values ?? {
        ...zeros(),
        ...(id === 'engagement' ? { members: totals.members ?? 0 } : {}),
      };
      return { key: start, label: periodLabel(start, grouping), values };
    });
  } else if (id !== 'manager-leaderboard') {
    const first = columns[0] as string;
    rows.sort(
      (a, b) =>
        (b.values[first] ?? 0) - (a.values[first] ?? 0) || (a.label ?? '').localeCompare(b.label ?? ''),
    );
  }
  return {
    id,
    range: rangeText(view.range),
    from,
    to,
    teamIds: view.teamIds,
    segments: view.segments,
    groupBy: view.groupBy,
    columns,
    chartColumns: [...reportChartColumns[id]],
    rows: rows.map((row) => ({ key: row.key, label: row.label ?? '', values: row.values })),
    totals,
  };
}

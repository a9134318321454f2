import type { Dashboard, DashboardChart } from '#shared/contract/insight';
import type { CsvCell } from '../../kernel/csv.ts';

/**
 * One dashboard chart as a table for the kernel's CSV writer: the same figures the page shows,
 * check-in averages left empty where fewer than five answered (docs/check-in.md).
 */
export function dashboardCsv(
  data: Dashboard,
  chart: DashboardChart,
): { header: string[]; rows: CsvCell[][] } {
  switch (chart) {
    case 'recognitions':
      return {
        header: ['period', 'sent', 'received'],
        rows: data.recognitions.map((r) => [r.periodStart, r.sent, r.received]),
      };
    case 'participation':
      return {
        header: ['period', 'members', 'participants', 'share'],
        rows: data.participation.map((p) => [p.periodStart, p.members, p.participants, p.share]),
      };
    case 'values':
      return { header: ['value', 'recognitions'], rows: data.values.map((v) => [v.name, v.count]) };
    case 'points':
      return { header: ['period', 'points'], rows: data.points.map((p) => [p.periodStart, p.points]) };
    case 'checkIns':
      return {
        header: ['category', 'question', 'period', 'respondents', 'average'],
        rows: (data.checkIns?.results ?? []).flatMap((q) =>
          q.periods.map((p) => [q.categoryName, q.text, p.periodStart, p.respondents, p.average]),
        ),
      };
  }
}

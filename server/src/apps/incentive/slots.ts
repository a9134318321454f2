import type { IncentiveRow } from './access.ts';

/**
 * What a claim counts against (docs/incentive.md): `once` for once per person, the period it
 * falls in (UTC: `2026-W48`, `2026-11`, `2026-Q4`, `2026`) for once per period, null for
 * unlimited. The claims table refuses a second pending or approved claim of one slot.
 */
export function slotOf(row: Pick<IncentiveRow, 'claimLimit' | 'claimPeriod'>, at: Date): string | null {
  if (row.claimLimit === 'once') return 'once';
  if (row.claimLimit === 'unlimited') return null;
  const year = at.getUTCFullYear();
  switch (row.claimPeriod) {
    case 'week': {
      // ISO week: the week of the Thursday of this week.
      const day = new Date(Date.UTC(year, at.getUTCMonth(), at.getUTCDate()));
      const weekday = day.getUTCDay() || 7;
      day.setUTCDate(day.getUTCDate() + 4 - weekday);
      const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
      const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
      return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
    }
    case 'month':
      return `${year}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
    case 'quarter':
      return `${year}-Q${Math.floor(at.getUTCMonth() / 3) + 1}`;
    default:
      return `${year}`;
  }
}

import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { isPeriodGrouping } from './grouping.ts';
import { inAudience, inRange, numberOf, periodKey, type RawRow, type ReportScope } from './scope.ts';

/** The bank key of award types without a point bank. */
export const noBankKey = 'none';

/**
 * Award summary (docs/report.md): awards given in the range to the view's people (an award
 * counts once, its recipients each), the points they received, grouped by award type, by the
 * point bank that paid them, or by period; and nominations of the view's people in the range.
 */
export async function awardRows(tx: Tx, scope: ReportScope, groupBy: string): Promise<RawRow[]> {
  const group = (at: SQL): { key: SQL; label: SQL } => {
    if (groupBy === 'awardType') return { key: sql`t.id::text`, label: sql`max(t.name)` };
    if (groupBy === 'bank')
      return {
        key: sql`coalesce(t.budget_item_id::text, ${noBankKey})`,
        label: sql`coalesce(max(b.name), '')`,
      };
    if (groupBy === 'all') return { key: sql`'all'`, label: sql`''` };
    if (isPeriodGrouping(groupBy)) return { key: periodKey(scope, at, groupBy), label: sql`''` };
    throw new Error(`award summary: unknown grouping ${groupBy}`);
  };
  const given = group(sql`a.created_at`);
  const awarded = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`
      select ${given.key} as key, ${given.label} as label, count(distinct a.id) as awards,
        count(ar.member_id) as recipients, coalesce(sum(ar.amount), 0) as points
      from awards a
      join award_types t on t.id = a.award_type_id
      left join budget_items b on b.id = t.budget_item_id
      join award_recipients ar on ar.award_id = a.id and ${inAudience(scope, sql`ar.member_id`)}
      where a.tenant_id = ${scope.tenantId} and a.removed_at is null and ${inRange(scope, sql`a.created_at`)}
      group by 1`),
  );
  const nominated = group(sql`n.created_at`);
  const nominations = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`
      select ${nominated.key} as key, ${nominated.label} as label, count(*) as nominations
      from nominations n
      join award_types t on t.id = n.award_type_id
      left join budget_items b on b.id = t.budget_item_id
      where n.tenant_id = ${scope.tenantId} and ${inRange(scope, sql`n.created_at`)}
        and ${inAudience(scope, sql`n.nominee_id`)}
      group by 1`),
  );
  const rows = new Map<string, RawRow>();
  const rowOf = (key: string, label: unknown): RawRow => {
    let row = rows.get(key);
    if (!row) {
      row = {
        key,
        label: String(label ?? ''),
        values: { awards: 0, recipients: 0, points: 0, nominations: 0 },
      };
      rows.set(key, row);
    }
    return row;
  };
  for (const f of awarded) {
    const row = rowOf(String(f.key), f.label);
    row.values.awards = numberOf(f.awards);
    row.values.recipients = numberOf(f.recipients);
    row.values.points = numberOf(f.points);
  }
  for (const f of nominations) rowOf(String(f.key), f.label).values.nominations = numberOf(f.nominations);
  return [...rows.values()];
}

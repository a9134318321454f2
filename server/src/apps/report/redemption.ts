import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { isPeriodGrouping } from './grouping.ts';
import { inAudience, inRange, numberOf, periodKey, type RawRow, type ReportScope } from './scope.ts';

/**
 * Redemption summary (docs/report.md): orders placed in the range by members of the view's
 * teams. `points` and `money` count what was kept (not refunded, not failed); refunds are counted
 * apart. Money is the rewards' face value in the provider's currency (catalog rewards have none).
 */
export async function redemptionRows(tx: Tx, scope: ReportScope, groupBy: string): Promise<RawRow[]> {
  let key: SQL;
  let label: SQL;
  if (groupBy === 'provider') {
    key = sql`o.provider_id::text`;
    label = sql`max(p.name)`;
  } else if (groupBy === 'reward') {
    key = sql`o.reward_id::text`;
    label = sql`max(o.reward_name)`;
  } else if (groupBy === 'all') {
    key = sql`'all'`;
    label = sql`''`;
  } else if (isPeriodGrouping(groupBy)) {
    key = periodKey(scope, sql`o.created_at`, groupBy);
    label = sql`''`;
  } else throw new Error(`redemption summary: unknown grouping ${groupBy}`);
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`
      select ${key} as key, ${label} as label,
        count(*) as orders,
        coalesce(sum(o.cost) filter (where o.state in ('pending', 'fulfilled')), 0) as points,
        coalesce(sum((rw.face_value ->> 'amount')::numeric) filter (where o.state in ('pending', 'fulfilled')), 0) as money,
        count(*) filter (where o.state = 'refunded') as refunds,
        coalesce(sum(o.cost) filter (where o.state = 'refunded'), 0) as refunded_points
      from reward_orders o
      join reward_providers p on p.id = o.provider_id
      left join rewards rw on rw.id = o.reward_id
      where o.tenant_id = ${scope.tenantId} and ${inRange(scope, sql`o.created_at`)}
        and ${inAudience(scope, sql`o.member_id`)}
      group by 1`),
  );
  return rows.map((row) => ({
    key: String(row.key),
    label: String(row.label ?? ''),
    values: {
      orders: numberOf(row.orders),
      points: numberOf(row.points),
      money: Math.round(numberOf(row.money) * 100) / 100,
      refunds: numberOf(row.refunds),
      refundedPoints: numberOf(row.refunded_points),
    },
  }));
}

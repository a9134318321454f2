import { type SQL, sql } from 'drizzle-orm';
import type { PointsTransactionType } from '#shared/contract/points';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

export type Range = { from?: string; to?: string };
type TypeTotal = { type: PointsTransactionType; amount: number; count: number };

/** Days (inclusive, tenant time zone) as a condition on `t.created_at`. */
export function rangeWhere(range: Range, timeZone: string): SQL {
  const parts: SQL[] = [sql`true`];
  if (range.from) parts.push(sql`t.created_at >= (${range.from}::date)::timestamp at time zone ${timeZone}`);
  if (range.to) parts.push(sql`t.created_at < (${range.to}::date + 1)::timestamp at time zone ${timeZone}`);
  return sql.join(parts, sql` and `);
}

/** Points given in sends: what recipients received from recognitions, endorsements and awards. */
const givenTypes = sql`('recognition', 'endorsement', 'award')`;

/**
 * Totals over the ledger rows `where` picks (joined to their account `a`): per type, what the
 * rows added up to, what sends credited, and what redemptions took net of refunds.
 */
async function totals(tx: Tx, where: SQL) {
  const byType = rowsOf<{ type: PointsTransactionType; amount: string; count: number }>(
    await tx.execute(sql`
      select t.type, sum(t.amount)::bigint as amount, count(*)::int as count
        from points_transactions t join points_accounts a on a.id = t.account_id
       where ${where} group by t.type order by t.type`),
  );
  const [flows] = rowsOf<{ received: string; given: string; redeemed: string }>(
    await tx.execute(sql`
      select coalesce(sum(t.amount) filter (where a.type = 'redeemable' and t.amount > 0 and t.type in ${givenTypes}), 0)::bigint as received,
             coalesce(-sum(t.amount) filter (where a.type <> 'redeemable' and t.amount < 0 and t.type in ${givenTypes}), 0)::bigint as given,
             coalesce(-sum(t.amount) filter (where a.type = 'redeemable' and t.type in ('redeem', 'refund')), 0)::bigint as redeemed
        from points_transactions t join points_accounts a on a.id = t.account_id
       where ${where}`),
  );
  return {
    byType: byType.map(
      (row): TypeTotal => ({ type: row.type, amount: Number(row.amount), count: row.count }),
    ),
    received: Number(flows?.received ?? 0),
    given: Number(flows?.given ?? 0),
    redeemed: Number(flows?.redeemed ?? 0),
  };
}

/** GET /points/reporting: balances held now by account kind, and the range's flows. */
export async function tenantReport(tx: Tx, tenantId: string, range: Range, timeZone: string) {
  const held = rowsOf<{ type: string; total: string }>(
    await tx.execute(sql`
      select type, coalesce(sum(balance), 0)::bigint as total from points_accounts
       where tenant_id = ${tenantId} group by type`),
  );
  const of = (type: string) => Number(held.find((row) => row.type === type)?.total ?? 0);
  const flows = await totals(tx, sql`t.tenant_id = ${tenantId} and ${rangeWhere(range, timeZone)}`);
  return {
    redeemableOutstanding: of('redeemable'),
    allocationOutstanding: of('allocation'),
    fundBalance: of('fund'),
    bankBalance: of('pointsBank'),
    given: flows.received,
    redeemed: flows.redeemed,
    byType: flows.byType,
  };
}

/** GET /points/reporting/members/{id}: one member's balances and the range's flows on their accounts. */
export async function memberReport(
  tx: Tx,
  tenantId: string,
  memberId: string,
  range: Range,
  timeZone: string,
) {
  const accounts = rowsOf<{ type: string; balance: number; all_time_received: number }>(
    await tx.execute(sql`
      select type, balance, all_time_received from points_accounts
       where tenant_id = ${tenantId} and member_id = ${memberId}`),
  );
  const redeemable = accounts.find((row) => row.type === 'redeemable');
  const flows = await totals(
    tx,
    sql`t.tenant_id = ${tenantId} and a.member_id = ${memberId} and ${rangeWhere(range, timeZone)}`,
  );
  return {
    redeemable: Number(redeemable?.balance ?? 0),
    allocation: Number(accounts.find((row) => row.type === 'allocation')?.balance ?? 0),
    allTimeReceived: Number(redeemable?.all_time_received ?? 0),
    received: flows.received,
    given: flows.given,
    redeemed: flows.redeemed,
    byType: flows.byType,
  };
}

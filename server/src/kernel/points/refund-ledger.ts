import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * Gives a redemption's points back to the member's redeemable account: the balance and its
 * `refund` ledger row in one statement, as ledger.ts does. Unlike `credit`, it leaves
 * all_time_received alone: a refund returns points, it does not receive new ones.
 */
export async function refundPoints(
  tx: Tx,
  tenantId: string,
  memberId: string,
  amount: number,
): Promise<number> {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error('refund of a non-positive amount');
  const [row] = rowsOf<{ balance: number }>(
    await tx.execute(sql`
      with credited as (
        update points_accounts set balance = balance + ${amount}
         where member_id = ${memberId} and type = 'redeemable'
        returning id, balance
      ), ledger as (
        insert into points_transactions (tenant_id, account_id, amount, type)
        select ${tenantId}, id, ${amount}, 'refund' from credited
      )
      select balance from credited`),
  );
  // The account was debited for this order, so it exists; a missing one is a broken invariant.
  if (!row) throw new Error('points account missing');
  return Number(row.balance);
}

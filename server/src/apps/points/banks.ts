import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PointsBankBalance } from '#shared/contract/award';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { budgetItems, pointsAccounts } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

export type BudgetItemRow = typeof budgetItems.$inferSelect;
export type BankBalance = PointsBankBalance & { accountId: string | null };

/**
 * Balances of point banks, keyed by budget item id. `available` leaves out what the chosen winners
 * of unfinalized nomination rounds funded by the bank will take when finalized.
 */
export async function bankBalances(
  tx: Tx,
  ids: (string | null | undefined)[],
): Promise<Map<string, BankBalance>> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
  if (wanted.length === 0) return new Map();
  const accounts = await tx
    .select({
      id: pointsAccounts.id,
      budgetItemId: pointsAccounts.budgetItemId,
      balance: pointsAccounts.balance,
    })
    .from(pointsAccounts)
    .where(inArray(pointsAccounts.budgetItemId, wanted));
  const reserved = rowsOf<{ budget_item_id: string; reserved: number }>(
    await tx.execute(sql`
      select t.budget_item_id, coalesce(sum(t.points), 0)::int as reserved
        from award_types t join award_winners w on w.award_type_id = t.id and w.award_id is null
       where t.budget_item_id in ${wanted} and t.nomination and t.finalized_at is null and t.archived_at is null
       group by t.budget_item_id`),
  );
  const held = new Map(reserved.map((row) => [row.budget_item_id, Number(row.reserved)]));
  const byItem = new Map(accounts.map((row) => [row.budgetItemId as string, row]));
  return new Map(
    wanted.map((id) => {
      const account = byItem.get(id);
      const balance = account?.balance ?? 0;
      return [
        id,
        { accountId: account?.id ?? null, balance, available: Math.max(0, balance - (held.get(id) ?? 0)) },
      ];
    }),
  );
}

/** A bank that was not deleted, in the tenant set on `tx`; anything else is a 404. */
export async function findBudgetItem(tx: Tx, id: string): Promise<BudgetItemRow> {
  const [row] = await tx
    .select()
    .from(budgetItems)
    .where(and(eq(budgetItems.id, id), isNull(budgetItems.deletedAt)));
  if (!row) throw notFound('This point bank does not exist');
  return row;
}

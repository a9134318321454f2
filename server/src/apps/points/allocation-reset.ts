import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  allocationResets,
  budgetSettings,
  pointsTransactions,
  type resetFrequencies,
} from '../../db/schema.ts';
import { credit, debit, lockAccount } from './ledger.ts';

export type ResetFrequency = (typeof resetFrequencies)[number];
export type BudgetSettings = { resetFrequency: ResetFrequency; allocationAmount: number };

/** A tenant that never chose: allocations reset monthly to 100 points (docs/product-decisions.md). */
export const defaultBudgetSettings: BudgetSettings = { resetFrequency: 'month', allocationAmount: 100 };

/** Members reset per transaction: the account rows stay locked until it commits. */
export const resetBatchSize = 200;

/** The tenant's budget settings, or the defaults when it has none. Call inside its transaction. */
export async function budgetSettingsOf(tx: Tx): Promise<BudgetSettings> {
  const [row] = await tx
    .select({
      resetFrequency: budgetSettings.resetFrequency,
      allocationAmount: budgetSettings.allocationAmount,
    })
    .from(budgetSettings);
  return row ?? defaultBudgetSettings;
}

export async function saveBudgetSettings(tx: Tx, tenantId: string, settings: BudgetSettings): Promise<void> {
  await tx
    .insert(budgetSettings)
    .values({ tenantId, ...settings })
    .onConflictDoUpdate({ target: budgetSettings.tenantId, set: { ...settings, updatedAt: sql`now()` } });
}

/**
 * The start of the period `now` falls in, in UTC: the first of the month, of the quarter
 * (January, April, July, October) or of the year. `never` has no periods.
 */
export function periodStart(frequency: ResetFrequency, now: Date): Date | null {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  switch (frequency) {
    case 'never':
      return null;
    case 'month':
      return new Date(Date.UTC(year, month, 1));
    case 'quarter':
      return new Date(Date.UTC(year, month - (month % 3), 1));
    case 'year':
      return new Date(Date.UTC(year, 0, 1));
  }
}

export type ResetPass = { candidates: number; reset: number };

/**
 * Resets the allocation account of up to `limit` active members of the current tenant who have
 * not been reset in the current period: the unused balance expires (`expire_allocation`) and the
 * tenant's amount is credited (`allocation`), both through the ledger. Runs inside the tenant's
 * transaction (row-level security). Exactly once per account and period: the account row is
 * locked first and the (account, period) key of allocation_resets is claimed before any ledger
 * row is written, so a second instance either waits and then finds the key taken, or sees the
 * reset already done. An account already credited its allocation in this period before the
 * first reset (the demo seed does that) only gets its key.
 */
export async function resetAllocations(
  tx: Tx,
  tenantId: string,
  now: Date,
  limit = resetBatchSize,
): Promise<ResetPass> {
  const settings = await budgetSettingsOf(tx);
  const start = periodStart(settings.resetFrequency, now);
  if (!start) return { candidates: 0, reset: 0 };
  const members = rowsOf<{ id: string }>(
    await tx.execute(sql`
      select m.id from tenant_members m
      where m.suspended_at is null and m.invitation_status <> 'archived'
        and not exists (
          select 1 from points_accounts a join allocation_resets r on r.account_id = a.id
          where a.member_id = m.id and a.type = 'allocation' and r.period_start = ${start.toISOString()}
        )
      order by m.id
      limit ${limit}`),
  );
  let reset = 0;
  for (const member of members) {
    const account = await lockAccount(tx, tenantId, member.id, 'allocation');
    const [alreadyAllocated] = await tx
      .select({ id: pointsTransactions.id })
      .from(pointsTransactions)
      .where(
        and(
          eq(pointsTransactions.accountId, account.id),
          eq(pointsTransactions.type, 'allocation'),
          gte(pointsTransactions.createdAt, start),
        ),
      )
      .limit(1);
    const expired = alreadyAllocated ? 0 : account.balance;
    const allocated = alreadyAllocated ? 0 : settings.allocationAmount;
    const claimed = await tx
      .insert(allocationResets)
      .values({ tenantId, accountId: account.id, periodStart: start, expired, allocated })
      .onConflictDoNothing()
      .returning({ accountId: allocationResets.accountId });
    if (claimed.length === 0) continue;
    if (expired > 0) await debit(tx, account, expired, 'expire_allocation');
    await credit(tx, tenantId, [{ memberId: member.id, amount: allocated }], 'allocation', 'allocation');
    reset += 1;
  }
  return { candidates: members.length, reset };
}

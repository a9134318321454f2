import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  allocationResets,
  allocationSources,
  budgetSettings,
  pointsTransactions,
  type resetFrequencies,
} from '../../db/schema.ts';
import { post } from '../../kernel/points/adjustments.ts';
import { credit, debit, lockAccount, lockBankAccount } from '../../kernel/points/ledger.ts';
import { allocationSourcesOf } from './allocation-sources.ts';
import { pointsMoneyOf } from './money.ts';

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

/** The instant local midnight of (year, month, day) is in `timeZone` (DST-safe: checked twice). */
export function zonedMidnight(year: number, month: number, day: number, timeZone: string): Date {
  const guess = Date.UTC(year, month, day);
  const offsetAt = (instant: number) => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }).formatToParts(new Date(instant));
    const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
    return (
      Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - instant
    );
  };
  const first = guess - offsetAt(guess);
  return new Date(guess - offsetAt(first));
}

/** The year and month (0-11) `now` falls in, in `timeZone`. */
function localMonth(now: Date, timeZone: string): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(now);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: get('year'), month: get('month') - 1 };
}

/**
 * The start of the period `now` falls in: local midnight, in the tenant's time zone (UTC by
 * default), of the first of the month, of the quarter (January, April, July, October) or of the
 * year. `never` has no periods.
 */
export function periodStart(frequency: ResetFrequency, now: Date, timeZone = 'UTC'): Date | null {
  if (frequency === 'never') return null;
  const { year, month } = localMonth(now, timeZone);
  const first = frequency === 'month' ? month : frequency === 'quarter' ? month - (month % 3) : 0;
  return zonedMidnight(year, first, 1, timeZone);
}

/** The start of the period after the one `now` falls in (the forecast's next reset). */
export function nextPeriodStart(frequency: ResetFrequency, now: Date, timeZone = 'UTC'): Date | null {
  if (frequency === 'never') return null;
  const { year, month } = localMonth(now, timeZone);
  const step = frequency === 'month' ? 1 : frequency === 'quarter' ? 3 : 12;
  const first = frequency === 'month' ? month : frequency === 'quarter' ? month - (month % 3) : 0;
  return zonedMidnight(year, first + step, 1, timeZone);
}

export type ResetPass = { candidates: number; reset: number };

/**
 * Resets the allocation account of up to `limit` active members of the current tenant who have
 * not been reset in the current period (in the tenant's time zone): the unused balance expires
 * (`expire_allocation`) and the member's amount is credited (`allocation`) — the largest amount of
 * their teams that have one (allocation_source_teams), else the tenant's. Both go through the
 * ledger. Runs inside the tenant's transaction (row-level security). Exactly once per account and
 * period: the account row is locked first and the (account, period) key of allocation_resets is
 * claimed before any ledger row is written, so a second instance either waits and then finds the
 * key taken, or sees the reset already done; after downtime the next pass finds the period's keys
 * missing and does it then. An account already credited its allocation in this period before the
 * first reset (the demo seed does that) only gets its key. A disabled allocation source resets
 * nothing. Point banks are topped up by the pointsBank source in the same pass (resetBanks).
 */
export async function resetAllocations(
  tx: Tx,
  tenantId: string,
  now: Date,
  limit = resetBatchSize,
): Promise<ResetPass> {
  const settings = await budgetSettingsOf(tx);
  const { timeZone } = await pointsMoneyOf(tx, tenantId);
  const banks = await resetBanks(tx, tenantId, now, timeZone);
  const start = periodStart(settings.resetFrequency, now, timeZone);
  const { allocation } = await allocationSourcesOf(tx, tenantId, ['allocation'], {
    allocation: { amount: 0, enabled: true },
  });
  if (!start || !allocation.enabled) return { candidates: 0, reset: banks };
  const members = rowsOf<{ id: string; amount: number | null }>(
    await tx.execute(sql`
      select m.id,
             (select max(s.amount) from allocation_source_teams s join team_members tm on tm.team_id = s.team_id
               where s.source = 'allocation' and tm.member_id = m.id and s.tenant_id = ${tenantId}) as amount
        from tenant_members m
      where m.suspended_at is null and m.invitation_status <> 'archived'
        and not exists (
          select 1 from points_accounts a join allocation_resets r on r.account_id = a.id
          where a.member_id = m.id and a.type = 'allocation' and r.period_start = ${start.toISOString()}
        )
      order by m.id
      limit ${limit}`),
  );
  let reset = banks;
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
    const amount = member.amount === null ? settings.allocationAmount : Number(member.amount);
    const expired = alreadyAllocated ? 0 : account.balance;
    const allocated = alreadyAllocated ? 0 : amount;
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

/**
 * The pointsBank source: when enabled with a frequency, every point bank (not deleted) is set to
 * the source's amount once per period — topped up with `allocation_add` or trimmed with
 * `allocation_remove` — keyed like member resets (allocation_resets), so exactly once.
 */
export async function resetBanks(tx: Tx, tenantId: string, now: Date, timeZone: string): Promise<number> {
  const [source] = await tx
    .select()
    .from(allocationSources)
    .where(and(eq(allocationSources.tenantId, tenantId), eq(allocationSources.source, 'pointsBank')));
  if (!source?.enabled) return 0;
  const start = periodStart(source.resetFrequency, now, timeZone);
  if (!start) return 0;
  const due = rowsOf<{ id: string }>(
    await tx.execute(sql`
      select b.id from budget_items b
       where b.deleted_at is null and b.tenant_id = ${tenantId}
         and not exists (
           select 1 from points_accounts a join allocation_resets r on r.account_id = a.id
            where a.budget_item_id = b.id and r.period_start = ${start.toISOString()})
       order by b.id`),
  );
  let reset = 0;
  for (const bank of due) {
    const account = await lockBankAccount(tx, tenantId, bank.id);
    const change = source.amount - account.balance;
    const claimed = await tx
      .insert(allocationResets)
      .values({
        tenantId,
        accountId: account.id,
        periodStart: start,
        expired: Math.max(0, -change),
        allocated: Math.max(0, change),
      })
      .onConflictDoNothing()
      .returning({ accountId: allocationResets.accountId });
    if (claimed.length === 0) continue;
    if (change !== 0)
      await post(tx, account, change, change > 0 ? 'allocation_add' : 'allocation_remove', {
        reason: 'pointsBank reset',
      });
    reset += 1;
  }
  return reset;
}

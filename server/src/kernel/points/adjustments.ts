/** The fund, adjustments, reversals and expiry (docs/points.md): postings through the ledger's one insert. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PointsTransactionType } from '#shared/contract/points';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { pointsAccounts, pointsTransactions } from '../../db/schema.ts';
import {
  type AccountType,
  type AnyAccountRow,
  credit,
  InsufficientBalance,
  insertRows,
  type Refs,
  rowsFrom,
} from './ledger.ts';

/** The tenant's fund account (one per tenant, no owner), made on first use. */
export async function ensureFundAccount(tx: Tx, tenantId: string): Promise<void> {
  await tx.execute(sql`
    insert into points_accounts (tenant_id, type) values (${tenantId}, 'fund')
    on conflict (tenant_id) where type = 'fund' do nothing`);
}

/** The fund account, row-locked (`lock`) until the transaction ends. */
export async function fundAccountOf(tx: Tx, tenantId: string, lock = false): Promise<AnyAccountRow> {
  const select = () => {
    const query = tx
      .select()
      .from(pointsAccounts)
      .where(and(eq(pointsAccounts.tenantId, tenantId), eq(pointsAccounts.type, 'fund')));
    return lock ? query.for('update') : query;
  };
  let [row] = await select();
  if (!row) {
    await ensureFundAccount(tx, tenantId);
    [row] = await select();
  }
  if (!row) throw new Error('points fund account missing');
  return row;
}

/** Disables (a timestamp) or enables (null) an account: the fund refuses every draw while disabled. */
export async function setAccountLocked(tx: Tx, accountId: string, lockedAt: Date | null): Promise<void> {
  await tx.update(pointsAccounts).set({ lockedAt }).where(eq(pointsAccounts.id, accountId));
}

export type Posted = { balance: number; transactionId: string };

/**
 * Adds (positive) or takes (negative) points on one account and writes its ledger row, in one
 * statement; a debit beyond the balance throws `InsufficientBalance` and changes nothing.
 * `receivedDelta` moves all_time_received with it (a reversal of received points lowers it).
 */
export async function post(
  tx: Tx,
  account: Pick<AnyAccountRow, 'id' | 'tenantId'>,
  amount: number,
  type: PointsTransactionType,
  refs: Refs = {},
  receivedDelta = 0,
): Promise<Posted> {
  if (!Number.isInteger(amount) || amount === 0) throw new Error('post of a zero or fractional amount');
  const [row] = rowsOf<{ balance: number; transaction_id: string }>(
    await tx.execute(sql`
      with posted as (
        update points_accounts
           set balance = balance + ${amount},
               all_time_received = greatest(0, all_time_received + ${receivedDelta})
         where id = ${account.id} and balance + ${amount} >= 0
        returning id, balance
      ), ledger as (
        ${insertRows(rowsFrom(sql`posted`, account.tenantId, sql`${amount}`, type, refs))}
        returning id
      )
      select (select balance from posted) as balance, (select id from ledger) as transaction_id`),
  );
  if (!row || row.balance === null || row.transaction_id === null) throw new InsufficientBalance();
  return { balance: Number(row.balance), transactionId: row.transaction_id };
}

/**
 * Moves `amount` from one account (the fund) to each member's account of `accountType`: the
 * guarded debit first, then the credits naming the source, so a reversal can return them.
 */
export async function distribute(
  tx: Tx,
  from: Pick<AnyAccountRow, 'id' | 'tenantId'>,
  memberIds: string[],
  amount: number,
  accountType: AccountType,
  type: PointsTransactionType,
  refs: Refs = {},
): Promise<number> {
  const unique = [...new Set(memberIds)].sort();
  if (unique.length === 0)
    return (await tx.select().from(pointsAccounts).where(eq(pointsAccounts.id, from.id)))[0]?.balance ?? 0;
  const { balance } = await post(tx, from, -amount * unique.length, type, refs);
  await credit(
    tx,
    from.tenantId,
    unique.map((memberId) => ({ memberId, amount })),
    accountType,
    type,
    { ...refs, sourceAccountId: from.id },
  );
  return balance;
}

/** Debit types a reversal gives back: an admin's removal or an expiry. Redemptions have refunds instead. */
export const reversibleDebitTypes: readonly PointsTransactionType[] = [
  'redeemable_remove',
  'allocation_remove',
  'expire_redeemable',
  'expire_allocation',
];
/** Credits that do not count as received (all_time_received), as `credit` and `transfer` book them. */
const notReceivedTypes: readonly string[] = ['redeemable_add', 'refund', 'reversal'];

type LedgerRow = typeof pointsTransactions.$inferSelect;

/** Whether a row's kind can be reversed at all (the report's `reversible` adds "not yet reversed"). */
export const reversibleKind = (row: Pick<LedgerRow, 'type' | 'amount'>): boolean =>
  row.type !== 'reversal' &&
  row.type !== 'refund' &&
  row.type !== 'redeem' &&
  (row.amount > 0 || reversibleDebitTypes.includes(row.type as PointsTransactionType));

export class ReversalRefused extends Error {}

/**
 * Reverses one ledger row: a `reversal` row of the opposite amount on its account and, when the
 * points came from another account (a transfer, a fund allocation; older rows are matched by their
 * send), a `reversal` row giving them back there. Never deletes. The original row is locked first,
 * so two reversals of it queue and the second finds the first; the unique (reversal_of, account)
 * key backs that up. A reversal, a second reversal, or one that would make a balance negative
 * throws `ReversalRefused` with the sentence to show, and changes nothing.
 */
export async function reverse(
  tx: Tx,
  transactionId: string,
  accountId: string,
  actorMemberId: string | null,
): Promise<string[]> {
  const [original] = await tx
    .select()
    .from(pointsTransactions)
    .where(and(eq(pointsTransactions.id, transactionId), eq(pointsTransactions.accountId, accountId)))
    .for('update');
  if (!original) return [];
  if (original.type === 'reversal') throw new ReversalRefused('A reversal cannot be reversed');
  const [done] = await tx
    .select({ id: pointsTransactions.id })
    .from(pointsTransactions)
    .where(eq(pointsTransactions.reversalOf, original.id))
    .limit(1);
  if (done) throw new ReversalRefused('This transaction was already reversed');
  if (!reversibleKind(original)) throw new ReversalRefused('This kind of transaction cannot be reversed');
  const source = original.amount > 0 ? await sourceOf(tx, original) : null;
  // Lock both accounts in id order so two reversals across the same pair cannot deadlock.
  const ids = [original.accountId, ...(source ? [source] : [])].sort();
  const locked = await tx
    .select()
    .from(pointsAccounts)
    .where(inArray(pointsAccounts.id, ids))
    .orderBy(pointsAccounts.id)
    .for('update');
  const account = locked.find((row) => row.id === original.accountId);
  if (!account) return [];
  const refs: Refs = {
    actorMemberId,
    reversalOf: original.id,
    recognitionId: original.recognitionId,
    endorsementId: original.endorsementId,
    awardId: original.awardId,
  };
  const received =
    account.type === 'redeemable' && original.amount > 0 && !notReceivedTypes.includes(original.type)
      ? -original.amount
      : 0;
  const written: string[] = [];
  try {
    written.push((await post(tx, account, -original.amount, 'reversal', refs, received)).transactionId);
  } catch (error) {
    if (error instanceof InsufficientBalance) {
      throw new ReversalRefused(
        `The account holds only ${account.balance} points, so reversing this would make it negative`,
      );
    }
    throw error;
  }
  const from = source ? locked.find((row) => row.id === source) : undefined;
  if (from && from.id !== account.id) {
    written.push((await post(tx, from, original.amount, 'reversal', refs)).transactionId);
  }
  return written;
}

/** The account a credit's points left: named on the row, or the send's debit row for older rows. */
async function sourceOf(tx: Tx, row: LedgerRow): Promise<string | null> {
  if (row.sourceAccountId) return row.sourceAccountId;
  const ref = row.recognitionId
    ? eq(pointsTransactions.recognitionId, row.recognitionId)
    : row.endorsementId
      ? eq(pointsTransactions.endorsementId, row.endorsementId)
      : row.awardId
        ? eq(pointsTransactions.awardId, row.awardId)
        : null;
  if (!ref) return null;
  const [debitRow] = await tx
    .select({ accountId: pointsTransactions.accountId })
    .from(pointsTransactions)
    .where(and(ref, eq(pointsTransactions.type, row.type), sql`${pointsTransactions.amount} < 0`))
    .limit(1);
  return debitRow?.accountId ?? null;
}

/**
 * Expires the whole balance of these members' accounts of one type in one statement: each
 * non-empty account goes to 0 with one ledger row of minus what it held. Returns what expired.
 */
export async function expireBalances(
  tx: Tx,
  tenantId: string,
  memberIds: string[],
  accountType: AccountType,
  type: PointsTransactionType,
  refs: Refs = {},
): Promise<{ accounts: number; expired: number }> {
  if (memberIds.length === 0) return { accounts: 0, expired: 0 };
  const rows = rowsOf<{ amount: number }>(
    await tx.execute(sql`
      with held as (
        select id, balance from points_accounts
         where member_id = any(${`{${memberIds.join(',')}}`}::uuid[]) and type = ${accountType} and balance > 0
         order by id
         for update
      ), expired as (
        update points_accounts a set balance = 0 from held h where a.id = h.id
        returning a.id, h.balance as amount
      ), ledger as (
        ${insertRows(rowsFrom(sql`expired`, tenantId, sql`-amount`, type, refs))}
      )
      select amount from expired`),
  );
  return { accounts: rows.length, expired: rows.reduce((sum, row) => sum + Number(row.amount), 0) };
}

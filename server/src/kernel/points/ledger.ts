import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PointsTransactionType } from '#shared/contract/points';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { pointsAccounts, pointsTransactions } from '../../db/schema.ts';

export type AccountType = 'allocation' | 'redeemable';
type AnyAccountRow = typeof pointsAccounts.$inferSelect;
/** A member's account: the owner is a member (bank accounts are owned by a budget item). */
export type AccountRow = Omit<AnyAccountRow, 'memberId' | 'type'> & { memberId: string; type: AccountType };
/** A point bank's account (docs/awards.md). */
export type BankAccountRow = Omit<AnyAccountRow, 'budgetItemId'> & { budgetItemId: string };
/** What a ledger row points at: the send behind it, or the admin and reason of an adjustment or reversal. */
export type Refs = {
  recognitionId?: string | null;
  endorsementId?: string | null;
  awardId?: string | null;
  actorMemberId?: string | null;
  reason?: string | null;
  reversalOf?: string | null;
  /** For a credit: the account the points came from (set by `transfer`). */
  sourceAccountId?: string | null;
};

/**
 * One ledger row per row of `from` (a CTE of updated accounts with their `id`): the select half of
 * the one statement every posting is (the balance update and its rows together).
 */
const rowsFrom = (from: SQL, tenantId: string, amount: SQL, type: PointsTransactionType, refs: Refs): SQL =>
  sql`select ${tenantId}::uuid, id, ${amount}::int, ${type}::text, ${refs.recognitionId ?? null}::uuid,
             ${refs.endorsementId ?? null}::uuid, ${refs.awardId ?? null}::uuid, ${refs.actorMemberId ?? null}::uuid,
             ${refs.reason ?? null}::text, ${refs.reversalOf ?? null}::uuid, ${refs.sourceAccountId ?? null}::uuid
        from ${from}`;

/**
 * The ledger's one insert: the only statement in the server that writes points_transactions rows.
 * Every posting below (debit, credit, transfer, post, refund, expiry) ends with it, so a balance
 * never changes without its row.
 */
const insertRows = (...selects: SQL[]): SQL =>
  sql`insert into points_transactions (tenant_id, account_id, amount, type, recognition_id, endorsement_id, award_id, actor_member_id, reason, reversal_of, source_account_id)
      ${sql.join(selects, sql` union all `)}`;

/** Every member has both accounts; they are made on first use. */
export async function ensureAccounts(tx: Tx, tenantId: string, memberIds: string[]): Promise<void> {
  const unique = [...new Set(memberIds)];
  if (unique.length === 0) return;
  await tx
    .insert(pointsAccounts)
    .values(
      unique.flatMap((memberId) => [
        { tenantId, memberId, type: 'allocation' as const },
        { tenantId, memberId, type: 'redeemable' as const },
      ]),
    )
    .onConflictDoNothing();
}

export async function accountsOf(tx: Tx, tenantId: string, memberId: string): Promise<AccountRow[]> {
  await ensureAccounts(tx, tenantId, [memberId]);
  return (await tx
    .select()
    .from(pointsAccounts)
    .where(eq(pointsAccounts.memberId, memberId))
    .orderBy(pointsAccounts.type)) as AccountRow[];
}

/**
 * The member's account of one type, row-locked until the transaction ends: concurrent sends
 * from one balance queue here, so each sees the balance the previous one left. The accounts are
 * made only when the lock finds none, so the usual case is one statement.
 */
export async function lockAccount(
  tx: Tx,
  tenantId: string,
  memberId: string,
  type: AccountType,
): Promise<AccountRow> {
  const select = () =>
    tx
      .select()
      .from(pointsAccounts)
      .where(and(eq(pointsAccounts.memberId, memberId), eq(pointsAccounts.type, type)))
      .for('update');
  let [row] = await select();
  if (!row) {
    await ensureAccounts(tx, tenantId, [memberId]);
    [row] = await select();
  }
  if (!row) throw new Error('points account missing');
  return row as AccountRow;
}

export class InsufficientBalance extends Error {}

/**
 * Takes points off an account; the `balance >= amount` guard makes overspending impossible.
 * The update and its ledger row are one statement: the row is written only if the update was.
 */
export async function debit(
  tx: Tx,
  account: Pick<AccountRow, 'id' | 'tenantId'>,
  amount: number,
  type: PointsTransactionType,
  refs: Refs = {},
): Promise<number> {
  if (amount <= 0) throw new Error('debit of a non-positive amount');
  const [row] = rowsOf<{ balance: number }>(
    await tx.execute(sql`
      with debited as (
        update points_accounts set balance = balance - ${amount}
         where id = ${account.id} and balance >= ${amount}
        returning id, balance
      ), ledger as (
        ${insertRows(rowsFrom(sql`debited`, account.tenantId, sql`${-amount}`, type, refs))}
      )
      select balance from debited`),
  );
  if (!row) throw new InsufficientBalance();
  return Number(row.balance);
}

/**
 * Adds points to members' accounts of one type, one ledger row each: the balances and their
 * ledger rows in one statement. Accounts are made only for members who have none yet.
 */
export async function credit(
  tx: Tx,
  tenantId: string,
  shares: { memberId: string; amount: number }[],
  accountType: AccountType,
  type: PointsTransactionType,
  refs: Refs = {},
): Promise<void> {
  const totals = new Map<string, number>();
  for (const share of shares) {
    if (share.amount > 0) totals.set(share.memberId, (totals.get(share.memberId) ?? 0) + share.amount);
  }
  if (totals.size === 0) return;
  const received = accountType === 'redeemable' && type !== 'redeemable_add';
  const apply = async (memberIds: string[]): Promise<Set<string>> => {
    const amounts = memberIds.map((id) => totals.get(id) as number);
    const rows = rowsOf<{ member_id: string }>(
      await tx.execute(sql`
        with shares as (
          select * from unnest(${`{${memberIds.join(',')}}`}::uuid[], ${`{${amounts.join(',')}}`}::int[])
            as s(member_id, amount)
        ), credited as (
          update points_accounts a
             set balance = a.balance + s.amount,
                 all_time_received = a.all_time_received + ${received ? sql`s.amount` : sql`0`}
            from shares s
           where a.member_id = s.member_id and a.type = ${accountType}
          returning a.id, a.member_id, s.amount
        ), ledger as (
          ${insertRows(rowsFrom(sql`credited`, tenantId, sql`amount`, type, refs))}
        )
        select member_id from credited`),
    );
    return new Set(rows.map((row) => row.member_id));
  };
  const wanted = [...totals.keys()].sort();
  const done = await apply(wanted);
  const missing = wanted.filter((id) => !done.has(id));
  if (missing.length === 0) return;
  await ensureAccounts(tx, tenantId, missing);
  const late = await apply(missing);
  if (late.size !== missing.length) throw new Error('points account missing');
}

/**
 * Moves points from one account to members' redeemable accounts (a recognition, an endorsement):
 * the guarded debit, the credits and every ledger row in one statement. Nothing is credited
 * unless the debit went through; a short balance throws `InsufficientBalance` and changes
 * nothing. Recipients without accounts yet get them, then their credit, in a second pass.
 */
export async function transfer(
  tx: Tx,
  from: Pick<AccountRow, 'id' | 'tenantId'>,
  shares: { memberId: string; amount: number }[],
  type: PointsTransactionType,
  refs: Refs = {},
): Promise<void> {
  const totals = new Map<string, number>();
  for (const share of shares) {
    if (share.amount > 0) totals.set(share.memberId, (totals.get(share.memberId) ?? 0) + share.amount);
  }
  const total = [...totals.values()].reduce((sum, amount) => sum + amount, 0);
  if (total <= 0) throw new Error('transfer of a non-positive amount');
  const memberIds = [...totals.keys()].sort();
  const amounts = memberIds.map((id) => totals.get(id) as number);
  const received = type !== 'redeemable_add';
  const rows = rowsOf<{ balance: number | null; member_id: string | null }>(
    await tx.execute(sql`
      with debited as (
        update points_accounts set balance = balance - ${total}
         where id = ${from.id} and balance >= ${total}
        returning id, balance
      ), shares as (
        select s.member_id, s.amount
          from unnest(${`{${memberIds.join(',')}}`}::uuid[], ${`{${amounts.join(',')}}`}::int[])
            as s(member_id, amount)
         where exists (select 1 from debited)
      ), credited as (
        update points_accounts a
           set balance = a.balance + s.amount,
               all_time_received = a.all_time_received + ${received ? sql`s.amount` : sql`0`}
          from shares s
         where a.member_id = s.member_id and a.type = 'redeemable'
        returning a.id, a.member_id, s.amount
      ), ledger as (
        ${insertRows(
          rowsFrom(sql`debited`, from.tenantId, sql`${-total}`, type, refs),
          rowsFrom(sql`credited`, from.tenantId, sql`amount`, type, { ...refs, sourceAccountId: from.id }),
        )}
      )
      select (select balance from debited) as balance, c.member_id
        from (select 1) as one left join credited c on true`),
  );
  if (rows[0]?.balance === null || rows[0]?.balance === undefined) throw new InsufficientBalance();
  const done = new Set(rows.map((row) => row.member_id));
  const missing = memberIds.filter((id) => !done.has(id));
  if (missing.length === 0) return;
  await credit(
    tx,
    from.tenantId,
    missing.map((memberId) => ({ memberId, amount: totals.get(memberId) as number })),
    'redeemable',
    type,
    { ...refs, sourceAccountId: from.id },
  );
}

// ---- Point banks (budget items, docs/awards.md) ------------------------------------------------

/** The bank's account, made on first use. */
export async function ensureBankAccount(tx: Tx, tenantId: string, budgetItemId: string): Promise<void> {
  await tx
    .insert(pointsAccounts)
    .values({ tenantId, budgetItemId, type: 'pointsBank' })
    .onConflictDoNothing();
}

/**
 * The bank's account, row-locked until the transaction ends: concurrent sends from one bank queue
 * here (like lockAccount), so each sees the balance the previous one left.
 */
export async function lockBankAccount(
  tx: Tx,
  tenantId: string,
  budgetItemId: string,
): Promise<BankAccountRow> {
  const select = () =>
    tx.select().from(pointsAccounts).where(eq(pointsAccounts.budgetItemId, budgetItemId)).for('update');
  let [row] = await select();
  if (!row) {
    await ensureBankAccount(tx, tenantId, budgetItemId);
    [row] = await select();
  }
  if (!row) throw new Error('points bank account missing');
  return row as BankAccountRow;
}

/** Adds points to one account (funding a bank): the balance and its ledger row in one statement. */
export async function creditAccount(
  tx: Tx,
  account: Pick<AnyAccountRow, 'id' | 'tenantId'>,
  amount: number,
  type: PointsTransactionType,
  refs: Refs = {},
): Promise<number> {
  if (amount <= 0) throw new Error('credit of a non-positive amount');
  const [row] = rowsOf<{ balance: number }>(
    await tx.execute(sql`
      with credited as (
        update points_accounts set balance = balance + ${amount} where id = ${account.id}
        returning id, balance
      ), ledger as (
        ${insertRows(rowsFrom(sql`credited`, account.tenantId, sql`${amount}`, type, refs))}
      )
      select balance from credited`),
  );
  if (!row) throw new Error('points account missing');
  return Number(row.balance);
}

// ---- Administration: the fund, adjustments and reversals (docs/points.md) -------------------------

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

/**
 * Gives a redemption's points back to the member's redeemable account: the balance and its
 * `refund` ledger row in one statement. Unlike `credit`, it leaves all_time_received alone: a
 * refund returns points, it does not receive new ones.
 */
export async function refund(tx: Tx, tenantId: string, memberId: string, amount: number): Promise<number> {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error('refund of a non-positive amount');
  const [row] = rowsOf<{ balance: number }>(
    await tx.execute(sql`
      with credited as (
        update points_accounts set balance = balance + ${amount}
         where member_id = ${memberId} and type = 'redeemable'
        returning id, balance
      ), ledger as (
        ${insertRows(rowsFrom(sql`credited`, tenantId, sql`${amount}`, 'refund', {}))}
      )
      select balance from credited`),
  );
  // The account was debited for this order, so it exists; a missing one is a broken invariant.
  if (!row) throw new Error('points account missing');
  return Number(row.balance);
}

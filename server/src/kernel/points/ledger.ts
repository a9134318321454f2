import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PointsTransactionType } from '#shared/contract/points';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { pointsAccounts } from '../../db/schema.ts';

export type AccountType = 'allocation' | 'redeemable';
export type AnyAccountRow = typeof pointsAccounts.$inferSelect;
/** A member's account: the owner is a member (bank accounts are owned by a budget item). */
export type AccountRow = Omit<AnyAccountRow, 'memberId' | 'type'> & { memberId: string; type: AccountType };
/** A point bank's account (docs/award.md). */
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
export const rowsFrom = (
  from: SQL,
  tenantId: string,
  amount: SQL,
  type: PointsTransactionType,
  refs: Refs,
): SQL =>
  sql`select ${tenantId}::uuid, id, ${amount}::int, ${type}::text, ${refs.recognitionId ?? null}::uuid,
             ${refs.endorsementId ?? null}::uuid, ${refs.awardId ?? null}::uuid, ${refs.actorMemberId ?? null}::uuid,
             ${refs.reason ?? null}::text, ${refs.reversalOf ?? null}::uuid, ${refs.sourceAccountId ?? null}::uuid
        from ${from}`;

/**
 * The ledger's one insert: the only statement in the server that writes points_transactions rows.
 * Every posting below (debit, credit, transfer, post, refund, expiry) ends with it, so a balance
 * never changes without its row.
 */
export const insertRows = (...selects: SQL[]): SQL =>
  sql`insert into points_transactions (tenant_id, account_id, amount, type, recognition_id, endorsement_id, award_id, actor_member_id, reason, reversal_of, source_account_id)
      ${sql.join(selects, sql` union all `)}`;

/**
 * The one lock order of the ledger, so concurrent postings never deadlock: the paying account
 * first (locked by `lockAccount`, `lockBankAccount` or `fundAccountOf(…, true)` before the
 * posting, or by the posting's own guarded update), then the accounts it credits in id order
 * (this CTE, `expireBalances`; a reversal locks both its accounts in id order). `shares` is a CTE of
 * (member_id, amount); the rows are the members' accounts of `type` with the amount each receives.
 */
const creditedInOrder = (shares: SQL, type: AccountType): SQL =>
  sql`select a.id, s.amount from points_accounts a join ${shares} s on s.member_id = a.member_id
       where a.type = ${type} order by a.id for update of a`;

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
        ), held as materialized (
          ${creditedInOrder(sql`shares`, accountType)}
        ), credited as (
          update points_accounts a
             set balance = a.balance + h.amount,
                 all_time_received = a.all_time_received + ${received ? sql`h.amount` : sql`0`}
            from held h
           where a.id = h.id
          returning a.id, a.member_id, h.amount
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
      ), held as materialized (
        ${creditedInOrder(sql`shares`, 'redeemable')}
      ), credited as (
        update points_accounts a
           set balance = a.balance + h.amount,
               all_time_received = a.all_time_received + ${received ? sql`h.amount` : sql`0`}
          from held h
         where a.id = h.id
        returning a.id, a.member_id, h.amount
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

// ---- Point banks (budget items, docs/award.md) ------------------------------------------------

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

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PointsTransactionType } from '#shared/contract/points';
import type { Tx } from '../../db/client.ts';
import { pointsAccounts, pointsTransactions } from '../../db/schema.ts';

export type AccountType = 'allocation' | 'redeemable';
export type AccountRow = typeof pointsAccounts.$inferSelect;
type Refs = { recognitionId?: string | null; endorsementId?: string | null };

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
  return tx
    .select()
    .from(pointsAccounts)
    .where(eq(pointsAccounts.memberId, memberId))
    .orderBy(pointsAccounts.type);
}

/**
 * The member's account of one type, row-locked until the transaction ends: concurrent sends
 * from one balance queue here, so each sees the balance the previous one left.
 */
export async function lockAccount(
  tx: Tx,
  tenantId: string,
  memberId: string,
  type: AccountType,
): Promise<AccountRow> {
  await ensureAccounts(tx, tenantId, [memberId]);
  const [row] = await tx
    .select()
    .from(pointsAccounts)
    .where(and(eq(pointsAccounts.memberId, memberId), eq(pointsAccounts.type, type)))
    .for('update');
  if (!row) throw new Error('points account missing');
  return row;
}

export class InsufficientBalance extends Error {}

/** Takes points off an account; the `balance >= amount` guard makes overspending impossible. */
export async function debit(
  tx: Tx,
  account: Pick<AccountRow, 'id' | 'tenantId'>,
  amount: number,
  type: PointsTransactionType,
  refs: Refs = {},
): Promise<number> {
  if (amount <= 0) throw new Error('debit of a non-positive amount');
  const [row] = await tx
    .update(pointsAccounts)
    .set({ balance: sql`${pointsAccounts.balance} - ${amount}` })
    .where(and(eq(pointsAccounts.id, account.id), sql`${pointsAccounts.balance} >= ${amount}`))
    .returning({ balance: pointsAccounts.balance });
  if (!row) throw new InsufficientBalance();
  await tx.insert(pointsTransactions).values({
    tenantId: account.tenantId,
    accountId: account.id,
    amount: -amount,
    type,
    recognitionId: refs.recognitionId ?? null,
    endorsementId: refs.endorsementId ?? null,
  });
  return row.balance;
}

/** Adds points to members' accounts of one type, one ledger row each. */
export async function credit(
  tx: Tx,
  tenantId: string,
  shares: { memberId: string; amount: number }[],
  accountType: AccountType,
  type: PointsTransactionType,
  refs: Refs = {},
): Promise<void> {
  const positive = shares.filter((share) => share.amount > 0);
  if (positive.length === 0) return;
  await ensureAccounts(
    tx,
    tenantId,
    positive.map((share) => share.memberId),
  );
  const accounts = await tx
    .select({ id: pointsAccounts.id, memberId: pointsAccounts.memberId })
    .from(pointsAccounts)
    .where(
      and(
        inArray(
          pointsAccounts.memberId,
          positive.map((share) => share.memberId),
        ),
        eq(pointsAccounts.type, accountType),
      ),
    );
  const accountOf = new Map(accounts.map((a) => [a.memberId, a.id]));
  const received = accountType === 'redeemable' && type !== 'redeemable_add';
  for (const share of positive) {
    const accountId = accountOf.get(share.memberId);
    if (!accountId) throw new Error('points account missing');
    await tx
      .update(pointsAccounts)
      .set({
        balance: sql`${pointsAccounts.balance} + ${share.amount}`,
        ...(received ? { allTimeReceived: sql`${pointsAccounts.allTimeReceived} + ${share.amount}` } : {}),
      })
      .where(eq(pointsAccounts.id, accountId));
  }
  await tx.insert(pointsTransactions).values(
    positive.map((share) => ({
      tenantId,
      accountId: accountOf.get(share.memberId) as string,
      amount: share.amount,
      type,
      recognitionId: refs.recognitionId ?? null,
      endorsementId: refs.endorsementId ?? null,
    })),
  );
}

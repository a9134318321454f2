import { and, eq, sql } from 'drizzle-orm';
import { pointsRestrictionWindowDays } from '#shared/constants';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { recognitionRecipients, recognitions, scheduledPublications } from '../../db/schema.ts';
import { type PointsPlan, planPoints } from '../../kernel/points/exceptions.ts';
import { InsufficientBalance, lockAccount, transfer } from '../../kernel/points/ledger.ts';
import { type ResolvedRecipient, resolveRecipients } from '../../kernel/recipients.ts';

export type RecognitionRow = typeof recognitions.$inferSelect;

import { pointsExceptionError } from '../../kernel/points/exceptions.ts';

export { pointsExceptionError };

/**
 * Points this sender gave each recipient within the restriction window. It walks the sender's
 * recent recognitions that carried points (the partial sender-points index) and probes each
 * one's recipient rows by their key; the `offset 0` keeps PostgreSQL from turning that into a hash join over every
 * recognition the recipients ever received, which costs ten times more on a busy tenant.
 */
async function receivedInWindow(
  tx: Tx,
  senderId: string,
  memberIds: string[],
  now: Date,
): Promise<Map<string, number>> {
  if (memberIds.length === 0) return new Map();
  const since = new Date(now.getTime() - pointsRestrictionWindowDays * 86_400_000);
  // Ids come from the database (resolved recipients), so the array literal is safe.
  const ids = `{${[...new Set(memberIds)].join(',')}}`;
  const rows = rowsOf<{ member_id: string; total: number }>(
    await tx.execute(sql`
      select rr.member_id, coalesce(sum(rr.amount), 0)::int as total
        from recognitions r
       cross join lateral (
         select x.member_id, x.amount from recognition_recipients x
          where x.recognition_id = r.id and x.member_id = any(${ids}::uuid[])
         offset 0
       ) rr
       where r.sender_id = ${senderId} and r.status = 'published' and r.amount > 0
         and r.published_at > ${since}
       group by rr.member_id`),
  );
  return new Map(rows.map((row) => [row.member_id, Number(row.total)]));
}

/**
 * The points a send would move, with its exceptions. Locks the sender's allocation account,
 * so within this transaction nobody else spends from it.
 */
export async function planSend(
  tx: Tx,
  input: { tenantId: string; senderId: string; amount: number; recipients: ResolvedRecipient[]; now: Date },
): Promise<PointsPlan & { balance: number; accountId: string }> {
  const account = await lockAccount(tx, input.tenantId, input.senderId, 'allocation');
  const window = await receivedInWindow(
    tx,
    input.senderId,
    input.recipients.map((r) => r.memberId),
    input.now,
  );
  const plan = planPoints({
    amount: input.amount,
    balance: account.balance,
    senderLocked: account.lockedAt !== null,
    recipients: input.recipients.map((r) => ({ ...r, receivedInWindow: window.get(r.memberId) ?? 0 })),
  });
  return { ...plan, balance: account.balance, accountId: account.id };
}

/**
 * Stores the resolved recipients of a recognition (teams expanded) with their shares. A row
 * inserted in this transaction has none yet (`fresh`), so nothing is deleted first.
 */
export async function saveRecipients(
  tx: Tx,
  row: Pick<RecognitionRow, 'id' | 'tenantId'>,
  recipients: ResolvedRecipient[],
  amounts?: Map<string, number>,
  fresh = false,
): Promise<void> {
  if (!fresh) await tx.delete(recognitionRecipients).where(eq(recognitionRecipients.recognitionId, row.id));
  if (recipients.length === 0) return;
  await tx.insert(recognitionRecipients).values(
    recipients.map((r) => ({
      tenantId: row.tenantId,
      recognitionId: row.id,
      memberId: r.memberId,
      amount: amounts?.get(r.memberId) ?? 0,
    })),
  );
}

type Plan = Awaited<ReturnType<typeof planSend>>;

/** A published recognition, who it reached and the points each recipient got. */
export type Published = { row: RecognitionRow; recipients: ResolvedRecipient[]; shares: Map<string, number> };

/** Plans a send and refuses it when it has exceptions the sender did not accept, or errors. */
async function acceptedPlan(
  tx: Tx,
  input: { tenantId: string; senderId: string; amount: number; recipients: ResolvedRecipient[]; now: Date },
  ignoreExceptions: boolean,
): Promise<Plan> {
  const plan = await planSend(tx, input);
  const blocking = plan.exceptions.some((e) => e.level === 'error');
  if (plan.exceptions.length > 0 && (!ignoreExceptions || blocking)) {
    throw pointsExceptionError(plan.exceptions, plan.total, plan.balance);
  }
  return plan;
}

/**
 * Moves a published recognition's points: the sender's allocation down (guarded, so it never
 * goes negative), each recipient's redeemable up, one ledger row per change.
 */
async function movePoints(tx: Tx, row: RecognitionRow, plan: Plan, recipientCount: number): Promise<void> {
  if (plan.total <= 0) return;
  try {
    await transfer(
      tx,
      { id: plan.accountId, tenantId: row.tenantId },
      [...plan.amounts].map(([memberId, amount]) => ({ memberId, amount })),
      'recognition',
      { recognitionId: row.id },
    );
  } catch (error) {
    if (error instanceof InsufficientBalance) {
      throw pointsExceptionError(
        [{ type: 'insufficientPoints', affectedCount: recipientCount, level: 'warning' }],
        plan.total,
        plan.balance,
      );
    }
    throw error;
  }
}

/**
 * Publishes a draft exactly once: the status flips from draft to published in one conditional
 * update, so a second caller (another poller, a retried request) finds nothing to publish.
 * Points move in the same transaction: the sender's allocation down, each recipient's
 * redeemable up, one ledger row per change. Returns null when it was already published.
 * `changes` are saved in the same update (a draft edited and sent at once); `recipients` are
 * the resolved `sendTo` when the caller has them already.
 */
export async function publishDraft(
  tx: Tx,
  row: RecognitionRow,
  options: {
    ignoreExceptions: boolean;
    now: Date;
    recipients?: ResolvedRecipient[];
    changes?: Partial<typeof recognitions.$inferInsert>;
  },
): Promise<Published | null> {
  const sendTo = options.changes?.sendTo ?? row.sendTo;
  const amount = options.changes?.amount ?? row.amount;
  const recipients = options.recipients ?? (await resolveRecipients(tx, sendTo, row.senderId));
  const plan = await acceptedPlan(
    tx,
    { tenantId: row.tenantId, senderId: row.senderId, amount, recipients, now: options.now },
    options.ignoreExceptions,
  );
  const [published] = await tx
    .update(recognitions)
    .set({ ...options.changes, status: 'published', publishedAt: options.now, updatedAt: options.now })
    .where(and(eq(recognitions.id, row.id), eq(recognitions.status, 'draft')))
    .returning();
  if (!published) return null;
  await tx.delete(scheduledPublications).where(eq(scheduledPublications.recognitionId, row.id));
  await saveRecipients(tx, row, recipients, plan.amounts);
  await movePoints(tx, published, plan, recipients.length);
  return { row: published, recipients, shares: plan.amounts };
}

/**
 * Sends a new recognition at once: planned first, then stored already published with its
 * recipients' shares, then the points move. Nothing else can see the row before the commit,
 * so there is nothing to publish twice.
 */
export async function publishNew(
  tx: Tx,
  values: Omit<typeof recognitions.$inferInsert, 'status' | 'publishedAt'> & { amount: number },
  options: { ignoreExceptions: boolean; now: Date; recipients: ResolvedRecipient[] },
): Promise<Published> {
  const { recipients, now } = options;
  const plan = await acceptedPlan(
    tx,
    { tenantId: values.tenantId, senderId: values.senderId, amount: values.amount, recipients, now },
    options.ignoreExceptions,
  );
  const [row] = await tx
    .insert(recognitions)
    .values({ ...values, status: 'published', publishedAt: now })
    .returning();
  if (!row) throw new Error('recognition not stored');
  await saveRecipients(tx, row, recipients, plan.amounts, true);
  await movePoints(tx, row, plan, recipients.length);
  return { row, recipients, shares: plan.amounts };
}

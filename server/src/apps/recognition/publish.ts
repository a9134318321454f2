import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { pointsRestrictionWindowDays } from '#shared/constants';
import type { PointsException } from '#shared/contract/points';
import type { Tx } from '../../db/client.ts';
import { recognitionRecipients, recognitions, scheduledPublications } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { type PointsPlan, planPoints } from '../points/exceptions.ts';
import { credit, debit, InsufficientBalance, lockAccount } from '../points/ledger.ts';
import { type ResolvedRecipient, resolveRecipients } from './recipients.ts';

export type RecognitionRow = typeof recognitions.$inferSelect;

export const pointsExceptionError = (exceptions: PointsException[], amount: number, balance: number) =>
  new ApiError(422, 'PointsExceptionError', 'Some points could not be sent as asked', {
    exceptions,
    amount,
    balance,
  });

/** Points this sender gave each recipient within the restriction window. */
async function receivedInWindow(
  tx: Tx,
  senderId: string,
  memberIds: string[],
  now: Date,
): Promise<Map<string, number>> {
  if (memberIds.length === 0) return new Map();
  const since = new Date(now.getTime() - pointsRestrictionWindowDays * 86_400_000);
  const rows = await tx
    .select({
      memberId: recognitionRecipients.memberId,
      total: sql<number>`coalesce(sum(${recognitionRecipients.amount}), 0)::int`,
    })
    .from(recognitionRecipients)
    .innerJoin(recognitions, eq(recognitions.id, recognitionRecipients.recognitionId))
    .where(
      and(
        eq(recognitions.senderId, senderId),
        eq(recognitions.status, 'published'),
        gt(recognitions.publishedAt, since),
        inArray(recognitionRecipients.memberId, memberIds),
      ),
    )
    .groupBy(recognitionRecipients.memberId);
  return new Map(rows.map((row) => [row.memberId, row.total]));
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

/** Stores the resolved recipients of a recognition (teams expanded) with their shares. */
export async function saveRecipients(
  tx: Tx,
  row: Pick<RecognitionRow, 'id' | 'tenantId'>,
  recipients: ResolvedRecipient[],
  amounts?: Map<string, number>,
): Promise<void> {
  await tx.delete(recognitionRecipients).where(eq(recognitionRecipients.recognitionId, row.id));
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

/**
 * Publishes a draft exactly once: the status flips from draft to published in one conditional
 * update, so a second caller (another poller, a retried request) finds nothing to publish.
 * Points move in the same transaction: the sender's allocation down, each recipient's
 * redeemable up, one ledger row per change. Returns null when it was already published.
 */
export async function publishDraft(
  tx: Tx,
  row: RecognitionRow,
  options: { ignoreExceptions: boolean; now: Date },
): Promise<{ row: RecognitionRow; recipients: ResolvedRecipient[] } | null> {
  const recipients = await resolveRecipients(tx, row.sendTo, row.senderId);
  const plan = await planSend(tx, {
    tenantId: row.tenantId,
    senderId: row.senderId,
    amount: row.amount,
    recipients,
    now: options.now,
  });
  const blocking = plan.exceptions.some((e) => e.level === 'error');
  if (plan.exceptions.length > 0 && (!options.ignoreExceptions || blocking)) {
    throw pointsExceptionError(plan.exceptions, plan.total, plan.balance);
  }
  const [published] = await tx
    .update(recognitions)
    .set({ status: 'published', publishedAt: options.now, updatedAt: options.now })
    .where(and(eq(recognitions.id, row.id), eq(recognitions.status, 'draft')))
    .returning();
  if (!published) return null;
  await tx.delete(scheduledPublications).where(eq(scheduledPublications.recognitionId, row.id));
  await saveRecipients(tx, row, recipients, plan.amounts);
  if (plan.total > 0) {
    try {
      await debit(tx, { id: plan.accountId, tenantId: row.tenantId }, plan.total, 'recognition', {
        recognitionId: row.id,
      });
    } catch (error) {
      if (error instanceof InsufficientBalance) {
        throw pointsExceptionError(
          [{ type: 'insufficientPoints', affectedCount: recipients.length, level: 'warning' }],
          plan.total,
          plan.balance,
        );
      }
      throw error;
    }
    await credit(
      tx,
      row.tenantId,
      [...plan.amounts].map(([memberId, amount]) => ({ memberId, amount })),
      'redeemable',
      'recognition',
      { recognitionId: row.id },
    );
  }
  return { row: published, recipients };
}

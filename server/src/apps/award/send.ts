import { eq } from 'drizzle-orm';
import { type AwardPreview, awardMessageMaxLength, awardTexts } from '#shared/contract/award';
import type { SendToItem } from '#shared/contract/recognition';
import type { Tx } from '../../db/client.ts';
import { awardRecipients, awards, tenantMembers } from '../../db/schema.ts';
import { conflict, invalid } from '../../http/errors.ts';
import { notifyAll } from '../../kernel/notify/notify.ts';
import { InsufficientBalance, lockBankAccount, transfer } from '../../kernel/points/ledger.ts';
import { plainText, sanitizeMessage, textLength } from '../../kernel/sanitize.ts';
import type { Services } from '../../services.ts';
import { bankBalances } from '../points/index.ts';
import type { AwardTypeRow } from './access.ts';
import { awardGivenKind, awardReceivedKind } from './notification-kinds.ts';
import type { AwardRecipient } from './recipients.ts';

export type AwardRow = typeof awards.$inferSelect;

/** An award or nomination message: sanitized HTML whose text is 1 to 1000 characters. */
export function awardMessage(
  html: string,
  texts: { required: string; tooLong: string } = {
    required: awardTexts.provideMessage,
    tooLong: awardTexts.messageTooLong,
  },
  path = 'message',
): string {
  const clean = sanitizeMessage(html);
  if (plainText(clean) === '') throw invalid(path, texts.required);
  if (textLength(clean) > awardMessageMaxLength) throw invalid(path, texts.tooLong, 'too_big');
  return clean;
}

/** Points per recipient: the type's when locked; points need a bank to come from. */
export function amountFor(type: AwardTypeRow, asked: number): number {
  if (type.pointsLocked) return type.points;
  if (asked > 0 && !type.budgetItemId) throw invalid('amount', 'This award has no point bank to fund points');
  return asked;
}

/** What a send would do: counts, the total from the bank, and the bank's balance. */
export async function previewAward(
  tx: Tx,
  type: AwardTypeRow,
  amount: number,
  recipients: AwardRecipient[],
): Promise<AwardPreview> {
  const eligible = recipients.filter((r) => r.eligible).length;
  const balance = type.budgetItemId
    ? (await bankBalances(tx, [type.budgetItemId])).get(type.budgetItemId)
    : undefined;
  return {
    recipientCount: recipients.length,
    pointsRecipientCount: amount > 0 ? eligible : 0,
    ineligibleCount: recipients.length - eligible,
    total: amount * eligible,
    pointsBankBalance: balance ? { balance: balance.balance, available: balance.available } : null,
  };
}

const shortOfPoints = (available: number) =>
  conflict(`The point bank has only ${available} points available, not enough for this award`);

export type SendInput = {
  tenantId: string;
  type: AwardTypeRow;
  senderId: string | null;
  /** Per recipient, already checked against the type (amountFor). */
  amount: number;
  /** Sanitized (awardMessage). */
  message: string;
  sendTo: SendToItem[];
  recipients: AwardRecipient[];
  /** Finalizing a nomination spends the points its winners held back; a plain send may not. */
  nominationRound: boolean;
};

/**
 * Sends an award in the caller's transaction: the award, one recipient row per member with its
 * points, the bank's debit and every credit through the ledger (the bank row locked, never
 * overdrawn), the notifications. A short bank throws before anything is kept.
 */
export async function sendAward(services: Services, tx: Tx, input: SendInput): Promise<AwardRow> {
  const { type } = input;
  const now = services.now();
  if (input.recipients.length === 0) throw invalid('sendTo', awardTexts.selectRecipient);
  const eligible = input.recipients.filter((r) => r.eligible);
  const total = input.amount * eligible.length;
  const bank =
    total > 0 && type.budgetItemId ? await lockBankAccount(tx, input.tenantId, type.budgetItemId) : null;
  if (total > 0) {
    if (!bank || !type.budgetItemId) throw invalid('amount', 'This award has no point bank to fund points');
    // Read under the bank's lock: what other rounds hold back is settled for this send.
    const held = (await bankBalances(tx, [type.budgetItemId])).get(type.budgetItemId);
    const available = input.nominationRound ? bank.balance : (held?.available ?? 0);
    if (total > available) throw shortOfPoints(available);
  }
  const [award] = await tx
    .insert(awards)
    .values({
      tenantId: input.tenantId,
      awardTypeId: type.id,
      senderId: input.senderId,
      name: type.name,
      mediaObjectId: type.mediaObjectId,
      message: input.message,
      amount: input.amount,
      sendTo: input.sendTo.map((s) => ({ id: s.id, type: s.type })),
      nominationRound: input.nominationRound,
      pinnedUntil: type.pinForDays ? new Date(now.getTime() + type.pinForDays * 86_400_000) : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!award) throw new Error('award not stored');
  await tx.insert(awardRecipients).values(
    input.recipients.map((r) => ({
      tenantId: input.tenantId,
      awardId: award.id,
      memberId: r.memberId,
      amount: r.eligible ? input.amount : 0,
    })),
  );
  if (bank && total > 0) {
    try {
      await transfer(
        tx,
        bank,
        eligible.map((r) => ({ memberId: r.memberId, amount: input.amount })),
        'award',
        { awardId: award.id },
      );
    } catch (error) {
      if (error instanceof InsufficientBalance) throw shortOfPoints(bank.balance);
      throw error;
    }
  }
  if (type.notify) {
    const [sender] = input.senderId
      ? await tx
          .select({ firstName: tenantMembers.firstName, lastName: tenantMembers.lastName })
          .from(tenantMembers)
          .where(eq(tenantMembers.id, input.senderId))
      : [];
    const meaning = sender
      ? awardGivenKind.of({ name: `${sender.firstName} ${sender.lastName}`, award: type.name })
      : awardReceivedKind.of({ award: type.name });
    await notifyAll(
      services,
      tx,
      input.recipients.map((r) => ({
        tenantId: input.tenantId,
        memberId: r.memberId,
        fromMemberId: input.senderId,
        ...meaning,
        resourcePath: `/award/${award.id}`,
      })),
    );
  }
  return award;
}

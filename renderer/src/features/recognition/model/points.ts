import { maxPointsPerRecipient, pointQuickChoices } from '#shared/constants';

/**
 * The points picker's rules (001 §4, §5). A send takes `amount` from the sender's allocation
 * balance for every recipient, so what one recipient may get is the balance shared between them.
 */

/** floor(balance / recipients), the whole balance without recipients, never above 1000. */
export function maxPerRecipient(balance: number, recipientCount: number): number {
  const share = recipientCount > 0 ? Math.floor(balance / recipientCount) : balance;
  return Math.max(0, Math.min(maxPointsPerRecipient, share));
}

/** A chip is disabled ("Not enough points") when its amount times the recipients exceeds the balance. */
export function exceedsBalance(amount: number, balance: number, recipientCount: number): boolean {
  return amount * Math.max(recipientCount, 1) > balance;
}

/** A custom amount that no longer fits falls back to the largest preset that still fits. */
export function fittingAmount(amount: number, balance: number, recipientCount: number): number {
  if (!exceedsBalance(amount, balance, recipientCount)) return amount;
  const fitting = pointQuickChoices.filter((choice) => !exceedsBalance(choice, balance, recipientCount));
  return Math.max(0, ...fitting);
}

/** Custom input takes whole non-negative numbers only: anything else reads as no amount. */
export function parseCustomAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? value : null;
}

import { maxPointsPerRecipient } from '#shared/constants';
import type { PointsException } from '#shared/contract/points';
import { ApiError } from '../../http/errors.ts';

export type RecipientPlan = {
  memberId: string;
  /** Suspended members and the sender themself receive no points. */
  eligible: boolean;
  /** Points this sender already gave this recipient within the restriction window. */
  receivedInWindow: number;
};

export type PointsPlan = {
  /** Points each recipient gets after every adjustment. */
  amounts: Map<string, number>;
  /** Sum of `amounts`: what leaves the sender's allocation. */
  total: number;
  exceptions: PointsException[];
};

/**
 * Works out what a send of `amount` per recipient can really move (001 §8): ineligible
 * recipients get nothing, a recipient's 30-day maximum from one sender caps theirs ("Too much
 * love"), and when the balance is short every share is cut to the same ceiling, the largest one
 * that fits, so nobody is favored by list order.
 */
export function planPoints(input: {
  amount: number;
  balance: number;
  recipients: RecipientPlan[];
  senderLocked: boolean;
}): PointsPlan {
  const { amount, balance, recipients } = input;
  const exceptions: PointsException[] = [];
  const amounts = new Map<string, number>(recipients.map((r) => [r.memberId, 0]));
  if (amount === 0 || recipients.length === 0) return { amounts, total: 0, exceptions };

  if (input.senderLocked) {
    exceptions.push({ type: 'notEligible', affectedCount: recipients.length, level: 'error' });
    return { amounts, total: 0, exceptions };
  }

  const ineligible = recipients.filter((r) => !r.eligible);
  if (ineligible.length > 0) {
    exceptions.push({ type: 'notEligible', affectedCount: ineligible.length, level: 'warning' });
  }
  let restricted = 0;
  const wanted = new Map<string, number>();
  for (const r of recipients) {
    if (!r.eligible) continue;
    const room = Math.max(0, maxPointsPerRecipient - r.receivedInWindow);
    if (room < amount) restricted += 1;
    wanted.set(r.memberId, Math.min(amount, room));
  }
  if (restricted > 0) exceptions.push({ type: 'restriction', affectedCount: restricted, level: 'warning' });

  const sum = (cap: number) => [...wanted.values()].reduce((total, w) => total + Math.min(w, cap), 0);
  let cap = amount;
  if (sum(cap) > balance) {
    // The largest common ceiling whose total fits the balance.
    let low = 0;
    let high = amount;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (sum(mid) <= balance) low = mid;
      else high = mid - 1;
    }
    cap = low;
    const cut = [...wanted.values()].filter((w) => w > cap).length;
    exceptions.push({ type: 'insufficientPoints', affectedCount: cut, level: 'warning' });
  }
  for (const [memberId, w] of wanted) amounts.set(memberId, Math.min(w, cap));
  return { amounts, total: sum(cap), exceptions };
}

/** 422 PointsExceptionError: the exceptions a send would meet, with its amount and the balance. */
export const pointsExceptionError = (exceptions: PointsException[], amount: number, balance: number) =>
  new ApiError(422, 'PointsExceptionError', 'Some points could not be sent as asked', {
    exceptions,
    amount,
    balance,
  });

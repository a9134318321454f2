import { describe, expect, it } from 'vitest';
import { planPoints, type RecipientPlan } from './exceptions.ts';

const r = (memberId: string, extra: Partial<RecipientPlan> = {}): RecipientPlan => ({
  memberId,
  eligible: true,
  receivedInWindow: 0,
  ...extra,
});

describe('planPoints', () => {
  it('sends the asked amount to everyone when nothing is in the way', () => {
    const plan = planPoints({ amount: 10, balance: 100, recipients: [r('a'), r('b')], senderLocked: false });
    expect(plan.exceptions).toEqual([]);
    expect(plan.total).toBe(20);
    expect([...plan.amounts.values()]).toEqual([10, 10]);
  });

  it('gives ineligible recipients nothing', () => {
    const plan = planPoints({
      amount: 10,
      balance: 100,
      recipients: [r('a'), r('b', { eligible: false })],
      senderLocked: false,
    });
    expect(plan.exceptions).toEqual([{ type: 'notEligible', affectedCount: 1, level: 'warning' }]);
    expect(plan.amounts.get('b')).toBe(0);
    expect(plan.total).toBe(10);
  });

  it('caps a recipient at the 30-day maximum', () => {
    const plan = planPoints({
      amount: 50,
      balance: 1000,
      recipients: [r('a', { receivedInWindow: 980 }), r('b')],
      senderLocked: false,
    });
    expect(plan.exceptions).toEqual([{ type: 'restriction', affectedCount: 1, level: 'warning' }]);
    expect(plan.amounts.get('a')).toBe(20);
    expect(plan.total).toBe(70);
  });

  it('cuts every share to the largest ceiling the balance allows', () => {
    const plan = planPoints({
      amount: 25,
      balance: 50,
      recipients: [r('a'), r('b'), r('c')],
      senderLocked: false,
    });
    expect(plan.exceptions).toEqual([{ type: 'insufficientPoints', affectedCount: 3, level: 'warning' }]);
    expect([...plan.amounts.values()]).toEqual([16, 16, 16]);
    expect(plan.total).toBe(48);
  });

  it('with no balance at all sends no points', () => {
    const plan = planPoints({ amount: 5, balance: 0, recipients: [r('a')], senderLocked: false });
    expect(plan.total).toBe(0);
    expect(plan.exceptions[0]?.type).toBe('insufficientPoints');
  });

  it('refuses with an error when the sender account is locked', () => {
    const plan = planPoints({ amount: 5, balance: 100, recipients: [r('a')], senderLocked: true });
    expect(plan.exceptions).toEqual([{ type: 'notEligible', affectedCount: 1, level: 'error' }]);
    expect(plan.total).toBe(0);
  });

  it('asks nothing of a send without points', () => {
    expect(
      planPoints({ amount: 0, balance: 0, recipients: [r('a')], senderLocked: false }).exceptions,
    ).toEqual([]);
  });
});

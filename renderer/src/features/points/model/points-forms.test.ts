import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { pointsInput, positivePointsInput, reasonInput, teamPointsInput } from './points-forms.ts';

const t = ((key: string) => key) as unknown as TFunction;
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('pointsInput', () => {
  it('takes whole numbers and gives them as numbers', () => {
    expect(pointsInput(t, 1).parse(' 150 ')).toBe(150);
    expect(pointsInput(t, 0).parse('0')).toBe(0);
  });
  it('says why a negative, fractional, empty or zero amount is refused', () => {
    expect(messageOf(pointsInput(t, 1).safeParse('-5'))).toBe('form.amountNegative');
    expect(messageOf(pointsInput(t, 1).safeParse('2.5'))).toBe('form.amountWhole');
    expect(messageOf(pointsInput(t, 1).safeParse('1e3'))).toBe('form.amountWhole');
    expect(messageOf(pointsInput(t, 1).safeParse(''))).toBe('form.amountRequired');
    expect(messageOf(pointsInput(t, 1).safeParse('0'))).toBe('form.amountPositive');
    expect(messageOf(pointsInput(t, 0).safeParse('1000001'))).toBe('form.amountTooHigh');
  });
});

describe('positivePointsInput', () => {
  it("says why as typed, then keeps to the contract's 1 to 1,000,000", () => {
    expect(positivePointsInput(t).parse('50')).toBe(50);
    expect(messageOf(positivePointsInput(t).safeParse('-5'))).toBe('form.amountNegative');
    expect(messageOf(positivePointsInput(t).safeParse('2.5'))).toBe('form.amountWhole');
    expect(messageOf(positivePointsInput(t).safeParse('0'))).toBe('Enter at least 1 point');
    expect(messageOf(positivePointsInput(t).safeParse('1000001'))).toBe('Enter at most 1,000,000 points');
  });
});

describe('teamPointsInput', () => {
  it('takes 0 and more, as the contract does', () => {
    expect(teamPointsInput(t).parse('0')).toBe(0);
    expect(teamPointsInput(t).parse('200')).toBe(200);
    expect(teamPointsInput(t).safeParse('1000001').success).toBe(false);
    expect(messageOf(teamPointsInput(t).safeParse(''))).toBe('form.amountRequired');
  });
});

describe('reasonInput', () => {
  it('needs a reason of at most 500 characters', () => {
    expect(messageOf(reasonInput(t).safeParse('  '))).toBe('form.reasonRequired');
    expect(messageOf(reasonInput(t).safeParse('x'.repeat(501)))).toBe('form.reasonTooLong');
    expect(reasonInput(t).parse(' Bonus ')).toBe('Bonus');
  });
});

import { describe, expect, it } from 'vitest';
import { exceedsBalance, fittingAmount, maxPerRecipient, parseCustomAmount } from './points.ts';

describe('points rules', () => {
  it('shares the balance between recipients, rounding down, capped at 1000', () => {
    expect(maxPerRecipient(100, 3)).toBe(33);
    expect(maxPerRecipient(100, 0)).toBe(100);
    expect(maxPerRecipient(5000, 1)).toBe(1000);
    expect(maxPerRecipient(5000, 0)).toBe(1000);
    expect(maxPerRecipient(0, 2)).toBe(0);
  });

  it('disables a chip whose amount times recipients exceeds the balance', () => {
    expect(exceedsBalance(25, 100, 4)).toBe(false);
    expect(exceedsBalance(50, 100, 3)).toBe(true);
    expect(exceedsBalance(10, 5, 0)).toBe(true);
    expect(exceedsBalance(0, 0, 5)).toBe(false);
  });

  it('falls back to the largest preset that still fits', () => {
    expect(fittingAmount(40, 100, 2)).toBe(40);
    expect(fittingAmount(60, 100, 2)).toBe(50);
    expect(fittingAmount(60, 100, 3)).toBe(25);
    expect(fittingAmount(7, 4, 1)).toBe(0);
  });

  it('accepts whole non-negative numbers only', () => {
    expect(parseCustomAmount('12')).toBe(12);
    expect(parseCustomAmount(' 0 ')).toBe(0);
    expect(parseCustomAmount('1.5')).toBeNull();
    expect(parseCustomAmount('-3')).toBeNull();
    expect(parseCustomAmount('1e3')).toBeNull();
    expect(parseCustomAmount('')).toBeNull();
  });
});

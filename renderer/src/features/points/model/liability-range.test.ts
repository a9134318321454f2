import { describe, expect, it } from 'vitest';
import { rangeOf } from './liability-range.ts';

describe('rangeOf', () => {
  it('starts on the first of the month, months back, this month counted', () => {
    expect(rangeOf(12, new Date('2026-11-25T05:00:00Z'))).toEqual({ from: '2025-12-01', to: '2026-11-25' });
    expect(rangeOf(6, new Date('2026-03-31T23:00:00Z'))).toEqual({ from: '2025-10-01', to: '2026-03-31' });
  });
});

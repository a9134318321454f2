import { describe, expect, it } from 'vitest';
import { rangeOf } from './liability-range.ts';

describe('rangeOf', () => {
  it('starts on the first of the month, months back, this month counted', () => {
    expect(rangeOf(12, '2026-11-25')).toEqual({ from: '2025-12-01', to: '2026-11-25' });
    expect(rangeOf(6, '2026-03-31')).toEqual({ from: '2025-10-01', to: '2026-03-31' });
    expect(rangeOf(24, '2026-01-01')).toEqual({ from: '2024-02-01', to: '2026-01-01' });
  });
});

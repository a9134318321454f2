import { describe, expect, it } from 'vitest';
import { periodMoment, rangeOf } from './liability-range.ts';

describe('rangeOf', () => {
  it('starts on the first of the month, months back, this month counted', () => {
    expect(rangeOf(12, new Date('2026-11-25T05:00:00Z'))).toEqual({ from: '2025-12-01', to: '2026-11-25' });
    expect(rangeOf(6, new Date('2026-03-31T23:00:00Z'))).toEqual({ from: '2025-10-01', to: '2026-03-31' });
  });
});

describe('periodMoment', () => {
  it('stays on the same day in far time zones', () => {
    const day = (zone: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(periodMoment('2026-11-01')));
    expect(day('Pacific/Pago_Pago')).toBe('2026-11-01');
    expect(day('Pacific/Noumea')).toBe('2026-11-01');
  });
});

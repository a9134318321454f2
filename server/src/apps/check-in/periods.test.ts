import { describe, expect, it } from 'vitest';
import { nextPeriodStart, periodStart } from './periods.ts';

describe('check-in periods', () => {
  it('starts a week on Monday, a month on the 1st and a quarter on its first month', () => {
    expect(periodStart('weekly', '2026-11-28')).toBe('2026-11-23');
    expect(periodStart('weekly', '2026-11-23')).toBe('2026-11-23');
    expect(periodStart('weekly', '2026-11-22')).toBe('2026-11-16');
    expect(periodStart('weekly', '2027-01-01')).toBe('2026-12-28');
    expect(periodStart('monthly', '2026-02-28')).toBe('2026-02-01');
    expect(periodStart('quarterly', '2026-06-30')).toBe('2026-04-01');
    expect(periodStart('quarterly', '2026-12-31')).toBe('2026-10-01');
  });

  it('moves to the next period across months and years', () => {
    expect(nextPeriodStart('weekly', '2026-12-28')).toBe('2027-01-04');
    expect(nextPeriodStart('monthly', '2026-12-01')).toBe('2027-01-01');
    expect(nextPeriodStart('quarterly', '2026-10-01')).toBe('2027-01-01');
  });
});

import { describe, expect, it } from 'vitest';
import { rangeOf } from './ranges.ts';

describe('dashboard date ranges', () => {
  it('computes each preset from the organization’s today', () => {
    const today = '2026-11-28'; // a Saturday
    expect(rangeOf('today', today)).toEqual({ from: today, to: today });
    expect(rangeOf('lastWeek', today)).toEqual({ from: '2026-11-22', to: today });
    expect(rangeOf('lastIsoWeek', today)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(rangeOf('last30Days', today)).toEqual({ from: '2026-10-30', to: today });
    expect(rangeOf('currentMonth', today)).toEqual({ from: '2026-11-01', to: today });
    expect(rangeOf('lastMonth', today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(rangeOf('last3Months', today)).toEqual({ from: '2026-08-29', to: today });
    expect(rangeOf('currentYear', today)).toEqual({ from: '2026-01-01', to: today });
    expect(rangeOf('lastYear', '2027-01-01')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(rangeOf('last3Months', '2026-05-31')).toEqual({ from: '2026-03-01', to: '2026-05-31' });
    expect(rangeOf('lastIsoWeek', '2026-11-23')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  });
});

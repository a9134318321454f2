import { describe, expect, it } from 'vitest';
import { addMonths, dateRangePresets, presetRange } from './date-ranges.ts';

describe('date range presets', () => {
  // A Wednesday.
  const today = '2026-05-27';
  it.each([
    ['today', '2026-05-27', '2026-05-27'],
    ['lastWeek', '2026-05-21', '2026-05-27'],
    ['lastIsoWeek', '2026-05-18', '2026-05-24'],
    ['next2Weeks', '2026-05-27', '2026-06-09'],
    ['next4Weeks', '2026-05-27', '2026-06-23'],
    ['lastYear', '2025-01-01', '2025-12-31'],
    ['currentYear', '2026-01-01', '2026-05-27'],
    ['last3Months', '2026-02-28', '2026-05-27'],
    ['currentMonth', '2026-05-01', '2026-05-27'],
    ['lastMonth', '2026-04-01', '2026-04-30'],
    ['last30Days', '2026-04-28', '2026-05-27'],
  ] as const)('%s', (preset, from, to) => {
    expect(presetRange(preset, today)).toEqual({ from, to });
  });

  it('covers every preset the spec names', () => {
    for (const preset of dateRangePresets)
      expect(presetRange(preset, today).from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('clamps months to their end, across years and on Sundays', () => {
    expect(presetRange('last3Months', '2026-05-31')).toEqual({ from: '2026-03-01', to: '2026-05-31' });
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(presetRange('lastMonth', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    // A Sunday: the last whole ISO week is the one before this one.
    expect(presetRange('lastIsoWeek', '2026-05-31')).toEqual({ from: '2026-05-18', to: '2026-05-24' });
  });
});

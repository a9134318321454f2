import { describe, expect, it } from 'vitest';
import { presetRange } from '#shared/date-ranges';
import { dashboardPresets } from './ranges.ts';

describe('dashboard date ranges', () => {
  it('computes each preset from the organization’s today', () => {
    const today = '2026-11-28'; // a Saturday
    expect(presetRange('today', today)).toEqual({ from: today, to: today });
    expect(presetRange('lastWeek', today)).toEqual({ from: '2026-11-22', to: today });
    expect(presetRange('lastIsoWeek', today)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(presetRange('last30Days', today)).toEqual({ from: '2026-10-30', to: today });
    expect(presetRange('currentMonth', today)).toEqual({ from: '2026-11-01', to: today });
    expect(presetRange('lastMonth', today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetRange('last3Months', today)).toEqual({ from: '2026-08-29', to: today });
    expect(presetRange('currentYear', today)).toEqual({ from: '2026-01-01', to: today });
    expect(presetRange('lastYear', '2027-01-01')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(presetRange('last3Months', '2026-05-31')).toEqual({ from: '2026-03-01', to: '2026-05-31' });
    expect(presetRange('lastIsoWeek', '2026-11-23')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  });

  it('offers only presets that look back: each ends today at the latest', () => {
    const today = '2026-11-28';
    for (const preset of dashboardPresets) expect(presetRange(preset, today).to <= today).toBe(true);
  });
});

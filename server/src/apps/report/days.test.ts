import { describe, expect, it } from 'vitest';
import { parseReportView } from '#shared/contract/report';
import { periodLabel, periodsOf, presetRange } from './days.ts';

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

  it('clamps three months back to the month’s end', () => {
    expect(presetRange('last3Months', '2026-05-31')).toEqual({ from: '2026-03-01', to: '2026-05-31' });
  });
});

describe('periods', () => {
  it('lists ISO weeks, months and quarters a range touches', () => {
    expect(periodsOf('2026-01-01', '2026-01-12', 'week').map((day) => periodLabel(day, 'week'))).toEqual([
      '2026-W01',
      '2026-W02',
      '2026-W03',
    ]);
    expect(periodLabel('2024-12-30', 'week')).toBe('2025-W01');
    expect(periodsOf('2026-02-15', '2026-04-01', 'month')).toEqual([
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
    ]);
    expect(
      periodsOf('2026-02-15', '2026-07-01', 'quarter').map((day) => periodLabel(day, 'quarter')),
    ).toEqual(['2026-Q1', '2026-Q2', '2026-Q3']);
  });
});

describe('views in the address', () => {
  it('falls back part by part and names what it did not understand', () => {
    expect(parseReportView('engagement', 'last3Months', 'all', 'week')).toEqual({
      view: { range: 'last3Months', teamIds: [], groupBy: 'week' },
      problems: [],
    });
    expect(parseReportView('engagement', '2020-01-01_2026-01-01', 'x', 'provider')).toEqual({
      view: { range: 'last3Months', teamIds: [], groupBy: 'team' },
      problems: ['rangeTooLong', 'teams', 'groupBy'],
    });
    expect(parseReportView('award-summary', '2020-01-01_2024-12-31', undefined, undefined).problems).toEqual(
      [],
    );
  });
});

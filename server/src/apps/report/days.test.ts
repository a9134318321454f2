import { describe, expect, it } from 'vitest';
import { audienceText, parseReportView, reportViewPath } from '#shared/contract/report';
import { periodLabel, periodsOf } from './days.ts';

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
      view: { range: 'last3Months', teamIds: [], segments: [], groupBy: 'week' },
      problems: [],
    });
    expect(parseReportView('engagement', '2020-01-01_2026-01-01', 'x', 'provider')).toEqual({
      view: { range: 'last3Months', teamIds: [], segments: [], groupBy: 'team' },
      problems: ['rangeTooLong', 'teams', 'groupBy'],
    });
    expect(parseReportView('award-summary', '2020-01-01_2024-12-31', undefined, undefined).problems).toEqual(
      [],
    );
  });

  it('reads segments in the "who" part and writes them back into the same address', () => {
    const team = '0b0c9f5e-2f3a-4c1d-9a8b-7e6f5d4c3b2a';
    const { view, problems } = parseReportView(
      'engagement',
      'last30Days',
      `${team},department:R%26D%2C%20Labs,location:Berlin`,
      'team',
    );
    expect(problems).toEqual([]);
    expect(view.teamIds).toEqual([team]);
    expect(view.segments).toEqual([
      { kind: 'department', value: 'R&D, Labs' },
      { kind: 'location', value: 'Berlin' },
    ]);
    expect(audienceText(view)).toBe(`${team},department:R%26D%2C%20Labs,location:Berlin`);
    // The router decodes the path once: the part's own percent signs are escaped in the path.
    const path = reportViewPath('engagement', view);
    expect(path).toBe(
      `/reports/engagement/last30Days/${team},department:R%2526D%252C%2520Labs,location:Berlin/team`,
    );
    const [, , , , who] = path.split('/');
    expect(parseReportView('engagement', 'last30Days', decodeURIComponent(who ?? ''), 'team').view).toEqual(
      view,
    );
    for (const bad of ['size:9', 'location:', `${team},nonsense`, 'location:%E0%A4%A'])
      expect(parseReportView('engagement', undefined, bad, undefined).problems).toEqual(['teams']);
  });
});

import { describe, expect, it } from 'vitest';
import type { ReportResult } from '#shared/contract/report';
import { reportPdf } from './pdf.ts';
import { chartBars, labelEvery, niceMax, pdfChartColumn } from './pdf-chart.ts';

const result = (rows: [string, number][], extra: Partial<ReportResult> = {}): ReportResult => ({
  id: 'engagement',
  range: '2020-01-01_2020-12-31',
  from: '2020-01-01',
  to: '2020-12-31',
  teamIds: [],
  segments: [],
  groupBy: 'quarter',
  columns: ['recognitionsSent', 'recognitionsReceived'],
  chartColumns: ['recognitionsSent', 'recognitionsReceived'],
  rows: rows.map(([label, value]) => ({ key: label, label, values: { recognitionsSent: value } })),
  totals: { recognitionsSent: rows.reduce((sum, [, value]) => sum + value, 0) },
  ...extra,
});

describe('the PDF chart', () => {
  it('scales to a round top and draws heights in proportion', () => {
    expect([0, 1, 3, 7, 12, 180, 250, 251].map(niceMax)).toEqual([1, 1, 5, 10, 20, 200, 250, 500]);
    const { bars, top } = chartBars(
      [
        { label: 'Q1', value: 5 },
        { label: 'Q2', value: 20 },
        { label: 'Q3', value: 0 },
        { label: 'Q4', value: 10 },
      ],
      { x: 100, y: 50, width: 400, height: 200 },
    );
    expect(top).toBe(20);
    expect(bars.map((bar) => bar.height)).toEqual([50, 200, 0, 100]);
    // Bars stand on the baseline (y 250), each 70% of its 100-point slot.
    expect(bars.map((bar) => bar.y + bar.height)).toEqual([250, 250, 250, 250]);
    expect(bars.map((bar) => Math.round(bar.x))).toEqual([115, 215, 315, 415]);
    expect(bars[0]?.width).toBeCloseTo(70);
  });

  it('labels every bar while they fit, else every few', () => {
    expect(labelEvery(4, 700)).toBe(1);
    expect(labelEvery(70, 700)).toBe(5);
  });

  it('draws what the rows are ranked by', () => {
    expect(pdfChartColumn(result([]))).toBe('recognitionsSent');
    const leaderboard = {
      id: 'manager-leaderboard' as const,
      chartColumns: ['recognitionsGiven', 'reportsReceived'],
    };
    expect(pdfChartColumn(result([], { ...leaderboard, groupBy: 'given' }))).toBe('recognitionsGiven');
    expect(pdfChartColumn(result([], { ...leaderboard, groupBy: 'received' }))).toBe('reportsReceived');
  });

  it('puts one bar per group in the organization’s colour above the table', async () => {
    const pdf = (
      await reportPdf(
        result([
          ['2020-Q1', 3],
          ['2020-Q2', 6],
          ['2020-Q3', 0],
          ['2020-Q4', 12],
        ]),
        {
          locale: 'en',
          branding: { tenantName: 'Acme', brandColor: '#ff0000', logo: null },
          teamNames: [],
          madeOn: '2020-12-31',
          compress: false,
        },
      )
    ).toString('latin1');
    // The band and the three bars above zero are filled in red; nothing else is.
    expect(pdf.match(/\n1 0 0 scn\n/g)).toHaveLength(4);
    const withoutRows = (
      await reportPdf(result([]), {
        locale: 'en',
        branding: { tenantName: 'Acme', brandColor: '#ff0000', logo: null },
        teamNames: [],
        madeOn: '2020-12-31',
        compress: false,
      })
    ).toString('latin1');
    expect(withoutRows.match(/\n1 0 0 scn\n/g)).toHaveLength(1);
  });
});

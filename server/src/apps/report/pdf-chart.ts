import type { ReportResult } from '#shared/contract/report';

/** The figure the PDF's chart draws: what the rows are ranked by, or the chart's first series. */
export function pdfChartColumn(result: ReportResult): string {
  if (result.id === 'manager-leaderboard')
    return result.groupBy === 'received' ? 'reportsReceived' : 'recognitionsGiven';
  return result.chartColumns[0] ?? result.columns[0] ?? '';
}

export type ChartBox = { x: number; y: number; width: number; height: number };
export type ChartBar = { x: number; y: number; width: number; height: number; value: number; label: string };

/** A scale's top: the smallest of 1, 2, 2.5 or 5 times a power of ten at or over the largest value. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

/**
 * The bars of one figure per group inside `box` (PDF points, y downward): equal slots, a bar
 * 70% of its slot, heights in proportion to `top`. Pure, so a test checks the drawing's sizes.
 */
export function chartBars(
  rows: { label: string; value: number }[],
  box: ChartBox,
): { bars: ChartBar[]; top: number } {
  const top = niceMax(Math.max(0, ...rows.map((row) => row.value)));
  const slot = rows.length === 0 ? 0 : box.width / rows.length;
  const bars = rows.map((row, i) => {
    const height = (Math.max(0, row.value) / top) * box.height;
    return {
      x: box.x + i * slot + slot * 0.15,
      y: box.y + box.height - height,
      width: slot * 0.7,
      height,
      value: row.value,
      label: row.label,
    };
  });
  return { bars, top };
}

/** Every how many bars a label fits under its bar (labels need about 48 points each). */
export const labelEvery = (bars: number, width: number): number =>
  bars === 0 ? 1 : Math.max(1, Math.ceil(bars / Math.max(1, Math.floor(width / 48))));

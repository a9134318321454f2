import { neutralizeCsvText } from '#shared/csv';

/** A cell of a CSV file the renderer builds itself; numbers are written bare. */
export type CsvCell = string | number | null | undefined;

const cellText = (value: CsvCell): string =>
  typeof value === 'number'
    ? Number.isFinite(value)
      ? String(value)
      : ''
    : `"${neutralizeCsvText(value ?? '').replaceAll('"', '""')}"`;

/**
 * A CSV file built in the browser, by the same rule as the server's exports
 * (server/src/kernel/csv.ts): text a spreadsheet would run as a formula gets a leading `'`
 * (shared/src/csv.ts), every text cell is quoted with its quotes doubled, numbers stay bare,
 * rows end with CRLF.
 */
export function csvText(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => `${row.map(cellText).join(',')}\r\n`).join('');
}

/** The file as a Blob to save, typed as CSV. */
export const csvBlob = (header: readonly string[], rows: readonly (readonly CsvCell[])[]): Blob =>
  new Blob([csvText(header, rows)], { type: 'text/csv;charset=utf-8' });

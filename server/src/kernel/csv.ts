import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import { neutralizeCsvText } from '#shared/csv';

/**
 * The one CSV writer every export goes through (issue 25, item 6), following OWASP's CSV
 * injection advice (https://owasp.org/www-community/attacks/CSV_Injection):
 *
 * - a text cell a spreadsheet would run as a formula (it starts with `=`, `+`, `-`, `@`, a tab or
 *   a carriage return) gets a leading `'` ({@link neutralize}, the rule in shared/src/csv.ts,
 *   which also says how a text like "-5" is treated: left as is, it is just a number);
 * - every text cell is wrapped in double quotes and its quotes are doubled, so a `,` or a `;`
 *   (the separator in many locales) inside a value cannot start a new cell whose first
 *   character would then be a formula;
 * - numbers stay numbers: a `number` or `bigint` cell is written bare, so -5 points is -5.
 *
 * Rows end with CRLF (RFC 4180). Dates are written as ISO 8601 text, booleans as true/false,
 * null and undefined as an empty cell, other objects as JSON text (neutralised like any text).
 */

export type CsvCell = string | number | bigint | boolean | Date | null | undefined | object;

/** The text a spreadsheet shows as text: a leading `'` when it would start a formula. */
export const neutralize = neutralizeCsvText;

/** One cell as csv-stringify gets it: numbers as numbers (written bare), everything else as text. */
export function csvCell(value: CsvCell): string | number | bigint {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (typeof value === 'bigint') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  return neutralize(typeof value === 'string' ? value : JSON.stringify(value));
}

/** The whole file: a header line, then one line per row, each cell through {@link csvCell}. */
export function csv(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  const lines: (string | number | bigint)[][] = [header.map((name) => neutralize(name))];
  for (const row of rows) lines.push(row.map(csvCell));
  // quoted_string: every text cell in quotes, the empty one too; numbers stay bare.
  return stringify(lines, { record_delimiter: '\r\n', quoted_string: true });
}

/** Sends a CSV file as a download that is never cached (it holds people's data). */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  header: readonly string[],
  rows: Iterable<readonly CsvCell[]>,
): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '-')}"`)
    .header('cache-control', 'no-store')
    .send(csv(header, rows));
}

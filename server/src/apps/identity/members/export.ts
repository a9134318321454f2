import { stringify } from 'csv-stringify/sync';

export const exportColumns = [
  'id',
  'firstName',
  'lastName',
  'email',
  'role',
  'managerEmail',
  'invitationStatus',
  'suspended',
  'jobTitle',
  'department',
  'createdAt',
] as const;

export type ExportRow = Record<(typeof exportColumns)[number], string | boolean | Date | null>;

/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab or carriage return) as a formula;
 * a leading quote makes it text, so a name like `=HYPERLINK(...)` stays a name (OWASP CSV injection).
 */
export function neutralize(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

const cellText = (value: ExportRow[keyof ExportRow]) =>
  value === null ? '' : value instanceof Date ? value.toISOString() : neutralize(String(value));

export function membersCsv(rows: ExportRow[]): string {
  return stringify(
    rows.map((row) => Object.fromEntries(exportColumns.map((column) => [column, cellText(row[column])]))),
    { header: true, columns: [...exportColumns], record_delimiter: '\r\n' },
  );
}

export const exportFileName = (now: Date) => `members-${now.toISOString().slice(0, 10)}.csv`;

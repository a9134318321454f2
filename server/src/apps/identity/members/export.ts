import type { CsvCell } from '../../../kernel/csv.ts';

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

/** One line per member, in the export's columns (the kernel's CSV writer neutralises formulas). */
export const memberCsvCells = (rows: ExportRow[]): CsvCell[][] =>
  rows.map((row) => exportColumns.map((column) => row[column]));

export const exportFileName = (now: Date) => `members-${now.toISOString().slice(0, 10)}.csv`;

import type { CsvCell } from '../../kernel/csv.ts';

export const auditCsvColumns = [
  'createdAt',
  'action',
  'actorId',
  'actorName',
  'targetType',
  'targetId',
  'before',
  'after',
] as const;

export type AuditCsvRow = {
  createdAt: Date;
  action: string;
  actorId: string | null;
  actorName: string | null;
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
};

/**
 * The audit trail as a spreadsheet opens it: one row per entry, before/after as JSON text
 * (the kernel's CSV writer neutralises formulas and writes objects as JSON).
 */
export const auditCsvCells = (rows: AuditCsvRow[]): CsvCell[][] =>
  rows.map((row) => auditCsvColumns.map((column) => row[column] as CsvCell));

export const auditCsvFileName = (now: Date) => `audit-log-${now.toISOString().slice(0, 10)}.csv`;

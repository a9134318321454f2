import { stringify } from 'csv-stringify/sync';
import { neutralize } from '../identity/members/export.ts';

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

const cell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return neutralize(typeof value === 'string' ? value : JSON.stringify(value));
};

/** The audit trail as a spreadsheet opens it: one row per entry, before/after as JSON text. */
export function auditCsv(rows: AuditCsvRow[]): string {
  return stringify(
    rows.map((row) => Object.fromEntries(auditCsvColumns.map((column) => [column, cell(row[column])]))),
    { header: true, columns: [...auditCsvColumns], record_delimiter: '\r\n' },
  );
}

export const auditCsvFileName = (now: Date) => `audit-log-${now.toISOString().slice(0, 10)}.csv`;

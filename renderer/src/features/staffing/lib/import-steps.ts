import type { FlowStatus } from '#shared/constants';
import { staffRecordColumns } from '#shared/contract/staffing';
import { csvText } from '../../../lib/csv.ts';

/** The CSV import's steps (issue 12: upload, preview, confirm with progress, summary). */
export const importSteps = ['upload', 'preview', 'execute', 'summary'] as const;
export type ImportStep = (typeof importSteps)[number];

/**
 * Where the import stands: no flow yet is the upload; a preview is the preview until the admin
 * goes on to confirm; executing and a failed run stay on the confirm step (a failed run wrote
 * nothing, and says why there); executed is the summary.
 */
export function importStepOf(status: FlowStatus | null, confirming: boolean): ImportStep {
  if (status === null) return 'upload';
  if (status === 'executed') return 'summary';
  if (status === 'executing' || status === 'failed') return 'execute';
  return confirming ? 'execute' : 'preview';
}

/** Whether execute may run: invalid rows must be left out first (the server refuses otherwise). */
export function canExecute(counts: { invalid: number }, options: { skipInvalidRows: boolean }): boolean {
  return counts.invalid === 0 || options.skipInvalidRows;
}

/** The share done, 0 to 1, for a ProgressBar; 0 before the total is known. */
export const progressValue = (progress: { done: number; total: number } | null): number =>
  progress && progress.total > 0 ? Math.min(1, progress.done / progress.total) : 0;

/** The example line of the template, column by column (columns left out stay empty). */
const templateExample: Partial<Record<(typeof staffRecordColumns)[number], string>> = {
  employeeId: 'E1001',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane.doe@example.com',
  managerEmployeeId: 'E1000',
  jobTitle: 'Product designer',
  startDate: '2024-03-18',
  birthday: '07-21',
  country: 'Germany',
  location: 'Berlin',
  department: 'Design',
};

/** The downloadable template: the header in export order and one example line. */
export function csvTemplate(): string {
  return csvText(staffRecordColumns, [staffRecordColumns.map((column) => templateExample[column] ?? '')]);
}

/** Whether a picked or dropped file looks like CSV by its name or type (the server decides). */
export const looksLikeCsv = (file: { name: string; type: string }): boolean =>
  /\.csv$/i.test(file.name) || file.type === 'text/csv';

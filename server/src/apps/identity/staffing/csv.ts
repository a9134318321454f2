import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CsvError, parse } from 'csv-parse';
import { z } from 'zod';
import { errorNames } from '#shared/contract/common';
import { email as emailSchema, isMonthDay, staffProfileTextMaxLength } from '#shared/contract/identity';
import {
  requiredStaffRecordColumns,
  type StaffRecordColumn,
  staffImportMaxBytes,
  staffImportMaxRows,
  staffRecordColumns,
} from '#shared/contract/staffing';
import { ApiError, invalid } from '../../../http/errors.ts';

export type RowError = { column: StaffRecordColumn | null; message: string };
export type ParsedRow = {
  /** The line in the file where the row starts (the header is line 1). */
  line: number;
  values: Record<StaffRecordColumn, string | null>;
  errors: RowError[];
};

/** Headers match ignoring case, spaces, `_` and `-`: "Employee ID", "employee_id", "EMPLOYEEID". */
export const headerKey = (name: string) => name.toLowerCase().replace(/[\s_-]/g, '');
const columnsByKey = new Map<string, StaffRecordColumn>(staffRecordColumns.map((c) => [headerKey(c), c]));

export const idMaxLength = 64;
export const nameMaxLength = 100;

export const notCsvMessage =
  'This file is not a CSV file. Save the spreadsheet as "CSV UTF-8" and upload that file.';
export const tooLargeMessage = `The file is larger than ${staffImportMaxBytes / 1024 / 1024} MB. Split it into smaller files and import each one.`;
const refuse = (message: string) => invalid('file', message);

const labels: Record<StaffRecordColumn, string> = {
  employeeId: 'employee id',
  firstName: 'first name',
  lastName: 'last name',
  email: 'email',
  managerEmployeeId: "manager's employee id",
  jobTitle: 'job title',
  startDate: 'start date',
  birthday: 'birthday',
  country: 'country',
  region: 'region',
  location: 'location',
  department: 'department',
  costCenter: 'cost center',
  businessUnit: 'business unit',
  group: 'group',
};
const isoDate = z.iso.date();

/** Checks one cell; returns the stored value (trimmed, empty as null) or the reason it is refused. */
function checkCell(column: StaffRecordColumn, raw: string): { value: string | null; error?: string } {
  const value = raw.trim();
  const required = (requiredStaffRecordColumns as readonly string[]).includes(column);
  if (value === '')
    return required ? { value: null, error: `The ${labels[column]} is missing.` } : { value: null };
  const max =
    column === 'employeeId' || column === 'managerEmployeeId'
      ? idMaxLength
      : column === 'firstName' || column === 'lastName'
        ? nameMaxLength
        : column === 'email'
          ? 254
          : staffProfileTextMaxLength;
  // The preview shows the start of a cell too long; a huge cell is not stored whole.
  if (value.length > max)
    return { value: value.slice(0, max), error: `The ${labels[column]} is longer than ${max} characters.` };
  switch (column) {
    case 'email': {
      const parsed = emailSchema.safeParse(value);
      return parsed.success
        ? { value: parsed.data }
        : { value, error: `"${value}" is not a valid email address.` };
    }
    case 'startDate':
      return isoDate.safeParse(value).success
        ? { value }
        : { value, error: `The start date "${value}" is not a date as YYYY-MM-DD (for example 2024-03-01).` };
    case 'birthday':
      if (isMonthDay(value)) return { value };
      // A full date of birth is accepted; HR records keep no birth year.
      if (isoDate.safeParse(value).success) return { value: value.slice(5) };
      return {
        value,
        error: `The birthday "${value}" is not a day as MM-DD (for example 04-23) or YYYY-MM-DD.`,
      };
    default:
      return { value };
  }
}

/** Maps the header cells to columns, refusing the file when one is unknown, repeated or missing. */
export function matchHeader(cells: string[]): (StaffRecordColumn | null)[] {
  const seen = new Set<StaffRecordColumn>();
  const columns = cells.map((cell) => {
    const name = cell.trim();
    if (name === '') return null;
    const column = columnsByKey.get(headerKey(name));
    if (!column) {
      throw refuse(
        `The column "${name}" is not one an import knows. Use these columns: ${staffRecordColumns.join(', ')}.`,
      );
    }
    if (seen.has(column)) throw refuse(`The column "${name}" appears twice in the header.`);
    seen.add(column);
    return column;
  });
  const missing = requiredStaffRecordColumns.filter((column) => !seen.has(column));
  if (missing.length > 0) {
    throw refuse(
      `The header has no ${missing.join(', ')} column${missing.length > 1 ? 's' : ''}. The first line must name the columns, with at least ${requiredStaffRecordColumns.join(', ')}.`,
    );
  }
  return columns;
}

/**
 * Refuses what is not text: a NUL byte or bytes that are not UTF-8 (a spreadsheet, a PDF, an
 * image), and more than the size limit, while the bytes stream past; nothing is kept.
 */
function textGuard(): Transform {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > staffImportMaxBytes)
        return callback(new ApiError(413, errorNames.tooLarge, tooLargeMessage));
      if (chunk.includes(0)) return callback(refuse(notCsvMessage));
      try {
        decoder.decode(chunk, { stream: true });
      } catch {
        return callback(refuse(notCsvMessage));
      }
      callback(null, chunk);
    },
    flush(callback) {
      try {
        decoder.decode();
      } catch {
        return callback(refuse(notCsvMessage));
      }
      if (bytes === 0)
        return callback(
          refuse('The file is empty. Choose a CSV file with a header and one row per employee.'),
        );
      callback();
    },
  });
}

const blank = (): Record<StaffRecordColumn, string | null> =>
  Object.fromEntries(staffRecordColumns.map((column) => [column, null])) as Record<
    StaffRecordColumn,
    string | null
  >;

/**
 * Streams a CSV file through csv-parse and checks each row on its own (duplicates, managers and
 * stored records are judged later, over the whole file). File-level problems throw a 400 (413 for
 * size) with one sentence. Only the parsed rows are kept, never the file's bytes.
 */
export async function parseStaffCsv(file: Readable): Promise<ParsedRow[]> {
  const parser = parse({ bom: true, info: true, relax_column_count: true, skip_empty_lines: true });
  // Stop at once when the upload passes the limit, rather than parsing the first 50 MB.
  file.once('limit', () => parser.destroy(new ApiError(413, errorNames.tooLarge, tooLargeMessage)));
  const flowing = pipeline(file, textGuard(), parser);
  flowing.catch(() => {});
  let header: (StaffRecordColumn | null)[] | null = null;
  const rows: ParsedRow[] = [];
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (!header) {
        header = matchHeader(record);
        continue;
      }
      if (record.every((cell) => cell.trim() === '')) continue;
      if (rows.length >= staffImportMaxRows) {
        throw refuse(
          `The file has more than ${staffImportMaxRows.toLocaleString('en-US')} rows. Split it into smaller files and import each one.`,
        );
      }
      rows.push(checkRow(header, record, info.lines - newlinesIn(record)));
    }
    await flowing;
    // @fastify/multipart ends the stream at its size limit and marks it truncated.
    if ((file as Readable & { truncated?: boolean }).truncated) {
      throw new ApiError(413, errorNames.tooLarge, tooLargeMessage);
    }
  } catch (error) {
    file.resume();
    throw asFileError(error);
  }
  if (!header) throw refuse('The file is empty. Choose a CSV file with a header and one row per employee.');
  if (rows.length === 0) throw refuse('The file has a header but no rows. Add one row per employee.');
  return rows;
}

/** csv-parse reports the line a record ends on; a quoted cell may span lines. */
const newlinesIn = (record: string[]) =>
  record.reduce((sum, cell) => sum + (cell.match(/\n/g)?.length ?? 0), 0);

function checkRow(header: (StaffRecordColumn | null)[], record: string[], line: number): ParsedRow {
  const values = blank();
  const errors: RowError[] = [];
  header.forEach((column, index) => {
    if (!column) return;
    const checked = checkCell(column, record[index] ?? '');
    values[column] = checked.value;
    if (checked.error) errors.push({ column, message: checked.error });
  });
  if (record.length > header.length && record.slice(header.length).some((cell) => cell.trim() !== '')) {
    errors.push({
      column: null,
      message: `This row has ${record.length} cells but the header names ${header.length} columns.`,
    });
  }
  errors.sort((a, b) => columnOrder(a.column) - columnOrder(b.column));
  return { line, values, errors };
}

export const columnOrder = (column: StaffRecordColumn | null) =>
  column === null ? staffRecordColumns.length : staffRecordColumns.indexOf(column);

function asFileError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
    return new ApiError(413, errorNames.tooLarge, tooLargeMessage);
  }
  if (error instanceof CsvError) {
    const line = (error as CsvError & { lines?: number }).lines;
    return refuse(
      `This file is not valid CSV${line ? ` near line ${line}` : ''}: a quoted cell is not closed or has text after its closing quote.`,
    );
  }
  return error;
}

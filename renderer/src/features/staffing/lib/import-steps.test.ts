import { describe, expect, it } from 'vitest';
import { requiredStaffRecordColumns, staffRecordColumns } from '#shared/contract/staffing';
import { canExecute, csvTemplate, importStepOf, looksLikeCsv, progressValue } from './import-steps.ts';

describe('importStepOf', () => {
  it('walks upload, preview, execute and summary as the flow goes', () => {
    expect(importStepOf(null, false)).toBe('upload');
    expect(importStepOf('preview', false)).toBe('preview');
    expect(importStepOf('preview', true)).toBe('execute');
    expect(importStepOf('executing', false)).toBe('execute');
    expect(importStepOf('executed', false)).toBe('summary');
    expect(importStepOf('executed', true)).toBe('summary');
  });

  it('keeps a failed run on the confirm step, where it says why', () => {
    expect(importStepOf('failed', false)).toBe('execute');
  });
});

describe('canExecute', () => {
  it('refuses while rows are invalid, unless they are skipped', () => {
    expect(canExecute({ invalid: 0 }, { skipInvalidRows: false })).toBe(true);
    expect(canExecute({ invalid: 2 }, { skipInvalidRows: false })).toBe(false);
    expect(canExecute({ invalid: 2 }, { skipInvalidRows: true })).toBe(true);
  });
});

describe('progressValue', () => {
  it('is the share done, and 0 before the total is known', () => {
    expect(progressValue(null)).toBe(0);
    expect(progressValue({ done: 0, total: 0 })).toBe(0);
    expect(progressValue({ done: 250, total: 1000 })).toBe(0.25);
    expect(progressValue({ done: 1200, total: 1000 })).toBe(1);
  });
});

describe('csvTemplate', () => {
  it('has every column in export order and one example line of as many fields', () => {
    const [header, example, rest] = csvTemplate().split('\r\n');
    // Every cell is quoted (the shared CSV rule); the example holds no commas or quotes.
    const cells = (line = '') => line.split(',').map((cell) => cell.replace(/^"(.*)"$/, '$1'));
    expect(cells(header)).toEqual([...staffRecordColumns]);
    const fields = cells(example);
    expect(fields).toHaveLength(staffRecordColumns.length);
    for (const column of requiredStaffRecordColumns) {
      expect(fields[staffRecordColumns.indexOf(column)]).not.toBe('');
    }
    expect(fields[staffRecordColumns.indexOf('startDate')]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(fields[staffRecordColumns.indexOf('birthday')]).toMatch(/^\d{2}-\d{2}$/);
    expect(rest).toBe('');
  });
});

describe('looksLikeCsv', () => {
  it('goes by the name or the type', () => {
    expect(looksLikeCsv({ name: 'staff.CSV', type: '' })).toBe(true);
    expect(looksLikeCsv({ name: 'export', type: 'text/csv' })).toBe(true);
    expect(looksLikeCsv({ name: 'staff.xlsx', type: 'application/vnd.ms-excel' })).toBe(false);
  });
});

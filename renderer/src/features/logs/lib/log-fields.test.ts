import { describe, expect, it } from 'vitest';
import { logFieldRows, valueText } from './log-fields.ts';

const ada = '0b7d7a2e-1c1f-4c55-9a4f-6b1f0f4a3d21';
const words = {
  names: { [ada]: 'Ada Lovelace' },
  yes: 'Yes',
  no: 'No',
  none: '—',
  dateTime: (iso: string) => `at ${iso.slice(0, 10)}`,
  field: (key: string) => (key === 'memberIds' ? 'Members' : key),
  code: (field: string, value: string) =>
    field === 'reason' && value === 'wrongPassword' ? 'Wrong password' : undefined,
};

describe('a logged record field by field', () => {
  it('pairs before and after by field and marks what changed', () => {
    expect(logFieldRows({ name: 'A', size: 1 }, { name: 'B', size: 1, extra: true })).toEqual([
      { field: 'name', before: 'A', after: 'B', changed: true },
      { field: 'size', before: 1, after: 1, changed: false },
      { field: 'extra', before: undefined, after: true, changed: true },
    ]);
    expect(logFieldRows(null, { name: 'New' })).toEqual([
      { field: 'name', before: undefined, after: 'New', changed: false },
    ]);
    expect(logFieldRows(null, null)).toBeNull();
    expect(logFieldRows([1], [2])).toEqual([{ field: '', before: [1], after: [2], changed: true }]);
  });

  it('reads values as words: names for ids, yes and no, dates, lists and nested records', () => {
    expect(valueText(ada, words)).toBe('Ada Lovelace');
    expect(valueText(ada.toUpperCase(), words)).toBe('Ada Lovelace');
    expect(valueText(true, words)).toBe('Yes');
    expect(valueText(null, words)).toBe('—');
    expect(valueText([], words)).toBe('—');
    expect(valueText('2026-11-28T10:00:00.000Z', words)).toBe('at 2026-11-28');
    expect(valueText({ memberIds: [ada, 'someone-else'] }, words)).toBe(
      'Members: Ada Lovelace, someone-else',
    );
    expect(valueText('wrongPassword', words, 'reason')).toBe('Wrong password');
    expect(valueText({ reason: 'wrongPassword' }, words)).toBe('reason: Wrong password');
    expect(valueText('wrongPassword', words, 'email')).toBe('wrongPassword');
  });
});

import { describe, expect, it } from 'vitest';
import { addMonths, monthEnd, monthWeeks } from './calendar-days.ts';

describe('calendar days', () => {
  it('lays a month out in weeks from Monday, leap February included', () => {
    const weeks = monthWeeks('2028-02-10');
    // 1 February 2028 is a Tuesday.
    expect(weeks[0]?.slice(0, 2)).toEqual([null, '2028-02-01']);
    expect(weeks.flat().filter(Boolean)).toHaveLength(29);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(monthEnd('2027-02-03')).toBe('2027-02-28');
    expect(addMonths('2027-12-31', 1)).toBe('2028-01-01');
    expect(addMonths('2028-01-15', -1)).toBe('2027-12-01');
  });
});

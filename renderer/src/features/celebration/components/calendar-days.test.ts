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

  it("starts each week on the organization's first day", () => {
    // 1 November 2026 is a Sunday; 30 November a Monday.
    const sunday = monthWeeks('2026-11-15', 'sunday');
    expect(sunday[0]?.[0]).toBe('2026-11-01');
    expect(sunday[0]?.[6]).toBe('2026-11-07');
    expect(sunday.at(-1)).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
    expect(sunday).toHaveLength(5);

    const monday = monthWeeks('2026-11-15', 'monday');
    expect(monday[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(monday[1]?.[0]).toBe('2026-11-02');
    expect(monday.at(-1)?.[0]).toBe('2026-11-30');
    expect(monday).toHaveLength(6);
    expect(monthWeeks('2026-11-15')).toEqual(monday);

    const saturday = monthWeeks('2026-11-15', 'saturday');
    expect(saturday[0]?.slice(0, 2)).toEqual([null, '2026-11-01']);
    expect(saturday[1]?.[0]).toBe('2026-11-07');
  });
});

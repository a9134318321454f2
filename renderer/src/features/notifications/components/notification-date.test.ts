import { describe, expect, it } from 'vitest';
import { datesFor } from '../../../lib/use-dates.ts';
import { formatNotificationDate, invalidDate } from './notification-date.ts';

const now = new Date('2026-11-23T12:00:00Z');
const dates = datesFor('en', { timeZone: 'UTC', dateFormat: 'locale', weekStart: 'monday' }, null);

describe('formatNotificationDate', () => {
  it('flags values that are not dates', () => {
    expect(formatNotificationDate('not a date', 'en', dates, now)).toBe(invalidDate);
    expect(formatNotificationDate('', 'en', dates, now)).toBe(invalidDate);
    expect(formatNotificationDate(null, 'en', dates, now)).toBe(invalidDate);
  });

  it('reads recent messages relative to now', () => {
    expect(formatNotificationDate('2026-11-23T11:59:30Z', 'en', dates, now)).toBe('now');
    expect(formatNotificationDate('2026-11-23T11:55:00Z', 'en', dates, now)).toBe('5 minutes ago');
    expect(formatNotificationDate('2026-11-23T09:00:00Z', 'en', dates, now)).toBe('3 hours ago');
    expect(formatNotificationDate('2026-11-22T11:00:00Z', 'en', dates, now)).toBe('yesterday');
  });

  it('shows the date for older messages', () => {
    expect(formatNotificationDate('2026-10-01T08:00:00Z', 'en', dates, now)).toBe('Oct 1, 2026');
  });

  it("shows older dates in the organization's pattern and time zone", () => {
    const tokyo = datesFor('en', { timeZone: 'Asia/Tokyo', dateFormat: 'yearMonthDay' }, null);
    // 20:00 UTC on 1 October is already the 2nd in Tokyo.
    expect(formatNotificationDate('2026-10-01T20:00:00Z', 'en', tokyo, now)).toBe('2026-10-02');
  });
});

import { describe, expect, it } from 'vitest';
import { datesFor } from './use-dates.ts';

const evening = new Date('2026-11-24T23:30:00Z');

describe('datesFor', () => {
  it("shows dates in the tenant's pattern and time zone", () => {
    const dates = datesFor(
      'en',
      { timeZone: 'Europe/Berlin', dateFormat: 'dayMonthYear', weekStart: 'sunday' },
      null,
    );
    // 23:30 UTC is already the 25th in Berlin.
    expect(dates.date(evening)).toBe('25.11.2026');
    expect(dates.dateTime(evening)).toBe('25.11.2026, 12:30 AM');
    expect(dates.weekdays()[0]).toBe('Sun');
  });

  it("prefers the member's own time zone over the tenant's", () => {
    const dates = datesFor(
      'en',
      { timeZone: 'Europe/Berlin', dateFormat: 'yearMonthDay' },
      'America/New_York',
    );
    expect(dates.date(evening.toISOString())).toBe('2026-11-24');
    expect(dates.timeZone).toBe('America/New_York');
  });

  it("follows the reader's language without a tenant pattern, from Monday", () => {
    const dates = datesFor('de', undefined, 'UTC');
    expect(dates.date(evening)).toBe('24.11.2026');
    expect(dates.weekdays('long')[0]).toBe('Montag');
  });
});

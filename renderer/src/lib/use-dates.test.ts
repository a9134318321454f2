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
    // The member's today and the organization's (the server's) differ at this hour.
    expect(dates.tenantTimeZone).toBe('Europe/Berlin');
    expect(dates.today(evening)).toBe('2026-11-24');
    expect(dates.tenantToday(evening)).toBe('2026-11-25');
  });

  it('keeps calendar days as they are, whatever the time zone', () => {
    const west = datesFor('en', { timeZone: 'Pacific/Honolulu', dateFormat: 'dayMonthYear' }, null);
    expect(west.day('2026-11-24')).toBe('24.11.2026');
    expect(west.dayParts('2024-02-29', { month: 'long', day: 'numeric' })).toBe('February 29');
    expect(west.dayParts('2026-11-24', { weekday: 'long', month: 'long', day: 'numeric' })).toBe(
      'Tuesday, November 24',
    );
    const east = datesFor('en-US', { timeZone: 'Pacific/Kiritimati', dateFormat: 'locale' }, null);
    expect(east.day('2026-11-24', 'long')).toBe('November 24, 2026');
    expect(east.day('2026-11-24')).toBe('Nov 24, 2026');
    // Not a day: shown as given rather than as "Invalid Date".
    expect(east.day('2026-02-30')).toBe('2026-02-30');
    expect(east.dayParts('soon', { month: 'long' })).toBe('soon');
  });

  it('adds seconds to the time of day on request and spells long dates in the locale pattern', () => {
    const dates = datesFor('en-US', { timeZone: 'UTC', dateFormat: 'locale' }, null);
    expect(dates.dateTime('2026-11-24T09:05:07Z', 'medium')).toBe('Nov 24, 2026, 9:05:07 AM');
    expect(dates.date(evening, 'long')).toBe('November 24, 2026');
    const fixed = datesFor('en-US', { timeZone: 'UTC', dateFormat: 'yearMonthDay' }, null);
    expect(fixed.date(evening, 'long')).toBe('2026-11-24');
  });

  it("follows the reader's language without a tenant pattern, from Monday", () => {
    const dates = datesFor('de', undefined, 'UTC');
    expect(dates.date(evening)).toBe('24.11.2026');
    expect(dates.weekdays('long')[0]).toBe('Montag');
    expect(dates.day('2026-11-25', 'long')).toBe('25. November 2026');
  });
});

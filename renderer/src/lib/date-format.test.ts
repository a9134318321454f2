import { describe, expect, it } from 'vitest';
import { dateFormat, dayStart, formatDate, numberFormat, weekdayNames } from './date-format.ts';

describe('dateFormat', () => {
  it('formats as Intl does', () => {
    const date = new Date(Date.UTC(2026, 10, 23, 9, 30));
    const options = { dateStyle: 'medium', timeZone: 'UTC' } as const;
    expect(dateFormat('en-US', options).format(date)).toBe('Nov 23, 2026');
    expect(dateFormat('de', options).format(date)).toBe('23.11.2026');
  });

  it('keeps one formatter per locale and options', () => {
    expect(dateFormat('en', { dateStyle: 'short' })).toBe(dateFormat('en', { dateStyle: 'short' }));
    expect(dateFormat('en', { dateStyle: 'short' })).not.toBe(dateFormat('fr', { dateStyle: 'short' }));
    expect(dateFormat('en', { dateStyle: 'short' })).not.toBe(dateFormat('en', { dateStyle: 'long' }));
  });
});

describe('numberFormat', () => {
  it('groups and separates digits as the language does', () => {
    expect(numberFormat('en', {}).format(12345.5)).toBe('12,345.5');
    expect(numberFormat('de', {}).format(12345.5)).toBe('12.345,5');
    expect(numberFormat('de')).toBe(numberFormat('de'));
  });
});

describe('formatDate', () => {
  // 23:30 UTC on 23 November is already the 24th in Berlin.
  const date = new Date(Date.UTC(2026, 10, 23, 23, 30));

  it('orders day, month and year by the named pattern, whatever the language', () => {
    expect(formatDate(date, { locale: 'en', pattern: 'dayMonthYear', timeZone: 'UTC' })).toBe('23.11.2026');
    expect(formatDate(date, { locale: 'de', pattern: 'monthDayYear', timeZone: 'UTC' })).toBe('11/23/2026');
    expect(formatDate(date, { locale: 'en', pattern: 'yearMonthDay', timeZone: 'UTC' })).toBe('2026-11-23');
  });

  it("follows the reader's language for the locale pattern, in the given time zone", () => {
    expect(formatDate(date, { locale: 'de', pattern: 'locale', timeZone: 'UTC' })).toBe('23.11.2026');
    expect(formatDate(date, { locale: 'en-US', pattern: 'locale', timeZone: 'UTC' })).toBe('Nov 23, 2026');
    expect(formatDate(date, { locale: 'de', pattern: 'dayMonthYear', timeZone: 'Europe/Berlin' })).toBe(
      '24.11.2026',
    );
  });

  it('spells the locale pattern long on request; the named patterns stay numeric', () => {
    expect(formatDate(date, { locale: 'en-US', pattern: 'locale', timeZone: 'UTC', style: 'long' })).toBe(
      'November 23, 2026',
    );
    expect(formatDate(date, { locale: 'de', pattern: 'dayMonthYear', timeZone: 'UTC', style: 'long' })).toBe(
      '23.11.2026',
    );
  });
});

describe('dayStart', () => {
  it('finds the instant a day begins in a time zone, across clock changes', () => {
    expect(dayStart('2026-03-01', 'Asia/Tokyo').toISOString()).toBe('2026-02-28T15:00:00.000Z');
    expect(dayStart('2026-03-01', 'UTC').toISOString()).toBe('2026-03-01T00:00:00.000Z');
    // Berlin moves to summer time on 29 March 2026 at 02:00.
    expect(dayStart('2026-03-29', 'Europe/Berlin').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(dayStart('2026-03-30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(dayStart('2026-11-01', 'America/New_York').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(dayStart('2026-11-02', 'America/New_York').toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  it("uses the browser's zone without one", () => {
    const start = dayStart('2026-03-01');
    expect([start.getFullYear(), start.getMonth(), start.getDate(), start.getHours()]).toEqual([
      2026, 2, 1, 0,
    ]);
  });
});

describe('weekdayNames', () => {
  it('starts the week on the chosen day, in the language', () => {
    expect(weekdayNames('en', 'monday')[0]).toBe('Mon');
    expect(weekdayNames('en', 'sunday')).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(weekdayNames('de', 'saturday', 'long').slice(0, 2)).toEqual(['Samstag', 'Sonntag']);
  });
});

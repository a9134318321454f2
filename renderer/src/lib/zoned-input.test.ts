import { describe, expect, it } from 'vitest';
import { addDays, fromZonedInput, inputTimeZone, todayIn, toZonedInput } from './zoned-input.ts';

describe('zoned date-time inputs', () => {
  it('reads and writes the wall clock of a zone ahead of UTC', () => {
    expect(toZonedInput('2026-01-15T08:00:00.000Z', 'Asia/Tokyo')).toBe('2026-01-15T17:00');
    expect(fromZonedInput('2026-01-15T17:00', 'Asia/Tokyo')).toBe('2026-01-15T08:00:00.000Z');
    expect(toZonedInput('2026-01-15T20:00:00.000Z', 'Asia/Kolkata')).toBe('2026-01-16T01:30');
    expect(fromZonedInput('2026-01-16T01:30', 'Asia/Kolkata')).toBe('2026-01-15T20:00:00.000Z');
  });

  it('reads and writes the wall clock of a zone behind UTC', () => {
    expect(toZonedInput(new Date('2026-07-01T02:00:00.000Z'), 'America/Los_Angeles')).toBe(
      '2026-06-30T19:00',
    );
    expect(fromZonedInput('2026-06-30T19:00', 'America/Los_Angeles')).toBe('2026-07-01T02:00:00.000Z');
    expect(fromZonedInput('2026-06-30T00:00', 'UTC')).toBe('2026-06-30T00:00:00.000Z');
  });

  it('follows Europe/Berlin across its changes of the clocks', () => {
    // Winter +1, summer +2.
    expect(fromZonedInput('2026-03-28T09:00', 'Europe/Berlin')).toBe('2026-03-28T08:00:00.000Z');
    expect(fromZonedInput('2026-03-29T09:00', 'Europe/Berlin')).toBe('2026-03-29T07:00:00.000Z');
    // 29 March 2026: 2:00 becomes 3:00; 2:30 does not exist and moves on by the hour.
    expect(fromZonedInput('2026-03-29T01:59', 'Europe/Berlin')).toBe('2026-03-29T00:59:00.000Z');
    expect(fromZonedInput('2026-03-29T02:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z');
    expect(toZonedInput('2026-03-29T01:30:00.000Z', 'Europe/Berlin')).toBe('2026-03-29T03:30');
    expect(fromZonedInput('2026-03-29T03:00', 'Europe/Berlin')).toBe('2026-03-29T01:00:00.000Z');
    // 25 October 2026: 3:00 goes back to 2:00; 2:30 happens twice and means the first.
    expect(fromZonedInput('2026-10-25T02:30', 'Europe/Berlin')).toBe('2026-10-25T00:30:00.000Z');
    expect(toZonedInput('2026-10-25T00:30:00.000Z', 'Europe/Berlin')).toBe('2026-10-25T02:30');
    expect(toZonedInput('2026-10-25T01:30:00.000Z', 'Europe/Berlin')).toBe('2026-10-25T02:30');
    expect(fromZonedInput('2026-10-25T03:00', 'Europe/Berlin')).toBe('2026-10-25T02:00:00.000Z');
  });

  it('follows America/New_York across its changes of the clocks', () => {
    // 8 March 2026: 2:00 EST becomes 3:00 EDT.
    expect(fromZonedInput('2026-03-08T01:30', 'America/New_York')).toBe('2026-03-08T06:30:00.000Z');
    expect(fromZonedInput('2026-03-08T02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    expect(fromZonedInput('2026-03-08T09:00', 'America/New_York')).toBe('2026-03-08T13:00:00.000Z');
    // 1 November 2026: 2:00 EDT goes back to 1:00 EST; 1:30 means the first (EDT).
    expect(fromZonedInput('2026-11-01T01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
    expect(toZonedInput('2026-11-01T06:30:00.000Z', 'America/New_York')).toBe('2026-11-01T01:30');
    expect(fromZonedInput('2026-11-01T09:00', 'America/New_York')).toBe('2026-11-01T14:00:00.000Z');
  });

  it('round-trips every quarter hour of a change day', () => {
    for (const zone of ['Europe/Berlin', 'America/New_York']) {
      const start = Date.parse(zone === 'Europe/Berlin' ? '2026-10-24T20:00:00Z' : '2026-10-31T23:00:00Z');
      for (let t = start; t < start + 12 * 3_600_000; t += 900_000) {
        const iso = new Date(t).toISOString();
        const back = fromZonedInput(toZonedInput(iso, zone), zone);
        // The repeated hour reads back as its first pass; everything else as itself.
        expect(toZonedInput(back ?? '', zone)).toBe(toZonedInput(iso, zone));
      }
    }
  });

  it('refuses what is not a date and time', () => {
    expect(fromZonedInput('', 'Europe/Berlin')).toBeNull();
    expect(fromZonedInput('2026-02-30T09:00', 'Europe/Berlin')).toBeNull();
    expect(fromZonedInput('2026-01-01T24:00', 'Europe/Berlin')).toBeNull();
    expect(fromZonedInput('2026-01-01 09:00', 'Europe/Berlin')).toBeNull();
    expect(toZonedInput('nonsense', 'Europe/Berlin')).toBe('');
  });

  it('uses the browser zone without one, and names it', () => {
    expect(fromZonedInput('2026-01-15T09:00', undefined)).toBe(new Date(2026, 0, 15, 9, 0).toISOString());
    expect(toZonedInput(new Date(2026, 0, 15, 9, 0), undefined)).toBe('2026-01-15T09:00');
    expect(inputTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(inputTimeZone(undefined)).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('moves calendar days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});

describe('todayIn', () => {
  // 23:30 UTC on 24 November 2026; 09:30 UTC on 25 November.
  const lateUtc = new Date('2026-11-24T23:30:00Z');
  const morningUtc = new Date('2026-11-25T09:30:00Z');

  it('is already tomorrow in a zone east of UTC', () => {
    expect(todayIn('UTC', lateUtc)).toBe('2026-11-24');
    expect(todayIn('Asia/Tokyo', lateUtc)).toBe('2026-11-25');
    expect(todayIn('Pacific/Kiritimati', lateUtc)).toBe('2026-11-25');
  });

  it('is still yesterday in a zone west of UTC', () => {
    expect(todayIn('UTC', morningUtc)).toBe('2026-11-25');
    expect(todayIn('Pacific/Honolulu', morningUtc)).toBe('2026-11-24');
    expect(todayIn('America/Los_Angeles', new Date('2027-01-01T03:00:00Z'))).toBe('2026-12-31');
  });

  it("falls back to the browser's zone without a zone or with one it does not know", () => {
    const browser = toZonedInput(lateUtc, undefined).slice(0, 10);
    expect(todayIn(undefined, lateUtc)).toBe(browser);
    expect(todayIn('Not/AZone', lateUtc)).toBe(browser);
  });
});

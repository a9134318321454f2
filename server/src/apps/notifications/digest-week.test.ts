import { describe, expect, it } from 'vitest';
import { currentDigestWeek } from './digest-week.ts';

describe('the digest week', () => {
  it('is due on Monday at 08:00 UTC for a member without a time zone', () => {
    // Wednesday 2026-11-25.
    expect(currentDigestWeek(new Date('2026-11-25T12:00:00Z'), null)).toEqual({
      weekStart: '2026-11-23',
      sendAt: new Date('2026-11-23T08:00:00Z'),
      from: new Date('2026-11-16T08:00:00Z'),
    });
    // Monday before 08:00 still belongs to the week before; at 08:00 the new one is due.
    expect(currentDigestWeek(new Date('2026-11-23T07:59:59Z'), 'UTC').weekStart).toBe('2026-11-16');
    expect(currentDigestWeek(new Date('2026-11-23T08:00:00Z'), 'UTC').weekStart).toBe('2026-11-23');
  });

  it("follows the member's time zone, across a daylight saving change", () => {
    // 08:00 in Berlin is 07:00 UTC in winter; the covered week began in summer time (06:00 UTC).
    expect(currentDigestWeek(new Date('2026-11-02T07:00:00Z'), 'Europe/Berlin')).toEqual({
      weekStart: '2026-11-02',
      sendAt: new Date('2026-11-02T07:00:00Z'),
      from: new Date('2026-10-26T07:00:00Z'),
    });
    // Still Sunday evening in New York when it is Monday morning in UTC.
    expect(currentDigestWeek(new Date('2026-11-23T09:00:00Z'), 'America/New_York').weekStart).toBe(
      '2026-11-16',
    );
    expect(currentDigestWeek(new Date('2026-11-23T13:00:00Z'), 'America/New_York').sendAt).toEqual(
      new Date('2026-11-23T13:00:00Z'),
    );
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(currentDigestWeek(new Date('2026-11-25T12:00:00Z'), 'Mars/Olympus').sendAt).toEqual(
      new Date('2026-11-23T08:00:00Z'),
    );
  });
});

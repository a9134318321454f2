import { describe, expect, it } from 'vitest';
import { nextSend, zonedMoment } from './schedule-time.ts';

describe('next send in the organization’s zone', () => {
  it('turns a Berlin wall-clock time into UTC, summer and winter', () => {
    expect(zonedMoment('2026-07-06', '09:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-07-06T07:00:00.000Z',
    );
    expect(zonedMoment('2026-01-05', '09:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-01-05T08:00:00.000Z',
    );
  });

  it('finds the next weekly, monthly and quarterly send after a moment', () => {
    const weekly = { cadence: 'weekly', day: 1, time: '09:00' } as const;
    // Monday 6 July 2026, 08:59 in Berlin: today at nine; at nine: next Monday.
    expect(nextSend(weekly, 'Europe/Berlin', new Date('2026-07-06T06:59:00Z')).toISOString()).toBe(
      '2026-07-06T07:00:00.000Z',
    );
    expect(nextSend(weekly, 'Europe/Berlin', new Date('2026-07-06T07:00:00Z')).toISOString()).toBe(
      '2026-07-13T07:00:00.000Z',
    );
    expect(
      nextSend(
        { cadence: 'monthly', day: 28, time: '18:30' },
        'America/New_York',
        new Date('2026-02-28T23:31:00Z'),
      ).toISOString(),
    ).toBe('2026-03-28T22:30:00.000Z');
    expect(
      nextSend(
        { cadence: 'quarterly', day: 1, time: '00:00' },
        'UTC',
        new Date('2026-02-10T00:00:00Z'),
      ).toISOString(),
    ).toBe('2026-04-01T00:00:00.000Z');
  });
});

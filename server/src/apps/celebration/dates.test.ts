import { describe, expect, it } from 'vitest';
import { dueDays } from './daily-job.ts';
import { isDay, monthDaysOn, occurrencesOn, todayIn } from './dates.ts';

describe('celebration days', () => {
  it('celebrates 29 February on 28 February in years without one, and on the 29th in leap years', () => {
    expect(monthDaysOn('2027-02-28')).toEqual(['02-28', '02-29']);
    expect(monthDaysOn('2028-02-28')).toEqual(['02-28']);
    expect(monthDaysOn('2100-02-28')).toEqual(['02-28', '02-29']);
    expect(monthDaysOn('2000-02-28')).toEqual(['02-28']);
    const leapling = { birthday: '02-29', startDate: '2024-02-29' };
    expect(occurrencesOn('2027-02-28', leapling)).toEqual([
      { kind: 'birthday', years: null },
      { kind: 'anniversary', years: 3 },
    ]);
    expect(occurrencesOn('2027-03-01', leapling)).toEqual([]);
    expect(occurrencesOn('2028-02-28', leapling)).toEqual([]);
    expect(occurrencesOn('2028-02-29', leapling)).toEqual([
      { kind: 'birthday', years: null },
      { kind: 'anniversary', years: 4 },
    ]);
  });

  it('welcomes on the start date and marks onboarding 90 days later, never an anniversary of year 0', () => {
    const newcomer = { birthday: null, startDate: '2027-01-10' };
    expect(occurrencesOn('2027-01-10', newcomer)).toEqual([{ kind: 'welcome', years: null }]);
    expect(occurrencesOn('2027-04-10', newcomer)).toEqual([{ kind: 'onboarding', years: null }]);
    expect(occurrencesOn('2028-01-10', newcomer)).toEqual([{ kind: 'anniversary', years: 1 }]);
    expect(occurrencesOn('2026-01-10', newcomer)).toEqual([]);
  });

  it('ignores days that do not exist, and takes month and day from a full birth date', () => {
    expect(occurrencesOn('2027-03-02', { birthday: '02-30', startDate: '2020-02-30' })).toEqual([]);
    expect(occurrencesOn('2027-03-02', { birthday: '13-01', startDate: 'soon' })).toEqual([]);
    expect(occurrencesOn('2027-05-04', { birthday: '1990-05-04', startDate: null })).toEqual([
      { kind: 'birthday', years: null },
    ]);
    expect(isDay('2027-02-29')).toBe(false);
    expect(isDay('2028-02-29')).toBe(true);
  });

  it('finds the day in the tenant time zone', () => {
    const at = new Date('2028-03-01T12:00:00Z');
    expect(todayIn('UTC', at)).toBe('2028-03-01');
    expect(todayIn('Pacific/Auckland', at)).toBe('2028-03-02');
    expect(todayIn('America/Los_Angeles', new Date('2028-03-01T05:00:00Z'))).toBe('2028-02-29');
    expect(todayIn('Not/AZone', at)).toBe('2028-03-01');
  });

  it('catches up the days after the last one done, at most 31, and starts a new tenant today', () => {
    expect(dueDays(null, '2028-03-01')).toEqual(['2028-03-01']);
    expect(dueDays('2028-03-01', '2028-03-01')).toEqual([]);
    expect(dueDays('2028-02-27', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    const long = dueDays('2027-01-01', '2028-03-01');
    expect(long).toHaveLength(31);
    expect(long[0]).toBe('2028-01-31');
    expect(long.at(-1)).toBe('2028-03-01');
    // A clock that went back (or a time zone moved west) has nothing due.
    expect(dueDays('2028-03-02', '2028-03-01')).toEqual([]);
  });
});

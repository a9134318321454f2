import type { AutomaticCelebrationKind } from '#shared/contract/celebration';
import { onboardingAfterDays } from '#shared/contract/celebration';
import { isMonthDay } from '#shared/contract/identity';

/** Days are `YYYY-MM-DD` strings in the tenant's calendar; arithmetic goes through UTC noon-free dates. */
export type Day = string;

const dayMs = 86_400_000;
const asDate = (day: Day) => new Date(`${day}T00:00:00Z`);
const asDay = (date: Date): Day => date.toISOString().slice(0, 10);

export const addDays = (day: Day, days: number): Day => asDay(new Date(asDate(day).getTime() + days * dayMs));
export const daysBetween = (from: Day, to: Day): number =>
  Math.round((asDate(to).getTime() - asDate(from).getTime()) / dayMs);

export const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** A real calendar day as YYYY-MM-DD (no 30 February). */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = asDate(value);
  return !Number.isNaN(date.getTime()) && asDay(date) === value;
}

/** The day it is at `now` in a time zone; an unknown zone counts as UTC. */
export function todayIn(timeZone: string, now: Date): Day {
  try {
    // en-CA formats as YYYY-MM-DD.
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    return asDay(now);
  }
}

/**
 * The month-days celebrated on `day`: its own, and on 28 February of a year without a 29th also
 * 02-29 (docs/celebration.md: leap-day birthdays and anniversaries move to 28 February).
 */
export function monthDaysOn(day: Day): string[] {
  const monthDay = day.slice(5);
  return monthDay === '02-28' && !isLeapYear(Number(day.slice(0, 4))) ? ['02-28', '02-29'] : [monthDay];
}

/** What the HR record or profile says about a member; either may be missing or malformed. */
export type PersonDates = { birthday: string | null; startDate: string | null };
export type Occurrence = { kind: AutomaticCelebrationKind; years: number | null };

/** Stored birthdays are MM-DD; an HR export's YYYY-MM-DD keeps its month and day. */
function birthdayOf(value: string | null): string | null {
  if (!value) return null;
  const monthDay = value.length === 10 ? value.slice(5) : value;
  return isMonthDay(monthDay) ? monthDay : null;
}

/** The celebrations of one member on one day, by the rules of docs/celebration.md. */
export function occurrencesOn(day: Day, person: PersonDates): Occurrence[] {
  const found: Occurrence[] = [];
  const monthDays = monthDaysOn(day);
  const birthday = birthdayOf(person.birthday);
  if (birthday && monthDays.includes(birthday)) found.push({ kind: 'birthday', years: null });
  const start = person.startDate && isDay(person.startDate) ? person.startDate : null;
  if (start) {
    const years = Number(day.slice(0, 4)) - Number(start.slice(0, 4));
    if (start === day) found.push({ kind: 'welcome', years: null });
    else if (years > 0 && monthDays.includes(start.slice(5))) found.push({ kind: 'anniversary', years });
    if (addDays(start, onboardingAfterDays) === day) found.push({ kind: 'onboarding', years: null });
  }
  return found;
}

import type { ReportCadence } from '#shared/contract/report';
import { addDays, type Day, isoWeekday } from '#shared/date-ranges';

/** The zone's offset from UTC at a moment, in milliseconds (an unknown zone counts as UTC). */
function offsetAt(timeZone: string, at: number): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(new Date(at));
  } catch {
    return 0;
  }
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return local - Math.floor(at / 1000) * 1000;
}

/** The moment a wall-clock day and `HH:MM` happen in a zone (a time skipped by DST moves on an hour). */
export function zonedMoment(day: Day, time: string, timeZone: string): Date {
  const [hours, minutes] = time.split(':').map(Number);
  const wall = Date.UTC(
    Number(day.slice(0, 4)),
    Number(day.slice(5, 7)) - 1,
    Number(day.slice(8, 10)),
    hours,
    minutes,
  );
  let at = wall - offsetAt(timeZone, wall);
  at = wall - offsetAt(timeZone, at);
  return new Date(at);
}

/** The day it is at a moment in a zone. */
export function dayIn(timeZone: string, at: Date): Day {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(at);
  } catch {
    return at.toISOString().slice(0, 10);
  }
}

const isSendDay = (day: Day, cadence: ReportCadence, sendDay: number): boolean => {
  if (cadence === 'weekly') return isoWeekday(day) === sendDay;
  const dayOfMonth = Number(day.slice(8, 10));
  if (dayOfMonth !== sendDay) return false;
  return cadence === 'monthly' || (Number(day.slice(5, 7)) - 1) % 3 === 0;
};

/**
 * The next send after `after`: weekly on an ISO weekday, monthly on a day of the month (1 to 28,
 * so every month has it), quarterly on that day of January, April, July and October; at `time`
 * in the organization's zone.
 */
export function nextSend(
  schedule: { cadence: ReportCadence; day: number; time: string },
  timeZone: string,
  after: Date,
): Date {
  const start = dayIn(timeZone, after);
  for (let offset = 0; offset <= 370; offset++) {
    const day = addDays(start, offset);
    if (!isSendDay(day, schedule.cadence, schedule.day)) continue;
    const at = zonedMoment(day, schedule.time, timeZone);
    if (at > after) return at;
  }
  throw new Error('no send day within a year');
}

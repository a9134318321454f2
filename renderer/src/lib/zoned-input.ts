/**
 * Date-time inputs in the zone dates are shown in (`useDates().timeZone`: the member's own, else
 * the tenant's), not the browser's: what a person reads as "9:00" is what they type and what is
 * sent. Intl only. `timeZone` undefined means the browser's zone, as `useDates` does.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Numeric parts of an instant's wall clock in a zone (24-hour, no DST name). */
function wallFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = formatters.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZone,
    };
    try {
      format = new Intl.DateTimeFormat('en-US', options);
    } catch {
      // A zone this browser does not know: its own zone rather than no input at all.
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: undefined });
    }
    formatters.set(key, format);
  }
  return format;
}

type Wall = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function wallOf(instant: number, timeZone: string | undefined): Wall {
  const parts: Record<string, number> = {};
  for (const part of wallFormat(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    // Some engines still write midnight as 24 with h23.
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (Berlin in summer: +2 h). */
function offsetAt(instant: number, timeZone: string | undefined): number {
  const wall = wallOf(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

/** The zone a date-time input uses, named: the given one, else the browser's. */
export function inputTimeZone(timeZone: string | undefined): string {
  return timeZone || wallFormat(undefined).resolvedOptions().timeZone;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** An instant as a datetime-local input's `YYYY-MM-DDTHH:mm`, on the wall clock of `timeZone`. */
export function toZonedInput(value: Date | string, timeZone: string | undefined): string {
  const instant = (typeof value === 'string' ? new Date(value) : value).getTime();
  if (Number.isNaN(instant)) return '';
  const wall = wallOf(instant, timeZone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/**
 * Today as `YYYY-MM-DD` on the wall clock of `timeZone` (the browser's when undefined or unknown):
 * in Tokyo it is already tomorrow while UTC is still on today; in Honolulu it is still yesterday.
 */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): string {
  const wall = wallOf(now.getTime(), timeZone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

const hour = 3_600_000;
const day = 24 * hour;

/**
 * A datetime-local input's `YYYY-MM-DDTHH:mm` read on the wall clock of `timeZone`, as an ISO
 * instant; null when it is not a real date and time. Like Temporal's "compatible": a time the
 * clocks skip (spring forward) moves on by the gap, 2:30 becoming 3:30; a time they pass twice
 * (fall back) is the first of the two.
 */
export function fromZonedInput(value: string, timeZone: string | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, date, hours, minutes] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (hours > 23 || minutes > 59) return null;
  const wall = Date.UTC(year, month - 1, date, hours, minutes);
  const check = new Date(wall);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date)
    return null;
  // The offsets a day either side: equal but for a change of the clocks near this time.
  const before = offsetAt(wall - day, timeZone);
  const after = offsetAt(wall + day, timeZone);
  const fits = (instant: number) => instant + offsetAt(instant, timeZone) === wall;
  const early = wall - before;
  const late = wall - after;
  const candidates = [early, late].filter(fits).sort((a, b) => a - b);
  // None fits in a gap: the offset before the change carries the time past it.
  const instant = candidates[0] ?? early;
  return new Date(instant).toISOString();
}

/** A `YYYY-MM-DD` day moved by whole days (calendar arithmetic, no zone involved). */
export function addDays(value: string, days: number): string {
  const date = new Date(`${value}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

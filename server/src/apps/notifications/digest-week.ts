/** The weekly digest goes out on Monday at 08:00 in the member's time zone, else the tenant's, else UTC. */
export const digestHour = 8;
const dayMs = 86_400_000;

export type DigestWeek = {
  /** The local Monday the digest is named after (YYYY-MM-DD): its key in notification_digests. */
  weekStart: string;
  /** When it is due: that Monday at 08:00 local time. */
  sendAt: Date;
  /** The week it covers starts a week earlier: [from, sendAt). */
  from: Date;
};

function validZone(timeZone: string | null): timeZone is string {
  if (!timeZone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock time in `timeZone` at `at`, read as if it were UTC (ms). */
function wallClock(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/** The instant at which the wall clock in `timeZone` shows `wall`; twice, so a DST change in between is met. */
function instantOf(wall: number, timeZone: string): Date {
  let at = wall - (wallClock(new Date(wall), timeZone) - wall);
  at = wall - (wallClock(new Date(at), timeZone) - at);
  return new Date(at);
}

/** The digest due at `now` for a member in `timeZone`: the latest local Monday 08:00 at or before now. */
export function currentDigestWeek(now: Date, timeZone: string | null): DigestWeek {
  const zone = validZone(timeZone) ? timeZone : 'UTC';
  const wall = wallClock(now, zone);
  const today = Math.floor(wall / dayMs) * dayMs;
  const sinceMonday = (new Date(today).getUTCDay() + 6) % 7;
  let monday = today - sinceMonday * dayMs;
  if (wall < monday + digestHour * 3_600_000) monday -= 7 * dayMs;
  return {
    weekStart: new Date(monday).toISOString().slice(0, 10),
    sendAt: instantOf(monday + digestHour * 3_600_000, zone),
    from: instantOf(monday - 7 * dayMs + digestHour * 3_600_000, zone),
  };
}

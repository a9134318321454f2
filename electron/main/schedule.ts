/** Local-time schedules: the kiosk's maintenance window for updates and its nightly reload. */

export function minutesOfDay(hhmm: string): number {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * Is `now` (local time) inside [start, end)? A window may cross midnight (22:00-04:00).
 * Without a window, or with start equal to end, any time is inside.
 */
export function isInsideWindow(now: Date, start: string | null, end: string | null): boolean {
  if (start === null || end === null) return true;
  const from = minutesOfDay(start);
  const to = minutesOfDay(end);
  if (from === to) return true;
  const current = now.getHours() * 60 + now.getMinutes();
  return from < to ? current >= from && current < to : current >= from || current < to;
}

/** Milliseconds until the next local occurrence of HH:MM strictly after `now`. */
export function msUntilNext(now: Date, hhmm: string): number {
  const minutes = minutesOfDay(hhmm);
  const next = new Date(now);
  next.setHours(Math.floor(minutes / 60), minutes % 60, 0, 0);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next.getTime() - now.getTime();
}

export type InstallDecision = { action: 'install' } | { action: 'wait'; delayMs: number } | { action: 'ask' };

/**
 * When a downloaded update is installed: a person decides in the desktop app ("Restart now");
 * a kiosk installs by itself, but only inside its maintenance window.
 */
export function decideInstall(options: {
  kiosk: boolean;
  now: Date;
  windowStart: string | null;
  windowEnd: string | null;
}): InstallDecision {
  if (!options.kiosk) return { action: 'ask' };
  if (isInsideWindow(options.now, options.windowStart, options.windowEnd)) return { action: 'install' };
  return { action: 'wait', delayMs: msUntilNext(options.now, options.windowStart as string) };
}

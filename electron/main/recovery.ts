/**
 * How the kiosk heals itself: a crashed or hung renderer reloads after a delay that doubles with
 * each recent failure; after too many failures in a short time the whole app relaunches, and
 * relaunches themselves back off so a broken machine does not spin.
 */

export type RecoveryPolicy = {
  /** Delay before the first reload. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures older than this are forgiven. */
  windowMs: number;
  /** This many failures inside the window relaunch the app instead of reloading. */
  relaunchAfter: number;
};

export const defaultRecoveryPolicy: RecoveryPolicy = {
  baseDelayMs: 1_000,
  maxDelayMs: 60_000,
  windowMs: 10 * 60_000,
  relaunchAfter: 5,
};

export type RecoveryAction = { action: 'reload'; delayMs: number } | { action: 'relaunch' };

/** Recent failures only (within the window), oldest first. */
export function recentFailures(
  failures: readonly number[],
  now: number,
  policy = defaultRecoveryPolicy,
): number[] {
  return failures.filter((at) => at <= now && now - at < policy.windowMs).sort((a, b) => a - b);
}

/** What to do about a failure at `now`, given earlier failures (timestamps in ms). */
export function planRecovery(
  earlier: readonly number[],
  now: number,
  policy: RecoveryPolicy = defaultRecoveryPolicy,
): RecoveryAction {
  const count = recentFailures(earlier, now, policy).length + 1;
  if (count >= policy.relaunchAfter) return { action: 'relaunch' };
  return { action: 'reload', delayMs: Math.min(policy.baseDelayMs * 2 ** (count - 1), policy.maxDelayMs) };
}

/** Delay before relaunching, given earlier relaunches: none for the first, then 30 s doubling to 15 min. */
export function relaunchDelayMs(earlierRelaunches: readonly number[], now: number): number {
  const recent = earlierRelaunches.filter((at) => at <= now && now - at < 60 * 60_000).length;
  if (recent === 0) return 0;
  return Math.min(30_000 * 2 ** (recent - 1), 15 * 60_000);
}

/**
 * A kiosk whose display was refused (token revoked, server answering "signed out") never shows
 * the login page: it stays dark and tries the display again, every 15 s doubling to 5 minutes.
 */
export function refusedRetryDelayMs(attempt: number): number {
  return Math.min(15_000 * 2 ** Math.max(0, attempt), 5 * 60_000);
}

/** Dynamic loads are tried this many times in all (000 §9). */
export const lazyLoadAttempts = 5;
/** The first wait between attempts; each later wait doubles (1 s, 2 s, 4 s, 8 s). */
export const lazyLoadFirstDelayMs = 1000;
/** After every attempt failed the page reloads once, and not again within this window. */
export const chunkReloadGuardMs = 10_000;
export const chunkReloadKey = 'kudos.chunkReloadAt';

export type RetryDependencies = {
  wait: (ms: number) => Promise<void>;
  now: () => number;
  session: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
};

const browserDependencies = (): RetryDependencies => ({
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => Date.now(),
  session: (() => {
    try {
      return window.sessionStorage;
    } catch {
      return null;
    }
  })(),
  reload: () => window.location.reload(),
});

/** Waits before attempt `n` (0-based) that follows a failure: 2^(n-1) seconds from 1 second. */
export const retryDelayMs = (failedAttempts: number) => lazyLoadFirstDelayMs * 2 ** (failedAttempts - 1);

/** Tries `load` up to `lazyLoadAttempts` times with exponential back-off between attempts. */
export async function retryLoad<T>(
  load: () => Promise<T>,
  deps: Pick<RetryDependencies, 'wait'>,
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= lazyLoadAttempts; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      lastError = error;
      if (attempt < lazyLoadAttempts) await deps.wait(retryDelayMs(attempt));
    }
  }
  throw lastError;
}

/**
 * True when the page may reload to recover from a failed chunk (a new deployment replaced the
 * files): once, then not again for `chunkReloadGuardMs`, so a broken build cannot loop.
 */
export function claimReload(deps: Pick<RetryDependencies, 'now' | 'session'>): boolean {
  if (!deps.session) return false;
  const last = Number(deps.session.getItem(chunkReloadKey) ?? 0);
  const now = deps.now();
  if (Number.isFinite(last) && now - last < chunkReloadGuardMs) return false;
  deps.session.setItem(chunkReloadKey, String(now));
  return true;
}

/**
 * Loads a lazy page module with the spec's retry, then reloads the page once; if a reload
 * happened in the last 10 seconds the error is thrown to the route's error page instead.
 */
export async function lazyWithRetry<T>(
  load: () => Promise<T>,
  deps: RetryDependencies = browserDependencies(),
): Promise<T> {
  try {
    return await retryLoad(load, deps);
  } catch (error) {
    if (claimReload(deps)) {
      deps.reload();
      return new Promise<T>(() => {}); // The page is going away.
    }
    throw error;
  }
}

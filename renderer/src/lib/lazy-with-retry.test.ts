import { describe, expect, it, vi } from 'vitest';
import {
  chunkReloadKey,
  claimReload,
  lazyWithRetry,
  type RetryDependencies,
  retryDelayMs,
  retryLoad,
} from './lazy-with-retry.ts';

function memorySession(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

function dependencies(overrides: Partial<RetryDependencies> = {}) {
  const waits: number[] = [];
  const deps: RetryDependencies = {
    wait: async (ms) => void waits.push(ms),
    now: () => 100_000,
    session: memorySession(),
    reload: vi.fn(),
    ...overrides,
  };
  return { deps, waits };
}

describe('retryLoad', () => {
  it('waits 1, 2, 4 and 8 seconds between five attempts', async () => {
    const { deps, waits } = dependencies();
    const load = vi.fn().mockRejectedValue(new Error('chunk failed'));
    await expect(retryLoad(load, deps)).rejects.toThrow('chunk failed');
    expect(load).toHaveBeenCalledTimes(5);
    expect(waits).toEqual([1000, 2000, 4000, 8000]);
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000]);
  });

  it('returns as soon as an attempt succeeds', async () => {
    const { deps, waits } = dependencies();
    const load = vi.fn().mockRejectedValueOnce(new Error('once')).mockResolvedValue('module');
    await expect(retryLoad(load, deps)).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
    expect(waits).toEqual([1000]);
  });
});

describe('lazyWithRetry', () => {
  it('reloads the page once when every attempt failed', async () => {
    const session = memorySession();
    const { deps } = dependencies({ session });
    const pending = lazyWithRetry(() => Promise.reject(new Error('gone')), deps);
    await vi.waitFor(() => expect(deps.reload).toHaveBeenCalledTimes(1));
    expect(session.values.get(chunkReloadKey)).toBe('100000');
    // The promise never settles: the page is reloading.
    const settled = await Promise.race([pending.then(() => 'settled'), Promise.resolve('pending')]);
    expect(settled).toBe('pending');
  });

  it('throws instead of reloading again within 10 seconds', async () => {
    const session = memorySession({ [chunkReloadKey]: String(100_000 - 9_999) });
    const { deps } = dependencies({ session });
    await expect(lazyWithRetry(() => Promise.reject(new Error('gone')), deps)).rejects.toThrow('gone');
    expect(deps.reload).not.toHaveBeenCalled();
  });
});

describe('claimReload', () => {
  it('allows a reload again once 10 seconds have passed', () => {
    const session = memorySession({ [chunkReloadKey]: String(100_000 - 10_000) });
    expect(claimReload({ session, now: () => 100_000 })).toBe(true);
    expect(claimReload({ session, now: () => 100_001 })).toBe(false);
  });

  it('never reloads without session storage', () => {
    expect(claimReload({ session: null, now: () => 1 })).toBe(false);
  });
});

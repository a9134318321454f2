import { describe, expect, it } from 'vitest';
import { createAuthCache } from './auth-cache.ts';

describe('the token cache', () => {
  it('answers until its time runs out', () => {
    const cache = createAuthCache<string>({ ttlMs: 1000, maxEntries: 10 });
    cache.set('a', 'ada', cache.generation(), 0);
    expect(cache.get('a', 999)).toBe('ada');
    expect(cache.get('a', 1000)).toBeUndefined();
  });

  it('forgets everything on clear, and refuses a lookup that began before the clear', () => {
    const cache = createAuthCache<string>({ ttlMs: 1000, maxEntries: 10 });
    cache.set('a', 'ada', cache.generation(), 0);
    const before = cache.generation();
    cache.clear();
    expect(cache.get('a', 1)).toBeUndefined();
    cache.set('b', 'stale', before, 1);
    expect(cache.get('b', 2)).toBeUndefined();
    cache.set('b', 'fresh', cache.generation(), 2);
    expect(cache.get('b', 3)).toBe('fresh');
  });

  it('drops the oldest entry when full', () => {
    const cache = createAuthCache<number>({ ttlMs: 1000, maxEntries: 2 });
    for (const [key, value] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      cache.set(key, value, 0, 0);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBe(2);
    expect(cache.get('c', 1)).toBe(3);
  });

  it('keeps nothing when switched off', () => {
    const cache = createAuthCache<number>({ ttlMs: 0, maxEntries: 2 });
    cache.set('a', 1, 0, 0);
    expect(cache.get('a', 0)).toBeUndefined();
  });
});

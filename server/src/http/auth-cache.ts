/**
 * A short-lived cache of resolved bearer tokens, so reads do not pay a database round trip each.
 *
 * Correctness rests on invalidation, not on the time limit: any identity change (sign-out, reset,
 * suspension, role change) clears this instance's cache before its response is sent, and tells
 * the other instances through the database (`kudos_auth` notifications), which clear theirs. The
 * `generation` guards the race where a lookup started before a clear finishes after it: such a
 * result is used for its own request but not kept.
 */
export type AuthCache<T> = {
  get(key: string, now: number): T | undefined;
  /** Keeps `value` if no clear happened since `generation` was read. */
  set(key: string, value: T, generation: number, now: number): void;
  generation(): number;
  clear(): void;
};

export function createAuthCache<T>(options: { ttlMs: number; maxEntries: number }): AuthCache<T> {
  const entries = new Map<string, { value: T; until: number }>();
  let generation = 0;
  return {
    get(key, now) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until <= now) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value, seenGeneration, now) {
      if (seenGeneration !== generation || options.ttlMs <= 0) return;
      // Oldest first out: a Map iterates in insertion order.
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { value, until: now + options.ttlMs });
    },
    generation: () => generation,
    clear() {
      generation += 1;
      entries.clear();
    },
  };
}

/**
 * A seeded generator (mulberry32) for property tests: the same seed replays the same sequence,
 * so a failing seed can be run again. `pick` chooses from a list with it.
 */
export function seededRandom(seed: number) {
  let a = seed;
  const random = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  return { random, pick };
}

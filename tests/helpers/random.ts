/**
 * A small deterministic random generator (mulberry32): each call of the
 * returned function gives the next number in [0, 1). The same seed gives the
 * same numbers on every run, so a randomised test that fails can be replayed
 * from its seed.
 */
export function seededRandom(seed: number): () => number {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

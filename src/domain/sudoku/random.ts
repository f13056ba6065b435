// A seeded generator, so a seed printed in a puzzle book brings back the same puzzle on any machine.
// Math.random cannot be seeded; mulberry32 is tiny, fast and good enough for shuffling.

export interface Random {
  /** A number in [0, 1). */
  next(): number;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return {
    next() {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
}

/** Fisher-Yates, in place. */
export function shuffle<T>(items: T[], random: Random): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/** A new seed derived from a seed and a counter, so retries of one seed do not repeat each other. */
export function deriveSeed(seed: number, counter: number): number {
  let h = (seed ^ Math.imul(counter + 1, 0x9e3779b9)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * A small seeded pseudo-random generator (mulberry32) and the draws the synthetic data needs. Never
 * Math.random: the same seed must give the same rows on every machine, so a benchmark or a bug report
 * can be reproduced exactly.
 */

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [0, bound). */
  int(bound: number): number;
  /** Uniform integer in [min, max], both included. */
  between(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Standard normal (Box-Muller). */
  normal(): number;
  /** Log-normal with the given median; sigma is the spread of the logarithm. */
  logNormal(median: number, sigma: number): number;
}

/** A 32-bit seed from a number or a text (FNV-1a), so '42' and 42 are different but both stable. */
export function seedOf(value: number | string): number {
  if (typeof value === 'number') return value >>> 0;
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index += 1) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Mixes seeds into one, so independent streams (subjects, dates, outcomes) do not move in lockstep. */
export function mixSeeds(...parts: number[]): number {
  let hash = 0x9e3779b9;
  for (const part of parts) {
    hash = Math.imul(hash ^ (part >>> 0), 0x85ebca6b);
    hash ^= hash >>> 13;
    hash = Math.imul(hash, 0xc2b2ae35);
    hash ^= hash >>> 16;
  }
  return hash >>> 0;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = () => {
    // 1 - next() is in (0, 1]: the logarithm never sees zero.
    const radius = Math.sqrt(-2 * Math.log(1 - next()));
    return radius * Math.cos(2 * Math.PI * next());
  };
  return {
    next,
    int: (bound) => Math.floor(next() * bound),
    between: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    normal,
    logNormal: (median, sigma) => median * Math.exp(sigma * normal()),
  };
}

/** Items with relative weights, drawn in O(log n) from a cumulative table built once. */
export interface Weighted<T> {
  draw(random: Random): T;
  /** Each item's share of the total, for tests and documentation. */
  shares(): ReadonlyMap<T, number>;
}

export function weighted<T>(entries: readonly (readonly [T, number])[]): Weighted<T> {
  const items = entries.map(([item]) => item);
  const cumulative: number[] = [];
  let total = 0;
  for (const [, weight] of entries) {
    if (!(weight >= 0)) throw new Error('weights must be non-negative numbers');
    total += weight;
    cumulative.push(total);
  }
  if (total <= 0) throw new Error('weights must not all be zero');
  return {
    draw(random) {
      const target = random.next() * total;
      let low = 0;
      let high = cumulative.length - 1;
      while (low < high) {
        const middle = (low + high) >> 1;
        if ((cumulative[middle] as number) > target) high = middle;
        else low = middle + 1;
      }
      return items[low] as T;
    },
    shares: () => new Map(entries.map(([item, weight]) => [item, weight / total])),
  };
}

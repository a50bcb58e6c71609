import { describe, expect, it } from 'vitest';
import { createRandom, mixSeeds, seedOf, weighted } from './prng';

describe('createRandom', () => {
  it('repeats its sequence for the same seed and differs for another', () => {
    const draws = (seed: number) => {
      const random = createRandom(seed);
      return Array.from({ length: 5 }, () => random.next());
    };
    expect(draws(42)).toEqual(draws(42));
    expect(draws(42)).not.toEqual(draws(43));
  });

  it('stays in range', () => {
    const random = createRandom(7);
    for (let index = 0; index < 10_000; index += 1) {
      const value = random.next();
      expect(value >= 0 && value < 1).toBe(true);
      const bounded = random.between(3, 5);
      expect(bounded >= 3 && bounded <= 5).toBe(true);
    }
  });

  it('is uniform enough: ten buckets within 5 % of their share over 100,000 draws', () => {
    const random = createRandom(1);
    const buckets = new Array<number>(10).fill(0);
    for (let index = 0; index < 100_000; index += 1) {
      const bucket = random.int(10);
      buckets[bucket] = (buckets[bucket] ?? 0) + 1;
    }
    for (const count of buckets) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });

  it('draws log-normal values around their median', () => {
    const random = createRandom(3);
    const values = Array.from({ length: 20_001 }, () => random.logNormal(1000, 0.5)).sort((a, b) => a - b);
    expect(values[10_000]).toBeGreaterThan(950);
    expect(values[10_000]).toBeLessThan(1050);
  });
});

describe('seeds', () => {
  it.each([
    [42, 42],
    [-1, 4294967295],
  ])('seedOf(%s) = %s', (value, seed) => {
    expect(seedOf(value)).toBe(seed);
  });

  it('hashes texts stably', () => {
    expect(seedOf('demo')).toBe(seedOf('demo'));
    expect(seedOf('demo')).not.toBe(seedOf('demO'));
  });

  it('mixes parts in order', () => {
    expect(mixSeeds(1, 2)).toBe(mixSeeds(1, 2));
    expect(mixSeeds(1, 2)).not.toBe(mixSeeds(2, 1));
  });
});

describe('weighted', () => {
  it('draws items in proportion to their weights', () => {
    const table = weighted([
      ['a', 70],
      ['b', 20],
      ['c', 10],
      ['never', 0],
    ] as const);
    const random = createRandom(5);
    const counts = new Map<string, number>();
    for (let index = 0; index < 50_000; index += 1) {
      const item = table.draw(random);
      counts.set(item, (counts.get(item) ?? 0) + 1);
    }
    expect((counts.get('a') ?? 0) / 50_000).toBeCloseTo(0.7, 1);
    expect((counts.get('b') ?? 0) / 50_000).toBeCloseTo(0.2, 1);
    expect((counts.get('c') ?? 0) / 50_000).toBeCloseTo(0.1, 1);
    expect(counts.has('never')).toBe(false);
    expect(table.shares().get('a')).toBe(0.7);
  });

  it.each([[[]], [[['x', 0]]], [[['x', -1]]]])('refuses %j', (entries) => {
    expect(() => weighted(entries as [string, number][])).toThrow();
  });
});

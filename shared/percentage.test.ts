import { describe, expect, it } from 'vitest';
import { percentage } from './percentage';

describe('percentage: a share with two decimals', () => {
  it.each([
    ['none of nothing', 0, 0, 0],
    ['some of nothing (no NaN, no Infinity)', 3, 0, 0],
    ['none', 0, 7, 0],
    ['all', 7, 7, 100],
    ['half', 1, 2, 50],
    ['a third, rounded down', 1, 3, 33.33],
    ['two thirds, rounded up', 2, 3, 66.67],
    ['an eighth, to the hundredth', 1, 8, 12.5],
    ['a share below a hundredth', 1, 30_000, 0],
    ['a share of half a hundredth rounds up', 1, 20_000, 0.01],
    ['more than the whole', 3, 2, 150],
  ])('%s: %i of %i is %d', (_, part, whole, share) => {
    expect(percentage(part, whole)).toBe(share);
  });
});

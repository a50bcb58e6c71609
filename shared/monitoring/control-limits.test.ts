import { describe, expect, it } from 'vitest';
import { againstLimits, MIN_CHECKS_TO_MARK } from './control-limits';

describe('againstLimits', () => {
  it('p = 0.1, n = 100: σ = 0.03, limits 0.1 ± 0.09', () => {
    const limits = againstLimits(10, 100, 0.1);
    expect(limits.rate).toBeCloseTo(0.1, 10);
    expect(limits.upper).toBeCloseTo(0.19, 10);
    expect(limits.lower).toBeCloseTo(0.01, 10);
    expect(limits.excess).toBeCloseTo(-0.09, 10);
    expect(limits.marked).toBe(false);
  });

  it.each([
    // count, checks, p, marked, why
    [20, 100, 0.1, true, 'rate 0.20 above the upper limit 0.19'],
    [19, 100, 0.1, false, 'rate 0.19 at the upper limit, not above'],
    [29, 29, 0.1, false, 'every check repeated, but fewer than 30 checks'],
    [30, 30, 0.1, true, '30 checks, all repeated'],
    [10, 30, 0.1, true, '30 checks, rate 0.33 above 0.1 + 3·√(0.09/30) ≈ 0.264'],
    [7, 30, 0.1, false, '30 checks, rate 0.233 under ≈ 0.264'],
    [0, 0, 0.1, false, 'no checks'],
  ])('%i of %i with p = %d: marked %s (%s)', (count, checks, p, marked) => {
    expect(againstLimits(count, checks, p).marked).toBe(marked);
  });

  it('n = 0: rate 0, limits collapse on p, nothing marked', () => {
    expect(againstLimits(0, 0, 0.1)).toEqual({ rate: 0, lower: 0.1, upper: 0.1, excess: -0.1, marked: false });
  });

  it('the limits stay within 0 and 1', () => {
    const limits = againstLimits(MIN_CHECKS_TO_MARK, MIN_CHECKS_TO_MARK, 0.9);
    expect(limits.upper).toBe(1);
    expect(againstLimits(0, MIN_CHECKS_TO_MARK, 0.01).lower).toBe(0);
  });
});

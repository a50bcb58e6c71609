import { describe, expect, it } from 'vitest';
import { invoicedCondition } from './invoiced-bounds';

describe('invoicedCondition: bounds DynamoDB can compare, the same customers inside', () => {
  it.each([
    ['whole euro', -2000, 10_000_000, -2000, 10_000_000],
    ['cents as typed', -20.5, 100.25, -20.5, 100.25],
    ['float noise forgiven', 0.29, 0.29, 0.29, 0.29],
    ['a lower bound between cents rounds up', 10.001, 20, 10.01, 20],
    ['an upper bound between cents rounds down', 10, 20.019, 10, 20.01],
    ['a denormal is zero', 5e-324, 1, 0, 1],
    ['the largest double is capped', -1.7976931348623157e308, 1.7976931348623157e308, -1e13, 1e13],
    ['beyond 2^53 is capped', 0, 9_007_199_254_740_994, 0, 1e13],
  ])('%s', (_, from, to, lower, upper) => {
    expect(invoicedCondition({ from, to })).toEqual({ kind: 'between', attribute: 'iv', from: lower, to: upper });
  });

  it('a range narrower than a cent holds no figure: a condition nothing meets', () => {
    expect(invoicedCondition({ from: 0.001, to: 0.009 })).toEqual({ kind: 'in', attribute: 'iv', values: [] });
  });
});

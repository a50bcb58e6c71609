import { describe, expect, it } from 'vitest';
import { invoicedLimitsOf, widerInvoiced } from './invoiced-limits';

describe('widerInvoiced: market by market, never narrower', () => {
  it.each([
    ['nothing and nothing', {}, {}, {}],
    [
      'a new market joins',
      { L: { minimum: 1, maximum: 2 } },
      { T: { minimum: 5, maximum: 9 } },
      {
        L: { minimum: 1, maximum: 2 },
        T: { minimum: 5, maximum: 9 },
      },
    ],
    [
      'the same market widens both ways',
      { L: { minimum: 0, maximum: 10 } },
      { L: { minimum: -5, maximum: 3 } },
      {
        L: { minimum: -5, maximum: 10 },
      },
    ],
  ])('%s', (_name, a, b, expected) => {
    expect(widerInvoiced(a, b)).toEqual(expected);
  });
});

describe('invoicedLimitsOf: only the caller’s markets', () => {
  const item = { minimum_L: -2000, maximum_L: 9_000_000, minimum_T: -10, maximum_T: 5000, maximum_D: 7000 };

  it.each([
    ['every market', ['L', 'T', 'D'] as const, { minimum: -2000, maximum: 9_000_000 }],
    // ANALISTA_TUTELATO: market L's maximum is a figure of a customer it cannot see.
    ['T and D', ['T', 'D'] as const, { minimum: -10, maximum: 7000 }],
    ['D alone: only the bound a load recorded', ['D'] as const, { maximum: 7000 }],
    ['L alone', ['L'] as const, { minimum: -2000, maximum: 9_000_000 }],
  ])('%s', (_name, markets, expected) => {
    expect(invoicedLimitsOf(item, markets)).toEqual(expected);
  });

  it('answers nothing before any load, and ignores the limits an older shape kept for every market', () => {
    expect(invoicedLimitsOf(undefined, ['L'])).toEqual({});
    expect(invoicedLimitsOf({ minimum: -5, maximum: 5 }, ['L', 'T', 'D'])).toEqual({});
  });
});

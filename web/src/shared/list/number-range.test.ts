import { describe, expect, it } from 'vitest';
import type { NumberRange } from './filter-fields';
import { commitRangeEnd, parseTypedNumber, type RangeEnd, shownRange, sliderScale } from './number-range';

const BOUNDS: NumberRange = { from: -20, to: 100 };

describe('number range: a moved or typed end', () => {
  it.each<[string, NumberRange, RangeEnd, number, NumberRange | null]>([
    ['lower end raised below the upper', { from: -20, to: 100 }, 'from', 10, { from: 10, to: 100 }],
    ['lower end raised to the upper: equal ends are a range', { from: 0, to: 50 }, 'from', 50, { from: 50, to: 50 }],
    ['lower end raised above the upper: discarded', { from: 0, to: 50 }, 'from', 51, null],
    ['upper end lowered above the lower', { from: 0, to: 100 }, 'to', 40, { from: 0, to: 40 }],
    ['upper end lowered below the lower: discarded', { from: 30, to: 100 }, 'to', 29, null],
    [
      'lower end typed past the lower bound: stops at the bound',
      { from: 0, to: 50 },
      'from',
      -500,
      { from: -20, to: 50 },
    ],
    ['upper end typed past the upper bound: stops at the bound', { from: 0, to: 50 }, 'to', 5000, { from: 0, to: 100 }],
    [
      'lower end typed past the upper bound: held at the bound, then above the upper end',
      { from: 0, to: 50 },
      'from',
      900,
      null,
    ],
    ['not a number: discarded', { from: 0, to: 50 }, 'to', Number.NaN, null],
  ])('%s', (_case, range, end, value, expected) => {
    expect(commitRangeEnd(range, end, value, BOUNDS)).toEqual(expected);
  });
});

describe('number range: what the slider shows', () => {
  it.each<[string, NumberRange | undefined, NumberRange]>([
    ['untouched: the whole bounds', undefined, BOUNDS],
    ['a chosen range as it is', { from: 5, to: 60 }, { from: 5, to: 60 }],
    ['a range of a link past the bounds: held within them', { from: -5000, to: 5000 }, BOUNDS],
  ])('%s', (_case, value, expected) => {
    expect(shownRange(value, BOUNDS)).toEqual(expected);
  });
});

describe('number range: a typed amount', () => {
  it.each<[string, number | undefined]>([
    ['100', 100],
    ['-20', -20],
    ['-2.000', -2000],
    ['10.000.000', 10_000_000],
    ['1.234,5', 1234.5],
    ['1234,56', 1234.56],
    ['1234.5', 1234.5],
    [' 1.500 € ', 1500],
    ['', undefined],
    ['abc', undefined],
    ['1,2,3', undefined],
    ['--5', undefined],
  ])('%j → %s', (text, expected) => {
    expect(parseTypedNumber(text)).toBe(expected);
  });
});

describe('number range: the slider moves in round steps that fit the bounds', () => {
  it.each<[string, NumberRange, NumberRange, number]>([
    [
      'millions: steps of 100.000, ends widened to them',
      { from: -2000, to: 10_000_000 },
      { from: -100_000, to: 10_000_000 },
      100_000,
    ],
    ['forty millions: steps of 200.000', { from: -2000, to: 40_000_000 }, { from: -200_000, to: 40_000_000 }, 200_000],
    ['the slider before the limits answer: steps of 1', BOUNDS, BOUNDS, 1],
    ['fractional bounds: whole numbers', { from: -305.5, to: 1_981_834.45 }, { from: -10_000, to: 1_990_000 }, 10_000],
    ['a span below a hundred: steps of 1', { from: 0.2, to: 0.8 }, { from: 0, to: 1 }, 1],
    ['a span of 500: steps of 5', { from: 0, to: 500 }, { from: 0, to: 500 }, 5],
  ])('%s', (_case, bounds, span, step) => {
    expect(sliderScale(bounds)).toEqual({ span, step });
    // Between 100 and 250 stops whenever the span allows a hundred.
    const stops = (span.to - span.from) / step;
    if (bounds.to - bounds.from >= 100) expect(stops).toBeGreaterThanOrEqual(100);
    expect(stops).toBeLessThanOrEqual(252);
  });
});

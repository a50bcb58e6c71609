import { describe, expect, it } from 'vitest';
import { formatSeconds, formatTick } from './chart-format';

describe('chart figures', () => {
  it.each([
    [1.5, '1,5'],
    [1.234, '1,234'],
    [1234.56, '1.234,56'],
  ])('seconds %s → %s', (seconds, text) => {
    expect(formatSeconds(seconds)).toBe(text);
  });

  it.each([
    [1000, '1.000'],
    [2.5, '2,5'],
    [0, '0'],
  ])('tick %s → %s', (value, text) => {
    expect(formatTick(value)).toBe(text);
  });
});

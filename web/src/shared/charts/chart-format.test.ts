import { describe, expect, it } from 'vitest';
import { formatPercent, formatSeconds, formatTick, millisecondsToSeconds } from './chart-format';

describe('chart figures', () => {
  it.each([
    [0, '0%'],
    [12.5, '12,5%'],
    [12.345, '12,35%'],
    [100, '100%'],
    [33.333333, '33,33%'],
  ])('percentage %s → %s', (value, text) => {
    expect(formatPercent(value)).toBe(text);
  });

  it.each([
    [0, 0],
    [1500, 1.5],
    [1234, 1.23],
    [987654, 987.65],
  ])('%s ms → %s s', (milliseconds, seconds) => {
    expect(millisecondsToSeconds(milliseconds)).toBe(seconds);
  });

  it.each([
    [1.5, '1,5'],
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

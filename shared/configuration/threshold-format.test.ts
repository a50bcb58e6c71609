import { describe, expect, it } from 'vitest';
import type { ThresholdField } from './check-fields';
import { formatThreshold } from './threshold-format';

describe('formatThreshold', () => {
  it.each<[ThresholdField, number, string]>([
    ['delayThreshold', 20, '20%'],
    ['graceThreshold', 12.5, '12,5%'],
    ['amountThreshold', 50000, '50.000\u00a0€'],
    ['amountExpiredThreshold', 1234.5, '1.234,50\u00a0€'],
    ['paymentScoreThreshold', 5, '5'],
  ])('%s %s reads %s', (field, value, text) => {
    expect(formatThreshold(field, value)).toBe(text);
  });
});

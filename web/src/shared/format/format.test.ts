import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatEuro, formatNumber } from './format';

// Intl puts a narrow no-break space before the euro sign; tests compare with plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatNumber', () => {
  it.each([
    [1234567, '1.234.567'],
    [1234, '1.234'],
    [999, '999'],
    [0, '0'],
    [-2000, '-2.000'],
    [40_000_000, '40.000.000'],
    [1234.5, '1.234,5'],
    [0.125, '0,13'],
  ])('%d → %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });
});

describe('formatCount', () => {
  it('groups thousands and drops decimals', () => {
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(formatCount(12.7)).toBe('13');
  });
});

describe('formatEuro', () => {
  it.each([
    [1234.5, '1.234,50 €'],
    [0, '0,00 €'],
    [1234567.891, '1.234.567,89 €'],
    [-20, '-20,00 €'],
  ])('%d → %s', (value, expected) => {
    expect(plain(formatEuro(value))).toBe(expected);
  });
});

describe('formatDate', () => {
  it('shows a calendar day as dd/MM/yyyy without a time-zone shift', () => {
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
    expect(formatDate('2025-12-31')).toBe('31/12/2025');
  });

  it('shows a Date and a timestamp in local time', () => {
    expect(formatDate(new Date(2026, 0, 9, 23, 59))).toBe('09/01/2026');
    expect(formatDate(new Date(2026, 10, 22, 0, 1).getTime())).toBe('22/11/2026');
  });

  it('gives an empty text for what is not a date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
  });
});

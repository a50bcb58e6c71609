import { describe, expect, it } from 'vitest';
import { fileTimestamp, formatDateTime, formatElapsedSeconds, formatYearMonth } from './cell-format';

describe('cell formats', () => {
  it('shows date-times in Italian time', () => {
    expect(formatDateTime('2026-11-22T09:05:03Z')).toBe('22/11/2026 10:05:03');
    expect(formatDateTime('2026-07-01T22:30:00Z')).toBe('02/07/2026 00:30:00');
    expect(formatDateTime('nonsense')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });

  it('shows elapsed milliseconds as seconds with Italian decimals', () => {
    expect(formatElapsedSeconds(1234)).toBe('1,23');
    expect(formatElapsedSeconds(2000)).toBe('2');
    expect(formatElapsedSeconds(1_234_500)).toBe('1.234,5');
    expect(formatElapsedSeconds(null)).toBe('');
  });

  it('shows year and month as YYYY-MM', () => {
    expect(formatYearMonth('2026-11')).toBe('2026-11');
    expect(formatYearMonth('2026-11-01')).toBe('2026-11');
  });

  it('stamps file names with YYYYMMDD_HHmm in Italian time', () => {
    expect(fileTimestamp(new Date('2026-11-22T23:45:00Z'))).toBe('20261123_0045');
    expect(fileTimestamp(new Date('2026-07-01T08:05:00Z'))).toBe('20260701_1005');
  });
});

import { describe, expect, it } from 'vitest';
import {
  fileTimestamp,
  formatCount,
  formatDate,
  formatDateTime,
  formatElapsedSeconds,
  formatEuro,
  formatEuroAmount,
  formatFileSize,
  formatNumber,
  formatPercent,
  formatYearMonth,
  millisecondsToSeconds,
} from './italian-format';

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

  it('keeps as many decimals as asked', () => {
    expect(formatNumber(1.2345, 3)).toBe('1,235');
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

describe('formatEuroAmount', () => {
  it.each([
    [100000, '100.000 €'],
    [0, '0 €'],
    [62500.5, '62.500,50 €'],
    [1234.56, '1.234,56 €'],
  ])('%d → %s', (value, expected) => {
    expect(plain(formatEuroAmount(value))).toBe(expected);
  });
});

describe('formatFileSize', () => {
  it.each([
    [40, '40 byte'],
    [0, '0 byte'],
    [1023, '1.023 byte'],
    [1536, '1,5 KB'],
    [250_000, '244,1 KB'],
    [12_900_000, '12,3 MB'],
  ])('%d bytes → %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});

describe('formatPercent', () => {
  it.each([
    [0, '0%'],
    [12.5, '12,5%'],
    [12.345, '12,35%'],
    [100, '100%'],
    [33.333333, '33,33%'],
  ])('%s → %s', (value, text) => {
    expect(formatPercent(value)).toBe(text);
  });
});

describe('elapsed times', () => {
  it.each([
    [0, 0],
    [1500, 1.5],
    [1234, 1.234],
    [987654, 987.654],
  ])('%s ms → %s s', (milliseconds, seconds) => {
    expect(millisecondsToSeconds(milliseconds)).toBe(seconds);
  });

  it('shows them in seconds to the millisecond, the same in the list and in the CSV', () => {
    expect(formatElapsedSeconds(1234)).toBe('1,234');
    expect(formatElapsedSeconds(2000)).toBe('2');
    expect(formatElapsedSeconds(1_234_500)).toBe('1.234,5');
    expect(formatElapsedSeconds(null)).toBe('');
    expect(formatElapsedSeconds(Number.NaN)).toBe('');
  });
});

describe('dates', () => {
  it('shows a calendar day as dd/MM/yyyy without a time-zone shift', () => {
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
    expect(formatDate('2025-12-31')).toBe('31/12/2025');
  });

  it('shows an instant on its Italian day', () => {
    expect(formatDate('2026-07-01T22:30:00Z')).toBe('02/07/2026');
    expect(formatDate(new Date('2026-01-09T12:00:00Z'))).toBe('09/01/2026');
  });

  it('shows date-times in Italian time, summer and winter', () => {
    expect(formatDateTime('2026-11-22T09:05:03Z')).toBe('22/11/2026 10:05:03');
    expect(formatDateTime('2026-07-01T22:30:00Z')).toBe('02/07/2026 00:30:00');
  });

  it('gives an empty text for what is not a date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
    expect(formatDateTime('nonsense')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });

  it('shows year and month as YYYY-MM', () => {
    expect(formatYearMonth('2026-11')).toBe('2026-11');
    expect(formatYearMonth('2026-11-01')).toBe('2026-11');
  });
});

describe('fileTimestamp', () => {
  it.each([
    ['winter (UTC+1)', '2026-01-15T12:30:00Z', '20260115_1330'],
    ['summer (UTC+2)', '2026-07-15T12:30:00Z', '20260715_1430'],
    ['single-digit month, day, hour and minute are padded', '2026-02-03T03:04:00Z', '20260203_0404'],
    ['seconds are dropped, not rounded', '2026-01-15T12:30:59.999Z', '20260115_1330'],
    ['Italian midnight in summer is 00, not 24', '2026-06-30T22:00:00Z', '20260701_0000'],
    ['Italian midnight in winter is 00, not 24', '2026-01-14T23:00:00Z', '20260115_0000'],
    ['one minute before Italian midnight', '2026-06-30T21:59:00Z', '20260630_2359'],
    ['UTC midnight in summer is 02:00', '2026-07-01T00:00:00Z', '20260701_0200'],
    ['new year in Italy, still the old year in UTC', '2025-12-31T23:30:00Z', '20260101_0030'],
    ['last minute of the year in Italy', '2025-12-31T22:59:00Z', '20251231_2359'],
    ['leap day', '2028-02-29T11:00:00Z', '20280229_1200'],
    // 29 March 2026: 02:00 CET jumps to 03:00 CEST (01:00 UTC).
    ['spring forward, just before', '2026-03-29T00:59:00Z', '20260329_0159'],
    ['spring forward, just after', '2026-03-29T01:00:00Z', '20260329_0300'],
    // 25 October 2026: 03:00 CEST falls back to 02:00 CET (01:00 UTC); 02:30 happens twice.
    ['fall back, first 02:30 (CEST)', '2026-10-25T00:30:00Z', '20261025_0230'],
    ['fall back, second 02:30 (CET)', '2026-10-25T01:30:00Z', '20261025_0230'],
  ])('%s: %s → %s', (_case, instant, expected) => {
    expect(fileTimestamp(new Date(instant))).toBe(expected);
  });
});

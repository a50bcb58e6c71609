import { describe, expect, it } from 'vitest';
import {
  checkTypedRange,
  DAY_PARTS,
  MONTH_PARTS,
  maskDateText,
  type Parsed,
  parseItalianDay,
  parseItalianMonth,
} from './italian-dates';

const TODAY = '2026-11-23';

describe('typed days, GG/MM/AAAA', () => {
  it.each<[string, Parsed]>([
    ['23/11/2026', { value: '2026-11-23' }],
    ['01/02/2026', { value: '2026-02-01' }],
    ['1/2/2026', { value: '2026-02-01' }],
    [' 05/11/2026 ', { value: '2026-11-05' }],
    ['31/12/2025', { value: '2025-12-31' }],
    // Leap years: every fourth, not centuries, but every fourth century.
    ['29/02/2024', { value: '2024-02-29' }],
    ['29/02/2000', { value: '2000-02-29' }],
    ['29/02/2025', { problem: 'notADate' }],
    ['29/02/1900', { problem: 'notADate' }],
    ['31/02/2026', { problem: 'notADate' }],
    ['31/04/2026', { problem: 'notADate' }],
    ['32/01/2026', { problem: 'notADate' }],
    ['00/01/2026', { problem: 'notADate' }],
    ['01/00/2026', { problem: 'notADate' }],
    ['01/13/2026', { problem: 'notADate' }],
    ['', { problem: 'required' }],
    ['   ', { problem: 'required' }],
    ['ab/cd/efgh', { problem: 'format' }],
    ['1a/02/2026', { problem: 'format' }],
    // The formats Cloudscape's boxes wanted are not this one.
    ['2026/11/05', { problem: 'format' }],
    ['2026-11-05', { problem: 'format' }],
    ['05/11/26', { problem: 'format' }],
    ['05/11/0999', { problem: 'format' }],
    ['05112026', { problem: 'format' }],
    // Days after today (Italian time) cannot be chosen.
    ['24/11/2026', { problem: 'future' }],
    ['01/01/2027', { problem: 'future' }],
  ])('%j → %j', (text, expected) => {
    expect(parseItalianDay(text, TODAY)).toEqual(expected);
  });
});

describe('typed months, MM/AAAA', () => {
  it.each<[string, Parsed]>([
    ['11/2026', { value: '2026-11' }],
    ['1/2026', { value: '2026-01' }],
    ['12/2025', { value: '2025-12' }],
    ['00/2026', { problem: 'notADate' }],
    ['13/2026', { problem: 'notADate' }],
    ['', { problem: 'required' }],
    ['novembre', { problem: 'format' }],
    ['2026/11', { problem: 'format' }],
    ['11/26', { problem: 'format' }],
    ['12/2026', { problem: 'future' }],
    ['01/2027', { problem: 'future' }],
  ])('%j → %j', (text, expected) => {
    expect(parseItalianMonth(text, TODAY)).toEqual(expected);
  });
});

describe('the mask of the date boxes', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['123', '12/3'],
    ['12/', '12/'],
    ['12//', '12/'],
    ['01022026', '01/02/2026'],
    ['01/02/2026', '01/02/2026'],
    ['1/2/2026', '1/2/2026'],
    ['1.2.2026', '1/2/2026'],
    ['1-2-2026', '1/2/2026'],
    // The year is full at four digits.
    ['010220261', '01/02/2026'],
    ['ab', ''],
    ['1a2', '12'],
    ['/12', '12'],
    // Another format pasted whole is left for the parser to refuse, not cut into nonsense.
    ['2026/11/05', '2026/11/05'],
    ['2026-11-05', '2026/11/05'],
  ])('day %j → %j', (typed, shown) => {
    expect(maskDateText(typed, DAY_PARTS)).toBe(shown);
  });

  it.each([
    ['112026', '11/2026'],
    ['1/2026', '1/2026'],
    ['11/2026/', '11/2026'],
    ['11/20261', '11/2026'],
  ])('month %j → %j', (typed, shown) => {
    expect(maskDateText(typed, MONTH_PARTS)).toBe(shown);
  });

  it('leaves every parsable day as it is', () => {
    for (const text of ['23/11/2026', '1/2/2026', '29/02/2024']) expect(maskDateText(text, DAY_PARTS)).toBe(text);
  });
});

describe('a typed range', () => {
  const day = (text: string) => parseItalianDay(text, TODAY);

  it.each([
    [
      'a valid range',
      { start: '01/11/2026', end: '23/11/2026' },
      false,
      { ok: true, range: { start: '2026-11-01', end: '2026-11-23' } },
    ],
    [
      'one day',
      { start: '23/11/2026', end: '23/11/2026' },
      false,
      { ok: true, range: { start: '2026-11-23', end: '2026-11-23' } },
    ],
    ['start after end', { start: '10/11/2026', end: '01/11/2026' }, false, { ok: false, order: true }],
    [
      'each end on its own first',
      { start: '31/02/2026', end: '24/11/2026' },
      false,
      { ok: false, start: 'notADate', end: 'future' },
    ],
    ['a missing end', { start: '01/11/2026', end: '' }, false, { ok: false, end: 'required' }],
    ['both empty, required', { start: '', end: '' }, false, { ok: false, start: 'required', end: 'required' }],
    ['both empty, optional', { start: '', end: '' }, true, { ok: true, range: null }],
    ['one empty, optional', { start: '', end: '01/11/2026' }, true, { ok: false, start: 'required' }],
  ])('%s', (_name, typed, optional, expected) => {
    expect(checkTypedRange(typed, day, optional)).toEqual(expected);
  });

  it('checks months the same way', () => {
    const month = (text: string) => parseItalianMonth(text, TODAY);
    expect(checkTypedRange({ start: '09/2026', end: '11/2026' }, month, false)).toEqual({
      ok: true,
      range: { start: '2026-09', end: '2026-11' },
    });
    expect(checkTypedRange({ start: '11/2026', end: '09/2026' }, month, false)).toEqual({ ok: false, order: true });
    expect(checkTypedRange({ start: '11/2026', end: '12/2026' }, month, false)).toEqual({ ok: false, end: 'future' });
  });
});

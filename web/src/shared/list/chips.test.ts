import { describe, expect, it } from 'vitest';
import { chipsFromFilters, filtersText, formatDayRange, formatMonthRange, withoutFilter } from './chips';
import type { FilterField } from './filter-fields';

const fields: FilterField[] = [
  { key: 'dateRange', kind: 'dayRange', highlight: true },
  { key: 'month', kind: 'monthRange' },
  { key: 'trafficLight', kind: 'multi', options: ['R', 'V'] },
  { key: 'vatNumber', kind: 'text' },
  { key: 'requestId', kind: 'number' },
  { key: 'city', kind: 'codes' },
];
const defaults = {
  dateRange: { startDate: '2026-10-22', endDate: '2026-11-22' },
  month: { startDate: '2026-10-01', endDate: '2026-11-30' },
};
const texts = {
  label: (key: string) => `<${key}>`,
  option: (key: string, code: string) => (key === 'trafficLight' ? ({ R: 'Rosso', V: 'Verde' }[code] ?? code) : code),
};

describe('filter chips', () => {
  it('shows no chip for default filters', () => {
    expect(chipsFromFilters(fields, defaults, defaults, texts)).toEqual([]);
  });

  it('shows one chip per non-default filter, ranges and choices as text', () => {
    const filters = {
      dateRange: { startDate: '2026-10-01', endDate: '2026-11-22' },
      month: { startDate: '2026-09-01', endDate: '2026-11-30' },
      trafficLight: ['R', 'V'],
      vatNumber: '01234567890',
      requestId: 7,
      city: ['Roma', 'Milano'],
    };
    expect(chipsFromFilters(fields, filters, defaults, texts)).toEqual([
      { key: 'dateRange', label: '<dateRange>', value: '01/10/2026 - 22/11/2026', highlighted: true },
      { key: 'month', label: '<month>', value: '09/2026 - 11/2026', highlighted: false },
      { key: 'trafficLight', label: '<trafficLight>', value: 'Rosso, Verde', highlighted: false },
      { key: 'vatNumber', label: '<vatNumber>', value: '01234567890', highlighted: false },
      { key: 'requestId', label: '<requestId>', value: '7', highlighted: false },
      { key: 'city', label: '<city>', value: 'Roma, Milano', highlighted: false },
    ]);
  });

  it('treats empty choices and blank text as no filter', () => {
    expect(chipsFromFilters(fields, { ...defaults, trafficLight: [], vatNumber: '' }, defaults, texts)).toEqual([]);
  });

  it('removing a chip puts its filter back to the default', () => {
    const filters = { ...defaults, dateRange: { startDate: '2026-01-01', endDate: '2026-02-01' }, vatNumber: '1' };
    expect(withoutFilter(filters, defaults, 'dateRange')).toEqual({ ...defaults, vatNumber: '1' });
    expect(withoutFilter(filters, defaults, 'vatNumber')).not.toHaveProperty('vatNumber');
  });

  it('shows an on flag by its option text, and an off flag (no filter) as no chip', () => {
    const flag: FilterField[] = [{ key: 'onlyActiveSubjects', kind: 'flag' }];
    const flagTexts = { ...texts, option: (key: string, code: string) => `${key}.${code}` };
    expect(chipsFromFilters(flag, { onlyActiveSubjects: true }, {}, flagTexts)).toEqual([
      {
        key: 'onlyActiveSubjects',
        label: '<onlyActiveSubjects>',
        value: 'onlyActiveSubjects.true',
        highlighted: false,
      },
    ]);
    expect(chipsFromFilters(flag, {}, {}, flagTexts)).toEqual([]);
  });

  it('formats ranges', () => {
    expect(formatDayRange({ startDate: '2026-10-01', endDate: '2026-11-22' })).toBe('01/10/2026 - 22/11/2026');
    expect(formatMonthRange({ startDate: '2026-10-01', endDate: '2026-11-30' })).toBe('10/2026 - 11/2026');
  });
});

describe('filtersText', () => {
  it('names every saved filter with its value read by its shape', () => {
    const saved = {
      dateRange: { startDate: '2026-10-01', endDate: '2026-11-22' },
      trafficLight: ['R'],
      vatNumber: '01234560587',
      requestId: 12,
      city: [],
    };
    expect(filtersText(saved, texts)).toBe(
      '<dateRange>: 01/10/2026 - 22/11/2026; <trafficLight>: Rosso; <vatNumber>: 01234560587; <requestId>: 12',
    );
  });

  it('shows a range of whole months as months, as the aggregated list chips it', () => {
    expect(filtersText({ dateRange: { startDate: '2026-10-01', endDate: '2026-11-30' } }, texts)).toBe(
      '<dateRange>: 10/2026 - 11/2026',
    );
  });

  it('reads a saved on/off filter as a flag', () => {
    expect(filtersText({ onlyActiveSubjects: true }, { ...texts, option: (key, code) => `${key}.${code}` })).toBe(
      '<onlyActiveSubjects>: onlyActiveSubjects.true',
    );
  });

  it('is empty for no filters', () => {
    expect(filtersText({}, texts)).toBe('');
  });
});

describe('a number range (the customers invoiced amount)', () => {
  const invoiced: FilterField = { key: 'invoiced', kind: 'numberRange', bounds: { from: -20, to: 100 } };

  it('has no chip while untouched, and its two ends in the Italian format once chosen', () => {
    expect(chipsFromFilters([invoiced], {}, {}, texts)).toEqual([]);
    expect(chipsFromFilters([invoiced], { invoiced: { from: -2000, to: 1234567.5 } }, {}, texts)).toEqual([
      { key: 'invoiced', label: '<invoiced>', value: '-2.000 - 1.234.567,5', highlighted: false },
    ]);
  });

  it('is read by its shape among the filters saved with a job', () => {
    expect(filtersText({ invoiced: { from: 0, to: 1500 } }, texts)).toBe('<invoiced>: 0 - 1.500');
  });
});

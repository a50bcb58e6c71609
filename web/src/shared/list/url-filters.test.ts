import { describe, expect, it } from 'vitest';
import { AggregatedFiltersSchema, RequestLogFiltersSchema } from '../../../../shared/schemas/request-log';
import { italianToday, lastDayOfMonth } from '../../../../shared/validators/ranges';
import type { FilterField } from './filter-fields';
import { filtersFromSearchParams, filtersToSearchParams } from './url-filters';

const fields: FilterField[] = [
  { key: 'dateRange', kind: 'dayRange' },
  { key: 'workflow', kind: 'multi', options: ['FULLCHECK', 'PRECHECK'] },
  { key: 'vatNumber', kind: 'text' },
  { key: 'requestId', kind: 'number' },
  { key: 'province', kind: 'codes', upperCase: true },
];
const defaults = { dateRange: { startDate: '2026-10-22', endDate: '2026-11-22' } };

const parse = (query: string) =>
  filtersFromSearchParams(new URLSearchParams(query), fields, RequestLogFiltersSchema, defaults);

describe('URL filter state', () => {
  it('writes nothing for the defaults, and reads the defaults from an empty query', () => {
    expect(filtersToSearchParams(fields, defaults, defaults).toString()).toBe('');
    expect(parse('')).toEqual(defaults);
  });

  it('writes only what differs from the defaults, and reads it back', () => {
    const filters = {
      dateRange: { startDate: '2026-10-01', endDate: '2026-11-22' },
      workflow: ['FULLCHECK', 'PRECHECK'],
      vatNumber: '01234567890',
      requestId: 42,
      province: ['RM', 'MI'],
    };
    const query = filtersToSearchParams(fields, filters, defaults).toString();
    expect(query).toBe(
      'dateRange=2026-10-01..2026-11-22&workflow=FULLCHECK&workflow=PRECHECK&vatNumber=01234567890&requestId=42&province=RM&province=MI',
    );
    expect(parse(query)).toEqual(filters);
  });

  it('leaves empty filters out', () => {
    expect(filtersToSearchParams(fields, { ...defaults, workflow: [], vatNumber: '' }, defaults).toString()).toBe('');
  });

  it('drops a field that fails the schema, keeping the others', () => {
    expect(parse('workflow=NOPE&vatNumber=123')).toEqual({ ...defaults, vatNumber: '123' });
    expect(parse('requestId=abc&vatNumber=1')).toEqual({ ...defaults, vatNumber: '1' });
    expect(parse('province=rm')).toEqual(defaults);
  });

  it('falls back to the default range when the range is invalid', () => {
    expect(parse('dateRange=2026-11-22..2026-10-01')).toEqual(defaults);
    expect(parse('dateRange=yesterday')).toEqual(defaults);
    // Longer than the dossier list allows (a year).
    expect(parse('dateRange=2024-01-01..2026-01-01')).toEqual(defaults);
  });

  it('reads a month range as whole months', () => {
    const monthFields: FilterField[] = [{ key: 'dateRange', kind: 'monthRange' }];
    const aggregatedDefaults = { dateRange: { startDate: '2026-10-01', endDate: '2026-11-30' } };
    const read = (query: string) =>
      filtersFromSearchParams(new URLSearchParams(query), monthFields, AggregatedFiltersSchema, aggregatedDefaults);
    // Months before the current one, as the aggregated range must start no later than this month.
    const month = (back: number) => {
      const date = new Date(`${italianToday().slice(0, 7)}-01T00:00:00Z`);
      date.setUTCMonth(date.getUTCMonth() - back);
      return date.toISOString().slice(0, 7);
    };
    expect(read(`dateRange=${month(3)}-15..${month(2)}-03`)).toEqual({
      dateRange: { startDate: `${month(3)}-01`, endDate: lastDayOfMonth(`${month(2)}-01`) },
    });
    expect(read('dateRange=2026-13-01..2026-09-03')).toEqual(aggregatedDefaults);
  });

  it('ignores parameters no filter declares', () => {
    expect(parse('section=agenzie&vatNumber=9')).toEqual({ ...defaults, vatNumber: '9' });
  });
});

import { describe, expect, it } from 'vitest';
import { CustomerFiltersSchema } from '../../../../shared/schemas/customers';
import { ExportFilesFiltersSchema } from '../../../../shared/schemas/exports';
import { AggregatedFiltersSchema, RequestLogFiltersSchema } from '../../../../shared/schemas/request-log';
import { WhitelistFiltersSchema } from '../../../../shared/schemas/whitelist';
import { lastDayOfMonth } from '../../../../shared/validators/ranges';
import type { FilterField } from './filter-fields';
import { type DropReason, filtersFromSearchParams, filtersToSearchParams } from './url-filters';

const TODAY = '2026-11-22';
const fields: FilterField[] = [
  { key: 'dateRange', kind: 'dayRange' },
  { key: 'workflow', kind: 'multi', options: ['FULLCHECK', 'PRECHECK'] },
  { key: 'companyName', kind: 'text' },
  { key: 'vatNumber', kind: 'text' },
  { key: 'requestId', kind: 'number' },
  { key: 'province', kind: 'codes', upperCase: true },
];
const defaults = { dateRange: { startDate: '2026-10-22', endDate: TODAY } };

const read = (query: string) =>
  filtersFromSearchParams(new URLSearchParams(query), fields, RequestLogFiltersSchema, defaults, TODAY);

describe('URL filter state', () => {
  it('writes nothing for the defaults, and reads the defaults from an empty query', () => {
    expect(filtersToSearchParams(fields, defaults, defaults).toString()).toBe('');
    expect(read('')).toEqual({ filters: defaults, dropped: [] });
  });

  it('writes only what differs from the defaults, and reads it back with nothing dropped', () => {
    const filters = {
      dateRange: { startDate: '2026-10-01', endDate: TODAY },
      workflow: ['FULLCHECK', 'PRECHECK'],
      companyName: 'Rossi',
      vatNumber: '01234567897',
      requestId: 42,
      province: ['RM', 'MI'],
    };
    const query = filtersToSearchParams(fields, filters, defaults).toString();
    expect(query).toBe(
      'dateRange=2026-10-01..2026-11-22&workflow=FULLCHECK&workflow=PRECHECK&companyName=Rossi&vatNumber=01234567897&requestId=42&province=RM&province=MI',
    );
    expect(read(query)).toEqual({ filters, dropped: [] });
  });

  it('leaves empty filters out', () => {
    expect(filtersToSearchParams(fields, { ...defaults, workflow: [], companyName: '' }, defaults).toString()).toBe('');
  });

  it('ignores parameters no filter declares', () => {
    expect(read('section=agenzie&companyName=9')).toEqual({
      filters: { ...defaults, companyName: '9' },
      dropped: [],
    });
  });
});

describe('a link the list cannot use: the field takes its default and the reason is reported', () => {
  // One field per link: the report names it, says why, and quotes what the link said.
  it.each<[string, string, DropReason]>([
    ['a range of 13 months', 'dateRange=2025-10-01..2026-11-01', 'rangeTooLong'],
    ['a range of a year and a day', 'dateRange=2025-11-21..2026-11-22', 'rangeTooLong'],
    ['start after end', 'dateRange=2026-11-22..2026-10-01', 'rangeOrder'],
    ['a word', 'dateRange=yesterday', 'unreadableDate'],
    ['a day that does not exist', 'dateRange=2026-02-31..2026-03-10', 'unreadableDate'],
    ['month 13', 'dateRange=2026-13-01..2026-11-01', 'unreadableDate'],
    ['Italian dates', 'dateRange=01/10/2026..22/11/2026', 'unreadableDate'],
    ['a code the list does not know', 'workflow=NOPE', 'invalidValue'],
    ['a VAT number of three digits', 'vatNumber=123', 'invalidValue'],
    ['letters for a number', 'requestId=abc', 'invalidValue'],
    ['a lower-case province', 'province=rm', 'invalidValue'],
  ])('%s', (_case, query, reason) => {
    const [key = '', value = ''] = query.split('=');
    expect(read(query)).toEqual({ filters: defaults, dropped: [{ key, reason, value }] });
  });

  it('quotes every value of a repeated parameter', () => {
    expect(read('workflow=FULLCHECK&workflow=NOPE').dropped).toEqual([
      { key: 'workflow', reason: 'invalidValue', value: 'FULLCHECK, NOPE' },
    ]);
  });

  it('keeps the fields that are fine', () => {
    expect(read('workflow=NOPE&companyName=Rossi&dateRange=2024-01-01..2026-01-01')).toEqual({
      filters: { ...defaults, companyName: 'Rossi' },
      dropped: [
        { key: 'dateRange', reason: 'rangeTooLong', value: '2024-01-01..2026-01-01' },
        { key: 'workflow', reason: 'invalidValue', value: 'NOPE' },
      ],
    });
  });

  it('drops an optional range to no range (the extractions list)', () => {
    const jobFields: FilterField[] = [{ key: 'dateRange', kind: 'dayRange' }];
    const jobs = filtersFromSearchParams(
      new URLSearchParams('dateRange=2026-11-10..2026-11-01'),
      jobFields,
      ExportFilesFiltersSchema,
      {},
      TODAY,
    );
    expect(jobs).toEqual({
      filters: {},
      dropped: [{ key: 'dateRange', reason: 'rangeOrder', value: '2026-11-10..2026-11-01' }],
    });
  });
});

describe("an on/off filter in the link (the white list's active subjects only)", () => {
  const flagFields: FilterField[] = [{ key: 'onlyActiveSubjects', kind: 'flag' }];
  const readFlag = (query: string) =>
    filtersFromSearchParams(new URLSearchParams(query), flagFields, WhitelistFiltersSchema, {}, TODAY);

  it('writes on as true and off as nothing, and reads them back', () => {
    expect(filtersToSearchParams(flagFields, { onlyActiveSubjects: true }, {}).toString()).toBe(
      'onlyActiveSubjects=true',
    );
    expect(filtersToSearchParams(flagFields, {}, {}).toString()).toBe('');
    expect(readFlag('onlyActiveSubjects=true')).toEqual({ filters: { onlyActiveSubjects: true }, dropped: [] });
    expect(readFlag('')).toEqual({ filters: {}, dropped: [] });
  });

  it.each(['false', 'yes', '1'])('refuses %s, written by hand: the filter is off', (value) => {
    expect(readFlag(`onlyActiveSubjects=${value}`)).toEqual({
      filters: {},
      dropped: [{ key: 'onlyActiveSubjects', reason: 'invalidValue', value }],
    });
  });
});

describe('a month range in the link', () => {
  const monthFields: FilterField[] = [{ key: 'dateRange', kind: 'monthRange' }];
  // The aggregated schema checks the start against the real current month: months are taken from it.
  const month = (back: number) => {
    const date = new Date();
    date.setUTCDate(1);
    date.setUTCMonth(date.getUTCMonth() - back);
    return date.toISOString().slice(0, 7);
  };
  const today = `${month(0)}-15`;
  const aggregatedDefaults = { dateRange: { startDate: `${month(1)}-01`, endDate: lastDayOfMonth(`${month(0)}-01`) } };
  const readMonths = (query: string) =>
    filtersFromSearchParams(
      new URLSearchParams(query),
      monthFields,
      AggregatedFiltersSchema,
      aggregatedDefaults,
      today,
    );

  it('is read as whole months', () => {
    expect(readMonths(`dateRange=${month(3)}-15..${month(2)}-03`)).toEqual({
      filters: { dateRange: { startDate: `${month(3)}-01`, endDate: lastDayOfMonth(`${month(2)}-01`) } },
      dropped: [],
    });
  });

  it.each([
    ['13 months', () => `${month(14)}-01..${month(2)}-01`, 'rangeTooLong'],
    ['starting next month', () => `${month(-1)}-01..${month(-2)}-01`, 'futureRange'],
    ['month 13', () => '2026-13-01..2026-09-03', 'unreadableDate'],
    ['end before start', () => `${month(2)}-01..${month(4)}-01`, 'rangeOrder'],
  ])('%s is replaced by the default months', (_case, range, reason) => {
    expect(readMonths(`dateRange=${range()}`)).toEqual({
      filters: aggregatedDefaults,
      dropped: [{ key: 'dateRange', reason, value: range() }],
    });
  });
});

describe('URL state of a number range (the customers invoiced amount)', () => {
  const rangeFields: FilterField[] = [{ key: 'invoiced', kind: 'numberRange', bounds: { from: -20, to: 100 } }];
  const readRange = (query: string) =>
    filtersFromSearchParams(new URLSearchParams(query), rangeFields, CustomerFiltersSchema, {}, TODAY);

  it('writes nothing while untouched, and from..to once chosen, read back as numbers', () => {
    expect(filtersToSearchParams(rangeFields, {}, {}).toString()).toBe('');
    const query = filtersToSearchParams(rangeFields, { invoiced: { from: -2000, to: 1500.5 } }, {}).toString();
    expect(query).toBe('invoiced=-2000..1500.5');
    expect(readRange(query)).toEqual({ filters: { invoiced: { from: -2000, to: 1500.5 } }, dropped: [] });
  });

  it.each([
    ['an inverted range', 'invoiced=100..-20', '100..-20'],
    ['a value that is no number', 'invoiced=abc..100', 'abc..100'],
    ['one end only', 'invoiced=100', '100'],
  ])('drops %s and says so: no invoiced filter', (_case, query, value) => {
    expect(readRange(query)).toEqual({ filters: {}, dropped: [{ key: 'invoiced', reason: 'invalidValue', value }] });
  });
});

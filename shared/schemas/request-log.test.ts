import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INVALID_RANGE_MESSAGE } from '../validators/messages';
import {
  AGGREGATED_CODE_PATTERN,
  AggregatedExportRequestSchema,
  AggregatedFiltersSchema,
  aggregatedCode,
  BusinessKpiRequestSchema,
  DossierExportRequestSchema,
  RequestLogFiltersSchema,
  RequestLogKpiQuerySchema,
  RequestLogListRequestSchema,
} from './request-log';

// The aggregated range is judged against today in Italy: fix today at 15 March 2026.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-15T10:00:00.000Z'));
});
afterAll(() => {
  vi.useRealTimers();
});

const messagesAt = (issues: readonly { path: readonly PropertyKey[]; message: string }[], path: string) =>
  issues.filter((issue) => issue.path.join('.') === path).map((issue) => issue.message);

const sharedFilters = {
  vatNumber: 'RSSMRA80A01H501U',
  companyName: 'Alfa',
  surname: 'Rossi',
  name: 'Mario',
  workflow: ['EVOPRECHECK'],
  trafficLight: ['R'],
  inRome: ['insideRome'],
  subjectType: ['PF'],
  resultCode: ['EX302'],
  resultCodeOnlyPrecheck: ['EX401'],
  province: ['RM'],
  city: ['Roma'],
  geoArea: ['ROMA'],
  paymentMode: ['RID'],
  acquisitionChannel: ['WEB'],
  microSegment: ['PER'],
};

describe('RequestLogFiltersSchema: the dossier list filters, strict', () => {
  it.each([
    ['no filter', {}],
    ['every filter it knows', { ...sharedFilters, siebelCode: 'S1', salesRequest: 'OPP-1', requestId: 42 }],
    ['a one-month range', { dateRange: { startDate: '2026-02-15', endDate: '2026-03-15' } }],
    ['a 366-day range', { dateRange: { startDate: '2024-01-01', endDate: '2024-12-31' } }],
    ['request id 0', { requestId: 0 }],
  ])('accepts %s', (_, filters) => {
    expect(RequestLogFiltersSchema.safeParse(filters).success).toBe(true);
  });

  it.each([
    ['invoiced (a customers-list filter)', { invoiced: { from: 0, to: 10 } }],
    ['market (the role decides the market)', { market: ['L'] }],
    ['onlyActiveSubjects (a white-list filter)', { onlyActiveSubjects: true }],
    ['a name no list knows', { colour: 'red' }],
  ])('rejects %s as an unknown name', (_, filters) => {
    const result = RequestLogFiltersSchema.safeParse(filters);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it.each([
    ['a negative request id', { requestId: -1 }],
    ['a fractional request id', { requestId: 1.5 }],
    ['a request id as text', { requestId: '42' }],
    ['a workflow outside the enum', { workflow: ['CHECK'] }],
    ['a lower-case province', { province: ['rm'] }],
    ['a text longer than 200', { companyName: 'x'.repeat(201) }],
  ])('rejects %s', (_, filters) => {
    expect(RequestLogFiltersSchema.safeParse(filters).success).toBe(false);
  });

  it.each([
    ['a VAT number', '01234560587', true],
    ['a tax code in lower case', 'bnclra85c52h501s', true],
    ['a blank value (no filter)', '  ', true],
    ['three digits', '123', false],
    ['a wrong check digit', '01234560588', false],
  ])('the subject filter takes %s: %s', (_, vatNumber, accepted) => {
    expect(RequestLogFiltersSchema.safeParse({ vatNumber }).success).toBe(accepted);
  });

  it('answers the spec message for a subject filter that breaks its rules', () => {
    const result = RequestLogFiltersSchema.safeParse({ vatNumber: '123' });
    expect(messagesAt(result.error?.issues ?? [], 'vatNumber')).toEqual(['Deve essere di 11 o 16 caratteri']);
  });

  it.each([
    ['367 days', '2025-01-01', '2026-01-02'],
    ['two years', '2024-03-01', '2026-03-01'],
    ['inverted', '2026-03-02', '2026-03-01'],
  ])('a range of %s is answered "Range temporale non valido"', (_, startDate, endDate) => {
    const result = RequestLogFiltersSchema.safeParse({ dateRange: { startDate, endDate } });
    expect(result.success).toBe(false);
    expect(messagesAt(result.error?.issues ?? [], 'dateRange')).toEqual([INVALID_RANGE_MESSAGE]);
  });
});

describe('AggregatedFiltersSchema: the aggregated list filters, strict', () => {
  it.each([
    ['no filter', {}],
    ['every filter it knows', sharedFilters],
    ['the current month', { dateRange: { startDate: '2026-03-01', endDate: '2026-03-31' } }],
    ['12 months', { dateRange: { startDate: '2025-04-01', endDate: '2026-03-31' } }],
  ])('accepts %s', (_, filters) => {
    expect(AggregatedFiltersSchema.safeParse(filters).success).toBe(true);
  });

  it.each([
    ['requestId (aggregates have no single request)', { requestId: 42 }],
    ['siebelCode', { siebelCode: 'S1' }],
    ['salesRequest', { salesRequest: 'OPP-1' }],
    ['invoiced', { invoiced: { from: 0, to: 10 } }],
    ['market', { market: ['L'] }],
  ])('rejects %s as an unknown name', (_, filters) => {
    const result = AggregatedFiltersSchema.safeParse(filters);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it.each([
    ['starting after the current month', '2026-04-01', '2026-04-30'],
    ['13 months', '2025-03-01', '2026-03-31'],
    ['inverted months', '2026-03-01', '2026-02-28'],
  ])('a range %s is answered "Range temporale non valido"', (_, startDate, endDate) => {
    const result = AggregatedFiltersSchema.safeParse({ dateRange: { startDate, endDate } });
    expect(result.success).toBe(false);
    expect(messagesAt(result.error?.issues ?? [], 'dateRange')).toEqual([INVALID_RANGE_MESSAGE]);
  });

  it('an inverted range inside one month is refused too (by the date order rule)', () => {
    const result = AggregatedFiltersSchema.safeParse({ dateRange: { startDate: '2026-03-20', endDate: '2026-03-10' } });
    expect(result.success).toBe(false);
  });
});

describe('BusinessKpiRequestSchema: the three green-chip filters', () => {
  const dateRange = { startDate: '2026-02-01', endDate: '2026-03-31' };
  it.each([
    [
      'the range alone, lists defaulting to empty',
      { dateRange },
      { dateRange, acquisitionChannel: [], subjectType: [] },
    ],
    [
      'with channels and subject types',
      { dateRange, acquisitionChannel: ['WEB'], subjectType: ['PF', 'REA'] },
      { dateRange, acquisitionChannel: ['WEB'], subjectType: ['PF', 'REA'] },
    ],
  ])('accepts %s', (_, body, parsed) => {
    expect(BusinessKpiRequestSchema.parse(body)).toEqual(parsed);
  });

  it.each([
    ['no range', {}],
    ['a range starting after the current month', { dateRange: { startDate: '2026-04-01', endDate: '2026-04-30' } }],
    ['another filter', { dateRange, workflow: ['EVOPRECHECK'] }],
  ])('rejects %s', (_, body) => {
    expect(BusinessKpiRequestSchema.safeParse(body).success).toBe(false);
  });
});

describe('RequestLogKpiQuerySchema: filters as one JSON query parameter', () => {
  /** A valid filter of any length: the most cities a filter takes (100), each named with `letters` letters. */
  const cities = (letters: number) => JSON.stringify({ city: Array.from({ length: 100 }, () => 'A'.repeat(letters)) });

  it.each([
    [70, true],
    [80, false],
  ])('100 cities of %i letters (%s): at most 8000 characters are read', (letters, valid) => {
    expect(cities(letters).length > 8000).toBe(!valid);
    expect(RequestLogKpiQuerySchema.safeParse({ filters: cities(letters) }).success).toBe(valid);
  });

  it.each([
    ['no parameter: no filter', {}, {}],
    ['an empty object', { filters: '{}' }, {}],
    [
      'filters in JSON',
      { filters: '{"workflow":["EVOPRECHECK"],"requestId":7}' },
      { workflow: ['EVOPRECHECK'], requestId: 7 },
    ],
    [
      'a valid range',
      { filters: '{"dateRange":{"startDate":"2026-02-15","endDate":"2026-03-15"}}' },
      { dateRange: { startDate: '2026-02-15', endDate: '2026-03-15' } },
    ],
  ])('parses %s', (_, query, filters) => {
    expect(RequestLogKpiQuerySchema.parse(query)).toEqual({ filters });
  });

  it.each([
    ['malformed JSON', '{bad', 'JSON non valido'],
    ['truncated JSON', '{"workflow":["EVOPRECHECK"]', 'JSON non valido'],
    ['an unknown filter name', '{"invoiced":{"from":0,"to":1}}', undefined],
    ['JSON null', 'null', undefined],
    ['a JSON array', '[]', undefined],
    ['a range too long', '{"dateRange":{"startDate":"2024-01-01","endDate":"2025-06-01"}}', INVALID_RANGE_MESSAGE],
    ['a parameter longer than 8000 characters', cities(1200), undefined],
  ])('rejects %s', (_, filters, message) => {
    const result = RequestLogKpiQuerySchema.safeParse({ filters });
    expect(result.success).toBe(false);
    if (message) expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});

describe('DossierExportRequestSchema: selected rows by idRequest', () => {
  it.each([
    ['one id', ['1']],
    ['a 12-digit id', ['123456789012']],
    ['several ids', ['1', '22', '333']],
    ['10,000 ids', Array.from({ length: 10_000 }, (_, index) => String(index))],
  ])('accepts %s', (_, customerCodes) => {
    expect(DossierExportRequestSchema.safeParse({ customerCodes }).success).toBe(true);
  });

  it.each([
    ['no id', []],
    ['a 13-digit id', ['1234567890123']],
    ['an empty id', ['']],
    ['letters', ['abc']],
    ['a negative id', ['-1']],
    ['a fraction', ['1.5']],
    ['spaces around', [' 1 ']],
    ['an aggregated code', ['2026-03:RSSMRA80A01H501U']],
    ['10,001 ids', Array.from({ length: 10_001 }, (_, index) => String(index))],
  ])('rejects %s', (_, customerCodes) => {
    expect(DossierExportRequestSchema.safeParse({ customerCodes }).success).toBe(false);
  });

  it('names a bad id "Codice pratica non valido"', () => {
    const result = DossierExportRequestSchema.safeParse({ customerCodes: ['x'] });
    expect(result.error?.issues[0]?.message).toBe('Codice pratica non valido');
  });
});

describe('AggregatedExportRequestSchema: selected rows by month and subject', () => {
  it.each([
    ['a tax code', ['2026-03:RSSMRA80A01H501U']],
    ['a VAT number', ['2026-03:01234567897']],
    ['several', ['2026-03:RSSMRA80A01H501U', '2025-12:01234567897']],
  ])('accepts %s', (_, customerCodes) => {
    expect(AggregatedExportRequestSchema.safeParse({ customerCodes }).success).toBe(true);
  });

  it.each([
    ['no code', []],
    ['a lower-case tax code', ['2026-03:rssmra80a01h501u']],
    ['a one-digit month', ['2026-3:RSSMRA80A01H501U']],
    ['a dash instead of the colon', ['2026-03-RSSMRA80A01H501U']],
    ['no month', ['RSSMRA80A01H501U']],
    ['a 10-character identifier', ['2026-03:0123456789']],
    ['a 17-character identifier', ['2026-03:RSSMRA80A01H501UX']],
    ['a dossier id', ['42']],
  ])('rejects %s', (_, customerCodes) => {
    expect(AggregatedExportRequestSchema.safeParse({ customerCodes }).success).toBe(false);
  });

  it('names a bad code "Codice pratica aggregata non valido"', () => {
    const result = AggregatedExportRequestSchema.safeParse({ customerCodes: ['x'] });
    expect(result.error?.issues[0]?.message).toBe('Codice pratica aggregata non valido');
  });
});

describe('aggregatedCode: a month and a subject', () => {
  it.each([
    [{ annoMeseRichiesta: '2026-03', pivacf16: 'RSSMRA80A01H501U' }, '2026-03:RSSMRA80A01H501U'],
    [{ annoMeseRichiesta: '2025-12', pivacf16: '01234567897' }, '2025-12:01234567897'],
  ])('%j is %s, which the export accepts', (row, code) => {
    expect(aggregatedCode(row)).toBe(code);
    expect(code).toMatch(AGGREGATED_CODE_PATTERN);
  });
});

describe('RequestLogListRequestSchema: a page by number only near the top, by cursor anywhere', () => {
  it.each([
    ['page 0', { pageNumber: 0, pageSize: 50 }, true],
    ['the last page by number (10,000 rows in)', { pageNumber: 50, pageSize: 200 }, true],
    ['a page by number past 10,000 rows', { pageNumber: 201, pageSize: 50 }, false],
    ['a deep page by cursor', { pageNumber: 1_000, pageSize: 50, cursor: 'eyJnIjowfQ' }, true],
  ])('%s', (_, page, accepted) => {
    expect(RequestLogListRequestSchema.safeParse({ filters: {}, ...page }).success).toBe(accepted);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/local-stack';

/**
 * What a hostile probe found at the contract (issue 12): every route taking a date refuses a day outside
 * the bounds with a 400 in the error shape, never a 500.
 */

let local: TestStack;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  local = await startTestStack({ demoSeeders: [] });
  for (const user of ['mario.rossi', 'luca.verdi', 'anna.ferrari']) tokens[user] = (await local.signIn(user)).IdToken;
}, 60_000);

afterAll(async () => {
  await local?.stop();
});

type Range = { startDate: string; endDate: string };
const filtersQuery = (filters: unknown) => `filters=${encodeURIComponent(JSON.stringify(filters))}`;

/** Each route that takes a date range, called with one, by a role that may call it. */
const DATED_CALLS: Record<string, (range: Range) => ReturnType<TestStack['api']>> = {
  exportFilesList: (range) =>
    local.api('GET', `/api/v1/exportFilesList?${filtersQuery({ dateRange: range })}`, { token: tokens['luca.verdi'] }),
  'exportFilesList (ADMIN, every job)': (range) =>
    local.api('GET', `/api/v1/exportFilesList?${filtersQuery({ dateRange: range })}`, { token: tokens['mario.rossi'] }),
  requestLogKpi: (range) =>
    local.api('GET', `/api/v1/requestLogKpi?${filtersQuery({ dateRange: range })}`, { token: tokens['luca.verdi'] }),
  requestLog: (range) =>
    local.api('POST', '/api/v1/requestLog', { token: tokens['luca.verdi'], body: { filters: { dateRange: range } } }),
  groupedRequestLog: (range) =>
    local.api('POST', '/api/v1/groupedRequestLog', {
      token: tokens['luca.verdi'],
      body: { filters: { dateRange: range } },
    }),
  groupedRequestLogsBusinessKpi: (range) =>
    local.api('POST', '/api/v1/groupedRequestLogsBusinessKpi', {
      token: tokens['luca.verdi'],
      body: { dateRange: range },
    }),
  exportFileAsync: (range) =>
    local.api('POST', '/api/v1/exportFileAsync', {
      token: tokens['luca.verdi'],
      body: {
        extractionType: 'REQUEST_LOG',
        filters: { dateRange: range },
        filename: `far_${range.startDate}`,
        fileSeparator: ';',
      },
    }),
};

const OUT_OF_BOUNDS: Range[] = [
  { startDate: '9999-01-01', endDate: '9999-12-31' },
  { startDate: '0000-01-01', endDate: '0000-12-31' },
  { startDate: '1000-01-01', endDate: '1000-12-31' },
  { startDate: '1999-12-31', endDate: '2000-01-31' },
  { startDate: '2099-12-01', endDate: '2100-01-01' },
];

describe('a date range beyond the bounds', () => {
  const cases = Object.keys(DATED_CALLS).flatMap((route) =>
    OUT_OF_BOUNDS.map((range) => [route, range.startDate, range.endDate] as const),
  );
  it.each(cases)('%s %s..%s: 400 in the error shape', async (route, startDate, endDate) => {
    const call = DATED_CALLS[route] as (typeof DATED_CALLS)[string];
    const { status, json, text } = await call({ startDate, endDate });
    expect(status, text).toBe(400);
    expect(json).toEqual({
      errors: expect.arrayContaining([
        { code: 'VALIDATION_ERROR', field: expect.stringContaining('dateRange'), description: expect.any(String) },
      ]),
    });
  });

  it.each([
    ['requestLog', { startDate: '2000-01-01', endDate: '2000-12-30' }],
    ['exportFilesList', { startDate: '2099-12-01', endDate: '2099-12-31' }],
    ['requestLogKpi', { startDate: '2099-01-01', endDate: '2099-12-31' }],
  ] as const)('%s at the edges of the bounds answers 200', async (route, range) => {
    const { status, text } = await (DATED_CALLS[route] as (typeof DATED_CALLS)[string])(range);
    expect(status, text).toBe(200);
  });
});

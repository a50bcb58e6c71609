import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SUBJECTS, type DemoSubject } from '../../infra/local/demo/precheck-demo-subjects';
import type { ExportJob } from '../../shared/schemas/exports';
import { startTestStack, type TestStack } from '../support/local-stack';
import { zipOf } from '../support/zip-fixtures';

/**
 * What a hostile probe found at the contract: every route taking a date refuses a day outside
 * the bounds with a 400 in the error shape, never a 500; control characters in free text are refused
 * with a 400 and nothing is stored.
 */

let local: TestStack;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  // The demo data: the precheck decides with its configuration and reference data.
  local = await startTestStack();
  for (const user of ['mario.rossi', 'giulia.bianchi', 'luca.verdi', 'anna.ferrari']) {
    tokens[user] = (await local.signIn(user)).IdToken;
  }
}, 120_000);

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

const validationErrorOn = (field: string) => ({
  errors: expect.arrayContaining([{ code: 'VALIDATION_ERROR', field, description: expect.any(String) }]),
});

describe('control characters in free text', () => {
  const prospect = DEMO_SUBJECTS.find((subject) => subject.expected.code === 'EX400') as DemoSubject;
  const address = {
    provinceCode: prospect.address.provinceCode,
    municipality: { name: prospect.address.municipality },
    street: prospect.address.street,
  };
  const check = (changes: Record<string, unknown>, addressChanges: Record<string, unknown> = {}) => {
    const at = { ...address, ...addressChanges };
    return {
      workflow: 'EVOPRECHECK',
      subjectType: 'PF',
      microSegment: 'PER',
      taxCode: prospect.taxCode,
      vatRegistrationNo: null,
      name: prospect.name,
      surname: prospect.surname,
      contactAddress: at,
      supplyPointList: [
        { commodity: 'ELE', type: 'POD', supplyKind: 'DOM', paymentMode: 'RID', pointAddress: at, invoiceAddress: at },
      ],
      ...changes,
    };
  };

  /** The prospect's checks the dossier list holds (today's among them). */
  async function storedChecks(): Promise<number> {
    const response = await local.api('POST', '/api/v1/requestLog', {
      token: tokens['luca.verdi'],
      body: { filters: { vatNumber: prospect.taxCode } },
    });
    expect(response.status, response.text).toBe(200);
    return (response.json as { total: number }).total;
  }

  it.each([
    ['a NUL in the name', check({ name: `${prospect.name}\u0000` }), 'name'],
    ['a line feed in the surname', check({ surname: `${prospect.surname}\nX` }), 'surname'],
    ['a right-to-left override in the street', check({}, { street: 'Via \u202ERoma' }), 'contactAddress.street'],
    [
      'a line separator in the municipality',
      check({}, { municipality: { name: `${prospect.address.municipality}\u2028` } }),
      'contactAddress.municipality.name',
    ],
    ['a lone surrogate in the name', check({ name: `${prospect.name}\uD800` }), 'name'],
  ])('precheck with %s: 400 and no check stored', async (_case, body, field) => {
    const before = await storedChecks();
    const { status, json, text } = await local.api('POST', '/api/v1/creditcheck', {
      token: tokens['anna.ferrari'],
      body,
    });
    expect(status, text).toBe(400);
    expect(json).toEqual(validationErrorOn(field));
    expect(await storedChecks()).toBe(before);
  });

  async function jobs(token: string): Promise<ExportJob[]> {
    const response = await local.api('GET', '/api/v1/exportFilesList', { token });
    expect(response.status, response.text).toBe(200);
    return (response.json as { exports: ExportJob[] }).exports;
  }

  const csvZip = zipOf([{ name: 'soggetti.csv', data: Buffer.from(`${prospect.taxCode}\n`, 'utf8') }]).toString(
    'base64',
  );
  const enrichment = (changes: Record<string, unknown>) => ({
    realFilename: 'soggetti.csv',
    outputFilename: `controlli_${Object.keys(changes).join('_')}`,
    data: csvZip,
    fileSeparator: ';',
    note: null,
    ...changes,
  });

  it.each([
    ['a NUL in the file name', enrichment({ realFilename: 'sogg\u0000etti.csv' }), 'realFilename'],
    ['a line feed in the output name', enrichment({ outputFilename: 'uno\ndue' }), 'outputFilename'],
    ['an escape in the note', enrichment({ note: '\u001b[31mrosso' }), 'note'],
    ['a space in the base64 data', enrichment({ data: `${csvZip.slice(0, 8)} ${csvZip.slice(8)}` }), 'data'],
  ])('enrichment upload with %s: 400 and no job', async (_case, body, field) => {
    const token = tokens['giulia.bianchi'] as string;
    const before = (await jobs(token)).length;
    const { status, json, text } = await local.api('POST', '/api/v1/uploadEnricherFile', { token, body });
    expect(status, text).toBe(400);
    expect(json).toEqual(validationErrorOn(field));
    expect((await jobs(token)).length).toBe(before);
  });

  it("stores a note's Windows line breaks as line feeds", async () => {
    const token = tokens['giulia.bianchi'] as string;
    const body = enrichment({ outputFilename: 'nota_su_due_righe', note: 'prima riga\r\nseconda riga' });
    const { status, text } = await local.api('POST', '/api/v1/uploadEnricherFile', { token, body });
    expect(status, text).toBe(200);
    const job = (await jobs(token)).find((each) => each.fileName === 'nota_su_due_righe');
    expect(job?.note).toBe('prima riga\nseconda riga');
  });

  it.each([
    ['a line feed in a filter', { filters: { companyName: 'Rossi\nSpA' } }, 'filters.companyName'],
    ['a NUL in the file name', { filename: 'estrazione\u0000' }, 'filename'],
    ['a form feed in the note', { note: 'a\u000Cb' }, 'note'],
  ])('queued export with %s: 400 and no job', async (_case, changes, field) => {
    const token = tokens['luca.verdi'] as string;
    const before = (await jobs(token)).length;
    const body = { extractionType: 'REQUEST_LOG', filename: 'controlli', fileSeparator: ';', ...changes };
    const { status, json, text } = await local.api('POST', '/api/v1/exportFileAsync', { token, body });
    expect(status, text).toBe(400);
    expect(json).toEqual(validationErrorOn(field));
    expect((await jobs(token)).length).toBe(before);
  });

  it.each([
    [
      'the job list',
      () =>
        local.api('GET', `/api/v1/exportFilesList?${filtersQuery({ fileName: 'a\u0000' })}`, {
          token: tokens['luca.verdi'],
        }),
      'filters.fileName',
    ],
    [
      'the dossier list',
      () =>
        local.api('POST', '/api/v1/requestLog', {
          token: tokens['luca.verdi'],
          body: { filters: { surname: 'Rossi\u2029' } },
        }),
      'filters.surname',
    ],
  ])('%s refuses a control character in a filter with 400', async (_case, call, field) => {
    const { status, json, text } = await call();
    expect(status, text).toBe(400);
    expect(json).toEqual(validationErrorOn(field));
  });
});

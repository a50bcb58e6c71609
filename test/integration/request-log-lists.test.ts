import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchPut } from '../../functions/commons/dynamo/batch-put';
import { createLocalClients } from '../../infra/local/aws-clients';
import type { RequestLogRow } from '../../shared/request-log/row';
import { LOCAL_NAMES } from '../../shared/resources';
import { startTestStack, type TestStack } from '../support/local-stack';
import { fixtureItems, fixtureRows } from '../support/request-log-fixture';

/** The dossier lists through the API, over a hand-made log whose expected answers are Array.filter. */

let local: TestStack;
let analyst: string;
let freeMarketAnalyst: string;
/** Each check decided with one of two configurations and one of two RADIATI versions (the request log's version filters). */
const rows = fixtureRows().map(
  (row, index): RequestLogRow => ({
    ...row,
    configurationId: index % 2 === 0 ? 'cfg-pari' : 'cfg-dispari',
    configurationVersion: 1,
    blacklistVersions: { RADIATI: index % 3 === 0 ? 'rad-1' : 'rad-2', CEDUTI: 'ced-1' },
  }),
);
const MARCH = { startDate: '2024-03-01', endDate: '2024-03-31' };

beforeAll(async () => {
  local = await startTestStack({ demoSeeders: [] });
  const clients = createLocalClients(local.stack.endpoints);
  await batchPut(clients.documentClient, LOCAL_NAMES.table('requestLog'), fixtureItems(rows));
  clients.destroy();
  analyst = (await local.signIn('luca.verdi')).IdToken;
  freeMarketAnalyst = (await local.signIn('sara.neri')).IdToken;
}, 60_000);

afterAll(async () => {
  await local?.stop();
});

type Page = { requestLogs: { jsonValue: RequestLogRow }[]; total: number };

async function requestLog(filters: Record<string, unknown>, pageNumber = 0, pageSize = 50, token = analyst) {
  const response = await local.api('POST', '/api/v1/requestLog', { token, body: { filters, pageNumber, pageSize } });
  expect(response.status, response.text).toBe(200);
  return response.json as Page;
}

/** Every row the filters reach, page after page. */
async function allPages(filters: Record<string, unknown>, pageSize = 50, token = analyst) {
  const seen: RequestLogRow[] = [];
  for (let page = 0; ; page += 1) {
    const { requestLogs, total } = await requestLog(filters, page, pageSize, token);
    seen.push(...requestLogs.map((row) => row.jsonValue));
    if (requestLogs.length < pageSize) return { seen, total };
  }
}

const newestFirst = (a: RequestLogRow, b: RequestLogRow) =>
  b.requestDate.localeCompare(a.requestDate) || (b.idRequest ?? 0) - (a.idRequest ?? 0);
const ids = (list: readonly RequestLogRow[]) => list.map((row) => row.idRequest);

describe('the checks decided with one version (the link of a publication’s audit record)', () => {
  it.each([
    ['a configuration', { configurationId: 'cfg-pari' }, (row: RequestLogRow) => row.configurationId === 'cfg-pari'],
    [
      'a black-list version, of either list',
      { blacklistVersion: 'rad-1' },
      (row: RequestLogRow) => row.blacklistVersions?.RADIATI === 'rad-1',
    ],
    ['the other list’s version', { blacklistVersion: 'ced-1' }, () => true],
    ['a version no check was decided with', { configurationId: 'cfg-mai' }, () => false],
    [
      'a version and a traffic light',
      { configurationId: 'cfg-dispari', trafficLight: ['R'] },
      (row: RequestLogRow) => row.configurationId === 'cfg-dispari' && row.trafficLight === 'R',
    ],
  ])('%s: exactly its checks, newest first, counted, paged by cursor', async (_case, filters, keep) => {
    const expected = rows.filter(keep).sort(newestFirst);
    const { seen, total } = await allPages({ dateRange: MARCH, ...filters }, 20);
    expect(total).toBe(expected.length);
    expect(ids(seen)).toEqual(ids(expected));
  });

  it('refuses a version that cannot be one: 400 at the field', async () => {
    const response = await local.api('POST', '/api/v1/requestLog', {
      token: analyst,
      body: { filters: { configurationId: 'no spaces allowed' }, pageNumber: 0, pageSize: 50 },
    });
    expect(response.status).toBe(400);
  });
});

describe('POST /api/v1/requestLog paging', () => {
  it('answers disjoint pages, newest first, whose union is the total', async () => {
    const { seen, total } = await allPages({ dateRange: MARCH }, 17);
    expect(total).toBe(rows.length);
    expect(seen).toHaveLength(rows.length);
    expect(new Set(ids(seen)).size).toBe(rows.length);
    expect(ids(seen)).toEqual(ids([...rows].sort(newestFirst)));
  });

  it('answers a page beyond the end as an empty page with the total', async () => {
    expect(await requestLog({ dateRange: MARCH }, 99)).toEqual({ requestLogs: [], total: rows.length });
  });

  it('reads only the date range, in Italian days', async () => {
    const range = { startDate: '2024-03-05', endDate: '2024-03-09' };
    const romeDay = (iso: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date(iso));
    const expected = rows.filter(
      (row) => romeDay(row.requestDate) >= range.startDate && romeDay(row.requestDate) <= range.endDate,
    );
    const { seen, total } = await allPages({ dateRange: range });
    expect(total).toBe(expected.length);
    expect(ids(seen)).toEqual(ids(expected.sort(newestFirst)));
  });
});

describe('every filter narrows the rows to the ones that match it', () => {
  const cases: [string, Record<string, unknown>, (row: RequestLogRow) => boolean][] = [
    ['workflow', { workflow: ['FULLCHECK', 'PRECHECK'] }, (row) => ['FULLCHECK', 'PRECHECK'].includes(row.workflow)],
    ['trafficLight', { trafficLight: ['R'] }, (row) => row.trafficLight === 'R'],
    ['inRome', { inRome: ['insideRome'] }, (row) => row.segmento === 'Roma'],
    ['subjectType', { subjectType: ['REA'] }, (row) => row.subjectTypeC === 'REA'],
    ['resultCode', { resultCode: ['EX302'] }, (row) => row.outputCode === 'EX302'],
    ['resultCodeOnlyPrecheck', { resultCodeOnlyPrecheck: ['EX401'] }, (row) => row.outputCode === 'EX401'],
    [
      'both result-code lists',
      { resultCode: ['EX400'], resultCodeOnlyPrecheck: ['EX401'] },
      (row) => ['EX400', 'EX401'].includes(String(row.outputCode)),
    ],
    ['province', { province: ['MI', 'TO'] }, (row) => ['MI', 'TO'].includes(String(row.provinceCode))],
    ['city (any case)', { city: ['napoli'] }, (row) => row.municipalityName === 'Napoli'],
    ['geoArea', { geoArea: ['NORD'] }, (row) => row.geoArea === 'NORD'],
    ['paymentMode', { paymentMode: ['RID'] }, (row) => row.paymentModeRid === 'RID'],
    ['acquisitionChannel', { acquisitionChannel: ['AGENZIA'] }, (row) => row.acquisitionChannel === 'AGENZIA'],
    ['microSegment', { microSegment: ['SOC'] }, (row) => row.microSegmentDesc === 'SOC'],
    ['companyName (contained, any case)', { companyName: 'alfa' }, (row) => Boolean(row.companyName?.includes('Alfa'))],
    ['surname', { surname: 'ROSS' }, (row) => row.surname === 'Rossi'],
    ['name', { name: 'lucia' }, (row) => row.name === 'Lucia'],
    ['siebelCode (customer or request code)', { siebelCode: 'SC-2' }, (row) => row.siebelCustomerId === 'SC-2'],
    ['salesRequest', { salesRequest: 'OPP-1' }, (row) => row.salesRequest === 'OPP-1'],
    ['vatNumber (the subject, by index)', { vatNumber: '01234567897' }, (row) => row.taxCode === '01234567897'],
    ['requestId (by index)', { requestId: 10_042 }, (row) => row.idRequest === 10_042],
    ['requestId and a vatNumber it does not have', { requestId: 10_042, vatNumber: '01234567897' }, () => false],
    [
      'several at once',
      { trafficLight: ['V'], province: ['RM', 'NA'], workflow: ['EVOPRECHECK'] },
      (row) =>
        row.trafficLight === 'V' && ['RM', 'NA'].includes(String(row.provinceCode)) && row.workflow === 'EVOPRECHECK',
    ],
    ['an empty choice list is no filter', { workflow: [] }, () => true],
  ];

  it.each(cases)('%s', async (_name, filters, predicate) => {
    const expected = rows.filter(predicate).sort(newestFirst);
    const { seen, total } = await allPages({ dateRange: MARCH, ...filters });
    expect(total).toBe(expected.length);
    expect(ids(seen)).toEqual(ids(expected));
  });

  it('shows a free-market analyst only the free-market rows', async () => {
    const expected = rows.filter((row) => row.scope === 'L').sort(newestFirst);
    const { seen, total } = await allPages({ dateRange: MARCH }, 50, freeMarketAnalyst);
    expect(total).toBe(expected.length);
    expect(ids(seen)).toEqual(ids(expected));
  });
});

describe('bad input is a 400 with the error shape', () => {
  it.each([
    ['a negative page', { filters: {}, pageNumber: -1, pageSize: 50 }, 'pageNumber'],
    ['a page size above 200', { filters: {}, pageNumber: 0, pageSize: 201 }, 'pageSize'],
    ['an unknown filter', { filters: { invoiced: { from: 0, to: 1 } }, pageNumber: 0 }, 'filters'],
    ['an unknown enum value', { filters: { workflow: ['NOPE'] }, pageNumber: 0 }, 'filters.workflow.0'],
    [
      'an inverted range',
      { filters: { dateRange: { startDate: '2024-03-10', endDate: '2024-03-01' } } },
      'filters.dateRange',
    ],
    [
      'a range over a year',
      { filters: { dateRange: { startDate: '2023-01-01', endDate: '2024-03-01' } } },
      'filters.dateRange',
    ],
  ])('%s', async (_name, body, field) => {
    const response = await local.api('POST', '/api/v1/requestLog', { token: analyst, body });
    expect(response.status).toBe(400);
    const { errors } = response.json as { errors: { field?: string; description: string }[] };
    expect(errors.some((error) => error.field?.startsWith(field))).toBe(true);
  });

  it("answers an invalid range with the spec's message", async () => {
    const response = await local.api('POST', '/api/v1/requestLog', {
      token: analyst,
      body: { filters: { dateRange: { startDate: '2023-01-01', endDate: '2024-03-01' } } },
    });
    expect(response.text).toContain('Range temporale non valido');
  });

  it('is refused to a role that does not see the list', async () => {
    const agent = (await local.signIn('anna.ferrari')).IdToken;
    const response = await local.api('POST', '/api/v1/requestLog', { token: agent, body: {} });
    expect(response.status).toBe(403);
  });
});

describe('GET /api/v1/requestLogKpi', () => {
  it('counts successes and failures per month and per workflow over the filters', async () => {
    const filters = { dateRange: { startDate: '2024-02-01', endDate: '2024-03-31' }, province: ['RM'] };
    const response = await local.api(
      'GET',
      `/api/v1/requestLogKpi?filters=${encodeURIComponent(JSON.stringify(filters))}`,
      {
        token: analyst,
      },
    );
    expect(response.status, response.text).toBe(200);
    const kpi = response.json as {
      catalog: string[];
      seriesSuccess: number[];
      seriesFailure: number[];
      aggregatedData: { workflow: string; errorsCount: number; successCount: number; successAvgResponseTime: number }[];
    };
    const inRome = rows.filter((row) => row.provinceCode === 'RM');
    expect(kpi.catalog).toEqual(['2024-02', '2024-03']);
    // Early-morning UTC rows of 1 March are still 29 February nowhere: Italy is ahead of UTC.
    expect(kpi.seriesSuccess[0]).toBe(0);
    expect(kpi.seriesSuccess[1]).toBe(inRome.filter((row) => row.requestStatus === 'SUCCESS').length);
    expect(kpi.seriesFailure[1]).toBe(inRome.filter((row) => row.requestStatus === 'ERROR').length);
    for (const entry of kpi.aggregatedData) {
      const ofWorkflow = inRome.filter((row) => row.workflow === entry.workflow);
      const successes = ofWorkflow.filter((row) => row.requestStatus === 'SUCCESS');
      expect(entry.successCount).toBe(successes.length);
      expect(entry.errorsCount).toBe(ofWorkflow.length - successes.length);
      const mean = successes.reduce((sum, row) => sum + row.elapsed, 0) / successes.length;
      expect(entry.successAvgResponseTime).toBe(successes.length ? Math.round(mean) : 0);
    }
  });

  it('refuses filters that are not JSON', async () => {
    const response = await local.api('GET', '/api/v1/requestLogKpi?filters=%7Bnope', { token: analyst });
    expect(response.status).toBe(400);
  });
});

describe('POST /api/v1/exportDossierList', () => {
  it('answers the selected rows as a CSV with the Italian header, neutralised cells, other markets left out', async () => {
    const company = rows.find((row) => row.companyName?.startsWith('=') && row.scope === 'L') as RequestLogRow;
    const tutelato = rows.find((row) => row.scope === 'T') as RequestLogRow;
    const response = await local.api('POST', '/api/v1/exportDossierList', {
      token: freeMarketAnalyst,
      body: { customerCodes: [String(company.idRequest), String(tutelato.idRequest), '999999'] },
    });
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const lines = response.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]?.split(';').slice(0, 3)).toEqual(['ID richiesta', 'Codice fiscale', 'Partita IVA']);
    expect(lines[1]).toContain(`;'${company.companyName};`);
  });

  it('refuses codes that are not request ids', async () => {
    const response = await local.api('POST', '/api/v1/exportDossierList', {
      token: analyst,
      body: { customerCodes: ['abc'] },
    });
    expect(response.status).toBe(400);
  });
});

describe('the aggregated list', () => {
  type Aggregated = {
    pivacf16: string;
    annoMeseRichiesta: string;
    requestCount: number;
    workflow: string;
    idRequest: number;
  };
  const aggregatedRange = { startDate: '2024-03-01', endDate: '2024-03-31' };
  const aggregatable = rows.filter((row) => !row.workflow.startsWith('BUSINESSDECISION'));

  it('has one row per subject and month, the latest check, Business Decision left out', async () => {
    const response = await local.api('POST', '/api/v1/groupedRequestLog', {
      token: analyst,
      body: { filters: { dateRange: aggregatedRange }, pageNumber: 0, pageSize: 50 },
    });
    expect(response.status, response.text).toBe(200);
    const { groupedRequestLogs, total } = response.json as {
      groupedRequestLogs: { jsonValue: Aggregated }[];
      total: number;
    };
    const subjects = new Set(aggregatable.map((row) => row.taxCode));
    expect(total).toBe(subjects.size);
    for (const { jsonValue } of groupedRequestLogs) {
      const ofSubject = aggregatable.filter((row) => row.taxCode === jsonValue.pivacf16).sort(newestFirst);
      expect(jsonValue.requestCount).toBe(ofSubject.length);
      expect(jsonValue.idRequest).toBe(ofSubject[0]?.idRequest);
      expect(jsonValue.annoMeseRichiesta).toBe('2024-03');
      expect(jsonValue.workflow).not.toMatch(/^BUSINESSDECISION/);
    }
  });

  it('refuses a range starting after the current month or longer than a year', async () => {
    for (const dateRange of [
      { startDate: '2099-01-01', endDate: '2099-01-31' },
      { startDate: '2023-01-01', endDate: '2024-03-31' },
    ]) {
      const response = await local.api('POST', '/api/v1/groupedRequestLog', {
        token: analyst,
        body: { filters: { dateRange } },
      });
      expect(response.status).toBe(400);
      expect(response.text).toContain('Range temporale non valido');
    }
  });

  it('computes the business KPIs over the latest check of each subject and month', async () => {
    const response = await local.api('POST', '/api/v1/groupedRequestLogsBusinessKpi', {
      token: analyst,
      body: { dateRange: aggregatedRange, acquisitionChannel: [], subjectType: [] },
    });
    expect(response.status, response.text).toBe(200);
    const kpi = response.json as { clients: { success: number; rejected: number }; catalog: string[] };
    const latest = [...new Set(aggregatable.map((row) => row.taxCode))].map(
      (subject) => aggregatable.filter((row) => row.taxCode === subject).sort(newestFirst)[0] as RequestLogRow,
    );
    expect(kpi.catalog).toEqual(['2024-03']);
    expect(kpi.clients.rejected).toBe(latest.filter((row) => row.trafficLight === 'R').length);
    expect(kpi.clients.success).toBe(latest.filter((row) => row.trafficLight === 'V').length);
  });

  it('exports selected aggregated rows as CSV', async () => {
    const response = await local.api('POST', '/api/v1/exportdossierListAggregated', {
      token: analyst,
      body: { customerCodes: ['2024-03:RSSMRA80A01H501U', '2024-03:BNCLCU75B42F205X'] },
    });
    expect(response.status, response.text).toBe(200);
    const lines = response.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]?.startsWith('Codice fiscale / Partita IVA;Mese richiesta;Richieste')).toBe(true);
  });
});

describe('cursor paging: one count per search', () => {
  type Paged = { total: number; cursor?: string } & Record<string, unknown>;
  const LISTS = {
    requestLog: { path: '/api/v1/requestLog', rows: 'requestLogs', range: MARCH },
    groupedRequestLog: { path: '/api/v1/groupedRequestLog', rows: 'groupedRequestLogs', range: MARCH },
  } as const;
  type ListName = keyof typeof LISTS;

  /**
   * What the handlers sent to DynamoDB, command by command, through their own client: whether it counted
   * rows (a COUNT query) or read counted figures (the daily tallies, the closed-period cache).
   */
  const sent: { command: string; counting: boolean }[] = [];
  let stopSpying = () => undefined as unknown;
  beforeAll(async () => {
    // The same client module the handlers run with: the local runtime imports them in this process.
    const { dynamoDb } = await import('../../functions/commons/clients');
    const name = 'cursorTestCommands';
    dynamoDb.middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as { Select?: string };
        const counting = input.Select === 'COUNT' || JSON.stringify(input).includes('TALLY');
        sent.push({ command: String(context.commandName), counting });
        return next(args);
      },
      { step: 'initialize', name },
    );
    stopSpying = () => dynamoDb.middlewareStack.remove(name);
  });
  afterAll(() => stopSpying());

  async function post(list: ListName, body: Record<string, unknown>, token = analyst) {
    sent.length = 0;
    const response = await local.api('POST', LISTS[list].path, { token, body });
    const counts = sent.filter((command) => command.counting).length;
    return { response, page: response.json as Paged, counts, reads: sent.length };
  }

  const rowsOf = (list: ListName, page: Paged) =>
    (page[LISTS[list].rows] as { jsonValue: Record<string, unknown> }[]).map((row) => row.jsonValue);
  const idOf = (row: Record<string, unknown>) => `${row.idRequest}:${row.pivacf16 ?? ''}`;

  /** Every page of a search by cursor: the rows, each page's total and its requests that counted. */
  async function walk(list: ListName, filters: Record<string, unknown>, pageSize: number, token = analyst) {
    const pages: { rows: Record<string, unknown>[]; total: number; counts: number; cursor?: string }[] = [];
    let cursor: string | undefined;
    do {
      const { response, page, counts } = await post(
        list,
        { filters, pageNumber: pages.length, pageSize, cursor },
        token,
      );
      expect(response.status, response.text).toBe(200);
      pages.push({ rows: rowsOf(list, page), total: page.total, counts, cursor: page.cursor });
      cursor = page.cursor;
    } while (cursor && pages.length < 100);
    return pages;
  }

  it.each<[string, ListName, Record<string, unknown>, number, string?]>([
    ['the whole month, across days and shards', 'requestLog', {}, 17],
    ['a filtered month', 'requestLog', { trafficLight: ['R'], province: ['RM', 'MI'] }, 4],
    ['one subject, through its index and a sort range', 'requestLog', { vatNumber: '01234567897' }, 3],
    ['a free-market analyst', 'requestLog', {}, 9, 'sara.neri'],
    ['the aggregated list', 'groupedRequestLog', {}, 2],
  ])('%s: the pages by cursor are one big page, counted once', async (_case, list, base, pageSize, user) => {
    const token = user ? (await local.signIn(user)).IdToken : analyst;
    const filters = { dateRange: LISTS[list].range, ...base };
    const { page: whole } = await post(list, { filters, pageNumber: 0, pageSize: 200 }, token);
    expect(whole.cursor).toBeUndefined();
    const pages = await walk(list, filters, pageSize, token);
    const walked = pages.flatMap((page) => page.rows);
    expect(walked.map(idOf)).toEqual(rowsOf(list, whole).map(idOf));
    expect(new Set(walked.map(idOf)).size).toBe(walked.length);
    expect(walked.length).toBeGreaterThan(pageSize);
    expect(pages.map((page) => page.total)).toEqual(pages.map(() => whole.total));
    expect(pages[0]?.counts).toBeGreaterThan(0);
    expect(pages.slice(1).map((page) => page.counts)).toEqual(pages.slice(1).map(() => 0));
  });

  it('answers an empty page and no cursor for the cursor of a page that ended exactly at the end', async () => {
    const pages = await walk('requestLog', { dateRange: MARCH }, 13);
    expect(rows.length % 13).toBe(0);
    expect(pages).toHaveLength(rows.length / 13 + 1);
    expect(pages.at(-2)?.rows).toHaveLength(13);
    expect(pages.at(-1)).toEqual({ rows: [], total: rows.length, counts: 0, cursor: undefined });
  });

  it('answers the count apart from the first page, as the console asks it', async () => {
    const filters = { dateRange: MARCH };
    const { page: whole } = await post('requestLog', { filters, pageNumber: 0, pageSize: 17 });
    const { page: rowsOnly, counts: rowCounts } = await post('requestLog', {
      filters,
      pageNumber: 0,
      pageSize: 17,
      count: 'none',
    });
    expect(rowsOf('requestLog', rowsOnly).map(idOf)).toEqual(rowsOf('requestLog', whole).map(idOf));
    expect(rowsOnly.total).toBeUndefined();
    expect(rowCounts).toBe(0);
    const next = await post('requestLog', { filters, pageNumber: 1, pageSize: 17, cursor: rowsOnly.cursor });
    expect(next.page.total).toBeUndefined();
    expect(rowsOf('requestLog', next.page)).toHaveLength(17);
    const { page: countOnly } = await post('requestLog', { filters, pageNumber: 0, pageSize: 17, count: 'only' });
    expect(countOnly).toEqual({ requestLogs: [], total: whole.total });
  });

  it('keeps a page asked by number without a cursor: an offset read and a count', async () => {
    const { page, counts } = await post('requestLog', { filters: { dateRange: MARCH }, pageNumber: 2, pageSize: 17 });
    const byCursor = await walk('requestLog', { dateRange: MARCH }, 17);
    expect(rowsOf('requestLog', page).map(idOf)).toEqual(byCursor[2]?.rows.map(idOf));
    expect(counts).toBeGreaterThan(0);
  });

  describe('a cursor that is not this search’s is a 400 in the error shape', () => {
    let cursor: string;
    beforeAll(async () => {
      const { page } = await post('requestLog', { filters: { dateRange: MARCH }, pageNumber: 0, pageSize: 10 });
      cursor = page.cursor as string;
    });
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);

    it.each<[string, () => { list: ListName; body: Record<string, unknown>; user?: string }, string]>([
      [
        'another filter',
        () => ({
          list: 'requestLog',
          body: { filters: { dateRange: MARCH, trafficLight: ['V'] }, pageSize: 10, cursor },
        }),
        'INVALID_CURSOR',
      ],
      [
        'another role’s markets',
        () => ({
          list: 'requestLog',
          body: { filters: { dateRange: MARCH }, pageSize: 10, cursor },
          user: 'sara.neri',
        }),
        'INVALID_CURSOR',
      ],
      [
        'another list',
        () => ({ list: 'groupedRequestLog', body: { filters: { dateRange: MARCH }, pageSize: 10, cursor } }),
        'INVALID_CURSOR',
      ],
      [
        'another page size',
        () => ({ list: 'requestLog', body: { filters: { dateRange: MARCH }, pageSize: 20, cursor } }),
        'INVALID_CURSOR',
      ],
      [
        'one character changed',
        () => ({ list: 'requestLog', body: { filters: { dateRange: MARCH }, pageSize: 10, cursor: flip(cursor, 10) } }),
        'INVALID_CURSOR',
      ],
      [
        'characters outside base64url',
        () => ({ list: 'requestLog', body: { filters: { dateRange: MARCH }, pageSize: 10, cursor: `${cursor}==` } }),
        'VALIDATION_ERROR',
      ],
      [
        'over 1,024 characters',
        () => ({ list: 'requestLog', body: { filters: { dateRange: MARCH }, pageSize: 10, cursor: 'A'.repeat(1025) } }),
        'VALIDATION_ERROR',
      ],
    ])('%s', async (_case, request, code) => {
      const { list, body, user } = request();
      const token = user ? (await local.signIn(user)).IdToken : analyst;
      const { response, reads } = await post(list, body, token);
      expect(response.status, response.text).toBe(400);
      const { errors } = response.json as { errors: { code: string; field?: string; description: string }[] };
      expect(errors).toEqual([expect.objectContaining({ code, field: 'cursor', description: expect.any(String) })]);
      expect(reads).toBe(0);
    });
  });
});

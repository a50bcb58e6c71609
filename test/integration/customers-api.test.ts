import { DeleteCommand, GetCommand, PutCommand, ScanCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchPut } from '../../functions/commons/dynamo/batch-put';
import { INVOICED_RANGE_KEY, LAST_LOAD_KEY } from '../../functions/stores/customers/keys';
import { createLocalClients, type LocalClients } from '../../infra/local/aws-clients';
import { DEMO_USERS } from '../../infra/local/demo-users';
import { CUSTOMER_FEED_FIELDS, type Customer } from '../../shared/customers/customer-fields';
import { DEFAULT_INVOICED_RANGE } from '../../shared/customers/invoiced-range';
import type { RequestLogRow } from '../../shared/request-log/row';
import { LOCAL_NAMES } from '../../shared/resources';
import { MARKETS, type Market, ROLE_PROFILES, type Role } from '../../shared/roles';
import {
  CUSTOMER_CHECKS_SHOWN,
  type CustomerDetailsResponse,
  type CustomerFilters,
  type CustomerKpiGroup,
  type CustomerKpiResponse,
} from '../../shared/schemas/customers';
import { fixtureCustomers, seedCustomers } from '../support/customers-fixture';
import { companyCode, personCode } from '../support/enrichment-fixture';
import { startTestStack, type TestStack } from '../support/local-stack';
import { queuedExportLines } from '../support/queued-export';
import { fixtureItems as requestLogItems, fixtureRows as requestLogRows } from '../support/request-log-fixture';
import { csvLines } from '../support/zip';

/**
 * The customers API through the local runtime (the customers list's acceptance criteria), as each of the six roles: the
 * list, its count, its KPIs and both exports hold only the role's markets; every filter narrows to
 * exactly the customers an independent filter finds; paging by cursor reaches exactly the total. The
 * independent filter reads the data table itself (a Scan of the listed customer items, whatever the
 * demo seeders put there too) and filters in plain JavaScript over the spec's field names, never the
 * slim attributes the server filters on, so the mapping is checked as well.
 */

let local: TestStack;
let clients: LocalClients;
/** Every listed customer in the table, as the spec names its fields. */
let stored: Customer[];
const tokens = {} as Record<Role, string>;
const fixture = fixtureCustomers(300);
const checks = requestLogRows(400);

const ROLES_SEEING = (['ADMIN', 'RISK_OFFICER', 'ANALISTA', 'ANALISTA_LIBERO', 'ANALISTA_TUTELATO'] as const).map(
  (role) => [role, ROLE_PROFILES[role].markets] as [Role, readonly Market[]],
);

beforeAll(async () => {
  local = await startTestStack();
  clients = createLocalClients(local.stack.endpoints);
  await seedCustomers(clients.documentClient, LOCAL_NAMES.table('data'), fixture);
  await batchPut(clients.documentClient, LOCAL_NAMES.table('requestLog'), requestLogItems(checks));
  stored = await listedCustomers();
  for (const user of DEMO_USERS) tokens[user.role] ??= (await local.signIn(user.username)).IdToken;
}, 120_000);

afterAll(async () => {
  clients?.destroy();
  await local?.stop();
});

/** The listed customer items of the data table, read by a Scan, as plain customers under the spec's names. */
async function listedCustomers(): Promise<Customer[]> {
  const customers: Customer[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page: ScanCommandOutput = await clients.documentClient.send(
      new ScanCommand({
        TableName: LOCAL_NAMES.table('data'),
        FilterExpression: 'attribute_exists(cpk)',
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) {
      customers.push(Object.fromEntries(CUSTOMER_FEED_FIELDS.map((field) => [field, item[field] ?? null])) as Customer);
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return customers;
}

/** Accents dropped, upper case, spaces collapsed: written here, not the server's searchText. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().replace(/\s+/g, ' ').trim();
const oneOf = (values: readonly string[] | undefined, value: string | null) =>
  !values || values.length === 0 || (value !== null && values.includes(value));
const contains = (typed: string | undefined, value: string | null) =>
  !typed?.trim() || (value !== null && folded(value).includes(folded(typed)));

/** The filters as a reader of the customers understands them, over the spec's fields. */
function matches(customer: Customer, filters: CustomerFilters, markets: readonly Market[]): boolean {
  const identifier = filters.vatNumber?.trim().toUpperCase();
  const identifiers = [customer.A_CODICE_FISCALE, customer.A_PARTITA_IVA].map((id) => id?.trim().toUpperCase());
  const invoiced = customer.K_FATTURATO_TOTALE;
  return (
    markets.includes(customer.A_MERCATO) &&
    oneOf(filters.market, customer.A_MERCATO) &&
    oneOf(filters.microSegment, customer.A_MICRO_SEGMENTO_DESC) &&
    oneOf(filters.macroSegment, customer.A_MACRO_SEGMENTO_DESC) &&
    oneOf(filters.performanceClass, customer.K_ANDAMENTALE_CLASSE) &&
    oneOf(filters.clientStatus, customer.K_STATO_CLIENTE) &&
    oneOf(filters.dunningIndex, customer.K_INDICE_DUNNING) &&
    (filters.isPdrExisting === undefined || customer.A_PRESENZA_PDR === (filters.isPdrExisting ? 'SI' : 'NO')) &&
    (!filters.invoiced ||
      (invoiced !== null && invoiced >= filters.invoiced.from && invoiced <= filters.invoiced.to)) &&
    (!identifier || identifiers.includes(identifier)) &&
    (!filters.siebelCode?.trim() || customer.A_CODICE_CLIENTE === filters.siebelCode.trim()) &&
    contains(filters.companyName, customer.A_RAGIONE_SOCIALE) &&
    contains(filters.surname, customer.A_COGNOME) &&
    contains(filters.name, customer.A_NOME)
  );
}

/** Largest overdue first (a credit balance as none), then the code, descending: the list's order. */
const overdueCents = (customer: Customer) => Math.max(0, Math.round((customer.K_CRED_SCAD_NETTO_TOTALE ?? 0) * 100));
const listOrder = (a: Customer, b: Customer) =>
  overdueCents(b) - overdueCents(a) || (a.A_CODICE_CLIENTE < b.A_CODICE_CLIENTE ? 1 : -1);
const expectedOf = (filters: CustomerFilters, markets: readonly Market[]) =>
  stored.filter((customer) => matches(customer, filters, markets)).sort(listOrder);
const codes = (customers: readonly Customer[]) => customers.map((customer) => customer.A_CODICE_CLIENTE);

const call = (role: Role, method: string, path: string, body?: unknown) =>
  local.api(method, path, { token: tokens[role], body });

type Page = { customers: { jsonValue: Customer }[]; total: number; cursor?: string };

/** Every customer the filters find, page after page by cursor, with the total of the first page. */
async function everyCustomer(role: Role, filters: CustomerFilters, pageSize = 50) {
  const seen: Customer[] = [];
  let cursor: string | undefined;
  let total: number | undefined;
  do {
    const response = await call(role, 'POST', '/api/v1/clientsList', { filters, pageNumber: 0, pageSize, cursor });
    expect(response.status, response.text).toBe(200);
    const page = response.json as Page;
    total ??= page.total;
    seen.push(...page.customers.map((row) => row.jsonValue));
    cursor = page.cursor;
  } while (cursor);
  return { seen, total: total as number };
}

const fixtureCustomer = (index: number) => fixture[index] as Customer;

describe('the data', () => {
  it('holds the fixture’s customers, listed once each, whatever else the stack seeded', () => {
    for (const customer of fixture) {
      expect(stored.filter((found) => found.A_CODICE_CLIENTE === customer.A_CODICE_CLIENTE)).toEqual([customer]);
    }
    expect(new Set(codes(stored)).size).toBe(stored.length);
  });
});

describe.each(ROLES_SEEING)('as %s (markets %j)', (role, markets) => {
  it('the list holds exactly the role’s customers, largest overdue first, the cursor reaching the total', async () => {
    const expected = expectedOf({}, markets);
    const { seen, total } = await everyCustomer(role, {}, 50);
    expect(total).toBe(expected.length);
    expect(new Set(codes(seen)).size).toBe(seen.length);
    expect(codes(seen)).toEqual(codes(expected));
    expect(seen.every((customer) => markets.includes(customer.A_MERCATO))).toBe(true);
    // The rows are the customers as stored: the spec's fields, no keys, no slim copies.
    expect(seen.find((customer) => customer.A_CODICE_CLIENTE === fixtureCustomer(0).A_CODICE_CLIENTE)).toEqual(
      markets.includes(fixtureCustomer(0).A_MERCATO) ? fixtureCustomer(0) : undefined,
    );
  });

  it('the KPIs are the sums over the role’s customers', async () => {
    const response = await call(role, 'POST', '/api/v1/customerKpi', { filters: {} });
    expect(response.status, response.text).toBe(200);
    const kpi = response.json as CustomerKpiResponse;
    const customers = expectedOf({}, markets);
    expect(kpi.total).toEqual(groupOf('TOTAL', customers));
    expect(kpi.byMarket).toEqual(
      markets.map((market) =>
        groupOf(
          market,
          customers.filter((customer) => customer.A_MERCATO === market),
        ),
      ),
    );
    expect(kpi.byPerformanceClass.map((group) => group.key)).toEqual(['1', '2', '3', '4', '5', '6', 'ND']);
    for (const group of kpi.byPerformanceClass) {
      expect(group).toEqual(
        groupOf(
          group.key,
          customers.filter((customer) => (customer.K_ANDAMENTALE_CLASSE ?? 'ND') === group.key),
        ),
      );
    }
    for (const group of kpi.byDunningIndex) {
      expect(group).toEqual(
        groupOf(
          group.key,
          customers.filter((customer) => (customer.K_INDICE_DUNNING ?? 'ND') === group.key),
        ),
      );
    }
  });

  it('the CSV of selected customers holds only the role’s, in the order selected', async () => {
    const selected = [...fixture.slice(0, 12)].reverse();
    const response = await call(role, 'POST', '/api/v1/exportClientsList', { customerCodes: codes(selected) });
    expect(response.status, response.text).toBe(200);
    const [header, ...lines] = csvLines(response.text.replace(/^\uFEFF/, ''));
    expect(header).toBe(CUSTOMER_FEED_FIELDS.join(';'));
    expect(lines.map((line) => line.split(';')[0])).toEqual(
      codes(selected.filter((customer) => markets.includes(customer.A_MERCATO))),
    );
  });

  it('the queued CUSTOMER export holds exactly the role’s filtered customers', async () => {
    const filters: CustomerFilters = { performanceClass: ['1', '2'], clientStatus: ['ATTIVO'] };
    const username = DEMO_USERS.find((user) => user.role === role)?.username as string;
    const { job, lines } = await queuedExportLines(local, username, {
      extractionType: 'CUSTOMER',
      filters,
      filename: `clienti_${role}_${Date.now()}`,
    });
    const expected = expectedOf(filters, markets);
    expect(expected.length).toBeGreaterThan(0);
    expect(job.recordCount).toBe(expected.length);
    expect(lines[0]).toBe(CUSTOMER_FEED_FIELDS.join(';'));
    expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual(codes(expected));
  });
});

/** A KPI group computed here, in cents, from the spec's fields. */
function groupOf(key: string, customers: readonly Customer[]): CustomerKpiGroup {
  const cents = (value: number | null) => Math.round((value ?? 0) * 100);
  const inArrears = customers.filter((customer) => (customer.K_CRED_SCAD_NETTO_TOTALE ?? 0) > 0).length;
  return {
    key,
    customers: customers.length,
    inArrears,
    arrearsShare: customers.length ? Math.round((inArrears / customers.length) * 10_000) / 100 : 0,
    overdue: customers.reduce((sum, customer) => sum + cents(customer.K_CRED_SCAD_NETTO_TOTALE), 0) / 100,
    notYetDue: customers.reduce((sum, customer) => sum + cents(customer.K_CRED_A_SCAD_NETTO_TOTALE), 0) / 100,
  };
}

describe('AGENT does not see the customers', () => {
  it.each([
    ['POST', '/api/v1/clientsList', { filters: {} }],
    ['POST', '/api/v1/customerKpi', { filters: {} }],
    ['POST', '/api/v1/exportClientsList', { customerCodes: ['FX00000'] }],
    ['GET', '/api/v1/invoicedRangeLimits', undefined],
    ['GET', '/api/v1/customerDetails/FX00000', undefined],
    ['POST', '/api/v1/exportFileAsync', { extractionType: 'CUSTOMER', filename: 'clienti_agente', fileSeparator: ';' }],
  ])('%s %s: 403', async (method, path, body) => {
    const response = await call('AGENT', method, path, body);
    expect(response.status).toBe(403);
  });
});

describe('every filter narrows to exactly the customers that match it', () => {
  const both = fixtureCustomer(10);
  const vatOnly = fixtureCustomer(11);
  const cases: [string, () => CustomerFilters][] = [
    ['no filter', () => ({})],
    ['a market', () => ({ market: ['D'] })],
    ['markets in and out of the role', () => ({ market: ['L', 'T'] })],
    ['micro segments', () => ({ microSegment: ['SOC', 'CON'] })],
    ['a macro segment', () => ({ macroSegment: ['4'] })],
    ['performance classes', () => ({ performanceClass: ['5', '6'] })],
    ['a client status', () => ({ clientStatus: ['CESSATO'] })],
    ['a dunning index', () => ({ dunningIndex: ['3'] })],
    ['with a PDR', () => ({ isPdrExisting: true })],
    ['without a PDR', () => ({ isPdrExisting: false })],
    ['an invoiced range across zero', () => ({ invoiced: { from: -2000, to: 5000 } })],
    ['an invoiced range of credit notes only', () => ({ invoiced: { from: -5000, to: -0.01 } })],
    ['a single invoiced figure', () => ({ invoiced: { from: 0, to: 0 } })],
    [
      'an invoiced range as wide as a number goes',
      () => ({ invoiced: { from: -Number.MAX_VALUE, to: Number.MAX_VALUE } }),
    ],
    ['an invoiced range narrower than a cent', () => ({ invoiced: { from: 0.001, to: 0.009 } })],
    ['a company name typed without accents', () => ({ companyName: 'societa' })],
    ['a company name with its accent, lower case', () => ({ companyName: 'àncora' })],
    ['a company name with the spaces typed', () => ({ companyName: 'bar  del' })],
    ['a surname typed plain', () => ({ surname: 'niccolo' })],
    ['a name with its accent', () => ({ name: 'Àlba' })],
    ['a tax code, lower case', () => ({ vatNumber: (both.A_CODICE_FISCALE as string).toLowerCase() })],
    ['the VAT number of a customer that has both', () => ({ vatNumber: both.A_PARTITA_IVA as string })],
    ['a VAT number alone', () => ({ vatNumber: vatOnly.A_PARTITA_IVA as string })],
    ['an identifier no customer has', () => ({ vatNumber: personCode(89_999).taxCode })],
    ['a customer code', () => ({ siebelCode: both.A_CODICE_CLIENTE })],
    ['a code no customer has', () => ({ siebelCode: 'FX99999' })],
    [
      'a code and the identifier of another',
      () => ({ siebelCode: vatOnly.A_CODICE_CLIENTE, vatNumber: companyCode(70_010) }),
    ],
    [
      'a code and its own identifier',
      () => ({ siebelCode: both.A_CODICE_CLIENTE, vatNumber: both.A_PARTITA_IVA as string }),
    ],
    [
      'several at once',
      () => ({
        performanceClass: ['1', '2', '3'],
        dunningIndex: ['1', '2'],
        clientStatus: ['ATTIVO'],
        isPdrExisting: false,
      }),
    ],
    ['an identifier and a market', () => ({ vatNumber: both.A_PARTITA_IVA as string, market: ['L'] })],
  ];

  it.each(cases)('%s', async (_, filtersOf) => {
    const filters = filtersOf();
    for (const [role, markets] of [ROLES_SEEING[0], ROLES_SEEING[4]] as [Role, readonly Market[]][]) {
      const expected = expectedOf(filters, markets);
      const { seen, total } = await everyCustomer(role, filters, 40);
      expect(total, role).toBe(expected.length);
      expect(codes(seen), role).toEqual(codes(expected));
      const kpi = (await call(role, 'POST', '/api/v1/customerKpi', { filters })).json as CustomerKpiResponse;
      expect(kpi.total, role).toEqual(groupOf('TOTAL', expected));
    }
  });

  it('the cases are not vacuous: most find some customers, fewer than all', () => {
    const counts = cases.map(([, filtersOf]) => expectedOf(filtersOf(), MARKETS).length);
    expect(counts.filter((count) => count > 0 && count < stored.length).length).toBeGreaterThan(cases.length * 0.7);
  });
});

describe('paging', () => {
  it.each([1, 7, 50, 200])('pages of %i by cursor reach exactly the total, each customer once', async (pageSize) => {
    const filters: CustomerFilters = pageSize === 1 ? { market: ['D'], dunningIndex: ['3'] } : {};
    const expected = expectedOf(filters, MARKETS);
    const { seen, total } = await everyCustomer('ADMIN', filters, pageSize);
    expect(total).toBe(expected.length);
    expect(codes(seen)).toEqual(codes(expected));
  });

  it('a page by number is the page the cursors reach', async () => {
    const first = (await call('ADMIN', 'POST', '/api/v1/clientsList', { filters: {}, pageSize: 9 })).json as Page;
    const second = (
      await call('ADMIN', 'POST', '/api/v1/clientsList', { filters: {}, pageSize: 9, cursor: first.cursor })
    ).json as Page;
    const byNumber = (await call('ADMIN', 'POST', '/api/v1/clientsList', { filters: {}, pageSize: 9, pageNumber: 1 }))
      .json as Page;
    expect(byNumber.customers).toEqual(second.customers);
  });

  it('a cursor of another search answers 400 INVALID_CURSOR', async () => {
    const first = (await call('ADMIN', 'POST', '/api/v1/clientsList', { filters: {}, pageSize: 5 })).json as Page;
    const response = await call('ADMIN', 'POST', '/api/v1/clientsList', {
      filters: { market: ['L'] },
      pageSize: 5,
      cursor: first.cursor,
    });
    expect(response.status).toBe(400);
    expect((response.json as { errors: { code: string }[] }).errors[0]?.code).toBe('INVALID_CURSOR');
  });
});

describe('bad input answers 400 with the spec’s messages', () => {
  it.each([
    [
      'an inverted invoiced range',
      { invoiced: { from: 100, to: -20 } },
      'filters.invoiced',
      'Il limite inferiore non può superare il limite superiore',
    ],
    ['an unknown performance class', { performanceClass: ['7'] }, 'filters.performanceClass.0', undefined],
    ['an unknown market', { market: ['X'] }, 'filters.market.0', undefined],
    ['a VAT number too short', { vatNumber: '0123456789' }, 'filters.vatNumber', 'Deve essere di 11 o 16 caratteri'],
    [
      'a VAT number with letters',
      { vatNumber: '0123456789A' },
      'filters.vatNumber',
      'la parita iva contiene dei caratteri non validi.',
    ],
    [
      'a VAT number whose check digit is wrong',
      { vatNumber: '01234567890' },
      'filters.vatNumber',
      'Partita IVA non corretta: il codice di controllo non corrisponde.',
    ],
    [
      'a tax code one character short',
      { vatNumber: 'RSSMRA80A01H501' },
      'filters.vatNumber',
      'Deve essere di 11 o 16 caratteri',
    ],
    [
      'a tax code with characters no tax code has',
      { vatNumber: 'RSSMRA80A01H50_U' },
      'filters.vatNumber',
      'Il codice fiscale contiene dei caratteri non validi.',
    ],
    [
      'a tax code whose check letter is wrong',
      { vatNumber: 'RSSMRA80A01H501A' },
      'filters.vatNumber',
      'Codice fiscale non corretto: il codice di controllo non corrisponde.',
    ],
    ['a filter the customers list does not know', { workflow: ['PRECHECK'] }, 'filters', undefined],
  ])('%s', async (_, filters, field, message) => {
    for (const path of ['/api/v1/clientsList', '/api/v1/customerKpi']) {
      const response = await call('ANALISTA_TUTELATO', 'POST', path, { filters });
      expect(response.status, path).toBe(400);
      const { errors } = response.json as { errors: { field?: string; description: string }[] };
      const error = errors.find((found) => found.field?.startsWith(field));
      expect(error, `${path} ${response.text}`).toBeDefined();
      if (message) expect(error?.description).toBe(message);
    }
    const exported = await call('ANALISTA_TUTELATO', 'POST', '/api/v1/exportFileAsync', {
      extractionType: 'CUSTOMER',
      filters,
      filename: `clienti_errati_${Date.now()}`,
      fileSeparator: ';',
    });
    expect(exported.status).toBe(400);
  });

  it('a customer code that cannot be one: 400', async () => {
    expect((await call('ADMIN', 'GET', '/api/v1/customerDetails/FX%2000001')).status).toBe(400);
  });
});

describe('GET /api/v1/invoicedRangeLimits and the KPI date', () => {
  const table = LOCAL_NAMES.table('data');
  const itemOf = async (key: { pk: string; sk: string }) =>
    (await clients.documentClient.send(new GetCommand({ TableName: table, Key: key }))).Item;
  const limits = async (role: Role) => {
    const response = await call(role, 'GET', '/api/v1/invoicedRangeLimits');
    expect(response.status).toBe(200);
    return response.json;
  };

  it('answers the limits the loads recorded for the caller’s markets only, the spec’s default while none is', async () => {
    const recorded = await itemOf(INVOICED_RANGE_KEY);
    const perMarket = {
      ...INVOICED_RANGE_KEY,
      minimum_L: -1500,
      maximum_L: 12_000_000,
      minimum_T: -20,
      maximum_T: 4000,
      maximum_D: 9000,
    };
    await clients.documentClient.send(new PutCommand({ TableName: table, Item: perMarket }));
    try {
      expect(await limits('ADMIN')).toEqual({ minimum: -1500, maximum: 12_000_000 });
      expect(await limits('ANALISTA_LIBERO')).toEqual({ minimum: -1500, maximum: 12_000_000 });
      // Market L's 12,000,000 is a figure of a customer ANALISTA_TUTELATO cannot see.
      expect(await limits('ANALISTA_TUTELATO')).toEqual({ minimum: -20, maximum: 9000 });
      await clients.documentClient.send(new DeleteCommand({ TableName: table, Key: INVOICED_RANGE_KEY }));
      expect(await limits('ANALISTA_TUTELATO')).toEqual(DEFAULT_INVOICED_RANGE);
    } finally {
      if (recorded) await clients.documentClient.send(new PutCommand({ TableName: table, Item: recorded }));
      else await clients.documentClient.send(new DeleteCommand({ TableName: table, Key: INVOICED_RANGE_KEY }));
    }
  });

  it('dates the KPIs with the last load’s K_DATA_CALCOLO_KPI, null while none is recorded', async () => {
    const kpiDate = async () =>
      ((await call('ADMIN', 'POST', '/api/v1/customerKpi', { filters: {} })).json as CustomerKpiResponse).kpiDate;
    const recorded = await itemOf(LAST_LOAD_KEY);
    expect(await kpiDate()).toBe(recorded?.kpiDate ?? null);
    await clients.documentClient.send(
      new PutCommand({ TableName: table, Item: { ...LAST_LOAD_KEY, ...recorded, kpiDate: '2026-02-28' } }),
    );
    try {
      expect(await kpiDate()).toBe('2026-02-28');
    } finally {
      if (recorded) await clients.documentClient.send(new PutCommand({ TableName: table, Item: recorded }));
      else await clients.documentClient.send(new DeleteCommand({ TableName: table, Key: LAST_LOAD_KEY }));
    }
  });
});

describe('the CSV of selected customers', () => {
  it('neutralises a name that reads as a formula and leaves out codes that are no customer', async () => {
    const formula = fixture.find((customer) => customer.A_RAGIONE_SOCIALE?.startsWith('=')) as Customer;
    const response = await call('ADMIN', 'POST', '/api/v1/exportClientsList', {
      customerCodes: ['MAI-ESISTITO', formula.A_CODICE_CLIENTE, formula.A_CODICE_CLIENTE],
    });
    expect(response.headers.get('content-type')).toContain('text/csv');
    const lines = csvLines(response.text.replace(/^\uFEFF/, ''));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`;'${formula.A_RAGIONE_SOCIALE};`);
  });
});

describe('GET /api/v1/customerDetails/{customerCode}', () => {
  const details = (role: Role, code: string) =>
    call(role, 'GET', `/api/v1/customerDetails/${encodeURIComponent(code)}`);
  const subjectOf = (row: RequestLogRow) => (row.taxCode || row.vatRegistrationNo || '').toUpperCase();
  const identifierOf = (customer: Customer) => customer.A_CODICE_FISCALE ?? customer.A_PARTITA_IVA;
  const newestFirst = (a: RequestLogRow, b: RequestLogRow) =>
    b.requestDate.localeCompare(a.requestDate) || (b.idRequest ?? 0) - (a.idRequest ?? 0);

  it.each(ROLES_SEEING)(
    'as %s: a customer of its markets with its own checks; others are 404',
    async (role, markets) => {
      for (const customer of fixture.slice(0, 7)) {
        const response = await details(role, customer.A_CODICE_CLIENTE);
        if (!markets.includes(customer.A_MERCATO)) {
          expect(response.status).toBe(404);
          expect(response.json).toEqual({ errors: [{ code: 'NOT_FOUND', description: 'Risorsa non trovata.' }] });
          continue;
        }
        expect(response.status, response.text).toBe(200);
        const page = response.json as CustomerDetailsResponse;
        expect(page.customer).toEqual(customer);
        const identifiers = [customer.A_CODICE_FISCALE, customer.A_PARTITA_IVA].filter(Boolean);
        const own = checks
          .filter((row) => identifiers.includes(subjectOf(row)) && markets.includes(row.scope as Market))
          .sort(newestFirst)
          .slice(0, CUSTOMER_CHECKS_SHOWN);
        expect(own.length).toBeGreaterThan(0);
        expect(page.checks.map((row) => row.idRequest)).toEqual(own.map((row) => row.idRequest));
        expect(page.whiteList).toBeNull();
        expect(page.blackLists).toEqual({ RADIATI: false, CEDUTI: false });
      }
    },
  );

  it('the fixture gives a customer more checks than the page shows, so the cut is exercised', () => {
    const counts = fixture
      .slice(0, 7)
      .map((customer) => checks.filter((row) => subjectOf(row) === identifierOf(customer)).length);
    expect(Math.max(...counts)).toBeGreaterThan(CUSTOMER_CHECKS_SHOWN);
  });

  it('an unknown code: 404', async () => {
    expect((await details('ADMIN', 'FX99999')).status).toBe(404);
  });
});

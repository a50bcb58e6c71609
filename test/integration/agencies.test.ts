import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditRecord } from '../../functions/commons/audit/audit-record';
import { createLocalClients, type LocalClients } from '../../infra/local/aws-clients';
import { seedDemoAgencies } from '../../infra/local/demo/agency-seeder';
import { DEMO_SUBJECTS, type DemoSubject } from '../../infra/local/demo/precheck-demo-subjects';
import { precheckDemoSeeder } from '../../infra/local/demo/precheck-seeder';
import { DEMO_AGENT_AGENCY, DEMO_USERS } from '../../infra/local/demo-users';
import { AGENCIES } from '../../infra/local/synthetic/channels';
import { AGENCY_CSV_HEADER } from '../../shared/agency/agency-csv';
import { refusalText } from '../../shared/refusals';
import { COLUMN_LABELS } from '../../shared/request-log/column-labels';
import { LOCAL_NAMES } from '../../shared/resources';
import type { Role } from '../../shared/roles';
import { API_ROUTES } from '../../shared/route-table';
import type { Agency } from '../../shared/schemas/agency';
import { auditRecordsOfEntity } from '../support/audit-records';
import { creditCheckRequestFor } from '../support/credit-check-request';
import { type ApiResponse, startTestStack, type TestStack } from '../support/local-stack';
import { queuedExportLines } from '../support/queued-export';
import { requestLogRowOf } from '../support/request-log-row';

/**
 * The agency mapping through the API on the emulators (its acceptance criteria): create, rename and delete
 * with their refusals, the filter and the paging of the list, the audit trail, the queued AGENCY export,
 * and the request log naming an agent's checks from the mapping as it is now. The stack starts with the
 * precheck's demo data only, so the mapping holds what these tests put in it.
 */

type AgencyRoute = 'retrieveAgencies' | 'createAgency' | 'updateAgency' | 'deleteAgency';
type Page = { agencies: Agency[]; total: number; cursor?: string };

const ADMIN = 'mario.rossi';
const AGENT = 'anna.ferrari';

let local: TestStack;
let clients: LocalClients;

beforeAll(async () => {
  local = await startTestStack({ demoSeeders: [precheckDemoSeeder], workerRetryDelaySeconds: 0 });
  clients = createLocalClients(local.stack.endpoints);
}, 120_000);

afterAll(async () => {
  clients?.destroy();
  await local?.stop();
});

async function call(
  route: AgencyRoute,
  { body, code, user = ADMIN }: { body?: unknown; code?: string; user?: string } = {},
): Promise<ApiResponse> {
  const { method, path } = API_ROUTES[route];
  const { IdToken } = await local.signIn(user);
  return local.api(method, path.replace('{code}', encodeURIComponent(code ?? '')), { token: IdToken, body });
}

async function succeeded(route: AgencyRoute, options: Parameters<typeof call>[1]) {
  const response = await call(route, options);
  expect(response.status, response.text).toBe(200);
  return response;
}

const create = (agency: Agency) => succeeded('createAgency', { body: agency });

async function page(body: Record<string, unknown>): Promise<Page> {
  return (await succeeded('retrieveAgencies', { body })).json as Page;
}

/** Every agency a filter reaches, page by page through the cursors, and the total the first page answered. */
async function everyPage(searchText?: string, pageSize = 10) {
  const filters = searchText === undefined ? {} : { searchText };
  const first = await page({ filters, pageNumber: 0, pageSize });
  const seen = [...first.agencies];
  let cursor = first.cursor;
  while (cursor) {
    const next = await page({ filters, pageNumber: 0, pageSize, cursor });
    seen.push(...next.agencies);
    // A page by cursor carries the first page's total: nothing is counted again.
    expect(next.total).toBe(first.total);
    cursor = next.cursor;
  }
  return { seen, total: first.total };
}

const errorOf = (response: ApiResponse) =>
  (response.json as { errors: { code: string; description: string }[] }).errors[0];

describe('create, rename, delete', () => {
  it('creates an agency with its code trimmed and upper-cased, and lists it', async () => {
    const response = await create({ code: '  ag-new.1 ', name: '  Nuova Agenzia S.r.l. ' } as Agency);
    expect(response.json).toEqual({ code: 'AG-NEW.1', name: 'Nuova Agenzia S.r.l.' });
    expect((await everyPage('ag-new.1')).seen).toEqual([{ code: 'AG-NEW.1', name: 'Nuova Agenzia S.r.l.' }]);
  });

  it('refuses a code that exists with 409, whatever its case, and keeps the agency as it was', async () => {
    await create({ code: 'ag1', name: 'Prima' });
    for (const code of ['AG1', 'ag1', ' Ag1 ']) {
      const response = await call('createAgency', { body: { code, name: 'Seconda' } });
      expect(response.status, response.text).toBe(409);
      expect(errorOf(response)).toEqual({ code: 'AGENCY_CODE_TAKEN', description: refusalText('AGENCY_CODE_TAKEN') });
    }
    expect((await everyPage('AG1 ')).seen).toEqual([{ code: 'AG1', name: 'Prima' }]);
  });

  it('renames an agency: the answer and the list show the new name, the code stays', async () => {
    await create({ code: 'REN-1', name: 'Nome Vecchio' });
    const response = await succeeded('updateAgency', { body: { code: 'ren-1', name: 'Nome Nuovo' } });
    expect(response.json).toEqual({ code: 'REN-1', name: 'Nome Nuovo' });
    expect((await everyPage('REN-1')).seen).toEqual([{ code: 'REN-1', name: 'Nome Nuovo' }]);
    // The list's search follows the new name and forgets the old one.
    expect((await everyPage('nome nuovo')).seen.map((agency) => agency.code)).toContain('REN-1');
    expect((await everyPage('nome vecchio')).seen).toEqual([]);
  });

  it('deletes an agency, answering it as it was; it leaves the list', async () => {
    await create({ code: 'DEL-1', name: 'Da Eliminare' });
    const response = await succeeded('deleteAgency', { code: 'del-1' });
    expect(response.json).toEqual({ code: 'DEL-1', name: 'Da Eliminare' });
    expect((await everyPage('DEL-1')).seen).toEqual([]);
  });

  it.each([
    ['a rename', 'updateAgency', { body: { code: 'MAI-ESISTITA', name: 'Nome' } }],
    ['a delete', 'deleteAgency', { code: 'MAI-ESISTITA' }],
  ] as const)('answers %s of an unknown code with 404, creating nothing', async (_, route, options) => {
    const response = await call(route, options);
    expect(response.status, response.text).toBe(404);
    expect(errorOf(response)).toEqual({ code: 'AGENCY_NOT_FOUND', description: refusalText('AGENCY_NOT_FOUND') });
    expect((await everyPage('MAI-ESISTITA')).seen).toEqual([]);
  });

  it('answers a second delete of the same code with 404', async () => {
    await create({ code: 'DEL-2', name: 'Due Volte' });
    await succeeded('deleteAgency', { code: 'DEL-2' });
    expect((await call('deleteAgency', { code: 'DEL-2' })).status).toBe(404);
  });
});

describe('bad input: 400, nothing written', () => {
  it.each([
    ['a blank code', { code: '   ', name: 'Nome' }],
    ['no code', { name: 'Nome' }],
    ['a blank name', { code: 'BAD-1', name: '  ' }],
    ['no name', { code: 'BAD-1' }],
    ['a code over 50 characters', { code: 'B'.repeat(51), name: 'Nome' }],
    ['a name over 200 characters', { code: 'BAD-1', name: 'N'.repeat(201) }],
    ['a code with a space', { code: 'BAD 1', name: 'Nome' }],
    ['a code with a slash', { code: 'BAD/1', name: 'Nome' }],
    ['a code with an accent', { code: 'BADÈ', name: 'Nome' }],
    ['a code with a quote', { code: "BAD'1", name: 'Nome' }],
    ['a name with a line break', { code: 'BAD-1', name: 'Riga\nDue' }],
    ['a code that is a number', { code: 1, name: 'Nome' }],
  ])('createAgency and updateAgency refuse %s', async (_, body) => {
    for (const route of ['createAgency', 'updateAgency'] as const) {
      const response = await call(route, { body });
      expect(response.status, `${route}: ${response.text}`).toBe(400);
    }
    expect((await everyPage('BAD')).seen).toEqual([]);
  });

  it('accepts a code of exactly 50 characters and a name of exactly 200', async () => {
    const agency = { code: `LONG${'X'.repeat(46)}`, name: 'N'.repeat(200) };
    expect((await create(agency)).json).toEqual(agency);
    await succeeded('deleteAgency', { code: agency.code });
  });

  it.each(['BAD 1', 'BAD%2F1', 'B'.repeat(51)])('deleteAgency refuses the code %j in the path', async (code) => {
    const { IdToken } = await local.signIn(ADMIN);
    const response = await local.api('DELETE', `/api/v1/deleteAgency/${code}`, { token: IdToken });
    expect(response.status, response.text).toBe(400);
  });

  it.each([
    ['an unknown filter', { filters: { name: 'x' }, pageNumber: 0, pageSize: 10 }],
    ['a page too large', { pageNumber: 0, pageSize: 1000 }],
    ['a malformed cursor', { pageNumber: 0, pageSize: 10, cursor: 'not a cursor!' }],
  ])('retrieveAgencies refuses %s', async (_, body) => {
    expect((await call('retrieveAgencies', { body })).status).toBe(400);
  });
});

describe('roles', () => {
  const others = DEMO_USERS.filter((user) => user.role !== 'ADMIN');
  const requests: [AgencyRoute, { body?: unknown; code?: string }][] = [
    ['retrieveAgencies', { body: {} }],
    ['createAgency', { body: { code: 'ROLE-1', name: 'Nome' } }],
    ['updateAgency', { body: { code: 'AG1', name: 'Altro Nome' } }],
    ['deleteAgency', { code: 'AG1' }],
  ];

  it.each(others.map((user) => [user.role, user.username] as [Role, string]))(
    '%s (%s) is refused every agency call with 403, and changes nothing',
    async (_, user) => {
      for (const [route, options] of requests) {
        const response = await call(route, { ...options, user });
        expect(response.status, `${route}: ${response.text}`).toBe(403);
      }
      expect((await everyPage('AG1')).seen).toEqual([{ code: 'AG1', name: 'Prima' }]);
      expect((await everyPage('ROLE-1')).seen).toEqual([]);
    },
  );

  it.each(others.filter((user) => user.role !== 'AGENT').map((user) => user.username))(
    '%s may not queue the AGENCY export (403)',
    async (user) => {
      const { IdToken } = await local.signIn(user);
      const response = await local.api('POST', '/api/v1/exportFileAsync', {
        token: IdToken,
        body: { extractionType: 'AGENCY', filters: {}, filename: `agenzie_${user}`, fileSeparator: ';' },
      });
      expect(response.status, response.text).toBe(403);
    },
  );
});

/**
 * Sixty agencies whose names repeat a few words with and without accents and in any case, and whose codes
 * share parts, so each search below finds some of them and misses others.
 */
const WORDS = ['Città Energia', 'SOCIETÀ servizi', 'Caffè Vendite', 'Rossi  Multiservizi', 'Perché Consulting'];
const LISTED: Agency[] = Array.from({ length: 60 }, (_, index) => ({
  code: `${index % 3 === 0 ? 'CITTA' : 'LST'}-${String(index).padStart(3, '0')}`,
  name: `${WORDS[index % WORDS.length]} ${['S.r.l.', 'S.p.A.', 'di Bianchi'][index % 3]}`,
}));

/** The test's own reading of 'case and accents ignored', written apart from the server's (shared/search-text.ts). */
const folded = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('it')
    .split(/\s+/)
    .filter(Boolean)
    .join(' ');
const matches = (agency: Agency, typed: string) => folded(`${agency.code} ${agency.name}`).includes(folded(typed));
const codesOf = (agencies: readonly Agency[]) => agencies.map((agency) => agency.code).sort();

describe('the list', () => {
  const created: Agency[] = [];

  beforeAll(async () => {
    // One at a time: each is created after the one before, so the list's order (newest first) is known.
    for (const agency of LISTED) created.push((await create(agency)).json as Agency);
  }, 60_000);

  it('pages by cursor through exactly the total, newest first, each agency once', async () => {
    const { seen, total } = await everyPage(undefined, 7);
    expect(seen).toHaveLength(total);
    expect(new Set(codesOf(seen)).size).toBe(total);
    // The listed agencies are the newest: they come first, the last one created on top.
    expect(seen.slice(0, LISTED.length)).toEqual([...created].reverse());
  });

  it('answers a page by number as the cursor reaches it, and an empty page past the end', async () => {
    const third = await page({ pageNumber: 2, pageSize: 7 });
    let byCursor = await page({ pageNumber: 0, pageSize: 7 });
    for (let step = 0; step < 2; step++) byCursor = await page({ pageNumber: 0, pageSize: 7, cursor: byCursor.cursor });
    expect(third.agencies).toEqual(byCursor.agencies);
    expect(await page({ pageNumber: 99, pageSize: 7 })).toEqual({ agencies: [], total: third.total });
  });

  it('refuses the cursor of another search with 400 INVALID_CURSOR', async () => {
    const { cursor } = await page({ filters: { searchText: 'citta' }, pageNumber: 0, pageSize: 5 });
    const response = await call('retrieveAgencies', {
      body: { filters: { searchText: 'caffe' }, pageSize: 5, cursor },
    });
    expect(response.status, response.text).toBe(400);
    expect(errorOf(response)?.code).toBe('INVALID_CURSOR');
  });

  it.each([
    'citta',
    'CITTÀ',
    'Città energia',
    'società servizi',
    'SOCIETA',
    'caffe',
    'CAFFÈ VENDITE',
    '  rossi   multiservizi ',
    'perche',
    'lst-01',
    'CITTA-00',
    's.p.a.',
    'bianchi',
    'nessuna corrispondenza',
  ])('filtered by %j: exactly the agencies whose code or name match, case and accents ignored', async (typed) => {
    const everything = (await everyPage()).seen;
    const expected = everything.filter((agency) => matches(agency, typed));
    const { seen, total } = await everyPage(typed, 8);
    expect(total).toBe(expected.length);
    expect(codesOf(seen)).toEqual(codesOf(expected));
    // The search is no pass-through: most searches leave agencies out.
    if (typed !== 'nessuna corrispondenza') expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(everything.length);
  });

  it('exports the filtered list as a queued AGENCY file: the shared header, the rows in the list’s order', async () => {
    const { seen } = await everyPage('citta');
    const { job, lines } = await queuedExportLines(local, ADMIN, {
      extractionType: 'AGENCY',
      filters: { searchText: 'citta' },
      filename: `agenzie_citta_${Date.now()}`,
    });
    expect(job.recordCount).toBe(seen.length);
    expect(lines).toEqual([AGENCY_CSV_HEADER.join(';'), ...seen.map((agency) => `${agency.code};${agency.name}`)]);
  });
});

describe('the audit trail', () => {
  const recordsOf = (code: string) => auditRecordsOfEntity(clients.documentClient, 'AGENCY', code);

  it('keeps one record per call: the agency after a create, before and after a rename, before a delete', async () => {
    await create({ code: 'AUD-1', name: 'Prima Versione' });
    await succeeded('updateAgency', { body: { code: 'AUD-1', name: 'Seconda Versione' } });
    await succeeded('deleteAgency', { code: 'AUD-1' });
    const records = await recordsOf('AUD-1');
    expect(records).toHaveLength(3);
    // Newest first.
    const [deleted, renamed, created] = records as [AuditRecord, AuditRecord, AuditRecord];
    const stored = { code: 'AUD-1', createdBy: ADMIN, updatedBy: ADMIN };
    expect(created).toMatchObject({
      route: 'createAgency',
      entityType: 'AGENCY',
      outcome: 'SUCCEEDED',
      user: ADMIN,
      role: 'ADMIN',
      before: null,
      after: { ...stored, name: 'Prima Versione' },
    });
    expect(renamed).toMatchObject({
      route: 'updateAgency',
      outcome: 'SUCCEEDED',
      before: { ...stored, name: 'Prima Versione' },
      after: { ...stored, name: 'Seconda Versione' },
    });
    expect(deleted).toMatchObject({
      route: 'deleteAgency',
      outcome: 'SUCCEEDED',
      before: { ...stored, name: 'Seconda Versione' },
      after: null,
    });
    // The rename moved the last change, not the creation.
    const after = renamed.after as { createdAt: string; updatedAt: string };
    expect(after.updatedAt > after.createdAt).toBe(true);
    expect((created.after as { createdAt: string }).createdAt).toBe(after.createdAt);
  });

  it('files a refused call under the code it refused, with nothing before or after', async () => {
    const response = await call('updateAgency', { body: { code: 'AUD-MISSING', name: 'Nome' } });
    expect(response.status).toBe(404);
    expect(await recordsOf('AUD-MISSING')).toMatchObject([
      {
        route: 'updateAgency',
        outcome: 'REFUSED',
        status: 404,
        errorCode: 'AGENCY_NOT_FOUND',
        before: null,
        after: null,
      },
    ]);
  });
});

describe('the request log names an agent’s checks from the mapping', () => {
  const prospect = DEMO_SUBJECTS.find((subject) => subject.expected.code === 'EX400') as DemoSubject;

  async function checkAs(username: string): Promise<number> {
    const { IdToken } = await local.signIn(username);
    const response = await local.api('POST', '/api/v1/creditcheck', {
      token: IdToken,
      body: creditCheckRequestFor(prospect),
    });
    expect(response.status, response.text).toBe(200);
    return (response.json as { idRequest: number }).idRequest;
  }

  /** The row in the selected-rows CSV, as its two agency cells. */
  async function csvAgencyCells(idRequest: number) {
    const { IdToken } = await local.signIn(ADMIN);
    const response = await local.api('POST', '/api/v1/exportDossierList', {
      token: IdToken,
      body: { customerCodes: [String(idRequest)] },
    });
    expect(response.status, response.text).toBe(200);
    const [header, row] = response.text
      .slice(1)
      .split('\r\n')
      .map((line) => line.split(';'));
    const cell = (label: string) => row?.[header?.indexOf(label) ?? -1];
    return [cell(COLUMN_LABELS.acquisitionAgency), cell(COLUMN_LABELS.acquisitionAgencyName)];
  }

  let agentCheck: number;

  it('the demo agent works for the first synthetic agency', () => {
    expect(DEMO_USERS.find((user) => user.username === AGENT)?.agencyCode).toBe(AGENCIES[0]?.code);
  });

  it('an agent’s check carries its agency code; with no mapping yet it has no name', async () => {
    agentCheck = await checkAs(AGENT);
    expect(await requestLogRowOf(local, agentCheck)).toMatchObject({
      acquisitionChannel: 'AGENZIA',
      acquisitionAgency: DEMO_AGENT_AGENCY,
      acquisitionAgencyName: null,
    });
  });

  it('a back-office check carries no agency', async () => {
    expect(await requestLogRowOf(local, await checkAs(ADMIN))).toMatchObject({
      acquisitionChannel: 'BACK_OFFICE',
      acquisitionAgency: null,
      acquisitionAgencyName: null,
    });
  });

  it('shows the mapping’s name once the code is mapped, and the new name after a rename, with its code', async () => {
    await create({ code: DEMO_AGENT_AGENCY, name: 'Agenzia Demo' });
    expect(await requestLogRowOf(local, agentCheck)).toMatchObject({
      acquisitionAgency: DEMO_AGENT_AGENCY,
      acquisitionAgencyName: 'Agenzia Demo',
    });
    await succeeded('updateAgency', { body: { code: DEMO_AGENT_AGENCY, name: 'Agenzia Demo Rinominata' } });
    expect(await requestLogRowOf(local, agentCheck)).toMatchObject({
      acquisitionAgency: DEMO_AGENT_AGENCY,
      acquisitionAgencyName: 'Agenzia Demo Rinominata',
    });
  });

  it('names it the same in the CSV of selected rows and in the queued REQUEST_LOG export', async () => {
    expect(await csvAgencyCells(agentCheck)).toEqual([DEMO_AGENT_AGENCY, 'Agenzia Demo Rinominata']);
    const { lines } = await queuedExportLines(local, ADMIN, {
      extractionType: 'REQUEST_LOG',
      filters: { requestId: agentCheck },
      filename: `pratica_agenzia_${Date.now()}`,
    });
    const [header, row] = lines.map((line) => line.split(';'));
    expect(row?.[header?.indexOf(COLUMN_LABELS.acquisitionAgencyName) ?? -1]).toBe('Agenzia Demo Rinominata');
  });

  it('shows no name once the agency is deleted, and keeps the code', async () => {
    await succeeded('deleteAgency', { code: DEMO_AGENT_AGENCY });
    expect(await requestLogRowOf(local, agentCheck)).toMatchObject({
      acquisitionAgency: DEMO_AGENT_AGENCY,
      acquisitionAgencyName: null,
    });
    expect(await csvAgencyCells(agentCheck)).toEqual([DEMO_AGENT_AGENCY, '']);
  });
});

describe('the demo mapping', () => {
  it('seeds the forty synthetic agencies once: a second run writes nothing and a rename made since stays', async () => {
    const table = LOCAL_NAMES.table('data');
    const before = (await page({ pageNumber: 0, pageSize: 1 })).total;
    expect(await seedDemoAgencies(clients.documentClient, table)).toBe(AGENCIES.length);
    const [first] = AGENCIES as [Agency];
    await succeeded('updateAgency', { body: { code: first.code, name: 'Rinominata dopo il seed' } });
    expect(await seedDemoAgencies(clients.documentClient, table)).toBe(0);
    expect((await page({ pageNumber: 0, pageSize: 1 })).total).toBe(before + AGENCIES.length);
    expect((await everyPage(first.code)).seen).toEqual([{ code: first.code, name: 'Rinominata dopo il seed' }]);
  });
});

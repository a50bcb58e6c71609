import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SUBJECTS } from '../../infra/local/demo/precheck-demo-subjects';
import { DEMO_USERS } from '../../infra/local/demo-users';
import type { Customer } from '../../shared/customers/customer-fields';
import type { OpenApiDocument } from '../../shared/openapi/document-schema';
import { openApiDocument } from '../../shared/openapi/openapi-document';
import type { AggregatedRow, RequestLogRow } from '../../shared/request-log/row';
import type { Role } from '../../shared/roles';
import { API_ROUTES, NOT_IMPLEMENTED_HANDLER, ROUTE_NAMES, type RouteName } from '../../shared/route-table';
import type { BlacklistResponse, BlacklistVersion } from '../../shared/schemas/blacklist';
import type { Configuration } from '../../shared/schemas/configuration';
import { aggregatedCode } from '../../shared/schemas/request-log';
import type { WhitelistSubject } from '../../shared/schemas/whitelist';
import { defaultAggregatedRange, italianToday } from '../../shared/validators/ranges';
import { zippedCsv } from '../support/blacklist-api';
import { blacklistCsv, blacklistRows } from '../support/blacklist-load';
import { APPROVER, changedFrom, deleteBody, updateBody, versionBody } from '../support/configuration-api';
import { creditCheckRequestFor } from '../support/credit-check-request';
import { fixtureCsv, fixtureSubjects, personCode } from '../support/enrichment-fixture';
import type { ApiOptions, ApiResponse } from '../support/local-stack';
import { startTestStack, type TestStack } from '../support/local-stack';
import { contractChecker } from '../support/openapi-contract';
import { eventually } from '../support/queues';
import { zipBomb, zipOf } from '../support/zip-fixtures';

/**
 * The OpenAPI document against the running product: it is served to the roles that may read it, and
 * real answers of every implemented route (successes and failures) and the failures every route shares
 * (401, 403, 400, 404) conform to the schema the document gives for that route and status.
 */

let local: TestStack;
let served: OpenApiDocument;
let checker: ReturnType<typeof contractChecker>;
const tokens = {} as Record<Role, string>;

beforeAll(async () => {
  local = await startTestStack();
  // The first demo user of each role: ADMIN is mario.rossi, whose jobs the download below names.
  for (const user of DEMO_USERS) tokens[user.role] ??= (await local.signIn(user.username)).IdToken;
  const response = await local.api('GET', '/api/v1/openapi.json', { token: tokens.ADMIN });
  served = response.json as OpenApiDocument;
  checker = contractChecker(served);
}, 120_000);

afterAll(async () => {
  await local?.stop();
});

const pathOf = (name: RouteName, params: Record<string, string> = {}) =>
  API_ROUTES[name].path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));

interface Call extends ApiOptions {
  params?: Record<string, string>;
  query?: string;
  role?: Role;
}

/** Calls a route as ADMIN (unless told), expects the status, and checks the answer against the document. */
async function conforming(name: RouteName, status: number, { params, query, role = 'ADMIN', ...options }: Call = {}) {
  const route = API_ROUTES[name];
  const url = pathOf(name, params) + (query ? `?${query}` : '');
  const response = await local.api(route.method, url, { token: tokens[role], ...options });
  expect(response.status, `${route.method} ${url}: ${response.text.slice(0, 300)}`).toBe(status);
  expect(checker.route(name, response), `${route.method} ${url} ${status}`).toEqual([]);
  return response;
}

const json = <T>(response: ApiResponse) => response.json as T;

describe('GET /api/v1/openapi.json', () => {
  it('serves ADMIN the document generated from the route table', async () => {
    const response = await conforming('openApiDocument', 200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.json).toEqual(openApiDocument());
  });

  it.each(['RISK_OFFICER', 'ANALISTA', 'AGENT'] as const)('refuses %s with 403 in the error shape', async (role) => {
    const response = await conforming('openApiDocument', 403, { role });
    expect(json<{ errors: { code: string }[] }>(response).errors[0]?.code).toBe('FORBIDDEN');
  });

  it('refuses a call without a token with 401', async () => {
    await conforming('openApiDocument', 401, { token: undefined });
  });
});

const implemented = ROUTE_NAMES.filter((name) => (API_ROUTES[name].handler as string) !== NOT_IMPLEMENTED_HANDLER);

describe('answers of every implemented route conform to the document', () => {
  const covered = new Set<RouteName>();
  const exercise = (name: RouteName, title: string, run: () => Promise<unknown>) =>
    it(`${name}: ${title}`, async () => {
      await run();
      covered.add(name);
    });

  const prospect = DEMO_SUBJECTS.find((subject) => subject.expected.code === 'EX400');
  const blacklisted = DEMO_SUBJECTS.find((subject) => subject.expected.code === 'EX305');
  const creditCheck = (subject: (typeof DEMO_SUBJECTS)[number] | undefined) => {
    if (!subject) throw new Error('The demo subjects changed');
    return creditCheckRequestFor(subject, 'ELE');
  };

  exercise('creditCheck', 'a green and a red light, and a refused subject', async () => {
    await conforming('creditCheck', 200, { role: 'AGENT', body: creditCheck(prospect) });
    await conforming('creditCheck', 200, { body: creditCheck(blacklisted) });
    await conforming('creditCheck', 400, { body: { ...creditCheck(prospect), taxCode: 'RSSMRA85T10A562' } });
  });

  exercise('provinces', 'the provinces', async () => {
    expect(json<unknown[]>(await conforming('provinces', 200)).length).toBeGreaterThan(100);
  });

  exercise('cities', 'a province’s municipalities and an unknown province', async () => {
    await conforming('cities', 200, { params: { provinceCode: 'RM' } });
    await conforming('cities', 404, { params: { provinceCode: 'ZZ' } });
  });

  // The customers: the demo seeds the precheck's customers (and the demo customer seeder more).
  let customerCodes: string[] = [];

  exercise('clientsList', 'a page, the next by cursor, a filtered page, an inverted invoiced range', async () => {
    const first = json<{ customers: { jsonValue: Customer }[]; cursor?: string }>(
      await conforming('clientsList', 200, { body: { pageSize: 2 } }),
    );
    customerCodes = first.customers.map((row) => row.jsonValue.A_CODICE_CLIENTE);
    expect(customerCodes.length).toBeGreaterThan(0);
    // The precheck's demo customers alone are more than a page of two.
    expect(first.cursor).toBeDefined();
    await conforming('clientsList', 200, { body: { pageSize: 2, cursor: first.cursor } });
    await conforming('clientsList', 200, {
      role: 'ANALISTA_TUTELATO',
      body: { filters: { performanceClass: ['1', '2'], invoiced: { from: -2000, to: 10_000 }, companyName: 'caffè' } },
    });
    await conforming('clientsList', 400, { body: { filters: { invoiced: { from: 10, to: -10 } } } });
  });

  exercise('customerKpi', 'the KPIs of every customer and of a filter, an unknown class', async () => {
    await conforming('customerKpi', 200, { body: { filters: {} } });
    await conforming('customerKpi', 200, { role: 'ANALISTA_LIBERO', body: { filters: { dunningIndex: ['2'] } } });
    await conforming('customerKpi', 400, { body: { filters: { performanceClass: ['9'] } } });
  });

  exercise('invoicedRangeLimits', 'the slider’s limits', async () => {
    await conforming('invoicedRangeLimits', 200, { role: 'ANALISTA_TUTELATO' });
  });

  exercise('exportClientsList', 'a CSV of selected customers', async () => {
    const response = await conforming('exportClientsList', 200, { body: { customerCodes } });
    expect(response.headers.get('content-type')).toContain('text/csv');
  });

  exercise('customerDetails', 'a customer, an unknown code, a code that cannot be one', async () => {
    await conforming('customerDetails', 200, { params: { customerCode: customerCodes[0] as string } });
    await conforming('customerDetails', 404, { params: { customerCode: 'MAI-ESISTITO' } });
    await conforming('customerDetails', 400, { params: { customerCode: 'NO CODE' } });
  });

  const aggregatedRange = defaultAggregatedRange(italianToday());
  let logRows: RequestLogRow[] = [];
  let aggregatedRows: AggregatedRow[] = [];

  exercise('requestLog', 'a page with rows, the next page by cursor, a foreign cursor', async () => {
    const first = json<{ requestLogs: { jsonValue: RequestLogRow }[]; cursor?: string }>(
      await conforming('requestLog', 200, { body: { pageSize: 5 } }),
    );
    logRows = first.requestLogs.map((row) => row.jsonValue);
    expect(logRows.length).toBeGreaterThan(0);
    expect(first.cursor).toBeDefined();
    await conforming('requestLog', 200, { body: { pageSize: 5, cursor: first.cursor } });
    await conforming('requestLog', 400, { body: { pageSize: 7, cursor: first.cursor } });
  });

  exercise('requestLogKpi', 'the KPIs of the default month and of a range', async () => {
    await conforming('requestLogKpi', 200);
    const filters = JSON.stringify({ dateRange: { startDate: '2026-01-01', endDate: '2026-01-31' } });
    await conforming('requestLogKpi', 200, { query: `filters=${encodeURIComponent(filters)}` });
    await conforming('requestLogKpi', 400, { query: 'filters=%7Bnot-json' });
  });

  exercise('requestLogCheck', 'a check of the list, an unknown one, an id that cannot be one', async () => {
    const idRequest = String(logRows[0]?.idRequest);
    await conforming('requestLogCheck', 200, { params: { idRequest } });
    await conforming('requestLogCheck', 404, { params: { idRequest: '999999999' } });
    await conforming('requestLogCheck', 400, { params: { idRequest: 'abc' } });
  });

  exercise('exportDossierList', 'a CSV of selected rows', async () => {
    const ids = logRows.map((row) => String(row.idRequest));
    const response = await conforming('exportDossierList', 200, { body: { customerCodes: ids } });
    expect(response.headers.get('content-type')).toContain('text/csv');
  });

  exercise('groupedRequestLog', 'a page of subjects and months', async () => {
    const page = json<{ groupedRequestLogs: { jsonValue: AggregatedRow }[] }>(
      await conforming('groupedRequestLog', 200, { body: { pageSize: 5, filters: { dateRange: aggregatedRange } } }),
    );
    aggregatedRows = page.groupedRequestLogs.map((row) => row.jsonValue);
    expect(aggregatedRows.length).toBeGreaterThan(0);
  });

  exercise('groupedRequestLogsBusinessKpi', 'the business KPIs of the default range', async () => {
    await conforming('groupedRequestLogsBusinessKpi', 200, { body: { dateRange: aggregatedRange } });
  });

  exercise('exportDossierListAggregated', 'a CSV of selected subjects and months', async () => {
    const codes = aggregatedRows.map((row) => aggregatedCode(row));
    await conforming('exportDossierListAggregated', 200, { body: { customerCodes: codes } });
  });

  const fileName = `contratto_${Date.now()}`;
  const exportBody = { extractionType: 'REQUEST_LOG', filters: {}, filename: fileName, fileSeparator: ';' };

  exercise('exportFileAsync', 'a queued export, the same name again, the customers with bad filters', async () => {
    await conforming('exportFileAsync', 200, { body: exportBody });
    await conforming('exportFileAsync', 409, { body: exportBody });
    const customers = { ...exportBody, extractionType: 'CUSTOMER', filename: `clienti_${Date.now()}` };
    await conforming('exportFileAsync', 200, { body: { ...customers, filters: { performanceClass: ['4'] } } });
    await conforming('exportFileAsync', 400, {
      body: { ...customers, filename: 'clienti_errati', filters: { invoiced: { from: 1, to: 0 } } },
    });
  });

  exercise('checkExportFilename', 'a name taken and a free one', async () => {
    expect(json(await conforming('checkExportFilename', 200, { params: { filename: fileName } }))).toBe(true);
    expect(json(await conforming('checkExportFilename', 200, { params: { filename: 'libero' } }))).toBe(false);
  });

  exercise('exportFilesList', 'the jobs, and the job once ready', async () => {
    await eventually(async () => {
      const response = await conforming('exportFilesList', 200, {
        query: `filters=${encodeURIComponent(JSON.stringify({ fileName }))}`,
      });
      return json<{ exports: { status: string }[] }>(response).exports[0]?.status === 'READY';
    }, 30_000);
  });

  exercise('downloadFileUrl', 'a ready file and an unknown one', async () => {
    const job = { userId: 'mario.rossi', exportType: 'REQUEST_LOG', fileName };
    await conforming('downloadFileUrl', 200, { body: job });
    await conforming('downloadFileUrl', 404, { body: { ...job, fileName: 'mai_esistito' } });
  });

  exercise('uploadEnricherFile', 'a file of three subjects and a file that is no zip', async () => {
    const data = zipOf([{ name: 'soggetti.csv', data: Buffer.from(fixtureCsv(fixtureSubjects(3)), 'utf8') }]);
    const body = { realFilename: 'soggetti.csv', fileSeparator: ';', note: null };
    await conforming('uploadEnricherFile', 200, {
      body: { ...body, outputFilename: `arricchito_${Date.now()}`, data: data.toString('base64') },
    });
    await conforming('uploadEnricherFile', 400, {
      body: { ...body, outputFilename: `illeggibile_${Date.now()}`, data: Buffer.from('no zip').toString('base64') },
    });
  });

  const clusterBody = (configurationClusterId: string) => ({
    pageNumber: 0,
    pageSize: 10,
    configurationClusterId,
    configurationCheckId: 'PRECHECK_SAS',
  });
  const clusterOf = async (status: string) =>
    json<{ configurations: Configuration[] }>(
      await conforming('getConfigurationCluster', 200, { body: clusterBody(status) }),
    ).configurations;
  // ADMIN (mario.rossi) prepares; the second administrator publishes (four-eyes).
  const otherAdministrator = async () => ({ token: (await local.signIn(APPROVER)).IdToken });
  let prepared: Configuration;

  exercise('getConfigurationCluster', 'the three clusters and another check', async () => {
    for (const status of ['UPDATING', 'CURRENT', 'ARCHIVED']) await clusterOf(status);
    await conforming('getConfigurationCluster', 400, {
      body: { ...clusterBody('CURRENT'), configurationCheckId: 'OTHER' },
    });
  });

  exercise('updateConfiguration', 'an edit of CURRENT, the same again, an invalid file, an unknown id', async () => {
    const [current] = (await clusterOf('CURRENT')) as [Configuration];
    const body = updateBody(current, changedFrom(current.configurationFile));
    prepared = json(await conforming('updateConfiguration', 200, { body }));
    await conforming('updateConfiguration', 409, { body });
    await conforming('updateConfiguration', 400, {
      body: updateBody(current, { ...current.configurationFile, whitelistReasonParams: [] }),
    });
    await conforming('updateConfiguration', 404, { body: { ...body, id: 'mai-esistita' } });
  });

  exercise('runBacktest', 'a draft on the default period, the version in force, a period too long', async () => {
    const run = json<{ status: string }>(
      await conforming('runBacktest', 200, { body: { target: { kind: 'CONFIGURATION', id: prepared.id } } }),
    );
    expect(run.status).toBe('DONE');
    const [current] = (await clusterOf('CURRENT')) as [Configuration];
    await conforming('runBacktest', 409, { body: { target: { kind: 'CONFIGURATION', id: current.id } } });
    await conforming('runBacktest', 404, { body: { target: { kind: 'RADIATI', id: 'mai-esistita' } } });
    const period = { startDate: '2024-01-01', endDate: '2025-06-30' };
    await conforming('runBacktest', 400, { body: { target: { kind: 'CONFIGURATION', id: prepared.id }, period } });
  });

  exercise('getBacktest', 'the latest run of a draft, and of a version never run', async () => {
    await conforming('getBacktest', 200, { params: { kind: 'CONFIGURATION', id: prepared.id } });
    await conforming('getBacktest', 200, { params: { kind: 'CEDUTI', id: 'mai-simulata' } });
  });

  exercise('backtestChanges', 'the checks a run moved, a foreign cursor', async () => {
    const filters = { kind: 'CONFIGURATION', id: prepared.id };
    await conforming('backtestChanges', 200, { body: { filters, pageNumber: 0, pageSize: 50 } });
    await conforming('backtestChanges', 400, { body: { filters: { ...filters, transitions: ['nessuna'] } } });
  });

  exercise('publishUpdatingConfiguration', 'its last editor, a second administrator, a CURRENT', async () => {
    await conforming('publishUpdatingConfiguration', 403, { body: versionBody(prepared) });
    const published = json<Configuration>(
      await conforming('publishUpdatingConfiguration', 200, {
        body: versionBody(prepared),
        ...(await otherAdministrator()),
      }),
    );
    await conforming('publishUpdatingConfiguration', 409, { body: versionBody(published) });
  });

  exercise('publishArchivedConfiguration', 'a restore, a CURRENT, an unknown id', async () => {
    const [archived] = (await clusterOf('ARCHIVED')) as [Configuration];
    const restored = json<Configuration>(
      await conforming('publishArchivedConfiguration', 200, { body: versionBody(archived) }),
    );
    await conforming('publishArchivedConfiguration', 409, { body: versionBody(restored) });
    await conforming('publishArchivedConfiguration', 404, { body: versionBody({ id: 'mai-esistita', version: 1 }) });
  });

  exercise('deleteUpdatingConfiguration', 'the version being prepared, then again', async () => {
    const [current] = (await clusterOf('CURRENT')) as [Configuration];
    const pending = json<Configuration>(
      await conforming('updateConfiguration', 200, {
        body: updateBody(current, changedFrom(current.configurationFile)),
      }),
    );
    await conforming('deleteUpdatingConfiguration', 200, { body: deleteBody(pending) });
    await conforming('deleteUpdatingConfiguration', 404, { body: deleteBody(pending) });
  });

  // The black lists: mario.rossi (ADMIN) uploads, the second administrator publishes (four-eyes).
  const blacklistUpload = (filename: string, data = zippedCsv(blacklistCsv(blacklistRows(3, 4000)))) => ({
    filename,
    data,
    blType: 'RADIATI',
    note: null,
  });
  const blacklistOf = async (kind = 'RADIATI') =>
    json<BlacklistResponse>(await conforming('getBlacklist', 200, { params: { kind } }));
  /** The RADIATI version being prepared, once loaded by the worker. */
  const loadedBlacklist = async () => {
    await eventually(async () => (await blacklistOf()).publishing.every((version) => version.status !== 'LOADING'));
    return (await blacklistOf()).publishing[0] as BlacklistVersion;
  };
  let blacklistReady: BlacklistVersion;

  exercise('getBlacklist', 'both lists, a page of the history, a page too large, an unknown kind', async () => {
    expect((await blacklistOf('RADIATI')).active.length).toBeGreaterThan(0);
    await blacklistOf('CEDUTI');
    await conforming('getBlacklist', 200, { params: { kind: 'CEDUTI' }, query: 'pageNumber=1&pageSize=1' });
    await conforming('getBlacklist', 400, { params: { kind: 'CEDUTI' }, query: 'pageSize=1000' });
    await conforming('getBlacklist', 400, { params: { kind: 'ALTRI' } });
  });

  exercise('uploadBlacklist', 'no zip, a zip bomb, a file, another while it is prepared', async () => {
    // Read only while nothing is prepared: once a version is, every upload is answered 409 first.
    await conforming('uploadBlacklist', 400, {
      body: blacklistUpload('illeggibile', Buffer.from('no zip').toString('base64')),
    });
    await conforming('uploadBlacklist', 413, { body: blacklistUpload('bomba', zipBomb(30).toString('base64')) });
    await conforming('uploadBlacklist', 200, { body: blacklistUpload('radiati_contratto') });
    await conforming('uploadBlacklist', 409, { body: blacklistUpload('radiati_secondo') });
    blacklistReady = await loadedBlacklist();
    expect(blacklistReady.status).toBe('READY');
  });

  exercise('publishBlacklist', 'its uploader, a second administrator, the same again, an unknown id', async () => {
    const params = { id: blacklistReady.id };
    await conforming('publishBlacklist', 403, { params });
    await conforming('publishBlacklist', 200, { params, ...(await otherAdministrator()) });
    await conforming('publishBlacklist', 409, { params });
    await conforming('publishBlacklist', 404, { params: { id: 'mai-esistita' } });
  });

  exercise('recoverBlacklist', 'an archived version, the ACTIVE, an unknown id, a blank note', async () => {
    const lists = await blacklistOf();
    const archived = lists.archive[0] as BlacklistVersion;
    const active = lists.active.find((version) => version.status === 'ACTIVE') as BlacklistVersion;
    await conforming('recoverBlacklist', 200, { body: { id: archived.id, note: 'Ripristino' } });
    await conforming('recoverBlacklist', 409, { body: { id: active.id, note: 'Ripristino' } });
    await conforming('recoverBlacklist', 404, { body: { id: 'mai-esistita', note: 'Ripristino' } });
    await conforming('recoverBlacklist', 400, { body: { id: archived.id, note: '  ' } });
  });

  exercise('deleteBlacklist', 'a READY version, then again, the ACTIVE', async () => {
    await conforming('uploadBlacklist', 200, { body: blacklistUpload('radiati_da_eliminare') });
    const ready = await loadedBlacklist();
    await conforming('deleteBlacklist', 200, { params: { id: ready.id } });
    await conforming('deleteBlacklist', 404, { params: { id: ready.id } });
    const active = (await blacklistOf()).active.find((version) => version.status === 'ACTIVE') as BlacklistVersion;
    await conforming('deleteBlacklist', 409, { params: { id: active.id } });
  });

  exercise('downloadFileUrl', 'a black-list version and one of another uploader', async () => {
    const body = { exportType: 'BLACKLIST', fileName: blacklistReady.downloadName, userId: blacklistReady.userId };
    await conforming('downloadFileUrl', 200, { body });
    await conforming('downloadFileUrl', 404, { body: { ...body, userId: 'chiara.ferri' } });
  });

  // The agency mapping: the demo seeds the forty synthetic agencies, so the list has pages.
  exercise('retrieveAgencies', 'a page, the next by cursor, a filtered page, a foreign cursor', async () => {
    const first = json<{ cursor?: string }>(await conforming('retrieveAgencies', 200, { body: { pageSize: 5 } }));
    expect(first.cursor).toBeDefined();
    await conforming('retrieveAgencies', 200, { body: { pageSize: 5, cursor: first.cursor } });
    await conforming('retrieveAgencies', 200, { body: { filters: { searchText: 'energia' } } });
    await conforming('retrieveAgencies', 400, { body: { pageSize: 7, cursor: first.cursor } });
  });

  const contractAgency = { code: 'CONTRATTO-1', name: 'Agenzia del contratto' };

  exercise('createAgency', 'a new code, the same code again, a blank name', async () => {
    await conforming('createAgency', 200, { body: contractAgency });
    await conforming('createAgency', 409, { body: contractAgency });
    await conforming('createAgency', 400, { body: { ...contractAgency, name: ' ' } });
  });

  exercise('updateAgency', 'a rename and an unknown code', async () => {
    await conforming('updateAgency', 200, { body: { ...contractAgency, name: 'Agenzia rinominata' } });
    await conforming('updateAgency', 404, { body: { code: 'MAI-ESISTITA', name: 'Nome' } });
  });

  exercise('deleteAgency', 'the agency, then again, a code no agency can have', async () => {
    await conforming('deleteAgency', 200, { params: { code: contractAgency.code } });
    await conforming('deleteAgency', 404, { params: { code: contractAgency.code } });
    await conforming('deleteAgency', 400, { params: { code: 'NO CODE' } });
  });

  // The white list: the demo seeds a handful of entries in the last month; this subject is in none.
  const whitelistBody = {
    taxCode: personCode(60_000).taxCode,
    vatRegistrationNo: null,
    companyName: 'Soggetto del contratto',
    reasonDescription: 'Altro',
    note: null,
  };
  let whitelisted: WhitelistSubject;

  exercise('getWhitelistConfiguration', 'the CURRENT configuration’s reasons and days', async () => {
    await conforming('getWhitelistConfiguration', 200, { role: 'RISK_OFFICER' });
  });

  exercise('addToWhitelist', 'a subject, the same again, a wrong tax code, an unknown reason', async () => {
    whitelisted = json(await conforming('addToWhitelist', 200, { body: whitelistBody }));
    await conforming('addToWhitelist', 409, { body: whitelistBody });
    await conforming('addToWhitelist', 400, { body: { ...whitelistBody, taxCode: 'RSSMRA85T10A562' } });
    await conforming('addToWhitelist', 400, { body: { ...whitelistBody, reasonDescription: 'Sconosciuta' } });
  });

  exercise('getWhitelist', 'a page, the next by cursor, a filtered page, a foreign cursor', async () => {
    const first = json<{ cursor?: string }>(await conforming('getWhitelist', 200, { body: { pageSize: 2 } }));
    expect(first.cursor).toBeDefined();
    await conforming('getWhitelist', 200, { body: { pageSize: 2, cursor: first.cursor } });
    await conforming('getWhitelist', 200, {
      body: { filters: { vatNumber: whitelistBody.taxCode, companyName: 'contratto', onlyActiveSubjects: true } },
    });
    await conforming('getWhitelist', 400, { body: { pageSize: 3, cursor: first.cursor } });
  });

  exercise('revokeWhitelist', 'an entry, then again, an id no entry has', async () => {
    await conforming('revokeWhitelist', 200, { params: { id: whitelisted.id }, role: 'RISK_OFFICER' });
    await conforming('revokeWhitelist', 409, { params: { id: whitelisted.id } });
    await conforming('revokeWhitelist', 404, { params: { id: 'WL-20260101-ZZZZZZ' } });
  });

  // Users and roles: a user made for the contract, changed by every call of the back office.
  const contractUser = { username: 'contratto.utente', email: 'contratto.utente@esempio.it', role: 'ANALISTA' };
  const unknownUser = { username: 'nessuno.esiste' };

  exercise('createUser', 'a user, the same again, a role that is not one of the six', async () => {
    await conforming('createUser', 200, { body: contractUser });
    await conforming('createUser', 409, { body: contractUser });
    await conforming('createUser', 400, { body: { ...contractUser, role: 'SUPERUSER' } });
  });

  exercise('listUsers', 'a page, the next by cursor, a foreign cursor', async () => {
    const first = json<{ cursor?: string }>(await conforming('listUsers', 200, { body: { pageSize: 2 } }));
    expect(first.cursor).toBeDefined();
    await conforming('listUsers', 200, { body: { pageSize: 2, cursor: first.cursor } });
    await conforming('listUsers', 400, { body: { pageSize: 3, cursor: first.cursor } });
  });

  exercise('updateUserRole', 'a new role, the same again, an unknown user', async () => {
    await conforming('updateUserRole', 200, { body: { username: contractUser.username, role: 'RISK_OFFICER' } });
    await conforming('updateUserRole', 409, { body: { username: contractUser.username, role: 'RISK_OFFICER' } });
    await conforming('updateUserRole', 404, { body: { ...unknownUser, role: 'ANALISTA' } });
  });

  exercise('disableUser', 'the user, then again, an unknown user', async () => {
    await conforming('disableUser', 200, { params: { username: contractUser.username } });
    await conforming('disableUser', 409, { params: { username: contractUser.username } });
    await conforming('disableUser', 404, { params: unknownUser });
  });

  exercise('enableUser', 'the user, then again, an unknown user', async () => {
    await conforming('enableUser', 200, { params: { username: contractUser.username } });
    await conforming('enableUser', 409, { params: { username: contractUser.username } });
    await conforming('enableUser', 404, { params: unknownUser });
  });

  exercise('resetUserPassword', 'the user, an unknown user', async () => {
    await conforming('resetUserPassword', 200, { params: { username: contractUser.username } });
    await conforming('resetUserPassword', 404, { params: unknownUser });
  });

  exercise('getUser', 'the user with its TOTP, an unknown user', async () => {
    await conforming('getUser', 200, { params: { username: contractUser.username } });
    await conforming('getUser', 404, { params: unknownUser });
  });

  exercise('turnUserTotpOff', 'a user without TOTP, oneself, an unknown user', async () => {
    await conforming('turnUserTotpOff', 409, { params: { username: contractUser.username } });
    await conforming('turnUserTotpOff', 409, { params: { username: 'mario.rossi' } });
    await conforming('turnUserTotpOff', 404, { params: unknownUser });
  });
  exercise(
    'auditTrail',
    'a page, the next by cursor, a filtered page, a foreign cursor, a range too long',
    async () => {
      const first = json<{ cursor?: string }>(await conforming('auditTrail', 200, { body: { pageSize: 2 } }));
      expect(first.cursor).toBeDefined();
      await conforming('auditTrail', 200, { body: { pageSize: 2, cursor: first.cursor } });
      await conforming('auditTrail', 200, { body: { filters: { entityType: ['BLACKLIST'], outcome: ['SUCCEEDED'] } } });
      await conforming('auditTrail', 400, { body: { pageSize: 3, cursor: first.cursor } });
      await conforming('auditTrail', 400, {
        body: { filters: { dateRange: { startDate: '2024-01-01', endDate: '2026-01-01' } } },
      });
    },
  );

  exercise(
    'repeatedChecks',
    'a chain of two checks listed, a filtered page, a foreign cursor, a period in the future',
    async () => {
      const subject = DEMO_SUBJECTS.find((candidate) => candidate.expected.code === 'EX303');
      if (!subject) throw new Error('the demo has a customer in arrears');
      for (let time = 0; time < 2; time += 1) {
        await conforming('creditCheck', 200, { body: creditCheckRequestFor(subject, 'ELE') });
      }
      const page = json<{ chains: { jsonValue: { chainId: number; version: number } }[] }>(
        await conforming('repeatedChecks', 200, { body: { pageSize: 50, filters: { flags: ['REPEAT_AFTER_RED'] } } }),
      );
      expect(page.chains.length).toBeGreaterThan(0);
      await conforming('repeatedChecks', 200, { body: { filters: { reviewStatus: ['OPEN'], minAttempts: 2 } } });
      await conforming('repeatedChecks', 400, { body: { cursor: 'bm90LWEtY3Vyc29y' } });
      await conforming('repeatedChecks', 400, {
        body: { filters: { dateRange: { startDate: '2099-01-01', endDate: '2099-01-02' } } },
      });
      const chain = page.chains[0]?.jsonValue as { chainId: number; version: number };
      await conforming('checkChain', 200, { params: { chainId: String(chain.chainId) } });
      await conforming('checkChain', 404, { params: { chainId: '999999999999' } });
      const review = { chainId: chain.chainId, version: chain.version, outcome: 'LEGITIMATE', note: 'Cliente noto' };
      await conforming('reviewCheckChain', 200, { body: review });
      await conforming('reviewCheckChain', 409, { body: review });
      await conforming('reviewCheckChain', 404, { body: { ...review, chainId: 999_999_999_999 } });
      await conforming('whoRepeats', 200, { body: { by: 'agency' } });
      await conforming('whoRepeats', 200, { body: { by: 'user' }, role: 'RISK_OFFICER' });
      for (const name of ['checkChain', 'reviewCheckChain', 'whoRepeats'] as const) covered.add(name);
    },
  );

  exercise('openApiDocument', 'the document itself', async () => {
    await conforming('openApiDocument', 200);
  });

  exercise(
    'dashboard',
    'the figures, versions, approvals, feed and jobs of a risk officer and of an administrator',
    async () => {
      await conforming('dashboard', 200, { role: 'RISK_OFFICER' });
      await conforming('dashboard', 200);
    },
  );

  it('exercised every implemented route', () => {
    expect([...covered].sort()).toEqual([...implemented].sort());
  });
});

describe('the failures every route shares conform to the document', () => {
  /** A role the route refuses: every route refuses one. */
  const refusedRole = (name: RouteName) => {
    const roles: readonly Role[] = API_ROUTES[name].roles;
    const role = DEMO_USERS.map((user) => user.role).find((candidate) => !roles.includes(candidate));
    if (!role) throw new Error(`${name} admits every role`);
    return role;
  };
  const someParams = (name: RouteName) =>
    Object.fromEntries([...API_ROUTES[name].path.matchAll(/\{(\w+)\}/g)].map(([, key]) => [key as string, 'X1']));

  it.each(ROUTE_NAMES)('%s: 401 without a token, 403 for a refused role', async (name) => {
    await conforming(name, 401, { params: someParams(name), token: undefined });
    await conforming(name, 403, { params: someParams(name), role: refusedRole(name) });
  });

  it.each(ROUTE_NAMES.filter((name) => 'body' in API_ROUTES[name].request))(
    '%s: 400 for a body that is not JSON',
    async (name) => {
      await conforming(name, 400, { params: someParams(name), rawBody: '{not json' });
    },
  );

  it('answers a path no route has with 404 in the error shape the document gives', async () => {
    const response = await local.api('GET', '/api/v1/nothingHere', { token: tokens.ADMIN });
    expect(response.status).toBe(404);
    expect(checker.unknownRoute(response)).toEqual([]);
  });
});

import { createHash } from 'node:crypto';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type AuditRecord, startedRecord } from '../../functions/commons/audit/audit-record';
import { dynamoAuditWriter } from '../../functions/commons/audit/dynamo-audit-writer';
import { systemRecord } from '../../functions/commons/audit/system-record';
import { dynamoJobStore } from '../../functions/stores/export-jobs/dynamo-job-store';
import { createLocalClients, type LocalClients } from '../../infra/local/aws-clients';
import { AUDIT_CSV_HEADER } from '../../shared/audit/audit-csv';
import { SYSTEM_REASONS, systemReason } from '../../shared/audit/system-reasons';
import { csvLine } from '../../shared/csv';
import { romeDay } from '../../shared/italian-time';
import { LOCAL_NAMES } from '../../shared/resources';
import { auditRecordsOfEntity } from '../support/audit-records';
import { fixtureCsv, fixtureSubjects, seedFixture } from '../support/enrichment-fixture';
import { type ApiResponse, startTestStack, type TestStack } from '../support/local-stack';
import { queuedExportLines } from '../support/queued-export';
import { zipOf } from '../support/zip-fixtures';

/**
 * The audit trail end to end on the emulators: the audited calls through the API leave their records
 * in the audit table, read back through the three lists the back office will use. Faults the emulator
 * cannot produce (an audit write failing) are injected by wrapping the one document client the
 * functions share, as exports.test.ts does with the S3 client.
 */

let local: TestStack;
let clients: LocalClients;
// The functions' own client: imported once the stack has set the environment (see exports.test.ts).
let functionsClient: typeof import('../../functions/commons/clients').documentClient;
const tokens: Record<string, string> = {};
const AUDIT_TABLE = LOCAL_NAMES.table('audit');
const subjects = fixtureSubjects(3);

beforeAll(async () => {
  local = await startTestStack({ demoSeeders: [], workerRetryDelaySeconds: 0 });
  clients = createLocalClients(local.stack.endpoints);
  // The enrichment worker judges the uploaded subjects against a CURRENT configuration.
  await seedFixture(clients.documentClient, LOCAL_NAMES.table('data'), subjects);
  ({ documentClient: functionsClient } = await import('../../functions/commons/clients'));
  for (const user of ['luca.verdi', 'sara.neri', 'giulia.bianchi', 'mario.rossi']) {
    tokens[user] = (await local.signIn(user)).IdToken;
  }
}, 60_000);

afterAll(async () => {
  clients?.destroy();
  await local?.stop();
});

let fileCounter = 0;
const uniqueName = (prefix: string) => `${prefix}_${Date.now()}_${++fileCounter}`;
const requestIdOf = (response: ApiResponse) => response.headers.get('x-amzn-requestid') as string;
const jobStore = () => dynamoJobStore(clients.documentClient, LOCAL_NAMES.table('data'));

const queueExport = (user: string, filename: string, body: Record<string, unknown> = {}) =>
  local.api('POST', '/api/v1/exportFileAsync', {
    token: tokens[user],
    body: { extractionType: 'REQUEST_LOG', filename, fileSeparator: ';', note: 'Controllo mensile', ...body },
  });

/** One page of 'Registro modifiche' (POST auditTrail), as an administrator reads it. */
async function trail(
  filters: Record<string, unknown>,
  page: { pageSize?: number; cursor?: string; count?: 'none' | 'only' } = {},
) {
  const response = await local.api('POST', '/api/v1/auditTrail', {
    token: tokens['mario.rossi'],
    body: { filters, pageNumber: 0, pageSize: page.pageSize ?? 100, cursor: page.cursor, count: page.count },
  });
  expect(response.status, response.text).toBe(200);
  const { records, total, cursor } = response.json as {
    records: { jsonValue: AuditRecord }[];
    total: number;
    cursor?: string;
  };
  return { records: records.map((row) => row.jsonValue), total, cursor };
}

/** Every record of a user (a test file's worth fits one page). */
const recordsOf = async (user: string) => (await trail({ user })).records;
const withRequestId = (records: AuditRecord[], requestId: string) =>
  records.filter((record) => record.requestId === requestId);
const sortKeys = (records: AuditRecord[]) => records.map((record) => `${record.at}#${record.requestId}`);

describe('audited calls through the API', () => {
  it('an exportFileAsync leaves exactly one SUCCEEDED record: who, when, route, entity, note, after', async () => {
    const filename = uniqueName('audit_export');
    const before = new Date().toISOString();
    const response = await queueExport('luca.verdi', filename);
    expect(response.status, response.text).toBe(200);
    const requestId = requestIdOf(response);

    const { records } = await trail({ entityType: ['EXPORT_JOB'], entityId: `luca.verdi/${filename}` });
    expect(records).toHaveLength(1);
    const [record] = records as [AuditRecord];
    expect(record).toMatchObject({
      requestId,
      user: 'luca.verdi',
      role: 'ANALISTA',
      route: 'exportFileAsync',
      entityType: 'EXPORT_JOB',
      entityId: `luca.verdi/${filename}`,
      note: 'Controllo mensile',
      body: { extractionType: 'REQUEST_LOG', filename, fileSeparator: ';', note: 'Controllo mensile', filters: {} },
      outcome: 'SUCCEEDED',
      status: 200,
      errorCode: null,
      before: null,
      after: { userId: 'luca.verdi', fileName: filename, exportType: 'REQUEST_LOG', status: 'PENDING' },
    });
    expect(record.at >= before && record.at <= new Date().toISOString()).toBe(true);
    expect(record.day).toBe(romeDay(record.at));
    expect(record.completedAt && record.completedAt >= record.at).toBe(true);
    expect(withRequestId(await recordsOf('luca.verdi'), requestId)).toHaveLength(1);
    const ofDay = await trail({ dateRange: { startDate: record.day, endDate: record.day } });
    expect(withRequestId(ofDay.records, requestId)).toHaveLength(1);
  });

  it('an uploadEnricherFile leaves exactly one SUCCEEDED record, its file kept as a digest', async () => {
    const outputFilename = uniqueName('audit_upload');
    const zip = zipOf([{ name: 'soggetti.csv', data: Buffer.from(fixtureCsv(subjects), 'utf8') }]);
    const response = await local.api('POST', '/api/v1/uploadEnricherFile', {
      token: tokens['giulia.bianchi'],
      body: { realFilename: 'soggetti.csv', outputFilename, data: zip.toString('base64'), fileSeparator: ';' },
    });
    expect(response.status, response.text).toBe(200);

    const { records } = await trail({ entityType: ['EXPORT_JOB'], entityId: `giulia.bianchi/${outputFilename}` });
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      requestId: requestIdOf(response),
      user: 'giulia.bianchi',
      role: 'RISK_OFFICER',
      route: 'uploadEnricherFile',
      note: null,
      body: {
        realFilename: 'soggetti.csv',
        outputFilename,
        data: { sha256: createHash('sha256').update(zip).digest('hex'), bytes: zip.length },
      },
      outcome: 'SUCCEEDED',
      status: 200,
      after: { fileName: outputFilename, exportType: 'ENRICHER', realFilename: 'soggetti.csv', status: 'PENDING' },
    });
  });

  it('lists newest first by entity, by user and by day, a page at a time', async () => {
    const first = await queueExport('sara.neri', uniqueName('audit_primo'));
    const second = await queueExport('sara.neri', uniqueName('audit_secondo'));
    expect([first.status, second.status]).toEqual([200, 200]);
    const [older, newer] = [requestIdOf(first), requestIdOf(second)];

    const all = await recordsOf('sara.neri');
    expect(all.map((record) => record.requestId)).toEqual([newer, older]);
    expect(sortKeys(all)).toEqual([...sortKeys(all)].sort().reverse());

    const day = (all[0] as AuditRecord).day;
    const ofDay = (await trail({ dateRange: { startDate: day, endDate: day } })).records;
    expect(sortKeys(ofDay)).toEqual([...sortKeys(ofDay)].sort().reverse());
    expect(ofDay.map((record) => record.requestId)).toContain(newer);

    // A page at a time by cursor, counted once: the total travels with the cursor.
    const page1 = await trail({ user: 'sara.neri' }, { pageSize: 1 });
    expect(page1.records.map((record) => record.requestId)).toEqual([newer]);
    expect(page1.total).toBe(2);
    const page2 = await trail({ user: 'sara.neri' }, { pageSize: 1, cursor: page1.cursor });
    expect(page2.records.map((record) => record.requestId)).toEqual([older]);
    expect(page2.total).toBe(2);
    const page3 = await trail({ user: 'sara.neri' }, { pageSize: 1, cursor: page2.cursor });
    expect(page3.records).toEqual([]);
    expect(page3.cursor).toBeUndefined();

    // As the console asks: the first page without its count, and the count apart.
    const shown = await trail({ user: 'sara.neri' }, { pageSize: 1, count: 'none' });
    expect(shown.records.map((record) => record.requestId)).toEqual([newer]);
    expect(shown.total).toBeUndefined();
    const counted = await trail({ user: 'sara.neri' }, { pageSize: 1, count: 'only' });
    expect(counted).toMatchObject({ records: [], total: 2 });
  });

  it('finds a user in any case, and the system by the name the list shows it by', async () => {
    const queued = await queueExport('giulia.bianchi', uniqueName('audit_maiuscole'));
    expect((await trail({ user: 'Giulia.Bianchi' })).records.map((record) => record.requestId)).toContain(
      requestIdOf(queued),
    );
    const change = systemRecord(
      {
        event: 'customerFeedLoad',
        entityType: 'CUSTOMER_FEED',
        entityId: uniqueName('feed'),
        at: new Date().toISOString(),
        key: uniqueName('load'),
        outcome: 'SUCCEEDED',
        after: { rows: 3 },
      },
      new Date(),
    );
    await dynamoAuditWriter(clients.documentClient, AUDIT_TABLE).begin(change);
    for (const name of ['Sistema', 'System', 'SYSTEM']) {
      const found = (await trail({ user: name })).records;
      expect(
        found.map((record) => record.requestId),
        name,
      ).toContain(change.requestId);
      expect(new Set(found.map((record) => record.user)), name).toEqual(new Set(['SYSTEM']));
    }
  });

  it("answers a system failure's reason code, and none for a record kept before the codes", async () => {
    const entityId = uniqueName('feed');
    const failed = systemRecord(
      {
        event: 'customerFeedLoad',
        entityType: 'CUSTOMER_FEED',
        entityId,
        at: new Date().toISOString(),
        key: uniqueName('load'),
        outcome: 'FAILED',
        reason: systemReason('CUSTOMER_FEED_UNREADABLE'),
      },
      new Date(),
    );
    const { reasonCode: _none, ...older } = {
      ...failed,
      requestId: `${failed.requestId}-older`,
      reason: 'File illeggibile',
    };
    const writer = dynamoAuditWriter(clients.documentClient, AUDIT_TABLE);
    await writer.begin(failed);
    await writer.begin(older as AuditRecord);
    const found = (await trail({ entityType: ['CUSTOMER_FEED'], entityId })).records;
    expect(found.map(({ requestId, reasonCode, reason }) => ({ requestId, reasonCode, reason }))).toEqual(
      expect.arrayContaining([
        {
          requestId: failed.requestId,
          reasonCode: 'CUSTOMER_FEED_UNREADABLE',
          reason: SYSTEM_REASONS.CUSTOMER_FEED_UNREADABLE,
        },
        { requestId: older.requestId, reasonCode: null, reason: 'File illeggibile' },
      ]),
    );
    expect(found).toHaveLength(2);
  });

  it('refuses a cursor of another search: 400 INVALID_CURSOR, never 500', async () => {
    const { cursor } = await trail({ user: 'sara.neri' }, { pageSize: 1 });
    for (const filters of [{ user: 'luca.verdi' }, {}]) {
      const response = await local.api('POST', '/api/v1/auditTrail', {
        token: tokens['mario.rossi'],
        body: { filters, pageNumber: 0, pageSize: 1, cursor },
      });
      expect(response.status, JSON.stringify(filters)).toBe(400);
      expect((response.json as { errors: { code: string }[] }).errors[0]?.code).toBe('INVALID_CURSOR');
    }
  });

  it('a refused call (a taken name: 409) leaves one REFUSED record with its status and code', async () => {
    const filename = uniqueName('audit_doppio');
    expect((await queueExport('luca.verdi', filename)).status).toBe(200);
    const refused = await queueExport('luca.verdi', filename, { note: 'Di nuovo' });
    expect(refused.status).toBe(409);

    const records = withRequestId(await recordsOf('luca.verdi'), requestIdOf(refused));
    expect(records).toEqual([
      expect.objectContaining({
        route: 'exportFileAsync',
        note: 'Di nuovo',
        outcome: 'REFUSED',
        status: 409,
        errorCode: 'NAME_TAKEN',
        // The implementation changed nothing and named no job: the record is filed under the request.
        entityId: requestIdOf(refused),
        after: null,
      }),
    ]);
    // The job's own list still holds only the call that created it.
    const ofJob = (await trail({ entityType: ['EXPORT_JOB'], entityId: `luca.verdi/${filename}` })).records;
    expect(ofJob.map((record) => record.outcome)).toEqual(['SUCCEEDED']);
  });

  it.each([
    [
      'a configuration change by a role without the right (403)',
      () =>
        local.api('PUT', '/api/v1/updateConfiguration', {
          token: tokens['luca.verdi'],
          body: {
            id: 'x',
            version: 1,
            note: 'Di nascosto',
            configurationCheckId: 'PRECHECK_SAS',
            configurationFile: {},
          },
        }),
      403,
      'updateConfiguration',
      'CONFIGURATION',
      'FORBIDDEN',
    ],
    [
      'a role the route refuses (403)',
      () =>
        local.api('POST', '/api/v1/uploadEnricherFile', {
          token: tokens['luca.verdi'],
          body: { realFilename: 'a.csv', outputFilename: 'audit_vietato', data: 'UEsDBA==', fileSeparator: ';' },
        }),
      403,
      'uploadEnricherFile',
      'EXPORT_JOB',
      'FORBIDDEN',
    ],
    [
      'a body its schema refuses (400)',
      () => queueExport('luca.verdi', 'audit_rifiutato', { extractionType: 'X' }),
      400,
      'exportFileAsync',
      'EXPORT_JOB',
      'VALIDATION_ERROR',
    ],
    [
      'a body that is not JSON (400)',
      () => local.api('POST', '/api/v1/exportFileAsync', { token: tokens['luca.verdi'], rawBody: '{"filename":' }),
      400,
      'exportFileAsync',
      'EXPORT_JOB',
      'BAD_REQUEST',
    ],
  ])(
    '%s leaves one REFUSED record: caller, route and reason, nothing of the body',
    async (_case, call, status, route, entityType, errorCode) => {
      const response = await call();
      expect(response.status, response.text).toBe(status);
      const requestId = requestIdOf(response);
      const records = withRequestId(await recordsOf('luca.verdi'), requestId);
      expect(records).toEqual([
        expect.objectContaining({
          user: 'luca.verdi',
          role: 'ANALISTA',
          route,
          entityType,
          entityId: requestId,
          outcome: 'REFUSED',
          status,
          errorCode,
          reason: (response.json as { errors: { description: string }[] }).errors[0]?.description
            ? expect.stringContaining(
                (response.json as { errors: { description: string }[] }).errors[0]?.description as string,
              )
            : null,
          note: null,
          body: null,
          before: null,
          after: null,
        }),
      ]);
      const today = (await trail({})).records;
      expect(withRequestId(today, requestId)).toHaveLength(1);
    },
  );
});

describe("'Registro modifiche' (POST auditTrail)", () => {
  it('filters by action and outcome, and by several kinds of entity', async () => {
    const filename = uniqueName('audit_filtri');
    expect((await queueExport('luca.verdi', filename)).status).toBe(200);
    expect((await queueExport('luca.verdi', filename)).status).toBe(409);
    const refused = await trail({ user: 'luca.verdi', action: ['exportFileAsync'], outcome: ['REFUSED'] });
    expect(refused.records.length).toBeGreaterThan(0);
    expect(refused.records.every((record) => record.outcome === 'REFUSED' && record.route === 'exportFileAsync')).toBe(
      true,
    );
    expect(refused.total).toBe(refused.records.length);
    const jobs = await trail({ entityType: ['EXPORT_JOB', 'AGENCY'], outcome: ['SUCCEEDED'] });
    expect(jobs.records.map((record) => record.entityId)).toContain(`luca.verdi/${filename}`);
    expect(jobs.records.every((record) => record.entityType === 'EXPORT_JOB')).toBe(true);
  });

  it('finds a user created in the back office by its kind, its id and the users actions', async () => {
    const username = `registro.${Date.now().toString(36)}`;
    const created = await local.api('POST', '/api/v1/createUser', {
      token: tokens['mario.rossi'],
      body: { username, email: `${username}@esempio.it`, role: 'ANALISTA' },
    });
    expect(created.status, created.text).toBe(200);
    const found = await trail({
      user: 'mario.rossi',
      entityType: ['USER'],
      entityId: username,
      action: ['createUser', 'updateUserRole', 'disableUser', 'enableUser', 'resetUserPassword'],
    });
    expect(found.total).toBe(1);
    expect(found.records).toEqual([
      expect.objectContaining({
        route: 'createUser',
        entityType: 'USER',
        entityId: username,
        outcome: 'SUCCEEDED',
        before: null,
        after: expect.objectContaining({ username, role: 'ANALISTA' }),
      }),
    ]);
    expect(JSON.stringify(found.records)).not.toContain(
      (created.json as { temporaryPassword: string }).temporaryPassword,
    );
  });

  it('queues the whole search as an AUDIT export: the list’s records in its columns; for ADMIN only (403)', async () => {
    const filename = uniqueName('audit_esportato');
    expect((await queueExport('sara.neri', filename)).status).toBe(200);
    const filters = { user: 'sara.neri', action: ['exportFileAsync'] };
    const listed = await trail(filters);
    expect(listed.total).toBeGreaterThan(0);
    const { lines } = await queuedExportLines(local, 'mario.rossi', {
      extractionType: 'AUDIT',
      filters,
      filename: uniqueName('registro'),
    });
    expect(lines[0]).toBe(csvLine([...AUDIT_CSV_HEADER], ';').trimEnd());
    const exported = lines.slice(1);
    expect(exported).toHaveLength(listed.total);
    listed.records.forEach((record, index) => {
      expect(exported[index]).toContain(record.requestId);
      expect(exported[index]).toContain('sara.neri');
    });
    const refused = await queueExport('luca.verdi', uniqueName('registro_vietato'), {
      extractionType: 'AUDIT',
      filters: {},
    });
    expect(refused.status, refused.text).toBe(403);
  });

  it.each([
    [
      'a range over a year',
      { dateRange: { startDate: '2025-01-01', endDate: '2026-01-02' } },
      'Range temporale non valido',
    ],
    [
      'a reversed range',
      { dateRange: { startDate: '2026-11-24', endDate: '2026-11-20' } },
      'Range temporale non valido',
    ],
    ['an action that is no route nor event', { action: ['getWhitelist'] }, 'Azione sconosciuta'],
    ['an unknown kind of entity', { entityType: ['CUSTOMER'] }, undefined],
    ['an unknown outcome', { outcome: ['FORSE'] }, undefined],
    ['an unknown filter', { body: 'x' }, undefined],
  ])('refuses %s: 400 in the error shape', async (_case, filters, text) => {
    const response = await local.api('POST', '/api/v1/auditTrail', {
      token: tokens['mario.rossi'],
      body: { filters, pageNumber: 0, pageSize: 50 },
    });
    expect(response.status, response.text).toBe(400);
    const { errors } = response.json as { errors: { code: string; description: string }[] };
    expect(errors[0]?.code).toBe('VALIDATION_ERROR');
    if (text) expect(errors.map((error) => error.description)).toContain(text);
  });

  it('refuses an unknown key beside the filters: 400, as every list request of the contract', async () => {
    const response = await local.api('POST', '/api/v1/auditTrail', {
      token: tokens['mario.rossi'],
      body: { filters: {}, pageNumber: 0, pageSize: 50, orderBy: 'at' },
    });
    expect(response.status, response.text).toBe(400);
    expect(response.json).toMatchObject({ errors: [{ code: 'VALIDATION_ERROR' }] });
  });

  it.each(['luca.verdi', 'giulia.bianchi'])('refuses %s, not an administrator: 403', async (user) => {
    const response = await local.api('POST', '/api/v1/auditTrail', {
      token: tokens[user],
      body: { filters: {}, pageNumber: 0, pageSize: 50 },
    });
    expect(response.status).toBe(403);
  });
});

describe('when the audit table fails', () => {
  let originalSend: typeof functionsClient.send;
  beforeAll(() => {
    originalSend = functionsClient.send.bind(functionsClient);
  });
  afterEach(() => {
    functionsClient.send = originalSend;
  });

  /** Makes the functions' writes of one kind to the audit table fail, as throttling or an outage would. */
  function failAuditWrites(kind: typeof PutCommand | typeof UpdateCommand) {
    functionsClient.send = ((command: unknown, ...rest: unknown[]) => {
      if (command instanceof kind && command.input.TableName === AUDIT_TABLE) {
        return Promise.reject(new Error('injected: ProvisionedThroughputExceededException'));
      }
      return (originalSend as (...args: unknown[]) => unknown)(command, ...rest);
    }) as typeof functionsClient.send;
  }

  it('answers 503 and does not run the call when the STARTED record cannot be written', async () => {
    failAuditWrites(PutCommand);
    const filename = uniqueName('audit_senza_traccia');
    const response = await queueExport('luca.verdi', filename);
    expect(response.status, response.text).toBe(503);
    expect((response.json as { errors: { code: string }[] }).errors[0]?.code).toBe('SERVICE_UNAVAILABLE');
    // No record, no change: the job was never created, the name is still free.
    expect(await jobStore().get({ userId: 'luca.verdi', fileName: filename })).toBeUndefined();
    expect(withRequestId(await recordsOf('luca.verdi'), requestIdOf(response))).toEqual([]);
  });

  it('keeps a success when its record cannot be completed: the record stays STARTED, the job says what happened', async () => {
    failAuditWrites(UpdateCommand);
    const filename = uniqueName('audit_a_meta');
    const response = await queueExport('luca.verdi', filename);
    expect(response.status, response.text).toBe(200);
    expect(await jobStore().get({ userId: 'luca.verdi', fileName: filename })).toMatchObject({ fileName: filename });
    expect(withRequestId(await recordsOf('luca.verdi'), requestIdOf(response))).toEqual([
      expect.objectContaining({ outcome: 'STARTED', status: null, route: 'exportFileAsync', body: expect.anything() }),
    ]);
  });
});

describe('the audit writer', () => {
  const writer = () => dynamoAuditWriter(clients.documentClient, AUDIT_TABLE);
  const record = (requestId: string) =>
    startedRecord({
      route: 'updateConfiguration',
      entityType: 'CONFIGURATION',
      user: 'audit.writer',
      role: 'ADMIN',
      requestId,
      receivedAt: new Date(),
      body: { id: 'cfg-1', note: 'Prova' },
      params: {},
    });
  const completion = (outcome: 'SUCCEEDED' | 'REFUSED', entityId: string) => ({
    outcome,
    status: outcome === 'SUCCEEDED' ? 200 : 409,
    errorCode: null,
    reason: null,
    entityId,
    before: { version: 1 },
    after: { version: 2 },
    completedAt: new Date().toISOString(),
  });

  it('keeps one record per call, whatever is delivered twice, with its first completion', async () => {
    const started = record(uniqueName('req'));
    await writer().begin(started);
    await writer().begin({ ...started, note: 'seconda consegna' });
    await writer().complete(started, completion('SUCCEEDED', 'cfg-2'));
    await writer().complete(started, completion('REFUSED', 'cfg-3'));

    const records = withRequestId(await recordsOf('audit.writer'), started.requestId);
    expect(records).toEqual([
      expect.objectContaining({ note: 'Prova', outcome: 'SUCCEEDED', status: 200, entityId: 'cfg-2' }),
    ]);
    // The entity index moved to the entity the implementation named.
    const ofEntity = (id: string) => auditRecordsOfEntity(clients.documentClient, 'CONFIGURATION', id);
    expect(withRequestId(await ofEntity('cfg-2'), started.requestId)).toHaveLength(1);
    expect(withRequestId(await ofEntity('cfg-1'), started.requestId)).toEqual([]);
  });
});

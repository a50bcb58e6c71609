import { HeadObjectCommand, type S3Client, UploadPartCommand } from '@aws-sdk/client-s3';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { batchPut } from '../../functions/commons/dynamo/batch-put';
import { dynamoJobStore } from '../../functions/stores/export-jobs/dynamo-job-store';
import { jobMessageId } from '../../functions/stores/export-jobs/job-keys';
import { createLocalClients, type LocalClients } from '../../infra/local/aws-clients';
import { LOCAL_CREDENTIALS } from '../../infra/local/settings';
import { EXPORT_FAILURE_LABELS } from '../../shared/enums';
import { MS_PER_DAY } from '../../shared/italian-time';
import { COLUMN_LABELS } from '../../shared/request-log/column-labels';
import { AGGREGATED_COLUMNS, REQUEST_LOG_COLUMNS } from '../../shared/request-log/row';
import { LOCAL_NAMES, QUEUES } from '../../shared/resources';
import type { ExportJob } from '../../shared/schemas/exports';
import { auditRecordsOfEntity } from '../support/audit-records';
import { startTestStack, type TestStack } from '../support/local-stack';
import { eventually, messagesIn } from '../support/queues';
import { fixtureItems, fixtureRows } from '../support/request-log-fixture';
import { csvLines, onlyFileOf } from '../support/zip';

/**
 * Queued exports end to end on the emulators: the handlers, the worker run by the local queue runner,
 * the zip in the exports bucket and its presigned download. Faults the emulators cannot produce (a
 * part upload failing) are injected by wrapping the one S3 client the functions share.
 */

let local: TestStack;
let clients: LocalClients;
let sqs: SQSClient;
// The functions' own modules build their SDK clients on import, so they are imported once the stack
// has set the environment: the S3 client is the one the handlers and the worker use.
let s3: S3Client;
let newJob: typeof import('../../functions/stores/export-jobs/jobs').newJob;
const tokens: Record<string, string> = {};
const MARCH = { startDate: '2024-03-01', endDate: '2024-03-31' };
const rows = fixtureRows();

beforeAll(async () => {
  local = await startTestStack({ demoSeeders: [], workerRetryDelaySeconds: 0 });
  clients = createLocalClients(local.stack.endpoints);
  ({ s3 } = await import('../../functions/commons/clients'));
  ({ newJob } = await import('../../functions/stores/export-jobs/jobs'));
  await batchPut(clients.documentClient, LOCAL_NAMES.table('requestLog'), fixtureItems(rows));
  sqs = new SQSClient({ region: 'eu-south-1', endpoint: local.stack.endpoints.sqs, credentials: LOCAL_CREDENTIALS });
  for (const user of ['mario.rossi', 'luca.verdi', 'sara.neri', 'paolo.gallo', 'anna.ferrari']) {
    tokens[user] = (await local.signIn(user)).IdToken;
  }
}, 60_000);

afterAll(async () => {
  sqs?.destroy();
  clients?.destroy();
  await local?.stop();
});

const store = () => dynamoJobStore(clients.documentClient, LOCAL_NAMES.table('data'));

let fileCounter = 0;
const uniqueName = (prefix: string) => `${prefix}_${Date.now()}_${++fileCounter}`;

async function queueExport(user: string, body: Record<string, unknown>) {
  return local.api('POST', '/api/v1/exportFileAsync', { token: tokens[user], body });
}

/** The dossier list of March 2024, the fixture's month, as a `;` file. */
const queueMonthExport = (user: string, fileName: string) =>
  queueExport(user, {
    extractionType: 'REQUEST_LOG',
    filters: { dateRange: MARCH },
    filename: fileName,
    fileSeparator: ';',
  });

async function jobsOf(user: string, filters: Record<string, unknown> = {}) {
  const response = await local.api(
    'GET',
    `/api/v1/exportFilesList?filters=${encodeURIComponent(JSON.stringify(filters))}`,
    {
      token: tokens[user],
    },
  );
  expect(response.status, response.text).toBe(200);
  return response.json as { exports: ExportJob[]; total: number };
}

async function jobNamed(user: string, fileName: string) {
  return (await jobsOf(user, { fileName })).exports.find((job) => job.fileName === fileName);
}

async function finished(user: string, fileName: string, timeoutMs = 30_000) {
  let job: ExportJob | undefined;
  await eventually(async () => {
    job = await jobNamed(user, fileName);
    return job?.status === 'READY' || job?.status === 'ERROR';
  }, timeoutMs);
  return job as ExportJob;
}

async function download(user: string, job: Pick<ExportJob, 'userId' | 'exportType' | 'fileName'>) {
  const response = await local.api('POST', '/api/v1/downloadFileUrl', {
    token: tokens[user],
    body: { userId: job.userId, exportType: job.exportType, fileName: job.fileName },
  });
  return response;
}

async function downloadedCsv(user: string, job: ExportJob) {
  const response = await download(user, job);
  expect(response.status, response.text).toBe(200);
  const url = (response.json as { url: string }).url;
  const file = await fetch(url);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${job.fileName}.zip"`);
  return onlyFileOf(await file.arrayBuffer());
}

async function listTotal(path: string, filters: Record<string, unknown>, user = 'luca.verdi') {
  const response = await local.api('POST', path, {
    token: tokens[user],
    body: { filters, pageNumber: 0, pageSize: 200 },
  });
  expect(response.status, response.text).toBe(200);
  return response.json as { total: number; requestLogs?: { jsonValue: { idRequest: number } }[] };
}

describe('exportFileAsync and the exports worker', () => {
  it('exports the dossier list as a zipped CSV: BOM, Italian header, every row of the list in its order', async () => {
    const fileName = uniqueName('logRichieste');
    const filters = { dateRange: MARCH, trafficLight: ['R'] };
    const queued = await queueExport('luca.verdi', {
      extractionType: 'REQUEST_LOG',
      filters,
      filename: fileName,
      fileSeparator: ';',
      note: 'Verifica mensile',
    });
    expect(queued.status, queued.text).toBe(200);
    expect(queued.json).toMatchObject({ fileName, exportType: 'REQUEST_LOG', status: 'PENDING', downloadable: false });

    const job = await finished('luca.verdi', fileName);
    const list = await listTotal('/api/v1/requestLog', filters);
    expect(job).toMatchObject({
      status: 'READY',
      downloadable: true,
      recordCount: list.total,
      note: 'Verifica mensile',
      filters,
    });
    expect(list.total).toBeGreaterThan(10);

    const csv = await downloadedCsv('luca.verdi', job);
    expect(csv.name).toBe(`${fileName}.csv`);
    expect(csv.text.startsWith('\uFEFF')).toBe(true);
    const lines = csvLines(csv.text.slice(1));
    expect(lines[0]).toBe(REQUEST_LOG_COLUMNS.map((column) => COLUMN_LABELS[column]).join(';'));
    expect(lines).toHaveLength(list.total + 1);
    const ids = lines.slice(1).map((line) => Number(line.split(';')[0]));
    expect(ids).toEqual(list.requestLogs?.map((row) => row.jsonValue.idRequest));
  });

  it('exports the aggregated list with the chosen separator', async () => {
    const fileName = uniqueName('praticheAggregate');
    const filters = { dateRange: MARCH };
    const queued = await queueExport('luca.verdi', {
      extractionType: 'GROUPED_REQUEST_LOG',
      filters,
      filename: fileName,
      fileSeparator: '|',
    });
    expect(queued.status, queued.text).toBe(200);
    const job = await finished('luca.verdi', fileName);
    const list = await listTotal('/api/v1/groupedRequestLog', filters);
    expect(job.recordCount).toBe(list.total);
    const lines = csvLines((await downloadedCsv('luca.verdi', job)).text.slice(1));
    expect(lines[0]).toBe(AGGREGATED_COLUMNS.map((column) => COLUMN_LABELS[column]).join('|'));
    expect(lines).toHaveLength(list.total + 1);
  });

  it("reads with the requester's markets: a free-market analyst's file has only market L rows", async () => {
    const fileName = uniqueName('libero');
    expect((await queueMonthExport('sara.neri', fileName)).status).toBe(200);
    const job = await finished('sara.neri', fileName);
    const freeMarketRows = rows.filter((row) => row.scope === 'L');
    expect(job.recordCount).toBe(freeMarketRows.length);
    expect((await listTotal('/api/v1/requestLog', { dateRange: MARCH }, 'sara.neri')).total).toBe(
      freeMarketRows.length,
    );
  });

  it('stores the sanitised name and refuses a name the user already has (409), which checkExportFilename reports', async () => {
    const typed = `  ../${uniqueName('nome con spazi')}`;
    const queued = await queueMonthExport('luca.verdi', typed);
    expect(queued.status, queued.text).toBe(200);
    const stored = (queued.json as ExportJob).fileName;
    expect(stored).toMatch(/^_nome_con_spazi_\d+_\d+$/);

    const check = (user: string, name: string) =>
      local.api('GET', `/api/v1/checkExportFilename/${encodeURIComponent(name)}`, { token: tokens[user] });
    expect((await check('luca.verdi', stored)).json).toBe(true);
    expect((await check('luca.verdi', typed)).json).toBe(true);
    expect((await check('luca.verdi', `${stored}_altro`)).json).toBe(false);
    // Names are per user: another user may use the same one.
    expect((await check('sara.neri', stored)).json).toBe(false);

    const again = await queueExport('luca.verdi', {
      extractionType: 'REQUEST_LOG',
      filters: {},
      filename: stored,
      fileSeparator: ',',
    });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({
      errors: [{ code: 'NAME_TAKEN', description: 'File con lo stesso nome già esistente' }],
    });
  });

  it.each([
    [
      'a filter the dossier list does not know',
      'luca.verdi',
      { extractionType: 'REQUEST_LOG', filters: { clientStatus: ['ATTIVO'] } },
      400,
    ],
    [
      'a range longer than the list allows',
      'luca.verdi',
      { extractionType: 'REQUEST_LOG', filters: { dateRange: { startDate: '2023-01-01', endDate: '2024-03-31' } } },
      400,
    ],
    ['an unknown separator', 'luca.verdi', { extractionType: 'REQUEST_LOG', fileSeparator: '\t' }, 400],
    ['an empty name', 'luca.verdi', { extractionType: 'REQUEST_LOG', filename: '   ' }, 400],
    [
      'an inverted invoiced range on the customers list',
      'luca.verdi',
      { extractionType: 'CUSTOMER', filters: { invoiced: { from: 10, to: -10 } } },
      400,
    ],
    ['the customers list to a role that does not see it', 'anna.ferrari', { extractionType: 'CUSTOMER' }, 403],
    ['a list the role does not see', 'paolo.gallo', { extractionType: 'REQUEST_LOG' }, 403],
    ['a role without exportable lists', 'anna.ferrari', { extractionType: 'REQUEST_LOG' }, 403],
  ])('refuses %s', async (_, user, overrides, status) => {
    const response = await queueExport(user, {
      filters: {},
      filename: uniqueName('rifiuto'),
      fileSeparator: ';',
      ...overrides,
    });
    expect(response.status, response.text).toBe(status);
    expect((response.json as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
  });
});

describe('exportFilesList', () => {
  it("lists a user's own jobs, newest first; ADMIN sees everyone's", async () => {
    const first = uniqueName('primo');
    const second = uniqueName('secondo');
    await queueMonthExport('sara.neri', first);
    await queueExport('sara.neri', {
      extractionType: 'GROUPED_REQUEST_LOG',
      filters: { dateRange: MARCH },
      filename: second,
      fileSeparator: ';',
    });
    const own = await jobsOf('sara.neri');
    expect(own.exports.every((job) => job.userId === 'sara.neri')).toBe(true);
    const names = own.exports.map((job) => job.fileName);
    expect(names.indexOf(second)).toBeLessThan(names.indexOf(first));
    expect(own.total).toBe(own.exports.length);

    const analyst = await jobsOf('luca.verdi');
    expect(analyst.exports.some((job) => job.userId === 'sara.neri')).toBe(false);
    const admin = await jobsOf('mario.rossi');
    expect(new Set(admin.exports.map((job) => job.userId))).toEqual(new Set(['sara.neri', 'luca.verdi']));
  });

  it('filters by name, status, type and day', async () => {
    const name = uniqueName('filtrabile');
    await queueExport('luca.verdi', {
      extractionType: 'GROUPED_REQUEST_LOG',
      filters: { dateRange: MARCH },
      filename: name,
      fileSeparator: ';',
    });
    await finished('luca.verdi', name);
    const byName = await jobsOf('luca.verdi', { fileName: name.toUpperCase() });
    expect(byName.exports.map((job) => job.fileName)).toEqual([name]);
    expect((await jobsOf('luca.verdi', { fileName: name, executionStatus: ['ERROR'] })).total).toBe(0);
    expect((await jobsOf('luca.verdi', { fileName: name, exportType: ['REQUEST_LOG'] })).total).toBe(0);
    expect(
      (await jobsOf('luca.verdi', { fileName: name, exportType: ['GROUPED_REQUEST_LOG'], executionStatus: ['READY'] }))
        .total,
    ).toBe(1);
    expect(
      (await jobsOf('luca.verdi', { fileName: name, dateRange: { startDate: '2020-01-01', endDate: '2020-12-31' } }))
        .total,
    ).toBe(0);
  });

  it.each([
    ['malformed JSON', 'filters=%7Bnope'],
    ['an unknown filter', `filters=${encodeURIComponent(JSON.stringify({ workflow: ['PRECHECK'] }))}`],
    ['an unknown status', `filters=${encodeURIComponent(JSON.stringify({ executionStatus: ['DONE'] }))}`],
  ])('answers 400 to %s', async (_, query) => {
    const response = await local.api('GET', `/api/v1/exportFilesList?${query}`, { token: tokens['luca.verdi'] });
    expect(response.status, response.text).toBe(400);
  });

  it('shows a READY job past the retention as DISCARDED, and its download answers 410', async () => {
    const job = newJob(
      {
        userId: 'luca.verdi',
        fileName: uniqueName('vecchio'),
        exportType: 'REQUEST_LOG',
        fileSeparator: ';',
        note: null,
        filters: {},
        markets: ['L', 'T', 'D'],
      },
      new Date(Date.now() - 31 * MS_PER_DAY),
    );
    await store().create({ ...job, status: 'READY', recordCount: 3 });
    const shown = await jobNamed('luca.verdi', job.fileName);
    expect(shown).toMatchObject({ status: 'DISCARDED', downloadable: false });
    expect((await download('luca.verdi', job)).status).toBe(410);
  });

  it('shows a job whose worker died on its last attempt as ERROR, never WORKING forever', async () => {
    const job = newJob({
      userId: 'luca.verdi',
      fileName: uniqueName('interrotto'),
      exportType: 'REQUEST_LOG',
      fileSeparator: ';',
      note: null,
      filters: {},
      markets: ['L'],
    });
    await store().create(job);
    const longAgo = new Date(Date.now() - 3600 * 1000);
    for (let attempt = 0; attempt < QUEUES.exports.maxReceiveCount; attempt++) await store().claim(job, longAgo, 60);
    expect(await jobNamed('luca.verdi', job.fileName)).toMatchObject({ status: 'ERROR', failure: 'INTERRUPTED' });
  });
});

describe('downloadFileUrl', () => {
  let ready: ExportJob;
  beforeAll(async () => {
    const fileName = uniqueName('privato');
    await queueMonthExport('luca.verdi', fileName);
    ready = await finished('luca.verdi', fileName);
  });

  it("refuses another user's job with 403, whether it exists or not", async () => {
    expect((await download('sara.neri', ready)).status).toBe(403);
    expect((await download('sara.neri', { ...ready, fileName: 'inesistente' })).status).toBe(403);
  });

  it("gives ADMIN any job's file", async () => {
    expect((await downloadedCsv('mario.rossi', ready)).name).toBe(`${ready.fileName}.csv`);
  });

  it('answers 404 for an unknown job or a wrong type, 409 for a job not ready yet', async () => {
    expect((await download('luca.verdi', { ...ready, fileName: 'inesistente' })).status).toBe(404);
    expect((await download('luca.verdi', { ...ready, exportType: 'CUSTOMER' })).status).toBe(404);
    const pending = newJob({
      userId: 'luca.verdi',
      fileName: uniqueName('attesa'),
      exportType: 'REQUEST_LOG',
      fileSeparator: ';',
      note: null,
      filters: {},
      markets: ['L'],
    });
    await store().create(pending);
    expect((await download('luca.verdi', pending)).status).toBe(409);
  });

  it('signs URLs that live a few minutes and stop working once expired', async () => {
    const { url } = (await download('luca.verdi', ready)).json as { url: string };
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('300');
    // The same signature with a one-second life: refused once it is over.
    const shortLived = new URL(url);
    shortLived.searchParams.set('X-Amz-Expires', '1');
    const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner');
    const { GetObjectCommand } = await import('@aws-sdk/client-s3');
    const signed = await getSignedUrl(
      s3,
      new GetObjectCommand({ Bucket: LOCAL_NAMES.bucket('exports'), Key: `jobs/luca.verdi/${ready.fileName}.zip` }),
      { expiresIn: 1 },
    );
    expect((await fetch(signed)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await fetch(signed)).status).toBe(403);
  });
});

describe('reliability', () => {
  let originalSend: S3Client['send'];
  beforeAll(() => {
    originalSend = s3.send.bind(s3);
  });
  afterEach(() => {
    s3.send = originalSend;
  });

  /** Makes the next `times` part uploads fail, as a network error or a crash mid-file would. */
  const sent: string[] = [];
  function failPartUploads(times: number) {
    let left = times;
    sent.length = 0;
    s3.send = ((command: unknown, ...rest: unknown[]) => {
      sent.push((command as object).constructor.name);
      if (command instanceof UploadPartCommand && left > 0) {
        left -= 1;
        return Promise.reject(new Error('injected: connection reset while uploading a part'));
      }
      return (originalSend as (...args: unknown[]) => unknown)(command, ...rest);
    }) as typeof s3.send;
  }

  async function objectOf(job: ExportJob) {
    return clients.s3.send(
      new HeadObjectCommand({ Bucket: LOCAL_NAMES.bucket('exports'), Key: `jobs/${job.userId}/${job.fileName}.zip` }),
    );
  }

  it('does not build a second file for a redelivered message, nor move a READY job', async () => {
    const fileName = uniqueName('doppio');
    await queueMonthExport('luca.verdi', fileName);
    const job = await finished('luca.verdi', fileName);
    const before = await objectOf(job);
    const ref = { userId: 'luca.verdi', fileName };
    await sqs.send(
      new SendMessageCommand({
        QueueUrl: local.stack.queues.exports.url,
        MessageBody: JSON.stringify({ jobId: jobMessageId(ref), ...ref }),
      }),
    );
    await eventually(async () => (await messagesIn(sqs, local.stack.queues.exports.url)) === 0);
    const after = await objectOf(job);
    expect(after.ETag).toBe(before.ETag);
    expect(after.LastModified).toEqual(before.LastModified);
    expect(await store().get(ref)).toMatchObject({ status: 'READY', attempts: 1 });
  });

  it('retries an attempt that failed mid-upload from the start: READY, one object, no parts left behind', async () => {
    failPartUploads(1);
    const fileName = uniqueName('ripreso');
    await queueMonthExport('luca.verdi', fileName);
    const job = await finished('luca.verdi', fileName);
    expect(job.status).toBe('READY');
    expect(await store().get({ userId: 'luca.verdi', fileName })).toMatchObject({ attempts: 2 });
    expect(job.recordCount).toBe(rows.length);
    // The failed attempt aborted its multipart upload (the emulator cannot list them): no orphan parts.
    expect(sent.filter((name) => name === 'AbortMultipartUploadCommand')).toHaveLength(1);
    expect(sent.filter((name) => name === 'CompleteMultipartUploadCommand')).toHaveLength(1);
  });

  it('marks a job that keeps failing ERROR and leaves its message in the dead-letter queue', async () => {
    failPartUploads(QUEUES.exports.maxReceiveCount);
    const deadBefore = await messagesIn(sqs, local.stack.queues.exports.deadLetterUrl);
    const fileName = uniqueName('fallito');
    await queueMonthExport('luca.verdi', fileName);
    const job = await finished('luca.verdi', fileName);
    expect(job).toMatchObject({ status: 'ERROR', failure: 'FAILED', downloadable: false });
    await eventually(async () => (await messagesIn(sqs, local.stack.queues.exports.deadLetterUrl)) === deadBefore + 1);
    // The system's own act, audited as SYSTEM under the job the call that queued it named.
    const records = await auditRecordsOfEntity(clients.documentClient, 'EXPORT_JOB', `luca.verdi/${fileName}`);
    expect(records.filter((record) => record.user === 'SYSTEM')).toEqual([
      expect.objectContaining({
        role: 'SYSTEM',
        route: 'jobFailed',
        outcome: 'FAILED',
        reason: EXPORT_FAILURE_LABELS.FAILED,
        // The reason's code, which a console words in its reader's language.
        reasonCode: 'JOB_FAILED',
        before: expect.objectContaining({ status: 'WORKING' }),
        after: { status: 'ERROR', failure: 'FAILED', exportType: 'REQUEST_LOG' },
      }),
    ]);
  });
});

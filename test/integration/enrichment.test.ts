import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDED_COLUMN_LABELS } from '../../functions/enrichment/enriched-row';
import { jobKey, jobObjectKey } from '../../functions/stores/export-jobs/job-keys';
import { createLocalClients, type LocalClients } from '../../infra/local/aws-clients';
import { csvRecords } from '../../shared/enrichment/input-csv';
import { ERROR_DESCRIPTIONS } from '../../shared/errors';
import { LOCAL_NAMES } from '../../shared/resources';
import { fixtureCsv, fixtureSubjects, personCode, seedFixture } from '../support/enrichment-fixture';
import { startTestStack, type TestStack } from '../support/local-stack';
import { eventually, messagesIn } from '../support/queues';
import { zipBomb, zipOf } from '../support/zip-fixtures';

/** On-demand enrichment through the API and the enrichment worker, on the emulators. */

let local: TestStack;
let clients: LocalClients;
let riskOfficer: string;
let analyst: string;
const RISK_OFFICER = 'giulia.bianchi';
const subjects = fixtureSubjects(300);

beforeAll(async () => {
  local = await startTestStack({ demoSeeders: [], workerRetryDelaySeconds: 0 });
  clients = createLocalClients(local.stack.endpoints);
  await seedFixture(clients.documentClient, LOCAL_NAMES.table('data'), subjects);
  riskOfficer = (await local.signIn(RISK_OFFICER)).IdToken;
  analyst = (await local.signIn('luca.verdi')).IdToken;
}, 120_000);

afterAll(async () => {
  clients?.destroy();
  await local?.stop();
});

const zipped = (csv: string) => zipOf([{ name: 'soggetti.csv', data: Buffer.from(csv, 'utf8') }]).toString('base64');

function upload(data: string, outputFilename: string, token = riskOfficer) {
  return local.api('POST', '/api/v1/uploadEnricherFile', {
    token,
    body: { realFilename: 'soggetti.csv', outputFilename, data, fileSeparator: ';', note: ' prova ' },
  });
}

type Job = { fileName: string; status: string; recordCount: number | null; exportType: string; userId: string };

async function jobNamed(fileName: string): Promise<Job | undefined> {
  const { json } = await local.api('GET', '/api/v1/exportFilesList', { token: riskOfficer });
  return (json as { exports: Job[] }).exports.find((job) => job.fileName === fileName);
}

async function readyJob(fileName: string): Promise<Job> {
  await eventually(async () => (await jobNamed(fileName))?.status === 'READY', 60_000);
  return (await jobNamed(fileName)) as Job;
}

/** The job's zip through the presigned URL, as the console downloads it: its CSV's records. */
async function downloadedRows(fileName: string): Promise<{ entries: string[]; rows: string[][] }> {
  const { status, json } = await local.api('POST', '/api/v1/downloadFileUrl', {
    token: riskOfficer,
    body: { userId: RISK_OFFICER, exportType: 'ENRICHER', fileName },
  });
  expect(status).toBe(200);
  const response = await fetch((json as { url: string }).url);
  expect(response.status).toBe(200);
  const zip = await JSZip.loadAsync(await response.arrayBuffer());
  const entries = Object.keys(zip.files);
  const text = await zip.file(`${fileName}.csv`)?.async('string');
  expect(text?.startsWith('\uFEFF')).toBe(true);
  return { entries, rows: [...csvRecords(text?.slice(1) ?? '', ';')].map((record) => record.cells) };
}

const errorOf = (json: unknown) => (json as { errors: { code: string; description: string }[] }).errors[0];

describe('POST /api/v1/uploadEnricherFile', () => {
  it('turns a file of 300 mixed subjects into a READY ENRICHER file, one row per input row', async () => {
    const { status, json } = await upload(zipped(fixtureCsv(subjects)), 'arricchitore_misto');
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json).toMatchObject({ fileName: 'arricchitore_misto', exportType: 'ENRICHER', userId: RISK_OFFICER });
    expect(['PENDING', 'WORKING', 'READY']).toContain((json as Job).status);

    const job = await readyJob('arricchitore_misto');
    expect(job).toMatchObject({ status: 'READY', recordCount: subjects.length, exportType: 'ENRICHER' });

    const { entries, rows } = await downloadedRows('arricchitore_misto');
    expect(entries).toEqual(['arricchitore_misto.csv']);
    const [header, ...data] = rows;
    expect(header).toEqual(['Nome', 'Codice fiscale', 'Partita IVA', ...ADDED_COLUMN_LABELS]);
    expect(data).toHaveLength(subjects.length);
    const cell = (row: string[], label: string) => row[3 + ADDED_COLUMN_LABELS.indexOf(label)];
    data.forEach((row, index) => {
      const subject = subjects[index];
      if (!subject) throw new Error('more rows than subjects');
      // The input's own cells come back untouched, quotes and separators included, in input order.
      expect(row.slice(0, 3), `row ${index}`).toEqual([subject.name, subject.taxCode, subject.vatNumber]);
      expect(
        {
          valid: cell(row, 'Identificativo valido'),
          code: cell(row, 'Codice esito') || null,
          light: cell(row, 'Semaforo') || null,
          customer: cell(row, 'Codice cliente') || null,
        },
        `row ${index} (${subject.kind})`,
      ).toEqual(subject.expected);
      const error = cell(row, 'Errore');
      if (subject.expected.valid === 'NO') expect(error, `row ${index}`).not.toBe('');
      else expect(error, `row ${index}`).toBe('');
    });
    const kindsSeen = new Set(subjects.map((subject) => subject.kind));
    expect(kindsSeen.size).toBe(9);
  });

  it('refuses 50,001 records with the TOO_MANY_RECORDS text', async () => {
    const code = personCode(1).taxCode;
    const csv = `Codice fiscale\n${Array.from({ length: 50_001 }, () => code).join('\n')}\n`;
    const { status, json } = await upload(zipped(csv), 'troppi_record');
    expect(status).toBe(400);
    expect(errorOf(json)).toEqual({ code: 'TOO_MANY_RECORDS', description: ERROR_DESCRIPTIONS.TOO_MANY_RECORDS });
    expect(await jobNamed('troppi_record')).toBeUndefined();
  });

  it('accepts exactly 50,000 records', async () => {
    const code = personCode(1).taxCode;
    const csv = `Codice fiscale\n${Array.from({ length: 50_000 }, () => code).join('\n')}\n`;
    const { status, json } = await upload(zipped(csv), 'cinquantamila');
    expect(status, JSON.stringify(json)).toBe(200);
  });

  it('refuses a zip bomb (30 MB of zeros, its header lying) with 413', async () => {
    const bomb = zipBomb(30);
    expect(bomb.byteLength).toBeLessThan(100_000);
    const { status, json } = await upload(bomb.toString('base64'), 'bomba');
    expect(status).toBe(413);
    expect(errorOf(json)).toEqual({ code: 'FILE_TOO_LARGE', description: ERROR_DESCRIPTIONS.FILE_TOO_LARGE });
  });

  it.each([
    [
      'two files',
      zipOf([
        { name: 'a.csv', data: Buffer.from('x') },
        { name: 'b.csv', data: Buffer.from('y') },
      ]),
    ],
    ['not a zip', Buffer.from(`Codice fiscale\n${personCode(2).taxCode}\n`)],
    ['a spreadsheet, not text', zipOf([{ name: 'a.xlsx', data: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0]) }])],
  ])('refuses %s with 400 UNREADABLE_FILE', async (_name, bytes) => {
    const { status, json } = await upload(bytes.toString('base64'), 'illeggibile');
    expect(status).toBe(400);
    expect(errorOf(json)).toEqual({ code: 'UNREADABLE_FILE', description: ERROR_DESCRIPTIONS.UNREADABLE_FILE });
  });

  it('refuses a file with a header and no record', async () => {
    const { status, json } = await upload(zipped('Codice fiscale;Nome\n\n'), 'vuoto');
    expect(status).toBe(400);
    expect(errorOf(json)).toMatchObject({
      code: 'VALIDATION_ERROR',
      description: 'Il file non contiene record da arricchire.',
    });
  });

  it('refuses ANALISTA with 403', async () => {
    const { status } = await upload(zipped(fixtureCsv(subjects.slice(0, 3))), 'analista', analyst);
    expect(status).toBe(403);
  });

  it('refuses an output name already used with 409', async () => {
    const data = zipped(fixtureCsv(subjects.slice(0, 5)));
    expect((await upload(data, 'stesso_nome')).status).toBe(200);
    const second = await upload(data, 'stesso_nome');
    expect(second.status).toBe(409);
    expect(errorOf(second.json)).toEqual({ code: 'NAME_TAKEN', description: ERROR_DESCRIPTIONS.NAME_TAKEN });
  });
});

describe('the enrichment worker', () => {
  it('does not rebuild a READY file when its message is delivered again', async () => {
    const fileName = 'riconsegna';
    expect((await upload(zipped(fixtureCsv(subjects.slice(0, 20))), fileName)).status).toBe(200);
    await readyJob(fileName);
    const ref = { userId: RISK_OFFICER, fileName };
    const head = () =>
      clients.s3.send(new HeadObjectCommand({ Bucket: LOCAL_NAMES.bucket('exports'), Key: jobObjectKey(ref) }));
    const storedJob = async () =>
      (await clients.documentClient.send(new GetCommand({ TableName: LOCAL_NAMES.table('data'), Key: jobKey(ref) })))
        .Item;
    const before = await head();
    const jobBefore = await storedJob();
    // Past the zip's two-second timestamps, so that a rebuilt file could not have the same bytes.
    await new Promise((resolve) => setTimeout(resolve, 2100));

    const queue = local.stack.queues.enrichment;
    // The same message (caught by the idempotency record), then a new message for the same job
    // (caught by the job's state): neither builds the file again.
    for (const jobId of [`${RISK_OFFICER}/${fileName}`, 'another-delivery']) {
      await clients.sqs.send(
        new SendMessageCommand({
          QueueUrl: queue.url,
          MessageBody: JSON.stringify({ jobId, userId: RISK_OFFICER, fileName }),
        }),
      );
      await eventually(async () => (await messagesIn(clients.sqs, queue.url)) === 0);
    }

    const after = await head();
    expect(after.ETag).toBe(before.ETag);
    expect(after.LastModified).toEqual(before.LastModified);
    expect(await storedJob()).toEqual(jobBefore);
    expect((await jobNamed(fileName))?.status).toBe('READY');
    expect(await messagesIn(clients.sqs, queue.deadLetterUrl)).toBe(0);
  });
});

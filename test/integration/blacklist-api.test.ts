import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuditRecord } from '../../functions/commons/audit/audit-record';
import { FOUR_EYES_ENV } from '../../functions/commons/versioned/four-eyes';
import { blacklistKeys } from '../../functions/stores/black-lists/keys';
import type { BlacklistRow } from '../../functions/stores/black-lists/members';
import { createLocalClients, type LocalClients } from '../../infra/local/aws-clients';
import { DEMO_USERS } from '../../infra/local/demo-users';
import { BLACKLIST_LIFECYCLE } from '../../shared/blacklist/blacklist-lifecycle';
import { BLACKLIST_LOAD_FAILURE_LABELS, type BlacklistKind } from '../../shared/enums';
import { ERROR_DESCRIPTIONS } from '../../shared/errors';
import { nextRomeMidnight } from '../../shared/italian-time';
import { type RefusalCode, refusalText } from '../../shared/refusals';
import { LOCAL_NAMES } from '../../shared/resources';
import type { BlacklistResponse, BlacklistVersion } from '../../shared/schemas/blacklist';
import { auditRecordsOfEntity } from '../support/audit-records';
import {
  APPROVER,
  type BlacklistApi,
  type BlacklistCall,
  type BlacklistRoute,
  blacklistApi,
  byId,
  errorsOf,
  recoverBody,
  UPLOADER,
  uploadBody,
  zippedCsv,
} from '../support/blacklist-api';
import { blacklistCsv, blacklistRows, membersFileExists } from '../support/blacklist-load';
import { type ApiResponse, startTestStack, type TestStack } from '../support/local-stack';
import { eventually } from '../support/queues';
import { csvLines, onlyFileOf } from '../support/zip';
import { zipBomb, zipOf } from '../support/zip-fixtures';

/**
 * The black lists' five calls end to end on the emulators: roles, the upload's refusals with
 * nothing stored, the load by the real worker, publication by a second administrator taking effect at
 * the next Italian midnight (the night simulated by moving the waiting version's validFrom into the
 * past), restore, delete, concurrent publications, the download of a version's members, and the audit
 * trail of every transition.
 */

let local: TestStack;
let clients: LocalClients;
let api: BlacklistApi;

const DATA = LOCAL_NAMES.table('data');
const UPLOADS = LOCAL_NAMES.bucket('uploads');
const { transitions, notFound, stale, secondPersonRequired } = BLACKLIST_LIFECYCLE;
const refusedWith = (code: RefusalCode) => [{ code, description: refusalText(code) }];

beforeAll(async () => {
  local = await startTestStack({ workerRetryDelaySeconds: 0 });
  clients = createLocalClients(local.stack.endpoints);
  api = blacklistApi(local);
}, 120_000);

afterAll(async () => {
  clients?.destroy();
  await local?.stop();
});

/** The head as stored, read past the API (which settles it). */
const storedHead = async (kind: BlacklistKind) =>
  (
    await clients.documentClient.send(
      new GetCommand({ TableName: DATA, Key: blacklistKeys(kind).head, ConsistentRead: true }),
    )
  ).Item;

/** Every object the uploads keep for the black lists. */
async function storedUploads(): Promise<string[]> {
  const { Contents = [] } = await clients.s3.send(new ListObjectsV2Command({ Bucket: UPLOADS, Prefix: 'blacklists/' }));
  return Contents.map((object) => object.Key as string).sort();
}

/** Runs a call that must be refused and proves that both heads and the uploads are as they were. */
async function refusedWithoutChange(run: () => Promise<ApiResponse>): Promise<ApiResponse> {
  const before = [await storedHead('RADIATI'), await storedHead('CEDUTI'), await storedUploads()];
  const response = await run();
  expect(response.status, response.text).toBeGreaterThanOrEqual(400);
  expect([await storedHead('RADIATI'), await storedHead('CEDUTI'), await storedUploads()]).toEqual(before);
  return response;
}

/**
 * The night passing: the waiting version's validFrom moved to a second ago, written past the API as the
 * clock would make it. Answers the instant it now takes effect from.
 */
async function nightPasses(kind: BlacklistKind): Promise<string> {
  const midnight = new Date(Date.now() - 1000).toISOString();
  await clients.documentClient.send(
    new UpdateCommand({
      TableName: DATA,
      Key: blacklistKeys(kind).head,
      UpdateExpression: 'SET scheduled.validFrom = :midnight',
      ConditionExpression: 'attribute_exists(scheduled.validFrom)',
      ExpressionAttributeValues: { ':midnight': midnight },
    }),
  );
  return midnight;
}

/** The SYSTEM records of one event under the list of this file's lifecycle, newest first. */
const systemRecords = async (event: string) =>
  (await auditRecordsOfEntity(clients.documentClient, 'BLACKLIST', 'CEDUTI')).filter(
    (record) => record.user === 'SYSTEM' && record.route === event,
  );

/** The rows of a version's members through downloadFileUrl and the presigned URL, as the console downloads them. */
async function downloadedRows(version: BlacklistVersion, username = APPROVER): Promise<BlacklistRow[]> {
  const { IdToken } = await local.signIn(username);
  const response = await local.api('POST', '/api/v1/downloadFileUrl', {
    token: IdToken,
    body: { exportType: 'BLACKLIST', fileName: version.downloadName, userId: version.userId },
  });
  expect(response.status, response.text).toBe(200);
  const file = await fetch((response.json as { url: string }).url);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-disposition')).toContain(`${version.downloadName}.zip`);
  const { text } = await onlyFileOf(await file.arrayBuffer());
  const [header, ...lines] = csvLines(text);
  expect(header).toBe('\uFEFFcodiceFiscale;partitaIva');
  return lines.map((line) => {
    const [taxCode, vatNumber] = line.split(';');
    return { taxCode: taxCode || null, vatNumber: vatNumber || null };
  });
}

const withoutVersion = (lists: BlacklistResponse, id: string) => ({
  ...lists,
  publishing: lists.publishing.filter((version) => version.id !== id),
});

describe('the lifecycle through the API (CEDUTI)', () => {
  const KIND = 'CEDUTI';
  let start: BlacklistResponse;
  let inForce: BlacklistVersion;
  let inForceRows: BlacklistRow[];
  let uploadedRows: BlacklistRow[];
  let uploaded: BlacklistVersion;
  let ready: BlacklistVersion;
  let published: BlacklistVersion;
  let midnight: string;
  let restored: BlacklistVersion;

  it('starts from the seeded list: one ACTIVE, nothing prepared nor waiting, a history', async () => {
    start = await api.lists(KIND);
    expect(start.publishing).toEqual([]);
    expect(start.active).toHaveLength(1);
    expect(start.active[0]).toMatchObject({ kind: KIND, status: 'ACTIVE', validTo: null });
    expect(start.archiveTotal).toBeGreaterThan(0);
    expect(start.archive).toHaveLength(start.archiveTotal);
    inForce = start.active[0] as BlacklistVersion;
    inForceRows = await downloadedRows(inForce);
    expect(inForceRows.length).toBe(inForce.loadedRecords);
  });

  it('an upload answers the new version LOADING, stores its CSV and shows it being prepared', async () => {
    // Subjects the list in force has (two, or its one), eighteen new ones, and a row with no valid identifier.
    uploadedRows = [...inForceRows.slice(0, 2), ...blacklistRows(18, 5000)];
    const csv = blacklistCsv([...uploadedRows, 'non un codice;12345']);
    uploaded = await api.succeeds(UPLOADER, 'uploadBlacklist', {
      body: { ...uploadBody(KIND, csv, ' ceduti_novembre '), note: ' Lista di novembre ' },
    });
    expect(uploaded).toMatchObject({
      kind: KIND,
      status: 'LOADING',
      filename: 'ceduti_novembre',
      note: 'Lista di novembre',
      userId: UPLOADER,
      updatedBy: UPLOADER,
      version: 1,
      membersId: uploaded.id,
      downloadName: `BlackList_${KIND}_${uploaded.id}`,
      validFrom: null,
      publicationUser: null,
      parentId: null,
      changes: null,
      failure: null,
    });
    expect(await storedUploads()).toContain(`blacklists/${KIND}/${uploaded.id}.csv`);
    const now = await api.lists(KIND);
    expect(now.publishing.map((version) => version.id)).toEqual([uploaded.id]);
    expect(now.active).toEqual(start.active);
    expect(now.archiveTotal).toBe(start.archiveTotal);
  });

  it('the worker loads it: READY with its counts and its changes against the list in force', async () => {
    const shared = Math.min(2, inForceRows.length);
    ready = await api.loaded(KIND, uploaded.id);
    expect(ready).toEqual({
      ...uploaded,
      status: 'READY',
      version: 2,
      loadedRecords: 18 + shared,
      discardedRecords: 1,
      statusUpdateDate: ready.statusUpdateDate,
      changes: { comparedWith: inForce.id, added: 18, removed: inForceRows.length - shared, unchanged: shared },
    });
    expect(await downloadedRows(ready)).toEqual(uploadedRows);
    // The load's outcome is the system's own act: one SYSTEM record under the list.
    expect(await systemRecords('blacklistLoad')).toEqual([
      expect.objectContaining({
        user: 'SYSTEM',
        role: 'SYSTEM',
        entityId: KIND,
        outcome: 'SUCCEEDED',
        at: ready.statusUpdateDate,
        reason: null,
        reasonCode: null,
        before: { version: uploaded },
        after: { version: ready },
      }),
    ]);
  });

  it('a second upload while one is prepared (READY): 409 saying so, nothing stored', async () => {
    const response = await refusedWithoutChange(() =>
      api.call(UPLOADER, 'uploadBlacklist', { body: uploadBody(KIND, blacklistRows(3, 6000)) }),
    );
    expect(response.status).toBe(409);
    expect(errorsOf(response)).toEqual(refusedWith('BLACKLIST_ALREADY_PREPARED'));
  });

  it('the 409 comes before the file is read: an unreadable file answers it too, not the file’s refusal', async () => {
    // Eight parallel uploads of a large file used to unzip and parse it all before this 409.
    const unreadable = { ...uploadBody(KIND, 'x'), data: Buffer.from('not a zip at all').toString('base64') };
    const response = await refusedWithoutChange(() => api.call(UPLOADER, 'uploadBlacklist', { body: unreadable }));
    expect(response.status, response.text).toBe(409);
    expect(errorsOf(response)).toEqual(refusedWith('BLACKLIST_ALREADY_PREPARED'));
  });

  it('its uploader cannot publish it: 403 BLACKLIST_FOUR_EYES_REQUIRED with the lifecycle’s text, nothing changed', async () => {
    const response = await refusedWithoutChange(() => api.call(UPLOADER, 'publishBlacklist', byId(ready.id)));
    expect(response.status).toBe(403);
    expect(errorsOf(response)).toEqual(refusedWith(secondPersonRequired));
  });

  it('the second administrator publishes it: PUBLISHED, in force from the next Italian midnight, beside the ACTIVE', async () => {
    const asked = new Date().toISOString();
    published = await api.succeeds(APPROVER, 'publishBlacklist', byId(ready.id));
    const answered = new Date().toISOString();
    expect(published).toEqual({
      ...ready,
      status: 'PUBLISHED',
      version: 3,
      publicationUser: APPROVER,
      updatedBy: APPROVER,
      updatedAt: published.updatedAt,
      statusUpdateDate: published.updatedAt,
      validFrom: nextRomeMidnight(published.updatedAt as string),
    });
    expect([nextRomeMidnight(asked), nextRomeMidnight(answered)]).toContain(published.validFrom);
    expect(Date.parse(published.validFrom as string)).toBeGreaterThan(Date.parse(answered));

    const now = await api.lists(KIND);
    expect(now.publishing).toEqual([]);
    expect(now.active).toEqual([published, inForce]);
    expect(now.archive).toEqual(start.archive);
  });

  it('after the night the published version is ACTIVE and the previous one ARCHIVED, closed as it opened', async () => {
    midnight = await nightPasses(KIND);
    const now = await api.lists(KIND);
    expect(now.active).toEqual([
      {
        ...published,
        status: 'ACTIVE',
        validFrom: midnight,
        version: published.version + 1,
        statusUpdateDate: midnight,
      },
    ]);
    expect(now.archiveTotal).toBe(start.archiveTotal + 1);
    expect(now.archive).toEqual([
      { ...inForce, status: 'ARCHIVED', validTo: midnight, version: inForce.version + 1, statusUpdateDate: midnight },
      ...start.archive,
    ]);
    // The read computed it and wrote nothing (list GETs hold no write right): the switch is the schedule's.
    const waiting = await storedHead(KIND);
    expect(waiting).toMatchObject({ scheduled: { id: published.id, status: 'PUBLISHED' } });

    // The scheduled function commits it (its timer's run, made now), once: a second run changes nothing.
    await local.stack.schedules.run('blacklistMidnightSwitch');
    const switched = await storedHead(KIND);
    expect(switched).toMatchObject({ scheduled: null, current: { id: published.id, status: 'ACTIVE' } });
    await local.stack.schedules.run('blacklistMidnightSwitch');
    expect(await storedHead(KIND)).toEqual(switched);
    expect(await api.lists(KIND)).toEqual(now);
    // One SYSTEM record of the switch, filed at the midnight itself, with what it put in force and archived.
    expect(await systemRecords('blacklistSwitch')).toEqual([
      expect.objectContaining({
        user: 'SYSTEM',
        entityId: KIND,
        outcome: 'SUCCEEDED',
        at: midnight,
        before: { current: inForce, scheduled: { ...published, validFrom: midnight } },
        after: { current: now.active[0], archived: now.archive[0] },
      }),
    ]);
  });

  it('a restore needs a note: blank, 400 at the field, nothing changed', async () => {
    for (const note of ['', '   ', ' \n ']) {
      const response = await refusedWithoutChange(() =>
        api.call(UPLOADER, 'recoverBlacklist', recoverBody(inForce.id, note)),
      );
      expect(response.status, JSON.stringify(note)).toBe(400);
      expect(errorsOf(response)).toContainEqual(expect.objectContaining({ code: 'VALIDATION_ERROR', field: 'note' }));
    }
  });

  it('one administrator alone restores an ARCHIVED version: a PUBLISHED copy with its members, the archived one kept', async () => {
    const before = await api.lists(KIND);
    restored = await api.succeeds(
      UPLOADER,
      'recoverBlacklist',
      recoverBody(inForce.id, ' Ritorno alla lista precedente '),
    );
    expect(restored).toEqual({
      ...inForce,
      id: restored.id,
      parentId: inForce.id,
      membersId: inForce.membersId,
      downloadName: `BlackList_${KIND}_${restored.id}`,
      status: 'PUBLISHED',
      version: 1,
      note: 'Ritorno alla lista precedente',
      publicationUser: UPLOADER,
      updatedBy: UPLOADER,
      updatedAt: restored.updatedAt,
      statusUpdateDate: restored.updatedAt,
      validFrom: nextRomeMidnight(restored.updatedAt as string),
      validTo: null,
    });
    expect(restored.id).not.toBe(inForce.id);
    const now = await api.lists(KIND);
    expect(now.active).toEqual([restored, ...before.active]);
    expect(now.archive).toEqual(before.archive);
    expect(now.archiveTotal).toBe(before.archiveTotal);
    // The copy downloads the members it shares with the archived version.
    expect(await downloadedRows(restored)).toEqual(inForceRows);
  });

  it('a newer publication supersedes the waiting copy: archived, closed before it ever opened', async () => {
    const before = await api.lists(KIND);
    const next = await api.prepare(KIND, blacklistRows(5, 7000));
    const newer = await api.succeeds(APPROVER, 'publishBlacklist', byId(next.id));
    const now = await api.lists(KIND);
    expect(now.active).toEqual([newer, before.active[1]]);
    expect(now.archiveTotal).toBe(before.archiveTotal + 1);
    const superseded = now.archive[0] as BlacklistVersion;
    expect(superseded).toEqual({
      ...restored,
      status: 'ARCHIVED',
      version: restored.version + 1,
      validTo: superseded.validTo,
      statusUpdateDate: superseded.validTo,
    });
    expect(Date.parse(superseded.validTo as string)).toBeLessThan(Date.parse(restored.validFrom as string));
    expect(now.archive.slice(1)).toEqual(before.archive);

    const midnight = await nightPasses(KIND);
    const after = await api.lists(KIND);
    expect(after.active).toEqual([
      { ...newer, status: 'ACTIVE', validFrom: midnight, version: newer.version + 1, statusUpdateDate: midnight },
    ]);
    expect(after.archive[0]).toMatchObject({ id: published.id, status: 'ARCHIVED', validTo: midnight });
    expect(after.archiveTotal).toBe(now.archiveTotal + 1);
  });

  it('the history pages newest first, disjoint, together the total', async () => {
    const whole = await api.lists(KIND);
    const pages: BlacklistVersion[][] = [];
    for (let page = 0; page * 2 < whole.archiveTotal; page++) {
      const answer = await api.lists(KIND, page, 2);
      expect(answer.archiveTotal).toBe(whole.archiveTotal);
      pages.push(answer.archive);
    }
    expect(pages.flat()).toEqual(whole.archive);
    expect((await api.lists(KIND, pages.length, 2)).archive).toEqual([]);
  });
});

describe('delete', () => {
  const KIND = 'RADIATI';

  it('of a READY version: gone from the lists, the rest as it was, its members purged', async () => {
    const before = await api.lists(KIND);
    const ready = await api.prepare(KIND, blacklistRows(4, 8000));
    expect(await membersFileExists(clients.s3, KIND, ready.membersId)).toBe(true);
    const deleted = await api.succeeds(UPLOADER, 'deleteBlacklist', byId(ready.id));
    expect(deleted).toMatchObject({ id: ready.id, status: 'READY', version: ready.version + 1, updatedBy: UPLOADER });
    expect(await api.lists(KIND)).toEqual(withoutVersion(before, ready.id));
    await eventually(async () => !(await membersFileExists(clients.s3, KIND, ready.membersId)));
    // Deleted is gone: a second delete does not find it.
    const again = await api.call(UPLOADER, 'deleteBlacklist', byId(ready.id));
    expect(again.status).toBe(404);
  });

  it('of a DISCARDING version (a file without a valid row): its failure said, no file to download, deleted', async () => {
    const discarded = await api.prepare(KIND, 'Codice fiscale;Partita IVA\r\nnon un codice;123\r\nXYZ;\r\n');
    expect(discarded).toMatchObject({
      status: 'DISCARDING',
      failure: 'NO_VALID_RECORDS',
      loadedRecords: 0,
      discardedRecords: 2,
    });
    const { IdToken } = await local.signIn(APPROVER);
    const download = await local.api('POST', '/api/v1/downloadFileUrl', {
      token: IdToken,
      body: { exportType: 'BLACKLIST', fileName: discarded.downloadName, userId: discarded.userId },
    });
    expect(download.status).toBe(409);
    // The failed load is audited as SYSTEM with its reason's code and the words the screen shows.
    const records = await auditRecordsOfEntity(clients.documentClient, 'BLACKLIST', KIND);
    expect(records.filter((record) => record.route === 'blacklistLoad' && record.after)).toContainEqual(
      expect.objectContaining({
        user: 'SYSTEM',
        outcome: 'FAILED',
        reason: BLACKLIST_LOAD_FAILURE_LABELS.NO_VALID_RECORDS,
        reasonCode: 'BLACKLIST_LOAD_NO_VALID_RECORDS',
        after: { version: expect.objectContaining({ id: discarded.id, status: 'DISCARDING' }) },
      }),
    );
    await api.succeeds(APPROVER, 'deleteBlacklist', byId(discarded.id));
    expect((await api.lists(KIND)).publishing).toEqual([]);
  });
});

describe('a transition the status forbids: 409 with its reason; an unknown id: 404; nothing changed', () => {
  const KIND = 'RADIATI';
  let state: { active: BlacklistVersion; archived: BlacklistVersion; ready: BlacklistVersion };

  beforeAll(async () => {
    const ready = await api.prepare(KIND, blacklistRows(3, 9000));
    const lists = await api.lists(KIND);
    state = {
      active: lists.active.find((version) => version.status === 'ACTIVE') as BlacklistVersion,
      archived: lists.archive[0] as BlacklistVersion,
      ready,
    };
  });

  type Case = [string, BlacklistRoute, (s: typeof state) => BlacklistCall, RefusalCode];
  it.each<Case>([
    ['deleting the ACTIVE', 'deleteBlacklist', (s) => byId(s.active.id), transitions.delete.refusal],
    ['deleting an ARCHIVED', 'deleteBlacklist', (s) => byId(s.archived.id), transitions.delete.refusal],
    ['publishing the ACTIVE', 'publishBlacklist', (s) => byId(s.active.id), transitions.publish.refusal],
    ['publishing an ARCHIVED', 'publishBlacklist', (s) => byId(s.archived.id), transitions.publish.refusal],
    ['restoring the ACTIVE', 'recoverBlacklist', (s) => recoverBody(s.active.id), transitions.restore.refusal],
    ['restoring a READY', 'recoverBlacklist', (s) => recoverBody(s.ready.id), transitions.restore.refusal],
  ])('%s', async (_case, route, request, code) => {
    const response = await refusedWithoutChange(() => api.call(APPROVER, route, request(state)));
    expect(response.status).toBe(409);
    expect(errorsOf(response)).toEqual(refusedWith(code));
  });

  it.each<[BlacklistRoute, BlacklistCall]>([
    ['deleteBlacklist', byId('20260101-000000-00000000')],
    ['publishBlacklist', byId('mai-esistita')],
    ['recoverBlacklist', recoverBody('mai-esistita')],
  ])('%s of an unknown id: 404', async (route, request) => {
    const response = await refusedWithoutChange(() => api.call(APPROVER, route, request));
    expect(response.status).toBe(404);
    expect(errorsOf(response)).toEqual(refusedWith(notFound));
  });

  it('deleting a version waiting for midnight (PUBLISHED): 409', async () => {
    const published = await api.succeeds(APPROVER, 'publishBlacklist', byId(state.ready.id));
    const response = await refusedWithoutChange(() => api.call(APPROVER, 'deleteBlacklist', byId(published.id)));
    expect(response.status).toBe(409);
    expect(errorsOf(response)).toEqual(refusedWith(transitions.delete.refusal));
  });
});

describe('upload: bad input is refused with the error shape, nothing stored', () => {
  const KIND = 'RADIATI';
  const person = blacklistRows(1, 9500)[0] as BlacklistRow;
  const line = `${person.taxCode};${person.vatNumber}`;
  const records = (count: number) => `Codice fiscale;Partita IVA\r\n${`${line}\r\n`.repeat(count)}`;
  const csvZip = (csv: string) => zipOf([{ name: 'lista.csv', data: Buffer.from(csv, 'utf8') }]);

  beforeAll(async () => {
    // With nothing being prepared, every refusal below is the file's or the field's, never the 409.
    const [pending] = (await api.lists(KIND)).publishing;
    if (pending) await api.succeeds(APPROVER, 'deleteBlacklist', byId(pending.id));
  });

  it.each<[string, Record<string, unknown>, number, { code: string; field?: string; description?: string }]>([
    [
      'not a zip',
      { data: Buffer.from(records(2)).toString('base64') },
      400,
      { code: 'UNREADABLE_FILE', description: ERROR_DESCRIPTIONS.UNREADABLE_FILE },
    ],
    [
      'a zip of two files',
      {
        data: zipOf([
          { name: 'a.csv', data: Buffer.from(records(1)) },
          { name: 'b.csv', data: Buffer.from(records(1)) },
        ]).toString('base64'),
      },
      400,
      { code: 'UNREADABLE_FILE', description: ERROR_DESCRIPTIONS.UNREADABLE_FILE },
    ],
    [
      'a zip bomb (30 MB of zeros, its header lying)',
      { data: zipBomb(30).toString('base64') },
      413,
      { code: 'FILE_TOO_LARGE', description: ERROR_DESCRIPTIONS.FILE_TOO_LARGE },
    ],
    [
      '50,001 records',
      { data: csvZip(records(50_001)).toString('base64') },
      400,
      { code: 'TOO_MANY_RECORDS', description: ERROR_DESCRIPTIONS.TOO_MANY_RECORDS },
    ],
    [
      'an empty file',
      { data: zippedCsv('') },
      400,
      { code: 'VALIDATION_ERROR', field: 'data', description: 'Il file non contiene record.' },
    ],
    [
      'a header and no record',
      { data: zippedCsv('Codice fiscale;Partita IVA\r\n') },
      400,
      { code: 'VALIDATION_ERROR', field: 'data', description: 'Il file non contiene record.' },
    ],
    ['a wrong blType', { blType: 'ALTRI' }, 400, { code: 'VALIDATION_ERROR', field: 'blType' }],
    ['no blType', { blType: undefined }, 400, { code: 'VALIDATION_ERROR', field: 'blType' }],
    ['no filename', { filename: undefined }, 400, { code: 'VALIDATION_ERROR', field: 'filename' }],
    ['an empty filename', { filename: '' }, 400, { code: 'VALIDATION_ERROR', field: 'filename' }],
    ['a filename of blanks', { filename: '   ' }, 400, { code: 'VALIDATION_ERROR', field: 'filename' }],
    ['no data', { data: undefined }, 400, { code: 'VALIDATION_ERROR', field: 'data' }],
    ['data that is not base64', { data: 'non è base64!' }, 400, { code: 'VALIDATION_ERROR', field: 'data' }],
    ['a note over 400 characters', { note: 'x'.repeat(401) }, 400, { code: 'VALIDATION_ERROR', field: 'note' }],
  ])('%s', async (_case, changes, status, error) => {
    const body = { ...uploadBody(KIND, records(2)), ...changes };
    const response = await refusedWithoutChange(() => api.call(UPLOADER, 'uploadBlacklist', { body }));
    expect(response.status, response.text).toBe(status);
    expect(errorsOf(response)).toContainEqual(expect.objectContaining(error));
  });

  it('a file of exactly one record is taken (the bounds above are the refusals’ own)', async () => {
    const version = await api.succeeds(UPLOADER, 'uploadBlacklist', { body: uploadBody(KIND, records(1)) });
    expect(await api.loaded(KIND, version.id)).toMatchObject({ status: 'READY', loadedRecords: 1 });
    await api.succeeds(UPLOADER, 'deleteBlacklist', byId(version.id));
  });
});

describe('two concurrent publications of the same READY version', () => {
  const saved = process.env[FOUR_EYES_ENV];
  afterEach(() => {
    if (saved === undefined) delete process.env[FOUR_EYES_ENV];
    else process.env[FOUR_EYES_ENV] = saved;
  });

  it('by two administrators: exactly one 200, the other 409, one version waiting', async () => {
    const KIND = 'CEDUTI';
    // Both administrators may publish (the uploader too): only the race decides.
    process.env[FOUR_EYES_ENV] = 'off';
    const ready = await api.prepare(KIND, blacklistRows(3, 9700));
    const before = await api.lists(KIND);
    const responses = await Promise.all(
      [UPLOADER, APPROVER].map((user) => api.call(user, 'publishBlacklist', byId(ready.id))),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const loser = responses.find((response) => response.status === 409) as ApiResponse;
    expect([stale, transitions.publish.refusal]).toContain(errorsOf(loser)[0]?.code);
    const winner = (responses.find((response) => response.status === 200) as ApiResponse).json as BlacklistVersion;
    const after = await api.lists(KIND);
    expect(after.active.filter((version) => version.status === 'PUBLISHED')).toEqual([winner]);
    expect(winner).toMatchObject({ id: ready.id, version: ready.version + 1 });
    expect(after.publishing).toEqual([]);
    expect(after.archiveTotal).toBe(before.archiveTotal + (before.active.length - 1));
  });
});

describe('download of a version (downloadFileUrl, exportType BLACKLIST)', () => {
  const KIND = 'RADIATI';
  let version: BlacklistVersion;
  const body = (changes: Partial<Record<'userId' | 'fileName', string>> = {}) => ({
    exportType: 'BLACKLIST',
    fileName: version.downloadName,
    userId: version.userId,
    ...changes,
  });
  const ask = async (username: string, request: unknown) =>
    local.api('POST', '/api/v1/downloadFileUrl', { token: (await local.signIn(username)).IdToken, body: request });

  beforeAll(async () => {
    version = (await api.lists(KIND)).active.find((candidate) => candidate.status === 'ACTIVE') as BlacklistVersion;
  });

  it('the version in force: a zip of its members, as many as it loaded, for an ADMIN and for its uploader', async () => {
    const rows = await downloadedRows(version, APPROVER);
    expect(rows).toHaveLength(version.loadedRecords);
    expect(await downloadedRows(version, version.userId)).toEqual(rows);
  });

  it.each<[string, (version: BlacklistVersion) => Partial<Record<'userId' | 'fileName', string>>]>([
    ['another user named as its uploader', () => ({ userId: 'giulia.bianchi' })],
    ['an unknown version', () => ({ fileName: `BlackList_${KIND}_20990101-000000-00000000` })],
    ['the version under the other list', (v) => ({ fileName: v.downloadName.replace(KIND, 'CEDUTI') })],
    ['a name no version has', () => ({ fileName: 'BlackList_qualcosa' })],
  ])('%s: 404', async (_case, changes) => {
    const response = await ask(APPROVER, body(changes(version)));
    expect(response.status, response.text).toBe(404);
  });

  it('another role asking for an administrator’s file: 403', async () => {
    const response = await ask('giulia.bianchi', body());
    expect(response.status).toBe(403);
    expect(errorsOf(response)[0]?.code).toBe('FORBIDDEN');
  });
});

describe('every role but ADMIN: 403 on each of the five calls, nothing changed', () => {
  const others = DEMO_USERS.filter((user) => user.role !== 'ADMIN').map((user) => user.username);

  it.each<BlacklistRoute>([
    'getBlacklist',
    'uploadBlacklist',
    'deleteBlacklist',
    'recoverBlacklist',
    'publishBlacklist',
  ])('%s', async (route) => {
    const lists = await api.lists('RADIATI');
    const some = (lists.active[0] ?? lists.archive[0]) as BlacklistVersion;
    const archived = lists.archive[0] as BlacklistVersion;
    const requests: Record<BlacklistRoute, BlacklistCall> = {
      getBlacklist: { params: { kind: 'RADIATI' } },
      uploadBlacklist: { body: uploadBody('RADIATI', blacklistRows(2, 9900)) },
      deleteBlacklist: byId(some.id),
      recoverBlacklist: recoverBody(archived.id),
      publishBlacklist: byId(some.id),
    };
    await refusedWithoutChange(async () => {
      const answers = await Promise.all(others.map((user) => api.call(user, route, requests[route])));
      expect(answers.map((answer) => [answer.status, errorsOf(answer)[0]?.code])).toEqual(
        others.map(() => [403, 'FORBIDDEN']),
      );
      return answers[0] as ApiResponse;
    });
  });
});

describe('the audit trail: every call of a transition leaves one record under the list', () => {
  const KIND = 'CEDUTI';
  const requestIdOf = (response: ApiResponse) => response.headers.get('x-amzn-requestid') as string;

  async function onlyRecordOf(response: ApiResponse): Promise<AuditRecord> {
    const records = await auditRecordsOfEntity(clients.documentClient, 'BLACKLIST', KIND);
    const own = records.filter((record) => record.requestId === requestIdOf(response));
    expect(own).toHaveLength(1);
    return own[0] as AuditRecord;
  }

  async function audited(user: string, route: BlacklistRoute, request: BlacklistCall, status = 200) {
    const response = await api.call(user, route, request);
    expect(response.status, response.text).toBe(status);
    return { version: response.json as BlacklistVersion, record: await onlyRecordOf(response) };
  }

  it('upload, a refused publication, publication, restore, deletion', async () => {
    // From a list with nothing prepared nor waiting: the first publication replaces nothing.
    const [pending] = (await api.lists(KIND)).publishing;
    if (pending) await api.succeeds(UPLOADER, 'deleteBlacklist', byId(pending.id));
    if ((await api.lists(KIND)).active.some((version) => version.status === 'PUBLISHED')) await nightPasses(KIND);
    expect((await api.lists(KIND)).active.map((version) => version.status)).toEqual(['ACTIVE']);

    const upload = await audited(UPLOADER, 'uploadBlacklist', { body: uploadBody(KIND, blacklistRows(3, 9800)) });
    expect(upload.record).toMatchObject({
      outcome: 'SUCCEEDED',
      status: 200,
      user: UPLOADER,
      role: 'ADMIN',
      route: 'uploadBlacklist',
      entityType: 'BLACKLIST',
      entityId: KIND,
      note: 'Caricamento di prova',
      before: null,
      after: { version: upload.version },
    });
    // The file is in the record as its digest, not its bytes.
    expect((upload.record.body as { data: unknown }).data).toMatchObject({ sha256: expect.any(String) });
    const ready = await api.loaded(KIND, upload.version.id);

    const refused = await audited(UPLOADER, 'publishBlacklist', byId(ready.id), 403);
    expect(refused.record).toMatchObject({
      outcome: 'REFUSED',
      status: 403,
      errorCode: 'BLACKLIST_FOUR_EYES_REQUIRED',
      entityId: KIND,
      before: null,
      after: null,
    });

    const publication = await audited(APPROVER, 'publishBlacklist', byId(ready.id));
    expect(publication.record).toMatchObject({
      outcome: 'SUCCEEDED',
      user: APPROVER,
      route: 'publishBlacklist',
      entityId: KIND,
      // Nothing replaced yet: the version in force stays until midnight.
      before: { version: ready },
      after: { version: publication.version },
    });
    expect(Object.keys(publication.record.before as object)).toEqual(['version']);
    expect(Object.keys(publication.record.after as object)).toEqual(['version']);

    const archived = (await api.lists(KIND)).archive[0] as BlacklistVersion;
    const restore = await audited(UPLOADER, 'recoverBlacklist', recoverBody(archived.id, 'Ripristino audit'));
    const at = restore.version.updatedAt;
    const superseded = {
      ...publication.version,
      status: 'ARCHIVED',
      version: publication.version.version + 1,
      validTo: at,
      statusUpdateDate: at,
    };
    expect(restore.record).toMatchObject({
      outcome: 'SUCCEEDED',
      route: 'recoverBlacklist',
      note: 'Ripristino audit',
      // It superseded the publication waiting, not the version in force: that one is what it replaced.
      before: { version: archived },
      after: { version: restore.version, archived: superseded },
    });
    const replaced = Object.values(restore.record.before as Record<string, BlacklistVersion>).filter(
      (version) => version.id !== archived.id,
    );
    expect(replaced).toEqual([publication.version]);

    const draft = await api.prepare(KIND, blacklistRows(2, 9850));
    const deletion = await audited(UPLOADER, 'deleteBlacklist', byId(draft.id));
    expect(deletion.record).toMatchObject({
      outcome: 'SUCCEEDED',
      route: 'deleteBlacklist',
      before: { version: draft },
      after: { version: deletion.version },
    });
  });

  it('an unknown id leaves one REFUSED record, under the id it named', async () => {
    const response = await api.call(APPROVER, 'publishBlacklist', byId('mai-esistita'));
    expect(response.status).toBe(404);
    const records = await auditRecordsOfEntity(clients.documentClient, 'BLACKLIST', 'mai-esistita');
    expect(records.filter((record) => record.requestId === requestIdOf(response))).toMatchObject([
      { outcome: 'REFUSED', status: 404, errorCode: 'BLACKLIST_NOT_FOUND' },
    ]);
  });
});

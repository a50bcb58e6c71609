import { PutObjectCommand } from '@aws-sdk/client-s3';
import { DeleteCommand, GetCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_HEAD, headOf } from '../../functions/commons/versioned/head';
import {
  type BlacklistHead,
  deleteBlacklist,
  uploadBlacklist,
  uploadedVersion,
} from '../../functions/stores/black-lists/blacklist-transitions';
import { blacklistKeys, blacklistMemberKey } from '../../functions/stores/black-lists/keys';
import { type BlacklistLoadMessage, loadMessage, purgeMessage } from '../../functions/stores/black-lists/load-message';
import type { BlacklistRow } from '../../functions/stores/black-lists/members';
import { createLocalClients, type LocalClients } from '../../infra/local/aws-clients';
import type { BlacklistKind } from '../../shared/enums';
import { LOCAL_NAMES } from '../../shared/resources';
import type { BlacklistVersion } from '../../shared/schemas/blacklist';
import {
  blacklistCsv,
  blacklistRows,
  deliveryOf,
  membersFileExists,
  workerInvocation,
} from '../support/blacklist-load';
import { startTestStack, type TestStack } from '../support/local-stack';

/**
 * The black-list load worker on the emulators: the head is put as the upload leaves
 * it (a LOADING version being prepared, its CSV in the uploads bucket) and the worker is invoked with
 * the queue's deliveries, the receive count chosen by each test.
 */

let local: TestStack;
let clients: LocalClients;
let worker: (event: SQSEvent, context: ReturnType<typeof workerInvocation>) => Promise<SQSBatchResponse>;
let members: typeof import('../../functions/stores/black-lists/members');
let functionClients: typeof import('../../functions/commons/clients');
let store: typeof import('../../functions/stores/black-lists/blacklist-store');

const DATA = LOCAL_NAMES.table('data');
const UPLOADS = LOCAL_NAMES.bucket('uploads');
const UPLOADER = 'mario.rossi';

beforeAll(async () => {
  local = await startTestStack({ demoSeeders: [] });
  clients = createLocalClients(local.stack.endpoints);
  // The functions' clients read the emulators' endpoints from the environment the stack has just set.
  worker = (await import('../../functions/blacklist/load-worker')).handler;
  members = await import('../../functions/stores/black-lists/members');
  functionClients = await import('../../functions/commons/clients');
  store = await import('../../functions/stores/black-lists/blacklist-store');
});

afterAll(async () => {
  clients?.destroy();
  await local?.stop();
});

let versions = 0;
/** A version id as the upload makes them, distinct within the file. */
const nextVersionId = () => `20261124-1000${String(++versions).padStart(2, '0')}-0000000${versions % 10}`;

const uploaded = (kind: BlacklistKind, id: string, at = new Date().toISOString()) =>
  uploadedVersion(kind, id, { filename: `lista_${id}`, note: null }, { username: UPLOADER, at, fourEyes: true });

/** A version in force listing `rows`, with its members written as a load writes them. */
async function activeVersion(kind: BlacklistKind, rows: readonly BlacklistRow[]): Promise<BlacklistVersion> {
  const id = nextVersionId();
  await members.writeMembers(kind, id, rows);
  return {
    ...uploaded(kind, id, '2026-11-01T10:00:00.000Z'),
    status: 'ACTIVE',
    loadedRecords: rows.length,
    validFrom: '2026-11-01T23:00:00.000Z',
    publicationUser: 'giulia.bianchi',
    changes: { comparedWith: null, added: rows.length, removed: 0, unchanged: 0 },
  };
}

/**
 * The state the upload leaves: the version LOADING on the head (over `inForce`, if any) and its CSV
 * stored. Answers the load message the upload queues.
 */
async function uploadedFile(kind: BlacklistKind, csv: string | null, inForce?: BlacklistVersion, at?: string) {
  const id = nextVersionId();
  const head = uploadBlacklist(inForce ? headOf(inForce) : EMPTY_HEAD, uploaded(kind, id, at)).next;
  await clients.documentClient.send(
    new PutCommand({ TableName: DATA, Item: { ...blacklistKeys(kind).head, ...head } }),
  );
  const inputKey = `blacklists/${kind}/${id}.csv`;
  if (csv !== null) await clients.s3.send(new PutObjectCommand({ Bucket: UPLOADS, Key: inputKey, Body: csv }));
  return loadMessage(kind, id, inputKey) as Extract<BlacklistLoadMessage, { action: 'load' }>;
}

const readHead = (kind: BlacklistKind): Promise<BlacklistHead> => store.blacklistStore(kind).readHead();

async function deliver(message: Parameters<typeof deliveryOf>[0], receiveCount = 1) {
  const { batchItemFailures } = await worker(deliveryOf(message, receiveCount), workerInvocation());
  return batchItemFailures.length;
}

/** Member items of one load, counted on the table itself. */
async function memberCount(kind: BlacklistKind, membersId: string): Promise<number> {
  let count = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await clients.documentClient.send(
      new ScanCommand({
        TableName: DATA,
        FilterExpression: 'sk = :sk',
        ExpressionAttributeValues: { ':sk': blacklistMemberKey(kind, membersId, 'X').sk },
        Select: 'COUNT',
        ExclusiveStartKey,
      }),
    );
    count += page.Count ?? 0;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return count;
}

const memberItem = async (kind: BlacklistKind, membersId: string, identifier: string) =>
  (
    await clients.documentClient.send(
      new GetCommand({ TableName: DATA, Key: blacklistMemberKey(kind, membersId, identifier) }),
    )
  ).Item;

/** Forgets every job the workers remembered: a redelivery past the idempotency window, or its record lost. */
async function forgetProcessedJobs() {
  const table = LOCAL_NAMES.table('idempotency');
  const { Items = [] } = await clients.documentClient.send(new ScanCommand({ TableName: table }));
  for (const { id } of Items) await clients.documentClient.send(new DeleteCommand({ TableName: table, Key: { id } }));
}

const row = (taxCode: string | null, vatNumber: string | null): BlacklistRow => ({ taxCode, vatNumber });

describe('black-list load worker', () => {
  it('loads a file to READY with its counts, its members and its changes against the list in force', async () => {
    const subjects = blacklistRows(10);
    const [s0, , , s3, s4, s5, s6, s7, s8] = subjects;
    const s9 = subjects[9] as { taxCode: string; vatNumber: string };
    const inForce = await activeVersion('RADIATI', subjects.slice(0, 6));
    const file = blacklistCsv([
      ...subjects.slice(3, 9),
      // The same row again, as typed by hand: counted once.
      `${s6?.taxCode?.toLowerCase()};IT${s6?.vatNumber}`,
      // A valid tax code with a wrong VAT number: the tax code is loaded.
      `${s9.taxCode};07123456780`,
      // Neither valid: discarded.
      'non un codice;12345',
      `${s9.taxCode.slice(0, 15)}X;`,
    ]);
    const message = await uploadedFile('RADIATI', file, inForce);

    expect(await deliver(message)).toBe(0);

    const head = await readHead('RADIATI');
    const loaded = head.updating as BlacklistVersion;
    expect(loaded).toMatchObject({
      id: message.versionId,
      status: 'READY',
      loadedRecords: 7,
      discardedRecords: 2,
      failure: null,
      version: 2,
      changes: { comparedWith: inForce.id, added: 4, removed: 3, unchanged: 3 },
    });
    // Loaded beside the list in force, which stays as it was.
    expect(head.current).toEqual(inForce);

    // Six rows with both identifiers and one with its tax code alone.
    expect(await memberCount('RADIATI', loaded.membersId)).toBe(13);
    expect(await memberItem('RADIATI', loaded.membersId, s6?.vatNumber as string)).toEqual({
      ...blacklistMemberKey('RADIATI', loaded.membersId, s6?.vatNumber as string),
      taxCode: s6?.taxCode,
      vatRegistrationNo: s6?.vatNumber,
    });
    expect(await memberItem('RADIATI', loaded.membersId, s9.taxCode)).toEqual({
      ...blacklistMemberKey('RADIATI', loaded.membersId, s9.taxCode),
      taxCode: s9.taxCode,
    });
    expect(await memberItem('RADIATI', loaded.membersId, s0?.taxCode as string)).toBeUndefined();
    expect(await members.readMembers('RADIATI', loaded.membersId)).toEqual([
      s3,
      s4,
      s5,
      s6,
      s7,
      s8,
      row(s9.taxCode, null),
    ]);
  });

  it('a redelivered message writes no second version and no duplicate member', async () => {
    const message = await uploadedFile('CEDUTI', blacklistCsv(blacklistRows(30, 100)));
    expect(await deliver(message)).toBe(0);
    const loaded = await readHead('CEDUTI');
    expect(loaded.updating).toMatchObject({
      status: 'READY',
      loadedRecords: 30,
      changes: { comparedWith: null, added: 30 },
    });

    // Redelivered while the worker remembers the job, then after it has forgotten it: the head says READY.
    expect(await deliver(message, 2)).toBe(0);
    await forgetProcessedJobs();
    expect(await deliver(message, 3)).toBe(0);

    expect(await readHead('CEDUTI')).toEqual(loaded);
    expect(await memberCount('CEDUTI', message.versionId)).toBe(60);
  });

  it('a load that fails halfway stays LOADING, not a half list; its retry loads it whole', async () => {
    const message = await uploadedFile('RADIATI', blacklistCsv(blacklistRows(500, 5000)));
    const { documentClient } = functionClients;
    let batches = 0;
    // The table refuses the load's fifth BatchWrite, after some members are written.
    documentClient.middlewareStack.add(
      (next) => async (args) => {
        if ((args.input as { RequestItems?: unknown }).RequestItems && ++batches === 5) {
          throw Object.assign(new Error('Injected failure'), { name: 'InternalServerError', $fault: 'server' });
        }
        return next(args);
      },
      { step: 'initialize', name: 'failHalfway' },
    );
    try {
      expect(await deliver(message, 1)).toBe(1);
    } finally {
      documentClient.middlewareStack.remove('failHalfway');
    }
    expect((await readHead('RADIATI')).updating).toMatchObject({ status: 'LOADING', changes: null });
    expect(await memberCount('RADIATI', message.versionId)).toBeGreaterThan(0);

    expect(await deliver(message, 2)).toBe(0);
    expect((await readHead('RADIATI')).updating).toMatchObject({ status: 'READY', loadedRecords: 500 });
    expect(await memberCount('RADIATI', message.versionId)).toBe(1000);
  });

  it('a load failing on its last delivery marks the version DISCARDING / LOAD_FAILED for the DLQ', async () => {
    // The upload's file is gone: every attempt fails the same way.
    const message = await uploadedFile('RADIATI', null);

    expect(await deliver(message, 1)).toBe(1);
    expect((await readHead('RADIATI')).updating).toMatchObject({ status: 'LOADING', failure: null });
    expect(await deliver(message, 2)).toBe(1);
    expect((await readHead('RADIATI')).updating).toMatchObject({ status: 'LOADING', failure: null });

    expect(await deliver(message, 3)).toBe(1);
    expect((await readHead('RADIATI')).updating).toMatchObject({
      id: message.versionId,
      status: 'DISCARDING',
      failure: 'LOAD_FAILED',
      loadedRecords: 0,
      changes: null,
    });
  });

  it('a file without a valid record ends DISCARDING / NO_VALID_RECORDS, with no members', async () => {
    const message = await uploadedFile('CEDUTI', blacklistCsv(['RSSMRA85T10H501A;07123456780', ';123', 'abc;']));
    expect(await deliver(message)).toBe(0);
    expect((await readHead('CEDUTI')).updating).toMatchObject({
      status: 'DISCARDING',
      failure: 'NO_VALID_RECORDS',
      loadedRecords: 0,
      discardedRecords: 3,
    });
    expect(await members.readMembers('CEDUTI', message.versionId)).toBeNull();
    expect(await memberCount('CEDUTI', message.versionId)).toBe(0);
  });

  it('a version deleted while it loads leaves no member behind, though its purge ran halfway through', async () => {
    // Uploaded long ago: past the load's deadline it is shown DISCARDING / TIMEOUT, which may be deleted.
    const message = await uploadedFile(
      'RADIATI',
      blacklistCsv(blacklistRows(1000, 200)),
      undefined,
      '2026-11-01T08:00:00.000Z',
    );
    const batches = { seen: 0 };
    const { documentClient } = functionClients;
    // While the member items are being written, an administrator deletes the version and the purge the
    // deletion queues runs at once: it deletes what the file lists and the file, while the load goes on.
    documentClient.middlewareStack.add(
      (next) => async (args) => {
        if ((args.input as { RequestItems?: unknown }).RequestItems && ++batches.seen === 10) {
          const kindStore = store.blacklistStore('RADIATI');
          const head = await kindStore.readHead();
          const deletion = deleteBlacklist(head, head.updating as BlacklistVersion, {
            username: 'giulia.bianchi',
            at: new Date().toISOString(),
            fourEyes: true,
          });
          await kindStore.commit(head, deletion.next, 'BLACKLIST_STALE');
          await members.purgeMembers('RADIATI', message.versionId);
        }
        return next(args);
      },
      { step: 'initialize', name: 'deleteDuringLoad' },
    );
    try {
      expect(await deliver(message)).toBe(0);
    } finally {
      documentClient.middlewareStack.remove('deleteDuringLoad');
    }

    expect(batches.seen).toBeGreaterThan(10);
    expect((await readHead('RADIATI')).updating).toBeNull();
    expect(await memberCount('RADIATI', message.versionId)).toBe(0);
    expect(await membersFileExists(clients.s3, 'RADIATI', message.versionId)).toBe(false);
  });

  it('a purge deletes a load’s members and its file; a second purge finds nothing to do', async () => {
    const rows = blacklistRows(40, 2000);
    const membersId = nextVersionId();
    await members.writeMembers('CEDUTI', membersId, rows);
    expect(await memberCount('CEDUTI', membersId)).toBe(80);
    expect(await membersFileExists(clients.s3, 'CEDUTI', membersId)).toBe(true);

    expect(await deliver(purgeMessage('CEDUTI', membersId))).toBe(0);
    expect(await memberCount('CEDUTI', membersId)).toBe(0);
    expect(await membersFileExists(clients.s3, 'CEDUTI', membersId)).toBe(false);

    await forgetProcessedJobs();
    expect(await deliver(purgeMessage('CEDUTI', membersId), 2)).toBe(0);
  });

  it('loads 50,000 records', { timeout: 600_000 }, async () => {
    const rows = blacklistRows(50_000, 10_000);
    const message = await uploadedFile('RADIATI', blacklistCsv(rows));
    expect(await deliver(message)).toBe(0);
    expect((await readHead('RADIATI')).updating).toMatchObject({
      status: 'READY',
      loadedRecords: 50_000,
      discardedRecords: 0,
      changes: { comparedWith: null, added: 50_000, removed: 0, unchanged: 0 },
    });
    expect(await memberCount('RADIATI', message.versionId)).toBe(100_000);
    expect(await members.readMembers('RADIATI', message.versionId)).toHaveLength(50_000);
  });
});

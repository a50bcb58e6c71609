import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { createLocalClients, type LocalClients } from '../../infra/local/aws-clients';
import { bootstrapResources } from '../../infra/local/bootstrap';
import { startEmulators } from '../../infra/local/emulators';
import { applyHandlerEnvironment, silenceSdkNodeVersionWarning } from '../../infra/local/handler-env';
import { createLogger } from '../../infra/local/logger';
import type { BlacklistKind } from '../../shared/enums';
import { LOCAL_NAMES } from '../../shared/resources';
import type { BlacklistVersion } from '../../shared/schemas/blacklist';
import { blacklistCsv, blacklistRows, deliveryOf, workerInvocation } from '../support/blacklist-load';
import { dynamoRequestCounter } from '../support/dynamo-round-trips';

/**
 * The black-list load worker at its target size: a file of 50,000 records loaded by the real
 * worker (read the CSV, validate, write the members file, BatchWrite the member items, compare with the
 * 50,000-row list in force, commit the version READY), against the baseline, a plain BatchWrite of the
 * same member items (batchPut, the same 25 a call and the same MEMBER_WRITE_CONCURRENCY calls in flight
 * as the worker, so only the worker's own work differs). Every run starts from the same state: a copy
 * of one data folder holding only the list in force, on emulators started afresh (a table twice as big
 * writes slower, which would favour whichever ran first); baseline and load alternate which goes first.
 * Both run in this process with the emulators: the worker's CPU work (reading, validating, zipping,
 * comparing) shares one thread with dynalite, so the ratio is an upper bound. Target: load ≤ 1.3x.
 * BENCH_BLACKLIST_ROWS (default 50,000), BENCH_BLACKLIST_ROUNDS (default 3).
 */

const ROWS = Number(process.env.BENCH_BLACKLIST_ROWS ?? 50_000);
const ROUNDS = Number(process.env.BENCH_BLACKLIST_ROUNDS ?? 3);
const KIND: BlacklistKind = 'RADIATI';
const TARGET = 1.3;

silenceSdkNodeVersionWarning();
const logger = createLogger(false);
const pristine = await mkdtemp(join(tmpdir(), 'semaforo-bench-blacklist-'));

/** Emulators on `dataDir` with every resource; the handlers' environment points at them (same ports every time). */
async function started(dataDir: string) {
  const emulators = await startEmulators(dataDir, false);
  const clients = createLocalClients(emulators.endpoints);
  applyHandlerEnvironment(emulators.endpoints, await bootstrapResources(clients, logger), false);
  let stopped = false;
  return {
    clients,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      clients.destroy();
      await emulators.stop();
    },
  };
}

/** Runs `work` on emulators started on a fresh copy of the pristine data folder, then stops them. */
async function onFreshCopy<T>(work: (clients: LocalClients) => Promise<T>): Promise<T> {
  const dataDir = await mkdtemp(join(tmpdir(), 'semaforo-bench-blacklist-run-'));
  await cp(pristine, dataDir, { recursive: true });
  const emulators = await started(dataDir);
  try {
    return await work(emulators.clients);
  } finally {
    await emulators.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const setup = await started(pristine);
try {
  // The functions' modules build their clients from the environment just set.
  const { handler } = await import('../../functions/blacklist/load-worker');
  const { dynamoDb, documentClient } = await import('../../functions/commons/clients');
  const { batchPut } = await import('../../functions/commons/dynamo/batch-put');
  const { headOf } = await import('../../functions/commons/versioned/head');
  const { blacklistStore } = await import('../../functions/stores/black-lists/blacklist-store');
  const { uploadBlacklist, uploadedVersion } = await import('../../functions/stores/black-lists/blacklist-transitions');
  const { blacklistKeys } = await import('../../functions/stores/black-lists/keys');
  const { loadMessage } = await import('../../functions/stores/black-lists/load-message');
  const { MEMBER_WRITE_CONCURRENCY, memberItems, writeMembers } = await import(
    '../../functions/stores/black-lists/members'
  );
  const requests = dynamoRequestCounter(dynamoDb);
  const table = LOCAL_NAMES.table('data');

  console.log(`Making ${ROWS.toLocaleString('en')} rows and the list in force…`);
  const rows = blacklistRows(ROWS);
  const csv = blacklistCsv(rows);
  const actor = (at: string) => ({ username: 'bench.user', at, fourEyes: true });
  // The list in force shares half its rows with the file: the comparison has work on both sides.
  const inForceRows = blacklistRows(ROWS, Math.floor(ROWS / 2));
  const inForceId = '20261101-100000-00000000';
  await writeMembers(KIND, inForceId, inForceRows);
  const inForce: BlacklistVersion = {
    ...uploadedVersion(KIND, inForceId, { filename: 'in_vigore', note: null }, actor('2026-11-01T10:00:00.000Z')),
    status: 'ACTIVE',
    loadedRecords: inForceRows.length,
    validFrom: '2026-11-01T23:00:00.000Z',
  };
  await setup.stop();

  const versionId = (round: number, run: 'b' | 'l') => `20261124-1000${String(round).padStart(2, '0')}-0000000${run}`;

  const baseline = (round: number) =>
    onFreshCopy(async () => {
      const items = memberItems(KIND, versionId(round, 'b'), rows);
      const mark = requests.mark();
      const begun = performance.now();
      await batchPut(documentClient, table, items, MEMBER_WRITE_CONCURRENCY);
      const seconds = (performance.now() - begun) / 1000;
      return { seconds, items: items.length, requests: requests.since(mark).requests };
    });

  const load = (round: number) =>
    onFreshCopy(async (clients) => {
      const id = versionId(round, 'l');
      const version = uploadedVersion(KIND, id, { filename: 'bench', note: null }, actor(new Date().toISOString()));
      const { next } = uploadBlacklist(headOf(inForce), version);
      await clients.documentClient.send(
        new PutCommand({ TableName: table, Item: { ...blacklistKeys(KIND).head, ...next } }),
      );
      const inputKey = `blacklists/${KIND}/${id}.csv`;
      await clients.s3.send(new PutObjectCommand({ Bucket: LOCAL_NAMES.bucket('uploads'), Key: inputKey, Body: csv }));
      const mark = requests.mark();
      const begun = performance.now();
      const { batchItemFailures } = await handler(deliveryOf(loadMessage(KIND, id, inputKey)), workerInvocation());
      const seconds = (performance.now() - begun) / 1000;
      if (batchItemFailures.length > 0) throw new Error(`The load of round ${round} failed`);
      const loaded = (await blacklistStore(KIND).readHead()).updating;
      if (loaded?.status !== 'READY' || loaded.loadedRecords !== ROWS) throw new Error(`Round ${round}: not READY`);
      return { seconds, changes: loaded.changes, requests: requests.since(mark).requests };
    });

  const baselines: number[] = [];
  const loads: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const runs = round % 2 === 1 ? (['b', 'l'] as const) : (['l', 'b'] as const);
    for (const run of runs) {
      if (run === 'b') {
        const result = await baseline(round);
        baselines.push(result.seconds);
        console.log(
          `round ${round} baseline: ${result.seconds.toFixed(2)} s, ${result.items.toLocaleString('en')} items, ${result.requests} DynamoDB requests`,
        );
      } else {
        const result = await load(round);
        loads.push(result.seconds);
        console.log(
          `round ${round} load:     ${result.seconds.toFixed(2)} s, ${result.requests} DynamoDB requests, changes ${JSON.stringify(result.changes)}`,
        );
      }
    }
  }
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  };
  const ratio = median(loads) / median(baselines);
  console.log(
    `records: ${ROWS.toLocaleString('en')}; BatchWrite concurrency ${MEMBER_WRITE_CONCURRENCY} in both; rounds: ${ROUNDS}`,
  );
  console.log(`baseline (plain BatchWrite of the member items) median: ${median(baselines).toFixed(2)} s`);
  console.log(`load (the worker, end to end) median: ${median(loads).toFixed(2)} s`);
  console.log(`load / baseline: ${ratio.toFixed(2)}x (target <= ${TARGET}x) ${ratio <= TARGET ? 'OK' : 'OVER TARGET'}`);
  console.log(
    `per round: ${loads.map((seconds, index) => (seconds / (baselines[index] ?? Number.NaN)).toFixed(2)).join(', ')}`,
  );
} finally {
  await setup.stop();
  await rm(pristine, { recursive: true, force: true });
}

import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { dynamoJobStore } from '../../functions/stores/export-jobs/dynamo-job-store';
import { REQUIRE_SHIM } from '../../infra/constructs/node-function';
import { WORKER_NODE_OPTIONS } from '../../infra/constructs/worker-node-options';
import { createLocalClients } from '../../infra/local/aws-clients';
import { bootstrapResources } from '../../infra/local/bootstrap';
import { startEmulators } from '../../infra/local/emulators';
import { applyHandlerEnvironment, silenceSdkNodeVersionWarning } from '../../infra/local/handler-env';
import { createLogger } from '../../infra/local/logger';
import { loadSyntheticRequestLog } from '../../infra/local/synthetic/load';
import { LOCAL_NAMES } from '../../shared/resources';

/**
 * Queued exports at scale: a REQUEST_LOG export of the whole synthetic year, measured twice
 * in the same run, each in its own process:
 * - the baseline: the same rows only read from the table and turned into CSV lines;
 * - the export: the real worker (read, CSV, zip, multipart upload to S3, job READY).
 * Reports rows per second and the worker's peak resident memory, with where it goes (V8 heap, memory
 * outside it). Targets: peak at most 256 MB (300 MB before the export's memory was cut); the export within 2x the baseline.
 * BENCH_EXPORT_DATA_DIR: a data folder already loaded with `npm run seed -- --request-logs 1000000
 * --end-date 2026-11-22 --data-dir <folder>` (loading a million rows takes about half an hour);
 * without it a fresh folder is loaded with BENCH_EXPORT_ROWS rows (default 1,000,000).
 */

const here = dirname(fileURLToPath(import.meta.url));
const END_DATE = '2026-11-22';
const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000);
const givenDir = process.env.BENCH_EXPORT_DATA_DIR;
const USER = 'bench.user';
/** BENCH_EXPORT_SKIP_BASELINE=1 runs the worker alone (while tuning it; record figures with the baseline). */
const SKIP_BASELINE = process.env.BENCH_EXPORT_SKIP_BASELINE === '1';

interface ChildResult {
  mode: string;
  rows: number;
  seconds: number;
  peakMb: number;
  /** Sampled every 250 ms: the V8 heap in use and reserved, and memory outside it (Buffers, zlib). */
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
}

/**
 * The measured process runs the worker as Lambda does: one esbuild bundle with the options of
 * NodeFunction (ESM, minified, source maps) under plain node with the workers' NODE_OPTIONS. Run through tsx instead, the process
 * also holds the TypeScript transformer and every module's source, some 40 MB no Lambda has.
 */
async function bundleChild(outDir: string): Promise<string> {
  const outfile = join(outDir, 'export-child.mjs');
  await build({
    entryPoints: [join(here, 'support/export-child.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    mainFields: ['module', 'main'],
    banner: { js: REQUIRE_SHIM },
    minify: true,
    sourcemap: true,
    sourcesContent: false,
    logLevel: 'error',
  });
  return outfile;
}

/** Runs one measured process; asynchronously, since this process serves the emulators it reads from. */
function child(bundle: string, mode: 'read-csv' | 'export', fileName: string): Promise<ChildResult> {
  return new Promise((resolve, reject) => {
    const process_ = spawn(
      process.execPath,
      ['--enable-source-maps', ...WORKER_NODE_OPTIONS, bundle, mode, USER, fileName],
      {
        env: process.env,
      },
    );
    let stdout = '';
    let stderr = '';
    process_.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    process_.stderr.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    process_.on('close', (code) => {
      const line = stdout.split('\n').find((text) => text.startsWith('{"mode"'));
      if (code !== 0 || !line) reject(new Error(`${mode} failed:\n${stderr}`));
      else resolve(JSON.parse(line) as ChildResult);
    });
  });
}

silenceSdkNodeVersionWarning();
const dataDir = givenDir ?? (await mkdtemp(join(tmpdir(), 'semaforo-bench-exports-')));
const emulators = await startEmulators(dataDir, false);
const clients = createLocalClients(emulators.endpoints);
try {
  const queues = await bootstrapResources(clients, createLogger(false));
  applyHandlerEnvironment(emulators.endpoints, queues, false);
  if (!givenDir) {
    console.log(`Loading ${ROWS.toLocaleString('en')} rows…`);
    const loaded = await loadSyntheticRequestLog({
      documentClient: clients.documentClient,
      table: LOCAL_NAMES.table('requestLog'),
      count: ROWS,
      seed: 42,
      endDate: END_DATE,
    });
    console.log(`Loaded in ${loaded.seconds.toFixed(0)} s`);
  }
  const { newJob } = await import('../../functions/stores/export-jobs/jobs');
  const store = dynamoJobStore(clients.documentClient, LOCAL_NAMES.table('data'));
  const fileName = `bench_${Date.now()}`;
  const job = newJob({
    userId: USER,
    fileName,
    exportType: 'REQUEST_LOG',
    fileSeparator: ';',
    note: null,
    // The synthetic year ends on END_DATE: 366 days, the longest range the dossier list takes.
    filters: { dateRange: { startDate: '2025-11-22', endDate: END_DATE } },
    markets: ['L', 'T', 'D'],
  });
  await store.create(job);

  const bundle = await bundleChild(await mkdtemp(join(tmpdir(), 'semaforo-bench-worker-')));
  const baseline = SKIP_BASELINE ? undefined : await child(bundle, 'read-csv', fileName);
  const exported = await child(bundle, 'export', fileName);
  const rate = (result: ChildResult) => Math.round(result.rows / result.seconds).toLocaleString('en');
  const where = (result: ChildResult) =>
    `heap used ${result.heapUsedMb.toFixed(0)} MB of ${result.heapTotalMb.toFixed(0)} MB reserved, external ${result.externalMb.toFixed(0)} MB (peaks sampled)`;
  console.log(`rows: ${exported.rows.toLocaleString('en')}`);
  if (baseline) {
    console.log(
      `read + CSV only: ${baseline.seconds.toFixed(1)} s, ${rate(baseline)} rows/s, peak ${baseline.peakMb.toFixed(0)} MB (${baseline.rows.toLocaleString('en')} rows)`,
    );
    console.log(`  baseline: ${where(baseline)}`);
  }
  console.log(`export (read, CSV, zip, multipart upload): ${exported.seconds.toFixed(1)} s, ${rate(exported)} rows/s`);
  console.log(`worker peak memory: ${exported.peakMb.toFixed(0)} MB (target ≤ 256 MB)`);
  console.log(`  worker: ${where(exported)}`);
  if (baseline) console.log(`export / baseline: ${(exported.seconds / baseline.seconds).toFixed(2)}x (target <= 2x)`);
} finally {
  clients.destroy();
  await emulators.stop();
  if (!givenDir) await rm(dataDir, { recursive: true, force: true });
}

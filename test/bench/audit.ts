import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { recordItemKeys } from '../../functions/commons/audit/audit-keys';
import { auditQuery } from '../../functions/commons/audit/audit-list';
import type { AuditOutcome, AuditRecord } from '../../functions/commons/audit/audit-record';
import { pageReader } from '../../functions/commons/dynamo/page-reader';
import { createLocalClients } from '../../infra/local/aws-clients';
import { type LocalStack, startLocalStack } from '../../infra/local/stack';
import { createBatchPool } from '../../infra/local/synthetic/batch-pool';
import { createRandom } from '../../infra/local/synthetic/prng';
import { AUDIT_ACTIONS } from '../../shared/audit-actions';
import { SYSTEM_EVENTS } from '../../shared/audit-events';
import { EXAMPLE_CONFIGURATION_FILE } from '../../shared/decision/example-configuration';
import { MS_PER_DAY, romeDay, romeDayStartUtc } from '../../shared/italian-time';
import { AUDIT_SLIM_ATTRIBUTES, LOCAL_NAMES } from '../../shared/resources';
import type { AuditFilters } from '../../shared/schemas/audit';
import { itemSize } from './support/item-size';
import { measure, ms } from './support/timed-reads';

/**
 * 'Registro modifiche' at scale: synthetic audit records written into a fresh local DynamoDB
 * (the table and its three indexes, as the writers leave them) over the list's default range, the last
 * seven Italian days, then the list's two reads as its route makes them (auditQuery on the page reader):
 * the first page (keys on the index, the 50 whole records by key) and the count, by default and with the
 * usual filters. For the count, its cost (capacity units as DynamoDB bills them) through the day index,
 * which projects only what the filters read, against the same count over the whole records.
 * Sizes: BENCH_AUDIT_SIZES (default "10000,1000000"; the smaller is the floor of the ratios); runs per
 * figure: BENCH_AUDIT_RUNS (10). BENCH_AUDIT_LOAD_MINUTES caps each size's load (default none): the
 * records are written in an order that spreads any prefix evenly over the seven days, so a load stopped
 * at the cap is the same week, less dense, and the figures name the records actually loaded.
 */

const SIZES = (process.env.BENCH_AUDIT_SIZES ?? '10000,1000000').split(',').map(Number).filter(Boolean);
const RUNS = Number(process.env.BENCH_AUDIT_RUNS ?? 10);
const LOAD_MS = Number(process.env.BENCH_AUDIT_LOAD_MINUTES ?? Number.POSITIVE_INFINITY) * 60_000;
/** Where the index-th record falls in the week: a low-discrepancy sequence, so every prefix covers it. */
const spread = (index: number) => (index * 0.6180339887498949) % 1;
const TODAY = '2026-11-24';
const DAYS = 7;
const PAGE_SIZE = 50;
const TABLE = LOCAL_NAMES.table('audit');
const USERS = [...Array.from({ length: 24 }, (_, index) => `utente.${index}`), 'SYSTEM'];
const ENTITY_OF: Record<string, AuditRecord['entityType']> = {
  Configuration: 'CONFIGURATION',
  Blacklist: 'BLACKLIST',
  blacklist: 'BLACKLIST',
  Whitelist: 'WHITELIST',
  Agency: 'AGENCY',
  customerFeed: 'CUSTOMER_FEED',
  User: 'USER',
};
const entityOf = (route: string): AuditRecord['entityType'] =>
  Object.entries(ENTITY_OF).find(([part]) => route.includes(part))?.[1] ?? 'EXPORT_JOB';

/** One record, as the frame or a system change writes it: configuration records carry two whole files. */
function syntheticRecord(index: number): AuditRecord {
  const random = createRandom(index + 1);
  const start = Date.parse(romeDayStartUtc('2026-11-18'));
  const at = new Date(start + Math.floor(spread(index) * DAYS * MS_PER_DAY)).toISOString();
  const route = random.pick(AUDIT_ACTIONS);
  const entityType = entityOf(route);
  const outcomes: AuditOutcome[] = ['SUCCEEDED', 'SUCCEEDED', 'SUCCEEDED', 'SUCCEEDED', 'REFUSED', 'FAILED'];
  const system = (SYSTEM_EVENTS as readonly string[]).includes(route);
  const user = system ? 'SYSTEM' : random.pick(USERS.slice(0, -1));
  const version = { id: `v${index}`, status: 'UPDATING', version: random.int(5) };
  const changed =
    entityType === 'CONFIGURATION'
      ? { version: { ...version, configurationFile: EXAMPLE_CONFIGURATION_FILE } }
      : { version, name: `Entità ${index}`, note: 'Aggiornamento periodico' };
  return {
    requestId: `req-${index}`,
    at,
    day: romeDay(at),
    user,
    role: system ? 'SYSTEM' : 'ADMIN',
    route,
    entityType,
    entityId: entityType === 'CONFIGURATION' ? 'PRECHECK_SAS' : `E${random.int(5000)}`,
    note: system ? null : 'Modifica di verifica mensile',
    body: system ? null : { id: version.id, note: 'Modifica di verifica mensile' },
    outcome: random.pick(outcomes),
    status: 200,
    errorCode: null,
    reason: null,
    reasonCode: null,
    before: changed,
    after: changed,
    completedAt: at,
  };
}

async function load(client: ReturnType<typeof createLocalClients>['documentClient'], count: number) {
  let written = 0;
  const pool = createBatchPool(client, TABLE, 16, (items) => {
    written += items;
  });
  const started = performance.now();
  let fullBytes = 0;
  let slimBytes = 0;
  let index = 0;
  for (; index < count && performance.now() - started < LOAD_MS; index += 1) {
    const record = syntheticRecord(index);
    const item = { ...recordItemKeys(record), ...record };
    if (index % 97 === 0) {
      fullBytes += itemSize(item);
      const slim = Object.fromEntries(
        ['pk', 'sk', ...AUDIT_SLIM_ATTRIBUTES].map((name) => [name, item[name as keyof typeof item]]),
      );
      slimBytes += itemSize(slim);
    }
    await pool.add(item);
  }
  await pool.flush();
  const seconds = (performance.now() - started) / 1000;
  const capped =
    index < count ? ` (stopped at the ${LOAD_MS / 60_000}-minute cap, of ${count.toLocaleString('en')})` : '';
  console.log(
    `loaded ${written.toLocaleString('en')} records in ${seconds.toFixed(0)} s, ${(written / seconds).toFixed(0)}/s${capped}; sampled item ≈ ${Math.round(fullBytes / Math.ceil(index / 97))} bytes whole, ${Math.round(slimBytes / Math.ceil(index / 97))} bytes on the day index`,
  );
  return written;
}

const SCENARIOS: Record<string, AuditFilters> = {
  'default (last 7 days)': {},
  'one user': { user: 'utente.3' },
  'one entity (the configuration)': { entityType: ['CONFIGURATION'], entityId: 'PRECHECK_SAS' },
  'refused calls': { outcome: ['REFUSED'] },
};

async function measureSize(count: number) {
  const dataDir = await mkdtemp(join(tmpdir(), 'semaforo-bench-audit-'));
  const stack: LocalStack = await startLocalStack({ port: 0, log: false, dataDir, demoSeeders: [] });
  const clients = createLocalClients(stack.endpoints);
  const rows: Record<string, { page: number; count: number; countCapacity: number; fullCapacity: number }> = {};
  let loaded = 0;
  try {
    loaded = await load(clients.documentClient, count);
    console.log(`\n### ${loaded.toLocaleString('en')} records over ${DAYS} days\n`);
    console.log(
      '| Filters | First page p50 | p95 | Count p50 | p95 | Count: items, capacity units | Same count over whole records | Ratio |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    for (const [name, filters] of Object.entries(SCENARIOS)) {
      const query = auditQuery(filters, TODAY);
      const firstPage = await measure(RUNS, async (stats) => {
        const reader = pageReader(clients.documentClient, TABLE, stats);
        const page = await reader.page(query, PAGE_SIZE);
        await reader.items(page.keys);
      });
      const counted = await measure(RUNS, (stats) => pageReader(clients.documentClient, TABLE, stats).count(query));
      // The same count over the whole records: the table itself for the days, the whole-record indexes otherwise.
      const whole =
        query.source.index.name === 'byDay'
          ? { ...query, source: { ...query.source, index: { name: undefined, partitionKey: 'pk', sortKey: 'sk' } } }
          : query;
      const wholeCount = await measure(1, (stats) => pageReader(clients.documentClient, TABLE, stats).count(whole));
      const ratio = wholeCount.stats.capacityUnits / Math.max(counted.stats.capacityUnits, 0.5);
      console.log(
        `| ${name} | ${ms(firstPage.p50)} | ${ms(firstPage.p95)} | ${ms(counted.p50)} | ${ms(counted.p95)} | ` +
          `${counted.stats.itemsRead.toLocaleString('en')}, ${counted.stats.capacityUnits.toLocaleString('en')} | ` +
          `${wholeCount.stats.capacityUnits.toLocaleString('en')} | ${ratio.toFixed(1)}x less |`,
      );
      rows[name] = {
        page: firstPage.p50,
        count: counted.p50,
        countCapacity: counted.stats.capacityUnits,
        fullCapacity: wholeCount.stats.capacityUnits,
      };
    }
  } finally {
    clients.destroy();
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  return { rows, loaded };
}

const results = new Map<number, Awaited<ReturnType<typeof measureSize>>>();
for (const size of SIZES) results.set(size, await measureSize(size));
const [floor, ...larger] = SIZES;
const base = floor === undefined ? undefined : results.get(floor)?.rows;
const loadedOf = (size: number) => (results.get(size)?.loaded ?? size).toLocaleString('en');
for (const size of larger) {
  const measured = results.get(size)?.rows;
  if (!base || !measured) continue;
  console.log(`\n### ${loadedOf(size)} against ${floor === undefined ? '' : loadedOf(floor)} (same run)\n`);
  console.log('| Filters | First page ratio | Count ratio |');
  console.log('|---|---|---|');
  for (const name of Object.keys(SCENARIOS)) {
    const [small, big] = [base[name], measured[name]];
    if (!small || !big) continue;
    console.log(`| ${name} | ${(big.page / small.page).toFixed(2)}x | ${(big.count / small.count).toFixed(1)}x |`);
  }
}

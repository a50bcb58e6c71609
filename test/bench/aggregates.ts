import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { listPage } from '../../functions/commons/dynamo/list-page';
import type { ReadStats } from '../../functions/commons/dynamo/read-stats';
import { requestLogKpi } from '../../functions/request-log/kpi/request-log-kpi';
import { customerFigures } from '../../functions/stores/customers/customer-figures';
import { customerOf } from '../../functions/stores/customers/items';
import { customerQuery } from '../../functions/stores/customers/list-query';
import { customersReader } from '../../functions/stores/customers/reader';
import { requestLogQuery } from '../../functions/stores/request-log/list-query';
import { logRowOf } from '../../functions/stores/request-log/listed-rows';
import { requestLogReader } from '../../functions/stores/request-log/reader';
import { requestLogFigures } from '../../functions/stores/request-log/request-log-figures';
import { createLocalClients } from '../../infra/local/aws-clients';
import { startEmulators } from '../../infra/local/emulators';
import { startLocalStack } from '../../infra/local/stack';
import { loadSyntheticCustomers } from '../../infra/local/synthetic/customers-load';
import { loadSyntheticRequestLog } from '../../infra/local/synthetic/load';
import { monthsNewestFirst } from '../../shared/italian-time';
import { LOCAL_NAMES } from '../../shared/resources';
import { MARKETS } from '../../shared/roles';
import { defaultRequestLogRange } from '../../shared/validators/ranges';
import { demoIdToken } from './support/sign-in';
import { measure, ms } from './support/timed-reads';

/**
 * The daily tallies' acceptance criteria: the reads a person waits for, on the daily tallies and the customers' market
 * tallies against today's exact reads of the same data, in one run, each as a ratio: the request log's
 * first page shown (it no longer waits for its count), the count of an unfiltered month, the busy-month
 * KPI once its days are closed, the dashboard's full load, the unfiltered customers list with its count.
 * What the tallies add to a check: tally-check-cost.ts (its own process: the handlers' clients are one per
 * process, bound to one stack).
 * BENCH_AGGREGATES_DATA_DIR: a folder seeded with `npm run seed -- --request-logs 1000000 --customers
 * 1000000 --end-date 2026-11-22 --data-dir <folder>` (about an hour; BENCH_AGGREGATES_CUSTOMERS_DATA_DIR
 * names another folder for the customers, seeded at the same time); without it, a fresh folder is
 * loaded with BENCH_AGGREGATES_ROWS rows and as many customers (default 10,000). Runs per figure:
 * BENCH_AGGREGATES_RUNS (default 10); the exact reads at a million rows take seconds, so fewer of them.
 */

const givenDir = process.env.BENCH_AGGREGATES_DATA_DIR;
/** The customers may be seeded in a folder of their own (two loads at once on two cores). */
const customersDir = process.env.BENCH_AGGREGATES_CUSTOMERS_DATA_DIR;
const ROWS = Number(process.env.BENCH_AGGREGATES_ROWS ?? 10_000);
const RUNS = Number(process.env.BENCH_AGGREGATES_RUNS ?? 10);
const SLOW_RUNS = Math.max(1, Math.min(RUNS, Number(process.env.BENCH_AGGREGATES_SLOW_RUNS ?? 3)));
const END_DATE = '2026-11-22';
const RANGE = defaultRequestLogRange(END_DATE);
const PAGE = { pageNumber: 0, pageSize: 50 };

type Row = [string, string, number, number, ReadStats | undefined, ReadStats | undefined];
const rows: Row[] = [];
const ratio = (after: number, before: number) =>
  `${(after / before).toFixed(3)}x (${(before / after).toFixed(0)}x faster)`;

function record(name: string, before: { p50: number; stats: ReadStats }, after: { p50: number; stats: ReadStats }) {
  rows.push([name, ratio(after.p50, before.p50), before.p50, after.p50, before.stats, after.stats]);
  console.log(`${name}: before ${ms(before.p50)}, after ${ms(after.p50)}, ${ratio(after.p50, before.p50)}`);
}

const reads = (stats: ReadStats | undefined) =>
  stats
    ? `${stats.requests} req (${stats.countRequests} counts), ${stats.itemsRead.toLocaleString('en')} items, ${stats.capacityUnits} RCU`
    : '';

async function requestLogFiguresBench(client: DynamoDBDocumentClient, now: Date) {
  const table = LOCAL_NAMES.table('requestLog');
  const query = requestLogQuery({}, RANGE, MARKETS);
  const months = monthsNewestFirst(RANGE.startDate.slice(0, 7), RANGE.endDate.slice(0, 7)).reverse();
  const exact = (stats: ReadStats) => requestLogReader(client, table, stats);
  const tallied = (stats: ReadStats) => {
    const reader = requestLogReader(client, table, stats);
    const figures = requestLogFigures(client, table, reader, stats, now);
    return { reader, figures, counted: { ...reader, count: (plan: typeof query) => figures.count(plan, RANGE) } };
  };

  // The first read closes the month's days: their summaries are written once, then read.
  const started = performance.now();
  const closing = await measure(1, (stats) => tallied(stats).figures.count(query, RANGE));
  console.log(
    `Closing the month's days (first count, summaries written): ${ms(performance.now() - started)}, ${reads(closing.stats)}`,
  );

  record(
    'Request log, first page shown (default month)',
    await measure(SLOW_RUNS, (stats) => listPage(exact(stats), query, PAGE, logRowOf)),
    await measure(RUNS, (stats) => listPage(exact(stats), query, { ...PAGE, count: 'none' }, logRowOf)),
  );
  record(
    'Request log, count of the unfiltered month',
    await measure(SLOW_RUNS, (stats) => exact(stats).count(query)),
    await measure(RUNS, (stats) => tallied(stats).figures.count(query, RANGE)),
  );
  record(
    'Request log, first page with its count (the API’s default answer)',
    await measure(SLOW_RUNS, (stats) => listPage(exact(stats), query, PAGE, logRowOf)),
    await measure(RUNS, (stats) => listPage(tallied(stats).counted, query, PAGE, logRowOf)),
  );
  record(
    'Request log KPI, busy month, days closed',
    await measure(SLOW_RUNS, async (stats) => {
      const kpiRows: Record<string, unknown>[] = [];
      await exact(stats).projectedItems(query, ['mo', 'st', 'wf', 'el'], (row) => kpiRows.push(row));
      return requestLogKpi(kpiRows, months);
    }),
    await measure(RUNS, async (stats) => requestLogKpi(await tallied(stats).figures.kpiRows(query, RANGE), months)),
  );
  const selective = requestLogQuery({ province: ['MI', 'RM', 'BG', 'BS'] }, RANGE, MARKETS);
  await measure(1, (stats) => tallied(stats).figures.count(selective, RANGE));
  record(
    'Request log, count outside the tallies (provinces), closed days cached',
    await measure(SLOW_RUNS, (stats) => exact(stats).count(selective)),
    await measure(RUNS, (stats) => tallied(stats).figures.count(selective, RANGE)),
  );
}

async function dashboardBench(stack: Awaited<ReturnType<typeof startLocalStack>>, client: DynamoDBDocumentClient) {
  const token = await demoIdToken(stack, 'RISK_OFFICER');
  const load = async () => {
    const response = await fetch(`${stack.url}/api/v1/dashboard`, { headers: { authorization: `Bearer ${token}` } });
    if (response.status !== 200) throw new Error(`dashboard answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
  await load();
  // Before: the same sixty days' figures as a scan of their rows would give them (no dashboard existed).
  const today = new Date().toISOString().slice(0, 10);
  const start = new Date(`${today}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - 59);
  const sixty = { startDate: start.toISOString().slice(0, 10), endDate: today };
  const query = requestLogQuery({}, sixty, MARKETS);
  record(
    'Dashboard, full load (HTTP, the handler and its reads) against the rows of its 60 days',
    await measure(SLOW_RUNS, (stats) =>
      requestLogReader(client, LOCAL_NAMES.table('requestLog'), stats).projectedItems(
        query,
        ['mk', 'wf', 'st', 'tl', 'oc', 'sb', 'ms', 'ch', 'el'],
        () => undefined,
      ),
    ),
    await measure(RUNS, load),
  );
}

async function customersBench(client: DynamoDBDocumentClient) {
  const table = LOCAL_NAMES.table('data');
  const query = customerQuery({}, MARKETS);
  const reader = (stats: ReadStats) => customersReader(client, table, stats);
  record(
    'Customers, unfiltered list with its count',
    await measure(SLOW_RUNS, (stats) => listPage(reader(stats), query, PAGE, customerOf)),
    await measure(RUNS, (stats) => {
      const figures = customerFigures(client, table, reader(stats), stats);
      return listPage({ ...reader(stats), count: figures.count }, query, PAGE, customerOf);
    }),
  );
  record(
    'Customers, unfiltered count',
    await measure(SLOW_RUNS, (stats) => reader(stats).count(query)),
    await measure(RUNS, (stats) => customerFigures(client, table, reader(stats), stats).count(query)),
  );
}

const dataDir = givenDir ?? (await mkdtemp(join(tmpdir(), 'semaforo-bench-aggregates-')));
const stack = await startLocalStack({ port: 0, log: false, dataDir, demoSeeders: [] });
const clients = createLocalClients(stack.endpoints);
try {
  if (!givenDir) {
    console.log(`Loading ${ROWS.toLocaleString('en')} rows and customers into a fresh folder…`);
    await loadSyntheticRequestLog({
      documentClient: clients.documentClient,
      table: LOCAL_NAMES.table('requestLog'),
      count: ROWS,
      seed: 42,
      endDate: END_DATE,
      tallies: 'fromRows',
    });
    await loadSyntheticCustomers({
      documentClient: clients.documentClient,
      table: LOCAL_NAMES.table('data'),
      count: ROWS,
      seed: 42,
      kpiDate: END_DATE,
      requestLogs: [],
    });
  }
  console.log(
    `\n### Data: ${givenDir ?? `${ROWS} rows and customers`}, default month ${RANGE.startDate} → ${RANGE.endDate}`,
  );
  await requestLogFiguresBench(clients.documentClient, new Date());
  await dashboardBench(stack, clients.documentClient);
  if (!customersDir) await customersBench(clients.documentClient);
} finally {
  clients.destroy();
  await stack.stop();
  if (!givenDir) await rm(dataDir, { recursive: true, force: true });
}
if (customersDir) {
  // After the stack has stopped: the emulators of a process take back the ports of its first start.
  const emulators = await startEmulators(customersDir, false);
  const customerClients = createLocalClients(emulators.endpoints);
  try {
    await customersBench(customerClients.documentClient);
  } finally {
    customerClients.destroy();
    await emulators.stop();
  }
}
console.log('\n| Read | p50 before | p50 after | after / before | Before reads | After reads |');
console.log('|---|---|---|---|---|---|');
for (const [name, ratioText, before, after, beforeStats, afterStats] of rows) {
  console.log(
    `| ${name} | ${ms(before)} | ${ms(after)} | ${ratioText} | ${reads(beforeStats)} | ${reads(afterStats)} |`,
  );
}

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mapWithConcurrency } from '../../functions/commons/concurrency';
import { filterExpression } from '../../functions/commons/dynamo/filter-expression';
import { REQUEST_LOG_KPI_ATTRIBUTES } from '../../functions/request-log/kpi/request-log-kpi';
import { REQUEST_ID_COUNTER_KEY } from '../../functions/stores/request-log/keys';
import { type RequestLogQuery, requestLogQuery } from '../../functions/stores/request-log/list-query';
import { requestLogReader } from '../../functions/stores/request-log/reader';
import { createLocalClients } from '../../infra/local/aws-clients';
import { startLocalStack } from '../../infra/local/stack';
import { loadSyntheticRequestLog } from '../../infra/local/synthetic/load';
import { LOCAL_NAMES } from '../../shared/resources';
import { MARKETS } from '../../shared/roles';
import type { RequestLogFilters } from '../../shared/schemas/request-log';
import { defaultRequestLogRange } from '../../shared/validators/ranges';
import { cursorPaging } from './support/cursor-paging';
import { itemSize } from './support/item-size';
import { measure, ms } from './support/timed-reads';

/**
 * The dossier list at scale: loads the synthetic request log at each size into a fresh local
 * DynamoDB, then measures the three reads of a list call — the first page, the count and the KPI of
 * one month — with the default filters and with selective ones: latency p50/p95 and what was read
 * (items evaluated, capacity units as DynamoDB bills them, which grow with the bytes read).
 * Targets: the first page reads at most 4 pages' worth of items at any size, and at 1,000,000 rows its
 * latency is within 1.5x of the 10,000-row figure; counts and KPIs read at most a quarter of the bytes
 * of the full items they cover.
 * Then, on the default month and the selective filters, one count per search: the first
 * page with its count against next pages by cursor (pages 1, 2 and 20), which must read no count and be
 * at least 5x faster at 1,000,000 rows (support/cursor-paging.ts).
 * Sizes: BENCH_REQUEST_LOG_SIZES (default "10000,1000000"); runs per figure: BENCH_REQUEST_LOG_RUNS (20).
 * BENCH_REQUEST_LOG_DATA_DIR: a data folder already loaded with `npm run seed -- --request-logs 1000000
 * --end-date 2026-11-22 --data-dir <folder>` (a million rows take about half an hour to load): the
 * bench then runs once, on that folder (whatever BENCH_REQUEST_LOG_SIZES says), and keeps it.
 */

const SIZES = (process.env.BENCH_REQUEST_LOG_SIZES ?? '10000,1000000').split(',').map(Number);
const givenDir = process.env.BENCH_REQUEST_LOG_DATA_DIR;
const RUNS = Number(process.env.BENCH_REQUEST_LOG_RUNS ?? 20);
const END_DATE = '2026-11-22';
const SEED = 42;
const PAGE_SIZE = 50;
const RANGE = defaultRequestLogRange(END_DATE);

/** Scenarios whose paging by cursor is measured too. */
const CURSOR_SCENARIOS = new Set(['default', 'selective (red, Lombardia/Lazio provinces)']);

const SCENARIOS: Record<string, RequestLogFilters> = {
  default: {},
  'selective (red, Lombardia/Lazio provinces)': { trafficLight: ['R'], province: ['MI', 'RM', 'BG', 'BS'] },
  'very selective (one result code)': { resultCode: ['EX303'] },
};

/** Capacity of reading the same rows' full items: the same partitions and filter, on the table itself. */
async function fullItemCapacity(
  client: ReturnType<typeof createLocalClients>['documentClient'],
  table: string,
  query: RequestLogQuery,
) {
  const filter = filterExpression(query.conditions);
  let capacity = 0;
  await mapWithConcurrency(query.source.groups.flat(), 16, async (partition) => {
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const output = await client.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'pk = :pk',
          Select: 'COUNT',
          ReturnConsumedCapacity: 'TOTAL',
          ExclusiveStartKey,
          ...filter,
          ExpressionAttributeValues: { ...filter?.ExpressionAttributeValues, ':pk': partition },
        }),
      );
      capacity += output.ConsumedCapacity?.CapacityUnits ?? 0;
      ExclusiveStartKey = output.LastEvaluatedKey;
    } while (ExclusiveStartKey);
  });
  return capacity;
}

/** Bytes of every item a query's partitions hold, on the slim index and on the table (what a read covers). */
async function partitionBytes(
  client: ReturnType<typeof createLocalClients>['documentClient'],
  table: string,
  query: RequestLogQuery,
) {
  const bytes = { slim: 0, full: 0, items: 0 };
  await mapWithConcurrency(query.source.groups.flat(), 8, async (partition) => {
    for (const indexName of ['slim', undefined]) {
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const output = await client.send(
          new QueryCommand({
            TableName: table,
            IndexName: indexName,
            KeyConditionExpression: indexName ? 'spk = :pk' : 'pk = :pk',
            ExpressionAttributeValues: { ':pk': partition },
            ExclusiveStartKey,
          }),
        );
        for (const item of output.Items ?? []) {
          const size = itemSize(item) - 3;
          if (indexName) bytes.slim += size;
          else {
            bytes.full += size;
            bytes.items += 1;
          }
        }
        ExclusiveStartKey = output.LastEvaluatedKey;
      } while (ExclusiveStartKey);
    }
  });
  return bytes;
}

/** Loads `size` synthetic rows into the stack's table, reporting progress; answers the load's heading. */
async function load(
  documentClient: ReturnType<typeof createLocalClients>['documentClient'],
  table: string,
  size: number,
) {
  const loadStarted = performance.now();
  let lastReported = -1;
  await loadSyntheticRequestLog({
    documentClient,
    table,
    count: size,
    seed: SEED,
    endDate: END_DATE,
    onProgress: (done, total, phase) => {
      const tenth = Math.floor((done / total) * 10);
      if (tenth !== lastReported) {
        lastReported = tenth;
        process.stderr.write(`  ${phase} ${done}/${total}\n`);
      }
    },
  });
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  return `${size.toLocaleString('en')} rows (loaded in ${loadSeconds.toFixed(0)} s, ${Math.round(size / loadSeconds)} rows/s)`;
}

/** The synthetic data set a given folder holds, from the marker its load left beside the id counter. */
async function seededDataSet(documentClient: ReturnType<typeof createLocalClients>['documentClient'], table: string) {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: table,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :synthetic)',
      ExpressionAttributeValues: { ':pk': REQUEST_ID_COUNTER_KEY.pk, ':synthetic': `SYNTHETIC#seed=${SEED}#` },
    }),
  );
  const loaded = Items.filter((item) => String(item.sk).includes(`#end=${END_DATE}`));
  if (loaded.length !== 1) {
    throw new Error(
      `${givenDir} holds no single load with seed ${SEED} ending ${END_DATE}: npm run seed -- --end-date ${END_DATE}`,
    );
  }
  return `${Number(loaded[0]?.count).toLocaleString('en')} rows (seeded folder ${givenDir})`;
}

/** The measurements on one data folder: a fresh one loaded with `size` rows, or the given one. */
async function benchFolder(size: number | undefined) {
  const dataDir = givenDir ?? (await mkdtemp(join(tmpdir(), 'semaforo-bench-log-')));
  const stack = await startLocalStack({ port: 0, log: false, dataDir, demoSeeders: [] });
  const clients = createLocalClients(stack.endpoints);
  const table = LOCAL_NAMES.table('requestLog');
  try {
    const heading =
      size === undefined
        ? await seededDataSet(clients.documentClient, table)
        : await load(clients.documentClient, table, size);
    console.log(`\n### ${heading}`);
    console.log(`Range ${RANGE.startDate} → ${RANGE.endDate}, page size ${PAGE_SIZE}, ${RUNS} runs per figure.`);
    const bytes = await partitionBytes(clients.documentClient, table, requestLogQuery({}, RANGE, MARKETS));
    console.log(
      `Bytes the month's partitions hold: slim index ${(bytes.slim / 1e6).toFixed(2)} MB, full items ${(bytes.full / 1e6).toFixed(2)} MB ` +
        `(${bytes.items.toLocaleString('en')} rows; ${Math.round(bytes.slim / bytes.items)} vs ${Math.round(bytes.full / bytes.items)} bytes a row: ` +
        `counts and KPIs read ${((bytes.slim / bytes.full) * 100).toFixed(1)} % of the full items' bytes).\n`,
    );
    console.log(
      '| Filters | Read | p50 | p95 | Items evaluated | Capacity units | Full-item capacity it covers | Ratio |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    for (const [name, filters] of Object.entries(SCENARIOS)) {
      const query = requestLogQuery(filters, RANGE, MARKETS);
      const firstPage = await measure(RUNS, async (stats) => {
        const reader = requestLogReader(clients.documentClient, table, stats);
        return reader.items((await reader.page(query, PAGE_SIZE)).keys);
      });
      // Four pages' worth of full items: four times what the page's own 50 items cost to fetch.
      const pageItems = await measure(1, async (stats) => {
        const reader = requestLogReader(clients.documentClient, table);
        const { keys } = await reader.page(query, PAGE_SIZE);
        await requestLogReader(clients.documentClient, table, stats).items(keys);
      });
      const fourPages = pageItems.stats.capacityUnits * 4;
      let total = 0;
      const count = await measure(RUNS, async (stats) => {
        total = await requestLogReader(clients.documentClient, table, stats).count(query);
      });
      const kpi = await measure(RUNS, (stats) =>
        requestLogReader(clients.documentClient, table, stats).projectedItems(
          query,
          REQUEST_LOG_KPI_ATTRIBUTES,
          () => undefined,
        ),
      );
      const full = await fullItemCapacity(clients.documentClient, table, query);
      const ratio = (value: number, of: number) => (of === 0 ? '—' : `${((value / of) * 100).toFixed(1)} %`);
      console.log(
        `| ${name} (${total.toLocaleString('en')} rows match) | first page | ${ms(firstPage.p50)} | ${ms(firstPage.p95)} | ${firstPage.stats.itemsRead} (+${PAGE_SIZE} full) | ${firstPage.stats.capacityUnits} | 4 pages: ${fourPages} | ${ratio(firstPage.stats.capacityUnits, fourPages)} |`,
      );
      console.log(
        `| | count | ${ms(count.p50)} | ${ms(count.p95)} | ${count.stats.itemsRead} | ${count.stats.capacityUnits} | ${full} | ${ratio(count.stats.capacityUnits, full)} |`,
      );
      console.log(
        `| | KPI | ${ms(kpi.p50)} | ${ms(kpi.p95)} | ${kpi.stats.itemsRead} | ${kpi.stats.capacityUnits} | ${full} | ${ratio(kpi.stats.capacityUnits, full)} |`,
      );
    }
    for (const [name, filters] of Object.entries(SCENARIOS).filter(([name]) => CURSOR_SCENARIOS.has(name))) {
      console.log(`\n#### ${name}`);
      await cursorPaging(clients.documentClient, table, requestLogQuery(filters, RANGE, MARKETS), {
        pageSize: PAGE_SIZE,
        runs: RUNS,
      });
    }
  } finally {
    clients.destroy();
    await stack.stop();
    if (!givenDir) await rm(dataDir, { recursive: true, force: true });
  }
}

if (givenDir) await benchFolder(undefined);
else for (const size of SIZES) await benchFolder(size);

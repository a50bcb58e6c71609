import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { GetCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { mapWithConcurrency } from '../../functions/commons/concurrency';
import { customerItems } from '../../functions/stores/customers/items';
import { CUSTOMERS_INDEX, customersPartitionsOf, LAST_LOAD_KEY } from '../../functions/stores/customers/keys';
import { customerQuery } from '../../functions/stores/customers/list-query';
import { customersReader } from '../../functions/stores/customers/reader';
import { createLocalClients } from '../../infra/local/aws-clients';
import { type LocalStack, startLocalStack } from '../../infra/local/stack';
import { createBatchPool } from '../../infra/local/synthetic/batch-pool';
import { generateCustomers } from '../../infra/local/synthetic/customers';
import { loadSyntheticCustomers } from '../../infra/local/synthetic/customers-load';
import { customerKpiTally } from '../../shared/customers/customer-kpi';
import { LOCAL_NAMES } from '../../shared/resources';
import { MARKETS } from '../../shared/roles';
import type { CustomerFilters } from '../../shared/schemas/customers';
import { itemSize } from './support/item-size';
import { measure, ms } from './support/timed-reads';

/**
 * Vista Clienti at scale: loads synthetic customers (npm run seed's generator and the
 * loader's write path) into a fresh local DynamoDB at each size, then measures the three reads of the
 * list as an ADMIN (every market) — the first page, the count and the KPI — with the default filters
 * and with selective ones: latency p50/p95 and what was read (items evaluated, capacity units as
 * DynamoDB bills them, which grow with the bytes read), against what reading the same customers' full
 * items would cost. Then the load rate: the write path (previous items read, flags, items, limits)
 * against a plain BatchWrite of the same items, each into a fresh folder.
 * Targets: the first page at 1,000,000 customers within 1.5x of its 10,000 figure; counts and KPIs read
 * at most a quarter of the full items' bytes; loading within 1.5x of a plain BatchWrite.
 * Sizes: BENCH_CUSTOMERS_SIZES (default "10000,1000000"; empty for none); runs per figure: BENCH_CUSTOMERS_RUNS (20);
 * load-rate comparison size: BENCH_CUSTOMERS_LOAD_RATE_SIZE (10000; 0 skips it).
 * BENCH_CUSTOMERS_DATA_DIR: a folder already loaded with `npm run seed -- --customers 1000000
 * --end-date 2026-11-22 --data-dir <folder>` (a million customers take tens of minutes on dynalite):
 * the reads are measured once, on that folder, which is kept.
 */

const SIZES = (process.env.BENCH_CUSTOMERS_SIZES ?? '10000,1000000').split(',').map(Number).filter(Boolean);
const givenDir = process.env.BENCH_CUSTOMERS_DATA_DIR;
const RUNS = Number(process.env.BENCH_CUSTOMERS_RUNS ?? 20);
const LOAD_RATE_SIZE = Number(process.env.BENCH_CUSTOMERS_LOAD_RATE_SIZE ?? 10_000);
const SEED = 42;
const KPI_DATE = '2026-11-22';
const PAGE_SIZE = 50;
const KPI_ATTRIBUTES = ['mk', 'pc', 'di', 'od', 'nd'] as const;
/** A Query bills 0.5 capacity units per 4 KB read (eventually consistent). */
const capacityOf = (bytes: number) => Math.ceil(bytes / 4096) / 2;

const SCENARIOS: Record<string, CustomerFilters> = {
  default: {},
  'class 6': { performanceClass: ['6'] },
  "surname contains 'ross'": { surname: 'ross' },
  'invoiced 1,000-1,050 € and dunning 3': { invoiced: { from: 1000, to: 1050 }, dunningIndex: ['3'] },
};

type DocumentClient = ReturnType<typeof createLocalClients>['documentClient'];
const TABLE = LOCAL_NAMES.table('data');

async function withStack<T>(dataDir: string, work: (client: DocumentClient) => Promise<T>): Promise<T> {
  const stack: LocalStack = await startLocalStack({ port: 0, log: false, dataDir, demoSeeders: [] });
  const clients = createLocalClients(stack.endpoints);
  try {
    return await work(clients.documentClient);
  } finally {
    clients.destroy();
    await stack.stop();
  }
}

async function freshFolder<T>(prefix: string, work: (dataDir: string) => Promise<T>): Promise<T> {
  const dataDir = await mkdtemp(join(tmpdir(), prefix));
  try {
    return await work(dataDir);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const progress = (label: string) => {
  let lastTenth = -1;
  return (done: number, total: number) => {
    const tenth = Math.floor((done / total) * 10);
    if (tenth === lastTenth) return;
    lastTenth = tenth;
    process.stderr.write(`  ${label} ${done}/${total}\n`);
  };
};

const loadOptions = (count: number) => ({ count, seed: SEED, kpiDate: KPI_DATE, requestLogs: [] });

/** The write path against a plain BatchWrite of the same items (8 batches in flight each), fresh folders. */
async function loadRate(size: number) {
  const plain = await freshFolder('semaforo-bench-cust-plain-', (dir) =>
    withStack(dir, async (client) => {
      const started = performance.now();
      let items = 0;
      const pool = createBatchPool(client, TABLE, 8, (written) => {
        items += written;
      });
      for (const customer of generateCustomers(loadOptions(size))) {
        for (const item of customerItems(customer)) await pool.add(item);
      }
      await pool.flush();
      return { seconds: (performance.now() - started) / 1000, items };
    }),
  );
  const written = await freshFolder('semaforo-bench-cust-path-', (dir) =>
    withStack(dir, (client) =>
      loadSyntheticCustomers({
        documentClient: client,
        table: TABLE,
        ...loadOptions(size),
        onProgress: progress('write path'),
      }),
    ),
  );
  const rate = (count: number, seconds: number) => `${Math.round(count / seconds).toLocaleString('en')}/s`;
  console.log(`\n### Load rate, ${size.toLocaleString('en')} customers (${plain.items.toLocaleString('en')} items)\n`);
  console.log('| Write | Seconds | Customers | Items | Ratio |');
  console.log('|---|---|---|---|---|');
  console.log(
    `| plain BatchWrite of the items | ${plain.seconds.toFixed(1)} | ${rate(size, plain.seconds)} | ${rate(plain.items, plain.seconds)} | 1.00 |`,
  );
  console.log(
    `| the loader's write path (reads, ${written.flaggedAddresses.toLocaleString('en')} flag updates, items, limits) | ${written.seconds.toFixed(1)} | ${rate(size, written.seconds)} | ${rate(written.items, written.seconds)} | ${(written.seconds / plain.seconds).toFixed(2)} |`,
  );
}

/** Bytes of the listed customers: their `customers` index items and their full items. */
async function listedBytes(client: DocumentClient) {
  const bytes = { index: 0, full: 0, customers: 0 };
  const partitions = MARKETS.flatMap(customersPartitionsOf);
  await mapWithConcurrency(partitions, 8, async (partition) => {
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const output = await client.send(
        new QueryCommand({
          TableName: TABLE,
          IndexName: CUSTOMERS_INDEX.name,
          KeyConditionExpression: 'cpk = :pk',
          ExpressionAttributeValues: { ':pk': partition },
          ExclusiveStartKey,
        }),
      );
      for (const item of output.Items ?? []) bytes.index += itemSize(item) - 3;
      ExclusiveStartKey = output.LastEvaluatedKey;
    } while (ExclusiveStartKey);
  });
  const segments = 4;
  await mapWithConcurrency([...Array(segments).keys()], segments, async (segment) => {
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const output = await client.send(
        new ScanCommand({
          TableName: TABLE,
          FilterExpression: 'attribute_exists(cpk)',
          Segment: segment,
          TotalSegments: segments,
          ExclusiveStartKey,
        }),
      );
      for (const item of output.Items ?? []) {
        bytes.full += itemSize(item) - 3;
        bytes.customers += 1;
      }
      ExclusiveStartKey = output.LastEvaluatedKey;
    } while (ExclusiveStartKey);
  });
  return bytes;
}

async function measureReads(client: DocumentClient, heading: string) {
  console.log(`\n### ${heading}`);
  const bytes = await listedBytes(client);
  const fullCapacity = capacityOf(bytes.full);
  console.log(
    `Page size ${PAGE_SIZE}, ${RUNS} runs per figure, as ADMIN (markets L, T, D: ${MARKETS.length * 8} index partitions). ` +
      `The listed customers' bytes: index ${(bytes.index / 1e6).toFixed(2)} MB, full items ${(bytes.full / 1e6).toFixed(2)} MB ` +
      `(${bytes.customers.toLocaleString('en')} customers; ${Math.round(bytes.index / bytes.customers)} vs ${Math.round(bytes.full / bytes.customers)} bytes each: ` +
      `counts and KPIs read ${((bytes.index / bytes.full) * 100).toFixed(1)} % of the full items' bytes).\n`,
  );
  console.log(
    '| Filters | Read | p50 | p95 | Items evaluated | Capacity units | Full-item capacity it covers | Ratio |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  const ratio = (value: number, of: number) => (of === 0 ? '—' : `${((value / of) * 100).toFixed(1)} %`);
  for (const [name, filters] of Object.entries(SCENARIOS)) {
    const query = customerQuery(filters, MARKETS);
    const firstPage = await measure(RUNS, async (stats) => {
      const reader = customersReader(client, TABLE, stats);
      return reader.items((await reader.page(query, PAGE_SIZE)).keys);
    });
    let total = 0;
    const count = await measure(RUNS, async (stats) => {
      total = await customersReader(client, TABLE, stats).count(query);
    });
    const kpi = await measure(RUNS, async (stats) => {
      const tally = customerKpiTally(MARKETS);
      await customersReader(client, TABLE, stats).projectedItems(query, KPI_ATTRIBUTES, tally.add);
      return tally.result(null);
    });
    console.log(
      `| ${name} (${total.toLocaleString('en')} match) | first page | ${ms(firstPage.p50)} | ${ms(firstPage.p95)} | ${firstPage.stats.itemsRead} (+${PAGE_SIZE} full) | ${firstPage.stats.capacityUnits} | — | — |`,
    );
    console.log(
      `| | count | ${ms(count.p50)} | ${ms(count.p95)} | ${count.stats.itemsRead} | ${count.stats.capacityUnits} | ${fullCapacity} | ${ratio(count.stats.capacityUnits, fullCapacity)} |`,
    );
    console.log(
      `| | KPI | ${ms(kpi.p50)} | ${ms(kpi.p95)} | ${kpi.stats.itemsRead} | ${kpi.stats.capacityUnits} | ${fullCapacity} | ${ratio(kpi.stats.capacityUnits, fullCapacity)} |`,
    );
  }
}

async function loadedFolder(size: number) {
  await freshFolder('semaforo-bench-cust-', (dir) =>
    withStack(dir, async (client) => {
      const result = await loadSyntheticCustomers({
        documentClient: client,
        table: TABLE,
        ...loadOptions(size),
        onProgress: progress('customers'),
      });
      await measureReads(
        client,
        `${size.toLocaleString('en')} customers (loaded in ${result.seconds.toFixed(0)} s, ${Math.round(size / result.seconds)} customers/s)`,
      );
    }),
  );
}

if (givenDir) {
  await withStack(givenDir, async (client) => {
    const { Item } = await client.send(new GetCommand({ TableName: TABLE, Key: LAST_LOAD_KEY }));
    if (!Item)
      throw new Error(`${givenDir} holds no customers: npm run seed -- --customers 1000000 --data-dir ${givenDir}`);
    await measureReads(client, `${Number(Item.rows).toLocaleString('en')} customers (seeded folder ${givenDir})`);
  });
} else {
  for (const size of SIZES) await loadedFolder(size);
}
if (LOAD_RATE_SIZE > 0) await loadRate(LOAD_RATE_SIZE);

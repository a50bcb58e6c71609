import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { REQUEST_LOG_KPI_ATTRIBUTES } from '../../functions/request-log/kpi/request-log-kpi';
import { requestLogQuery } from '../../functions/stores/request-log/list-query';
import { requestLogReader } from '../../functions/stores/request-log/reader';
import { requestLogItem } from '../../functions/stores/request-log/row-and-aggregate-items';
import { createLocalClients } from '../../infra/local/aws-clients';
import { DEMO_CONFIGURATION } from '../../infra/local/demo/demo-versions';
import { precheckDemoSeeder } from '../../infra/local/demo/precheck-seeder';
import { startLocalStack } from '../../infra/local/stack';
import { createBatchPool } from '../../infra/local/synthetic/batch-pool';
import { generateRequestLogRows } from '../../infra/local/synthetic/generator';
import { defaultBacktestPeriod } from '../../shared/backtest/period';
import { romeDay } from '../../shared/italian-time';
import type { RequestLogRow } from '../../shared/request-log/row';
import { LOCAL_NAMES } from '../../shared/resources';
import { MARKETS } from '../../shared/roles';
import type { ConfigurationFile } from '../../shared/schemas/configuration';
import { defaultRequestLogRange } from '../../shared/validators/ranges';
import { itemSize } from './support/item-size';
import { measure, ms } from './support/timed-reads';

/**
 * The back-test at scale. The synthetic request log of 1,000,000 rows a year, of which only
 * the last 30 Italian days are written (the back-test reads only their partitions; about 90,000 checks),
 * into a fresh local DynamoDB with the demo's configuration versions. Measured in the same run:
 * - the snapshot's bytes per row (as DynamoDB counts them) and the full item's with and without it;
 * - the request log's first page and KPI of the month, on the rows written without their snapshot and
 *   again once rewritten with it (the lists must not read it);
 * - only reading the period's checks (what the back-test reads: the row's replayed fields and the
 *   snapshot), against the whole back-test of a draft (read, three decisions a check, tally, changes
 *   written). Target: the back-test within 1.5x the reading alone.
 * BENCH_BACKTEST_ROWS: rows a year (default 1,000,000); BENCH_BACKTEST_RUNS: runs per figure (default 5).
 */

const ROWS = Number(process.env.BENCH_BACKTEST_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_BACKTEST_RUNS ?? 5);
const END_DATE = '2026-11-22';
const SEED = 42;
const PERIOD = defaultBacktestPeriod(END_DATE);
const MONTH = defaultRequestLogRange(END_DATE);

/** The draft: the PF payment-score grace lowered from 5 % to 2 % (the back-test's worked example). */
const DRAFT: ConfigurationFile = {
  ...DEMO_CONFIGURATION.configurationFile,
  paymentScoreChecks: DEMO_CONFIGURATION.configurationFile.paymentScoreChecks.map((row) =>
    row.subjectType === 'PF' && row.microSegment === 'DEFAULT' ? { ...row, graceThreshold: 2 } : row,
  ),
};

/** The rows of the period, with their snapshot, one by one. */
function* periodRows(): Generator<RequestLogRow> {
  // The earlier of the two first days (ISO days sort as text): the month of the list and the period.
  const first = [MONTH.startDate, PERIOD.startDate].sort()[0] as string;
  for (const row of generateRequestLogRows({ count: ROWS, seed: SEED, endDate: END_DATE })) {
    const day = romeDay(row.requestDate);
    if (day >= first && day <= END_DATE) yield row;
  }
}

const dataDir = await mkdtemp(join(tmpdir(), 'semaforo-bench-backtest-'));
const stack = await startLocalStack({ port: 0, log: false, dataDir, demoSeeders: [precheckDemoSeeder] });
const clients = createLocalClients(stack.endpoints);
const table = LOCAL_NAMES.table('requestLog');
// The functions' clients are built when their modules load: after the stack has pointed them at the emulators.
const { forEachPeriodCheck } = await import('../../functions/stores/request-log/period-rows');
const { replayPeriod } = await import('../../functions/stores/backtest/replay-period');
const { documentClient } = await import('../../functions/commons/clients');

async function write(withSnapshot: boolean) {
  const started = performance.now();
  const pool = createBatchPool(clients.documentClient, table, 8, () => undefined);
  let rows = 0;
  for (const row of periodRows()) {
    await pool.add(requestLogItem(withSnapshot ? row : { ...row, snapshot: undefined }, `bench-${row.idRequest}`));
    rows += 1;
  }
  await pool.flush();
  return { rows, seconds: (performance.now() - started) / 1000 };
}

async function listReads() {
  const query = requestLogQuery({}, MONTH, MARKETS);
  const firstPage = await measure(RUNS * 2, async (stats) => {
    const reader = requestLogReader(clients.documentClient, table, stats);
    return reader.items((await reader.page(query, 50)).keys);
  });
  const kpi = await measure(RUNS, (stats) =>
    requestLogReader(clients.documentClient, table, stats).projectedItems(
      query,
      REQUEST_LOG_KPI_ATTRIBUTES,
      () => undefined,
    ),
  );
  return { firstPage, kpi };
}

try {
  const without = await write(false);
  console.log(
    `\n### ${ROWS.toLocaleString('en')} rows a year, ${PERIOD.startDate} → ${PERIOD.endDate} (30 Italian days)`,
  );
  console.log(
    `Written without snapshots: ${without.rows.toLocaleString('en')} rows in ${without.seconds.toFixed(0)} s.`,
  );
  const before = await listReads();
  const withSnapshots = await write(true);
  console.log(
    `Rewritten with snapshots: ${withSnapshots.rows.toLocaleString('en')} rows in ${withSnapshots.seconds.toFixed(0)} s.`,
  );
  const after = await listReads();

  let snapshotBytes = 0;
  let fullBytes = 0;
  let withSnapshot = 0;
  for (const row of periodRows()) {
    const item = requestLogItem(row, 'x');
    fullBytes += itemSize(item);
    if (row.snapshot) {
      snapshotBytes += itemSize(row.snapshot) + 'snapshot'.length;
      withSnapshot += 1;
    }
  }
  console.log(
    `\nSnapshot: ${Math.round(snapshotBytes / withSnapshot)} bytes a decided row (as DynamoDB counts them); full item with it ${Math.round(fullBytes / withSnapshots.rows)} bytes, ` +
      `${Math.round((fullBytes - snapshotBytes) / withSnapshots.rows)} without.`,
  );
  console.log(
    '\n| Month of the dossier list | Without snapshots p50 / p95 | With snapshots p50 / p95 | Capacity units without / with |',
  );
  console.log('|---|---|---|---|');
  for (const name of ['firstPage', 'kpi'] as const) {
    const a = before[name];
    const b = after[name];
    console.log(
      `| ${name === 'firstPage' ? 'first page' : 'KPI'} | ${ms(a.p50)} / ${ms(a.p95)} | ${ms(b.p50)} / ${ms(b.p95)} | ${a.stats.capacityUnits} / ${b.stats.capacityUnits} |`,
    );
  }

  let checks = 0;
  const read = await measure(RUNS, async () => {
    checks = await forEachPeriodCheck(documentClient, table, PERIOD, MARKETS, () => undefined);
  });
  let changed = 0;
  let reproduced = '';
  const backtest = await measure(RUNS, async () => {
    const { summary } = await replayPeriod(
      {
        runId: `bench-${Date.now()}`,
        period: PERIOD,
        markets: MARKETS,
        current: DEMO_CONFIGURATION,
        versions: { before: DEMO_CONFIGURATION.configurationFile, after: DRAFT },
      },
      { client: documentClient, requestLog: table, data: LOCAL_NAMES.table('data') },
    );
    changed = summary.changed;
    reproduced = `${summary.reproducibility.reproduced}/${summary.reproducibility.replayed}`;
  });
  console.log(`\n${checks.toLocaleString('en')} checks read; the draft changes ${changed}; reproduced ${reproduced}.`);
  console.log('\n| Pass | p50 | p95 | Ratio to the reading (p50) |');
  console.log('|---|---|---|---|');
  console.log(`| only reading the period's checks | ${ms(read.p50)} | ${ms(read.p95)} | 1.00 |`);
  console.log(
    `| back-test of the draft | ${ms(backtest.p50)} | ${ms(backtest.p95)} | ${(backtest.p50 / read.p50).toFixed(2)} |`,
  );
} finally {
  clients.destroy();
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
}

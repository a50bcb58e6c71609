import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { type ReadStats, recordRead } from '../../functions/commons/dynamo/read-stats';
import type { CreditCheckPorts } from '../../functions/precheck/run-credit-check';
import { chainsQuery } from '../../functions/stores/check-chains/chain-store';
import { REQUEST_ID_COUNTER_KEY } from '../../functions/stores/request-log/keys';
import { agencyDemoSeeder } from '../../infra/local/demo/agency-seeder';
import { DEMO_SUBJECTS } from '../../infra/local/demo/precheck-demo-subjects';
import { precheckDemoSeeder } from '../../infra/local/demo/precheck-seeder';
import { DEMO_USERS } from '../../infra/local/demo-users';
import { startLocalStack } from '../../infra/local/stack';
import { loadSyntheticRequestLog } from '../../infra/local/synthetic/load';
import { lastDaysRange } from '../../shared/italian-time';
import { LOCAL_NAMES } from '../../shared/resources';
import type { RepeatedChecksFilters } from '../../shared/schemas/monitoring';
import { REPEATED_CHECKS_DEFAULT_DAYS } from '../../shared/schemas/monitoring';
import type { CreditCheckRequest } from '../../shared/schemas/precheck';
import { creditCheckRequestFor } from '../support/credit-check-request';
import { dynamoRequestCounter } from '../support/dynamo-round-trips';
import { demoIdToken } from './support/sign-in';
import { measure, ms, percentile } from './support/timed-reads';

/**
 * The repeated checks on a loaded folder: the synthetic request log loaded with its chains (`chains:
 * true`, as `npm run seed` loads it) into a fresh local DynamoDB, then the monitoring's reads as the
 * handlers make them, on the default period (the last 30 days to the data's last day):
 * - the first page of chains (repeatedChecks: `chainStore(...).page`, `chainsQuery` on the list rail,
 *   50 a page), with its count and without it (`count: 'none'`), and with one flag as a selective filter;
 * - who repeats (whoRepeats: `whoRepeatsReport(period, 'agency' | 'user')`, from the daily tallies);
 * latency p50/p95, and what was read (requests, items evaluated, capacity units where asked).
 * Targets, at 1,000,000 rows: the first page (with or without its count) ≤ 200 ms p95, who repeats
 * ≤ 300 ms p95.
 * Then what linking costs a check: the precheck (`runCreditCheck`, with the ports credit-check.ts wires)
 * run in process against the same stack with its `chains` port (chainLinkStore) and without it, turn
 * about, plus `POST /api/v1/creditcheck` over loopback (the handler as deployed, linking on): latency
 * p50/p95 and DynamoDB requests and sequential round trips per check. Linking must add no round trip.
 * BENCH_CHAINS_ROWS (default 10000): rows loaded; BENCH_CHAINS_RUNS (20): runs per read figure;
 * BENCH_CHAINS_CHECKS (100): checks per precheck variant.
 * BENCH_CHAINS_DATA_DIR: a data folder already loaded with `npm run seed -- --request-logs 1000000
 * --end-date 2026-11-30 --data-dir <folder>` (which builds the chains): the bench runs on it (whatever
 * BENCH_CHAINS_ROWS says) and keeps it; its checks add rows and chains to it.
 */

const givenDir = process.env.BENCH_CHAINS_DATA_DIR;
const ROWS = Number(process.env.BENCH_CHAINS_ROWS ?? 10_000);
const RUNS = Number(process.env.BENCH_CHAINS_RUNS ?? 20);
const CHECKS = Number(process.env.BENCH_CHAINS_CHECKS ?? 100);
const END_DATE = '2026-11-30';
const SEED = 42;
const PAGE_SIZE = 50;
/** The handlers' default period, as if today were the data's last day. */
const PERIOD = lastDaysRange(END_DATE, REPEATED_CHECKS_DEFAULT_DAYS);
const TARGET_PAGE_MS = 200;
const TARGET_WHO_REPEATS_MS = 300;

const PAGE_SCENARIOS: Record<string, RepeatedChecksFilters> = {
  default: {},
  'one flag (RED_THEN_GREEN_EDIT)': { flags: ['RED_THEN_GREEN_EDIT'] },
};

const dataDir = givenDir ?? (await mkdtemp(join(tmpdir(), 'semaforo-bench-chains-reads-')));
// The precheck's settings and facts and the agencies' names; no demo request log (its chains would mix in).
const stack = await startLocalStack({
  port: 0,
  log: false,
  dataDir,
  demoSeeders: [precheckDemoSeeder, agencyDemoSeeder],
  tokenMinutes: 60,
});
try {
  // Imported after the stack has set the handlers' environment (emulator endpoints, table names).
  const { documentClient, dynamoDb } = await import('../../functions/commons/clients');
  const { tableName } = await import('../../functions/commons/env');
  const { chainStore } = await import('../../functions/stores/check-chains/chain-store');
  const { whoRepeatsReport } = await import('../../functions/stores/check-chains/who-repeats-report');
  const table = tableName('requestLog');
  if (table !== LOCAL_NAMES.table('requestLog')) throw new Error(`Unexpected request-log table ${table}`);

  // What the handlers' client reads, for the reads that keep no ReadStats of their own (who repeats).
  const reading: { stats?: ReadStats } = {};
  dynamoDb.middlewareStack.add(
    (next) => async (args) => {
      const result = await next(args);
      const output = result.output as {
        ScannedCount?: number;
        Count?: number;
        Responses?: Record<string, unknown[]>;
      };
      const batchItems = output.Responses
        ? Object.values(output.Responses).reduce((sum, items) => sum + items.length, 0)
        : undefined;
      recordRead(reading.stats, output, batchItems);
      return result;
    },
    { step: 'initialize', name: 'benchChainsReadCounter' },
  );
  const counter = dynamoRequestCounter(dynamoDb, 'benchChainsRequestCounter');

  let heading: string;
  if (givenDir) {
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
    heading = `${Number(loaded[0]?.count).toLocaleString('en')} rows (seeded folder ${givenDir})`;
  } else {
    const started = performance.now();
    let lastReported = '';
    const result = await loadSyntheticRequestLog({
      documentClient,
      table,
      count: ROWS,
      seed: SEED,
      endDate: END_DATE,
      tallies: 'fromRows',
      chains: true,
      onProgress: (done, total, phase) => {
        const step = `${phase} ${Math.floor((done / Math.max(1, total)) * 10)}`;
        if (step !== lastReported) {
          lastReported = step;
          process.stderr.write(`  ${phase} ${done}/${total}\n`);
        }
      },
    });
    const seconds = (performance.now() - started) / 1000;
    heading =
      `${ROWS.toLocaleString('en')} rows, ${result.chainItems.toLocaleString('en')} chain items ` +
      `(loaded in ${seconds.toFixed(0)} s)`;
  }
  console.log(`\n### ${heading}`);
  console.log(`Period ${PERIOD.startDate} → ${PERIOD.endDate}, page size ${PAGE_SIZE}, ${RUNS} runs per figure.\n`);

  console.log('| Read | p50 | p95 | Requests | Items evaluated | Capacity units | Answer |');
  console.log('|---|---|---|---|---|---|---|');
  const verdicts: string[] = [];
  for (const [name, filters] of Object.entries(PAGE_SCENARIOS)) {
    const months = chainsQuery(filters, PERIOD).source.groups.length;
    for (const count of [undefined, 'none'] as const) {
      let answer = '';
      const page = await measure(RUNS, async (stats) => {
        const { rows, total, cursor } = await chainStore(documentClient, table, stats).page(filters, PERIOD, {
          pageNumber: 0,
          pageSize: PAGE_SIZE,
          count,
        });
        answer =
          `${rows.length} chains${total === undefined ? '' : ` of ${total.toLocaleString('en')}`}` +
          `${cursor ? ', a cursor' : ''} (${months} months)`;
      });
      const label = `first page, ${name}, ${count === 'none' ? 'without the count' : 'with the count'}`;
      console.log(
        `| ${label} | ${ms(page.p50)} | ${ms(page.p95)} | ${page.stats.requests} (${page.stats.countRequests} counts) | ${page.stats.itemsRead} | ${page.stats.capacityUnits} | ${answer} |`,
      );
      if (name === 'default' && page.p95 > TARGET_PAGE_MS) verdicts.push(`${label}: p95 ${ms(page.p95)}`);
    }
  }
  for (const by of ['agency', 'user'] as const) {
    let answer = '';
    const report = await measure(RUNS, async (stats) => {
      reading.stats = stats;
      try {
        const { overall, rows } = await whoRepeatsReport(PERIOD, by);
        answer =
          `${rows.length} ${by === 'agency' ? 'agencies' : 'users'}, ${overall.checks.toLocaleString('en')} checks, ` +
          `joined ${(overall.joinedRate * 100).toFixed(2)} %, red then green ${(overall.redThenGreenRate * 100).toFixed(2)} %`;
      } finally {
        reading.stats = undefined;
      }
    });
    console.log(
      `| who repeats by ${by} | ${ms(report.p50)} | ${ms(report.p95)} | ${report.stats.requests} | ${report.stats.itemsRead} | — | ${answer} |`,
    );
    if (report.p95 > TARGET_WHO_REPEATS_MS) verdicts.push(`who repeats by ${by}: p95 ${ms(report.p95)}`);
  }

  // The precheck with and without linking: the ports credit-check.ts builds, `chains` left out or not.
  const { dynamoPrecheckFacts } = await import('../../functions/stores/precheck-facts/dynamo-precheck-facts');
  const { settingsCache } = await import('../../functions/precheck/settings-cache');
  const { dynamoRequestLog } = await import('../../functions/precheck/dynamo-request-log');
  const { chainLinkStore } = await import('../../functions/stores/check-chains/chain-link-store');
  const { runCreditCheck } = await import('../../functions/precheck/run-credit-check');
  const { checkedCreditCheckRequest } = await import('../../functions/precheck/request-validation');
  const withoutLinking: CreditCheckPorts = {
    facts: dynamoPrecheckFacts(documentClient, tableName('data')),
    settings: settingsCache(),
    requestLog: dynamoRequestLog(documentClient, table),
    now: () => new Date(),
    reportUnrecorded: (message, details) => console.error(message, details),
  };
  const withLinking: CreditCheckPorts = { ...withoutLinking, chains: chainLinkStore(documentClient, table) };
  const agent = DEMO_USERS.find((user) => user.role === 'AGENT');
  if (!agent) throw new Error('No AGENT demo user');
  const token = await demoIdToken(stack, 'AGENT');

  const requestFor = (index: number): CreditCheckRequest => {
    const subject = DEMO_SUBJECTS[index % DEMO_SUBJECTS.length];
    if (!subject) throw new Error('No demo subjects');
    return creditCheckRequestFor(subject, index % 2 === 0 ? 'ELE' : 'GAS');
  };
  const inProcess = (ports: CreditCheckPorts) => async (index: number) => {
    const response = await runCreditCheck(ports, {
      request: checkedCreditCheckRequest(requestFor(index)),
      userId: agent.username,
      acquisitionChannel: 'AGENZIA',
      acquisitionAgency: agent.agencyCode ?? null,
      requestId: randomUUID(),
      startedAt: new Date(),
    });
    if (response.transactionInfo?.code !== 200) throw new Error(`Check ${index}: ${JSON.stringify(response)}`);
  };
  const overHttp = async (index: number) => {
    const response = await fetch(`${stack.url}/api/v1/creditcheck`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(requestFor(index)),
    });
    const body = (await response.json()) as { transactionInfo?: { code?: number } };
    if (response.status !== 200 || body.transactionInfo?.code !== 200) {
      throw new Error(`Check ${index} answered ${response.status}: ${JSON.stringify(body)}`);
    }
  };
  const variants = [
    { name: 'in process, with linking (chains port)', run: inProcess(withLinking) },
    { name: 'in process, without linking (port left out)', run: inProcess(withoutLinking) },
    { name: 'POST /api/v1/creditcheck (handler, with linking)', run: overHttp },
  ].map((variant) => ({ ...variant, times: [] as number[], requests: [] as number[], roundTrips: [] as number[] }));
  // Each variant's first check fills its caches (settings, the handler's ports); not counted.
  for (const [at, variant] of variants.entries()) await variant.run(at);
  // Turn about, so the other job on the machine weighs on every variant alike.
  for (let index = 0; index < CHECKS; index += 1) {
    for (const [at, variant] of variants.entries()) {
      const mark = counter.mark();
      const started = performance.now();
      await variant.run(index * variants.length + at);
      variant.times.push(performance.now() - started);
      const made = counter.since(mark);
      variant.requests.push(made.requests);
      variant.roundTrips.push(made.roundTrips);
    }
  }
  console.log(
    `\nThe precheck, ${CHECKS} checks a variant (${DEMO_SUBJECTS.length} demo subjects in turn), sequential:\n`,
  );
  console.log('| Check | p50 | p95 | DynamoDB requests per check (min–max) | Sequential round trips (max) |');
  console.log('|---|---|---|---|---|');
  for (const variant of variants) {
    console.log(
      `| ${variant.name} | ${ms(percentile(variant.times, 50))} | ${ms(percentile(variant.times, 95))} | ` +
        `${Math.min(...variant.requests)}–${Math.max(...variant.requests)} | ${Math.max(...variant.roundTrips)} |`,
    );
  }
  const [linked, unlinked] = variants;
  if (linked && unlinked) {
    const extraTrips = Math.max(...linked.roundTrips) - Math.max(...unlinked.roundTrips);
    console.log(
      `\nLinking costs a check ${ms(percentile(linked.times, 50) - percentile(unlinked.times, 50))} at p50, ` +
        `${ms(percentile(linked.times, 95) - percentile(unlinked.times, 95))} at p95, ` +
        `and ${extraTrips} round trip(s) more at most (target 0).`,
    );
    if (extraTrips > 0) verdicts.push(`linking adds ${extraTrips} round trip(s)`);
  }
  console.log(verdicts.length === 0 ? 'within target' : `OVER TARGET: ${verdicts.join('; ')}`);
} finally {
  await stack.stop();
  if (!givenDir) await rm(dataDir, { recursive: true, force: true });
}

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEMO_SUBJECTS } from '../../infra/local/demo/precheck-demo-subjects';
import { startLocalStack } from '../../infra/local/stack';
import type { CreditCheckRequest } from '../../shared/schemas/precheck';
import { creditCheckRequestFor } from '../support/credit-check-request';
import { dynamoRequestCounter } from '../support/dynamo-round-trips';
import { demoIdToken } from './support/sign-in';

/**
 * The precheck on the local stack: latency of `POST /api/v1/creditcheck` over loopback, first
 * sequentially and then with 8 concurrent clients, and the DynamoDB requests each check makes, counted
 * by a middleware on the handlers' own DynamoDB client (every HTTP attempt, retries included).
 * Targets: at most 4 sequential DynamoDB round trips per check; a container's first check at
 * most 5 requests in 3 round trips (the settings, then the memberships in the black-list loads
 * in force, then the row; the id block beside the reads).
 */

const SEQUENTIAL = Number(process.env.BENCH_PRECHECK_SEQUENTIAL ?? 100);
const CONCURRENT_CLIENTS = 8;
const PER_CLIENT = Number(process.env.BENCH_PRECHECK_PER_CLIENT ?? 25);
const TARGET_ROUND_TRIPS = 4;
/** A container's first check, settings not cached yet; the daily tallies add the day's tally beside the row. */
const TARGET_FIRST_CHECK = { requests: 6, roundTrips: 3 };

function requestFor(index: number): CreditCheckRequest {
  const subject = DEMO_SUBJECTS[index % DEMO_SUBJECTS.length];
  if (!subject) throw new Error('No demo subjects');
  return creditCheckRequestFor(subject, index % 2 === 0 ? 'ELE' : 'GAS');
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

function summary(label: string, latencies: number[], requests: number, checks: number, wallMs?: number) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const line = [
    `${label}: ${checks} checks`,
    `p50 ${percentile(sorted, 50).toFixed(1)} ms`,
    `p95 ${percentile(sorted, 95).toFixed(1)} ms`,
    `max ${(sorted[sorted.length - 1] ?? Number.NaN).toFixed(1)} ms`,
    `DynamoDB requests/check ${(requests / checks).toFixed(2)}`,
  ];
  if (wallMs !== undefined) line.push(`throughput ${((checks * 1000) / wallMs).toFixed(1)} checks/s`);
  console.log(line.join(', '));
}

const dataDir = await mkdtemp(join(tmpdir(), 'semaforo-bench-precheck-'));
// One token for the whole run, never refreshed: an hour of life (the deployed pool's is five minutes).
const stack = await startLocalStack({ port: 0, dataDir, log: false, tokenMinutes: 60 });
try {
  // Imported after the stack has set the handlers' environment (emulator endpoints).
  const { dynamoDb } = await import('../../functions/commons/clients');
  const counter = dynamoRequestCounter(dynamoDb, 'benchDynamoRequestCounter');

  const token = await demoIdToken(stack, 'AGENT');

  /** One check; answers its latency and the DynamoDB requests counted meanwhile (exact when sequential). */
  const check = async (index: number): Promise<number> => {
    const started = performance.now();
    const response = await fetch(`${stack.url}/api/v1/creditcheck`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(requestFor(index)),
    });
    const body = (await response.json()) as { transactionInfo?: { code?: number } };
    const elapsed = performance.now() - started;
    if (response.status !== 200 || body.transactionInfo?.code !== 200) {
      throw new Error(`Check ${index} answered ${response.status}: ${JSON.stringify(body)}`);
    }
    return elapsed;
  };

  // The first check loads the CURRENT configuration into the handler's cache.
  const before = counter.mark();
  const coldMs = await check(0);
  const cold = counter.since(before);
  console.log(
    `first check (cold configuration): ${coldMs.toFixed(1)} ms, DynamoDB requests ${cold.requests} in ${cold.roundTrips} round trips (target ≤ ${TARGET_FIRST_CHECK.requests} in ≤ ${TARGET_FIRST_CHECK.roundTrips})`,
  );

  const perCheck: number[] = [];
  const roundTrips: number[] = [];
  const sequential: number[] = [];
  const sequentialStart = counter.mark();
  for (let index = 1; index <= SEQUENTIAL; index += 1) {
    const mark = counter.mark();
    sequential.push(await check(index));
    const made = counter.since(mark);
    perCheck.push(made.requests);
    roundTrips.push(made.roundTrips);
  }
  summary('sequential', sequential, counter.since(sequentialStart).requests, SEQUENTIAL);
  console.log(
    `  DynamoDB requests per check: min ${Math.min(...perCheck)}, max ${Math.max(...perCheck)}; round trips: min ${Math.min(...roundTrips)}, max ${Math.max(...roundTrips)} (target ≤ ${TARGET_ROUND_TRIPS})`,
  );

  const concurrent: number[] = [];
  const concurrentStart = counter.mark();
  const wallStart = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENT_CLIENTS }, async (_, client) => {
      for (let round = 0; round < PER_CLIENT; round += 1) {
        concurrent.push(await check(client * PER_CLIENT + round));
      }
    }),
  );
  const wallMs = performance.now() - wallStart;
  summary(
    `${CONCURRENT_CLIENTS} concurrent clients`,
    concurrent,
    counter.since(concurrentStart).requests,
    CONCURRENT_CLIENTS * PER_CLIENT,
    wallMs,
  );
  const worst = Math.max(cold.roundTrips, ...roundTrips);
  const coldWithin = cold.requests <= TARGET_FIRST_CHECK.requests && cold.roundTrips <= TARGET_FIRST_CHECK.roundTrips;
  console.log(
    worst <= TARGET_ROUND_TRIPS && coldWithin
      ? 'within target'
      : `OVER TARGET: ${worst} DynamoDB round trips in a check; first check ${cold.requests} in ${cold.roundTrips} round trips`,
  );
} finally {
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
}

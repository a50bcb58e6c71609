import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { DEMO_SUBJECTS } from '../../infra/local/demo/precheck-demo-subjects';
import { startLocalStack } from '../../infra/local/stack';
import { romeDay } from '../../shared/italian-time';
import { creditCheckRequestFor } from '../support/credit-check-request';
import { dynamoRequestCounter } from '../support/dynamo-round-trips';
import { itemSize } from './support/item-size';
import { percentile } from './support/timed-reads';

const CHECKS = Number(process.env.BENCH_CHECK_COST_CHECKS ?? 200);
/** Blocks of checks, alternating with and without the tally, so a slow moment of the machine hits both. */
const BLOCK = 25;

/**
 * `npm run bench` (or `npx tsx test/bench/tally-check-cost.ts`). What the daily tallies add to a check: the same warm checks run through the precheck's
 * own code in this process, with the request log as the product writes it (row, aggregate and tally in
 * one round trip) and without the tally, block by block; DynamoDB requests counted on the handlers'
 * client, the bytes of the tally's UpdateItem as sent, the size of a cell item as DynamoDB counts it.
 */
async function checkCost(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'semaforo-bench-check-cost-'));
  const stack = await startLocalStack({ port: 0, dataDir, log: false });
  try {
    // Imported after the stack has set the handlers' environment (emulator endpoints, table names).
    const { documentClient, dynamoDb } = await import('../../functions/commons/clients');
    const { tableName } = await import('../../functions/commons/env');
    const { dynamoPrecheckFacts } = await import('../../functions/stores/precheck-facts/dynamo-precheck-facts');
    const { dynamoRequestLog } = await import('../../functions/precheck/dynamo-request-log');
    const { requestLogWriter } = await import('../../functions/stores/request-log/writer');
    const { runCreditCheck } = await import('../../functions/precheck/run-credit-check');
    const { settingsCache } = await import('../../functions/precheck/settings-cache');
    const counter = dynamoRequestCounter(dynamoDb, 'benchCheckCost');
    const tallyBytes: number[] = [];
    dynamoDb.middlewareStack.add(
      (next) => async (args) => {
        const request = args.request as { headers?: Record<string, string>; body?: unknown };
        const body = String(request.body ?? '');
        if (String(request.headers?.['x-amz-target']).endsWith('.UpdateItem') && body.includes('"TALLY#')) {
          tallyBytes.push(Buffer.byteLength(body));
        }
        return next(args);
      },
      { step: 'finalizeRequest', name: 'benchTallyBytes' },
    );
    const requestLogTable = tableName('requestLog');
    const withTally = dynamoRequestLog(documentClient, requestLogTable);
    const writer = requestLogWriter(documentClient, requestLogTable);
    const withoutTally = { ...withTally, updateAggregate: writer.updateAggregate };
    const ports = (requestLog: typeof withTally) => ({
      facts: dynamoPrecheckFacts(documentClient, tableName('data')),
      settings: settingsCache(),
      requestLog,
      now: () => new Date(),
      reportUnrecorded: () => undefined,
    });
    const variants = { 'with the tally': ports(withTally), 'without the tally': ports(withoutTally) };
    const results = Object.fromEntries(
      Object.keys(variants).map((name) => [name, { times: [] as number[], requests: 0 }]),
    );
    // Warm both: settings cached, id block taken.
    for (const port of Object.values(variants)) {
      await runCreditCheck(port, {
        request: creditCheckRequestFor(DEMO_SUBJECTS[0] as (typeof DEMO_SUBJECTS)[number]),
        userId: 'bench',
        acquisitionChannel: 'BACK_OFFICE',
        acquisitionAgency: null,
        requestId: randomUUID(),
        startedAt: new Date(),
      });
    }
    for (let done = 0; done < CHECKS; done += BLOCK) {
      for (const [name, port] of Object.entries(variants)) {
        for (let index = done; index < done + BLOCK; index += 1) {
          const subject = DEMO_SUBJECTS[index % DEMO_SUBJECTS.length] as (typeof DEMO_SUBJECTS)[number];
          const mark = counter.mark();
          const started = performance.now();
          await runCreditCheck(port, {
            request: creditCheckRequestFor(subject, index % 2 === 0 ? 'ELE' : 'GAS'),
            userId: 'bench',
            acquisitionChannel: 'BACK_OFFICE',
            acquisitionAgency: null,
            requestId: randomUUID(),
            startedAt: new Date(),
          });
          const result = results[name] as { times: number[]; requests: number };
          result.times.push(performance.now() - started);
          result.requests += counter.since(mark).requests;
        }
      }
    }
    const { Items = [] } = await documentClient.send(
      new QueryCommand({
        TableName: requestLogTable,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :cell)',
        ExpressionAttributeValues: { ':pk': `TALLY#${romeDay(new Date())}`, ':cell': 'C#' },
      }),
    );
    const sizes = Items.map(itemSize).sort((a, b) => a - b);
    console.log(`\n### What the tallies add to a check (${CHECKS} warm checks each way, blocks of ${BLOCK})`);
    console.log('| Check | p50 | p95 | DynamoDB requests per check |');
    console.log('|---|---|---|---|');
    for (const [name, { times, requests }] of Object.entries(results)) {
      console.log(
        `| ${name} | ${percentile(times, 50).toFixed(1)} ms | ${percentile(times, 95).toFixed(1)} ms | ${(requests / times.length).toFixed(2)} |`,
      );
    }
    console.log(
      `Tally UpdateItem as sent: ${percentile(tallyBytes, 50)} bytes (p50, max ${Math.max(...tallyBytes)}); ` +
        `today's ${sizes.length} cell items: ${percentile(sizes, 50)} bytes p50, ${sizes.at(-1)} max (1 write unit up to 1 KB).`,
    );
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await checkCost();

import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureEmf, type EmfCapture, linesOf, totalOf } from '../../functions/commons/observability/emf-capture';
import { LAST_LOAD_KEY } from '../../functions/stores/customers/keys';
import { createLocalClients, type LocalClients } from '../../infra/local/aws-clients';
import { DEMO_SUBJECTS, type DemoSubject } from '../../infra/local/demo/precheck-demo-subjects';
import { precheckDemoSeeder } from '../../infra/local/demo/precheck-seeder';
import { whiteListDemoSeeder } from '../../infra/local/demo/white-list-seeder';
import { METRIC_NAMES, METRICS_NAMESPACE } from '../../shared/metrics';
import { LOCAL_NAMES } from '../../shared/resources';
import { creditCheckRequestFor } from '../support/credit-check-request';
import { startTestStack, type TestStack } from '../support/local-stack';
import { queuedExportLines } from '../support/queued-export';
import { eventually } from '../support/queues';

/**
 * The metrics through the local stack: the handlers and workers write them as EMF lines, as
 * in Lambda, and this test reads those lines off the process's stdout. Faults the emulators cannot make
 * (a throttled table) are injected into the handlers' own DynamoDB client; each test then finds the
 * metric its alarm watches (infra/monitoring).
 */

let local: TestStack;
let clients: LocalClients;
let emf: EmfCapture;
let agent: string;

beforeAll(async () => {
  // A quiet stack writes no EMF unless asked (infra/local/handler-env.ts).
  process.env.POWERTOOLS_METRICS_DISABLED = 'false';
  emf = captureEmf();
  local = await startTestStack({ demoSeeders: [precheckDemoSeeder, whiteListDemoSeeder], workerRetryDelaySeconds: 1 });
  clients = createLocalClients(local.stack.endpoints);
  agent = (await local.signIn('anna.ferrari')).IdToken;
});

afterAll(async () => {
  emf?.stop();
  clients?.destroy();
  await local?.stop();
});

const subject = (code: string) => DEMO_SUBJECTS.find((candidate) => candidate.expected.code === code) as DemoSubject;
const check = (of: DemoSubject) =>
  local.api('POST', '/api/v1/creditcheck', { token: agent, body: creditCheckRequestFor(of) });

/** Throttles the handlers' DynamoDB calls that `matches` picks while `run` runs, as an overloaded table would. */
async function throttled<T>(
  matches: (command: string, input: Record<string, unknown>) => boolean,
  run: () => Promise<T>,
) {
  const { dynamoDb } = await import('../../functions/commons/clients');
  const name = 'injectedThrottle';
  dynamoDb.middlewareStack.add(
    (next, context) => async (args) => {
      if (matches(String(context.commandName), args.input as Record<string, unknown>)) {
        throw Object.assign(new Error('Rate of requests exceeds the allowed throughput.'), {
          name: 'ProvisionedThroughputExceededException',
          $fault: 'client',
          $metadata: { httpStatusCode: 400 },
        });
      }
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    return await run();
  } finally {
    dynamoDb.middlewareStack.remove(name);
  }
}

describe('metrics as EMF lines in the local log', () => {
  it('counts each check by light and by result code, and the white list’s hits, in the Semaforo namespace', async () => {
    const before = {
      green: totalOf(emf.lines, METRIC_NAMES.checks, { trafficLight: 'V' }),
      red: totalOf(emf.lines, METRIC_NAMES.checks, { trafficLight: 'R' }),
      hits: totalOf(emf.lines, METRIC_NAMES.whiteListHits),
    };
    const whiteListed = await check(subject('EX301'));
    expect(whiteListed.json).toMatchObject({
      fullCheckInfo: { trafficLight: 'V', trafficLightReason: { code: 'EX301' } },
    });
    const radiati = await check(subject('EX305'));
    expect(radiati.json).toMatchObject({ fullCheckInfo: { trafficLight: 'R' } });

    expect(totalOf(emf.lines, METRIC_NAMES.checks, { trafficLight: 'V' })).toBe(before.green + 1);
    expect(totalOf(emf.lines, METRIC_NAMES.checks, { trafficLight: 'R' })).toBe(before.red + 1);
    expect(totalOf(emf.lines, METRIC_NAMES.checks, { resultCode: 'EX301' })).toBeGreaterThanOrEqual(1);
    expect(totalOf(emf.lines, METRIC_NAMES.checks, { resultCode: 'EX305' })).toBeGreaterThanOrEqual(1);
    expect(totalOf(emf.lines, METRIC_NAMES.whiteListHits)).toBe(before.hits + 1);
    const line = linesOf(emf.lines, METRIC_NAMES.checks, { resultCode: 'EX305' }).at(-1);
    expect(line?._aws.CloudWatchMetrics[0]).toEqual({
      Namespace: METRICS_NAMESPACE,
      Dimensions: [
        ['service', 'trafficLight'],
        ['service', 'resultCode'],
      ],
      Metrics: [{ Name: 'Checks', Unit: 'Count' }],
    });
    expect(line).toMatchObject({ service: 'semaforo', trafficLight: 'R', resultCode: 'EX305', Checks: 1 });
  });

  it('a throttled request log: the check is a technical error, and TechnicalErrors counts it (precheck-technical-errors)', async () => {
    const before = totalOf(emf.lines, METRIC_NAMES.technicalErrors);
    const answer = await throttled(
      (command, input) => command.startsWith('Put') && input.TableName === LOCAL_NAMES.table('requestLog'),
      () => check(subject('EX400')),
    );
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ transactionInfo: { code: 500 }, fullCheckInfo: null });
    expect(totalOf(emf.lines, METRIC_NAMES.technicalErrors)).toBe(before + 1);
  });

  it('a throttled read answered 500: ServerErrors counts it (handler-faults)', async () => {
    const before = totalOf(emf.lines, METRIC_NAMES.serverErrors);
    const answer = await throttled(
      (command) => command.startsWith('Query'),
      async () => local.api('GET', '/api/v1/exportFilesList', { token: (await local.signIn('mario.rossi')).IdToken }),
    );
    expect(answer.status).toBe(500);
    expect(totalOf(emf.lines, METRIC_NAMES.serverErrors, { service: 'semaforo' })).toBe(before + 1);
    // A refusal is not a fault.
    expect((await local.api('POST', '/api/v1/creditcheck', { token: agent, body: {} })).status).toBe(400);
    expect(totalOf(emf.lines, METRIC_NAMES.serverErrors)).toBe(before + 1);
  });

  it('the job rail counts a completed export and its records by job type', async () => {
    const admin = 'mario.rossi';
    const { job } = await queuedExportLines(local, admin, {
      extractionType: 'AGENCY',
      filters: {},
      filename: `agenzie_${Date.now()}`,
    });
    await eventually(async () => totalOf(emf.lines, METRIC_NAMES.jobsCompleted, { jobType: 'AGENCY' }) === 1);
    expect(totalOf(emf.lines, METRIC_NAMES.jobRecords, { jobType: 'AGENCY' })).toBe(job.recordCount);
  });

  it("the loader's feed check: CustomerFeedMissing is 1 without today's feed, 0 once one is loaded", async () => {
    const feedCheck = (scheduledTime: string) =>
      clients.sqs.send(
        new SendMessageCommand({
          QueueUrl: local.stack.queues.customerLoad.url,
          MessageBody: JSON.stringify({ kind: 'feedCheck', scheduledTime }),
        }),
      );
    const missing = () => linesOf(emf.lines, METRIC_NAMES.customerFeedMissing).map((line) => line.CustomerFeedMissing);
    const now = new Date();
    await feedCheck(now.toISOString());
    await eventually(async () => missing().length === 1);
    expect(missing()).toEqual([1]);

    await clients.documentClient.send(
      new PutCommand({
        TableName: LOCAL_NAMES.table('data'),
        Item: {
          ...LAST_LOAD_KEY,
          loadId: 'today',
          file: 'customers/oggi.zip',
          rows: 1,
          refused: 0,
          kpiDate: null,
          loadedAt: now.toISOString(),
        },
      }),
    );
    await feedCheck(new Date(now.getTime() + 1000).toISOString());
    await eventually(async () => missing().length === 2);
    expect(missing()).toEqual([1, 0]);
  });
});

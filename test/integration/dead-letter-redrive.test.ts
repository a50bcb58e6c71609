import { PutObjectCommand } from '@aws-sdk/client-s3';
import { GetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureEmf, type EmfCapture, totalOf } from '../../functions/commons/observability/emf-capture';
import { LAST_LOAD_KEY } from '../../functions/stores/customers/keys';
import { createLocalClients, type LocalClients } from '../../infra/local/aws-clients';
import { generateCustomers } from '../../infra/local/synthetic/customers';
import { redriveDeadLetters } from '../../infra/ops/redrive-dead-letters';
import { METRIC_NAMES } from '../../shared/metrics';
import { LOCAL_NAMES } from '../../shared/resources';
import { customerFeedLines, zippedFeed } from '../support/customer-feed';
import { startTestStack, type TestStack } from '../support/local-stack';
import { eventually, messagesIn } from '../support/queues';

/**
 * A dead-letter queue through the local stack: a part of a customer feed fails every
 * delivery (DynamoDB refuses its writes, a fault the emulator cannot make by itself), lands in the
 * dead-letter queue, where the SQS attribute behind the `dlq-customerLoad` alarm's metric
 * (ApproximateNumberOfMessagesVisible) counts it; once the fault is gone, the redrive script of the
 * runbook moves it back and the worker loads it, once.
 */

let local: TestStack;
let clients: LocalClients;
let emf: EmfCapture;
const CUSTOMERS = [...generateCustomers({ count: 12, seed: 'redrive', kpiDate: '2026-11-27', requestLogs: [] })];

beforeAll(async () => {
  process.env.CUSTOMER_FEED_PART_ROWS = '100';
  // The EMF lines of the workers, read below: a quiet stack writes none unless asked.
  process.env.POWERTOOLS_METRICS_DISABLED = 'false';
  emf = captureEmf();
  local = await startTestStack({ demoSeeders: [], workerRetryDelaySeconds: 0 });
  clients = createLocalClients(local.stack.endpoints);
});

afterAll(async () => {
  delete process.env.CUSTOMER_FEED_PART_ROWS;
  emf?.stop();
  clients?.destroy();
  await local?.stop();
});

/** What CloudWatch reads as AWS/SQS ApproximateNumberOfMessagesVisible of a queue. */
async function visibleMessages(QueueUrl: string): Promise<number> {
  const { Attributes } = await clients.sqs.send(
    new GetQueueAttributesCommand({ QueueUrl, AttributeNames: ['ApproximateNumberOfMessages'] }),
  );
  return Number(Attributes?.ApproximateNumberOfMessages);
}

describe('dead-letter queue and its redrive', () => {
  it('a part that fails every delivery reaches the dead-letter queue; redriven, it is loaded once', async () => {
    const { customerLoad } = local.stack.queues;
    const { dynamoDb } = await import('../../functions/commons/clients');
    const refuseWrites = 'refuseCustomerWrites';
    dynamoDb.middlewareStack.add(
      (next, context) => async (args) => {
        if (String(context.commandName).startsWith('BatchWrite')) {
          throw Object.assign(new Error('Injected failure'), { name: 'InternalServerError', $fault: 'server' });
        }
        return next(args);
      },
      { step: 'initialize', name: refuseWrites },
    );
    try {
      const feed = await zippedFeed(customerFeedLines(CUSTOMERS));
      await clients.s3.send(
        new PutObjectCommand({
          Bucket: LOCAL_NAMES.bucket('uploads'),
          Key: 'customers/clienti-redrive.zip',
          Body: feed,
        }),
      );
      await eventually(async () => (await visibleMessages(customerLoad.deadLetterUrl)) === 1, 45_000);
      expect(await messagesIn(clients.sqs, customerLoad.url)).toBe(0);
    } finally {
      dynamoDb.middlewareStack.remove(refuseWrites);
    }
    expect(totalOf(emf.lines, METRIC_NAMES.customerFeedRows)).toBe(0);

    // fauxqs has no move tasks: the redrive moves the message by hand, as `npm run redrive` does locally.
    expect(await redriveDeadLetters(clients.sqs, LOCAL_NAMES.deadLetterQueue('customerLoad'))).toEqual({
      by: 'hand',
      moved: 1,
      source: customerLoad.url,
    });

    await eventually(async () => totalOf(emf.lines, METRIC_NAMES.customerFeedLoads) === 1, 30_000);
    await eventually(
      async () =>
        (await messagesIn(clients.sqs, customerLoad.url)) === 0 &&
        (await messagesIn(clients.sqs, customerLoad.deadLetterUrl)) === 0,
    );
    const { Item: lastLoad } = await clients.documentClient.send(
      new GetCommand({ TableName: LOCAL_NAMES.table('data'), Key: LAST_LOAD_KEY, ConsistentRead: true }),
    );
    expect(lastLoad).toMatchObject({ file: 'customers/clienti-redrive.zip', rows: CUSTOMERS.length, refused: 0 });
    // Processed once: its rows and the load counted once, however many deliveries failed before.
    expect(totalOf(emf.lines, METRIC_NAMES.customerFeedRows)).toBe(CUSTOMERS.length);
    expect(totalOf(emf.lines, METRIC_NAMES.customerFeedLoads)).toBe(1);
  });

  it('moves nothing from an empty dead-letter queue', async () => {
    expect(await redriveDeadLetters(clients.sqs, local.stack.queues.exports.deadLetterUrl)).toEqual({
      by: 'hand',
      moved: 0,
      source: local.stack.queues.exports.url,
    });
  });
});

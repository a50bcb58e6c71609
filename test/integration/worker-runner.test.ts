import { ReceiveMessageCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CREDENTIALS } from '../../infra/local/settings';
import { QUEUES } from '../../shared/resources';
import { startTestStack, type TestStack } from '../support/local-stack';
import { eventually, messagesIn } from '../support/queues';

let local: TestStack;
let sqs: SQSClient;
const deliveries: { body: string; receiveCount: string; source: string }[] = [];
const processed: string[] = [];

beforeAll(async () => {
  local = await startTestStack({
    workerRetryDelaySeconds: 0,
    workers: {
      // Fails every message it is given, the way a broken worker reports a partial batch failure.
      exports: async (event: SQSEvent) => {
        for (const record of event.Records) {
          deliveries.push({
            body: record.body,
            receiveCount: record.attributes.ApproximateReceiveCount,
            source: record.eventSourceARN,
          });
        }
        return { batchItemFailures: event.Records.map((record) => ({ itemIdentifier: record.messageId })) };
      },
      // Succeeds: its messages are deleted.
      enrichment: async (event: SQSEvent) => {
        processed.push(...event.Records.map((record) => record.body));
        return { batchItemFailures: [] };
      },
    },
  });
  sqs = new SQSClient({ region: 'eu-south-1', endpoint: local.stack.endpoints.sqs, credentials: LOCAL_CREDENTIALS });
});

afterAll(async () => {
  sqs?.destroy();
  await local?.stop();
});

describe('worker runner', () => {
  it('retries a failing message maxReceiveCount times, then it lands in the dead-letter queue', async () => {
    const queue = local.stack.queues.exports;
    await sqs.send(new SendMessageCommand({ QueueUrl: queue.url, MessageBody: JSON.stringify({ jobId: 'job-1' }) }));
    await eventually(async () => (await messagesIn(sqs, queue.deadLetterUrl)) === 1);

    expect(deliveries.map((delivery) => delivery.receiveCount)).toEqual(
      Array.from({ length: QUEUES.exports.maxReceiveCount }, (_, index) => String(index + 1)),
    );
    expect(deliveries[0]?.source).toBe(queue.arn);
    expect(await messagesIn(sqs, queue.url)).toBe(0);
    const { Messages } = await sqs.send(new ReceiveMessageCommand({ QueueUrl: queue.deadLetterUrl }));
    expect(Messages?.[0]?.Body).toBe(JSON.stringify({ jobId: 'job-1' }));
  });

  it('deletes the messages a worker processed', async () => {
    const queue = local.stack.queues.enrichment;
    await sqs.send(new SendMessageCommand({ QueueUrl: queue.url, MessageBody: JSON.stringify({ jobId: 'job-2' }) }));
    await eventually(async () => processed.length === 1 && (await messagesIn(sqs, queue.url)) === 0);
    expect(await messagesIn(sqs, queue.deadLetterUrl)).toBe(0);
  });
});

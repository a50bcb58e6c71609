import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineWorker } from '../../functions/commons/queue/define-worker';
import { JobMessageSchema } from '../../functions/commons/queue/job-message';
import { LOCAL_CREDENTIALS } from '../../infra/local/settings';
import { startTestStack, type TestStack } from '../support/local-stack';
import { eventually, messagesIn } from '../support/queues';

/** The worker frame on the real emulators: fauxqs delivers, dynalite keeps the idempotency records. */

let local: TestStack;
let sqs: SQSClient;
const processedJobs: string[] = [];

const countingWorker = defineWorker({
  message: JobMessageSchema,
  idempotencyKey: 'jobId',
  process: async ({ jobId }) => {
    processedJobs.push(jobId);
  },
});

beforeAll(async () => {
  local = await startTestStack({ workerRetryDelaySeconds: 0, workers: { exports: countingWorker } });
  sqs = new SQSClient({ region: 'eu-south-1', endpoint: local.stack.endpoints.sqs, credentials: LOCAL_CREDENTIALS });
});

afterAll(async () => {
  sqs?.destroy();
  await local?.stop();
});

const send = (QueueUrl: string, body: string) => sqs.send(new SendMessageCommand({ QueueUrl, MessageBody: body }));

describe('worker frame', () => {
  it('processes a redelivered job once', async () => {
    const queue = local.stack.queues.exports;
    await send(queue.url, JSON.stringify({ jobId: 'export-42' }));
    await eventually(async () => processedJobs.length === 1 && (await messagesIn(sqs, queue.url)) === 0);
    // The same job again, as SQS may deliver it twice: acknowledged without a second run.
    await send(queue.url, JSON.stringify({ jobId: 'export-42' }));
    await eventually(async () => (await messagesIn(sqs, queue.url)) === 0);
    await send(queue.url, JSON.stringify({ jobId: 'export-43' }));
    await eventually(async () => processedJobs.length === 2);
    expect(processedJobs).toEqual(['export-42', 'export-43']);
    expect(await messagesIn(sqs, queue.deadLetterUrl)).toBe(0);
  });

  it('sends a malformed message to the dead-letter queue after its retries', async () => {
    const queue = local.stack.queues.exports;
    await send(queue.url, '{"not":"a job"}');
    await eventually(async () => (await messagesIn(sqs, queue.deadLetterUrl)) === 1);
    // Refused before processing: the job list holds only the two well-formed jobs.
    expect(processedJobs).toEqual(['export-42', 'export-43']);
  });
});

import {
  ChangeMessageVisibilityBatchCommand,
  DeleteMessageBatchCommand,
  type Message,
  ReceiveMessageCommand,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { LambdaHandler } from './handler-loader';
import { lambdaContext } from './lambda-context';
import type { LocalLogger } from './logger';
import { sqsRecord } from './sqs-event';

export type SqsWorker = LambdaHandler<SQSEvent, SQSBatchResponse | undefined>;

/** One queue and the worker that consumes it, as a Lambda event source mapping. */
export interface QueueBinding {
  name: string;
  queueUrl: string;
  queueArn: string;
  batchSize: number;
  workerTimeoutSeconds: number;
  worker: () => Promise<SqsWorker>;
}

export interface WorkerRunnerOptions {
  sqs: SQSClient;
  bindings: readonly QueueBinding[];
  /**
   * Seconds before a failed message is received again. In AWS the queue's visibility timeout
   * (1800 s, six worker timeouts) decides, so three attempts take an hour and a half; locally a
   * failure is retried within seconds, and redrive to the DLQ after maxReceiveCount stays fauxqs's.
   */
  retryDelaySeconds: number;
  log: LocalLogger;
}

export interface WorkerRunner {
  stop(): Promise<void>;
}

/** Short polls, so stopping never waits long on an idle queue. */
const WAIT_TIME_SECONDS = 1;
/** How long stop() lets a running worker finish; after that its messages are simply redelivered. */
const STOP_GRACE_MS = 5000;

export function startWorkerRunner(options: WorkerRunnerOptions): WorkerRunner {
  const abort = new AbortController();
  const loops = options.bindings.map((binding) => poll(binding, options, abort.signal));
  return {
    stop: async () => {
      abort.abort();
      const grace = new Promise<void>((resolve) => setTimeout(resolve, STOP_GRACE_MS).unref());
      await Promise.race([Promise.allSettled(loops), grace]);
    },
  };
}

async function poll(binding: QueueBinding, options: WorkerRunnerOptions, signal: AbortSignal): Promise<void> {
  while (!signal.aborted) {
    let messages: Message[];
    try {
      const received = await options.sqs.send(
        new ReceiveMessageCommand({
          QueueUrl: binding.queueUrl,
          MaxNumberOfMessages: binding.batchSize,
          WaitTimeSeconds: WAIT_TIME_SECONDS,
          MessageSystemAttributeNames: ['All'],
          MessageAttributeNames: ['All'],
        }),
        { abortSignal: signal },
      );
      messages = received.Messages ?? [];
    } catch (error) {
      if (signal.aborted) return;
      options.log.warn(`queue ${binding.name}: receive failed (${(error as Error).message}), retrying`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      continue;
    }
    if (messages.length === 0) continue;
    await deliver(binding, messages, options).catch((error) => {
      // Deleting or releasing failed: the messages come back after their visibility timeout.
      options.log.error(`queue ${binding.name}: could not settle a batch`, error);
    });
  }
}

async function deliver(binding: QueueBinding, messages: Message[], options: WorkerRunnerOptions): Promise<void> {
  const started = Date.now();
  const event: SQSEvent = { Records: messages.map((message) => sqsRecord(message, binding.queueArn)) };
  const ids = new Set(event.Records.map((record) => record.messageId));
  let failed: Set<string>;
  try {
    const worker = await binding.worker();
    const context = lambdaContext(`semaforo-${binding.name}-worker`, binding.workerTimeoutSeconds * 1000);
    const response = await worker(event, context);
    failed = new Set((response?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier));
    // Lambda treats a failure naming no message of the batch as a failure of the whole batch.
    if ([...failed].some((id) => !ids.has(id))) failed = ids;
  } catch (error) {
    options.log.error(`queue ${binding.name}: worker threw, the whole batch will be retried`, error);
    failed = ids;
  }
  const entries = messages.map((message, index) => ({ Id: String(index), ReceiptHandle: message.ReceiptHandle }));
  const done = entries.filter((_, index) => !failed.has(messages[index]?.MessageId ?? ''));
  const retry = entries.filter((_, index) => failed.has(messages[index]?.MessageId ?? ''));
  if (done.length > 0) {
    await options.sqs.send(new DeleteMessageBatchCommand({ QueueUrl: binding.queueUrl, Entries: done }));
  }
  if (retry.length > 0) {
    await options.sqs.send(
      new ChangeMessageVisibilityBatchCommand({
        QueueUrl: binding.queueUrl,
        Entries: retry.map((entry) => ({ ...entry, VisibilityTimeout: options.retryDelaySeconds })),
      }),
    );
  }
  options.log.info(
    `queue ${binding.name}: ${messages.length} message(s), ${retry.length} failed, ${Date.now() - started} ms`,
  );
}

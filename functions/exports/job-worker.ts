import type { Context, SQSRecord } from 'aws-lambda';
import type { ExportFailure } from '../../shared/enums';
import { QUEUES, type QueueName } from '../../shared/resources';
import { logger } from '../commons/logger';
import { defineWorker } from '../commons/queue/define-worker';
import type { StoredJob } from './store/job';
import { type ExportJobMessage, ExportJobMessageSchema } from './store/job-message';
import { jobStore } from './store/jobs';
import { ExportTooLargeError } from './zipped-csv';

/** Builds a claimed job's file and answers its record count; stops when the signal aborts. */
export type JobWork = (job: StoredJob, signal: AbortSignal) => Promise<number>;

/** Time kept back from the invocation's end to record the outcome before Lambda stops the worker. */
const SAFETY_MARGIN_MS = 15_000;

class JobTimeoutError extends Error {
  constructor() {
    super('The job ran out of time');
    this.name = 'JobTimeoutError';
  }
}

const failureOf = (error: unknown): ExportFailure =>
  error instanceof ExportTooLargeError ? 'TOO_LARGE' : error instanceof JobTimeoutError ? 'TIMEOUT' : 'FAILED';

/**
 * The worker of a job queue (exports, enrichment). Each message names a stored job, which moves
 * PENDING → WORKING → READY or ERROR through conditional writes (store/dynamo-job-store.ts):
 * - a redelivered message of a finished job finds it READY or ERROR and does nothing: no second file;
 * - an attempt that fails (or runs out of time) is retried from the start, up to the queue's
 *   maxReceiveCount; the last failing attempt marks the job ERROR before the message goes to the DLQ;
 * - a file too big to zip fails at once: retrying would fail the same way;
 * - an attempt killed outright leaves a lease that runs out, and the job shows ERROR after the last.
 */
export function defineJobWorker(queue: QueueName, work: JobWork) {
  const definition = QUEUES[queue];
  return defineWorker({
    message: ExportJobMessageSchema,
    idempotencyKey: 'jobId',
    process: (message, record, context) => runJob(message, record, context, work, definition),
  });
}

async function runJob(
  message: ExportJobMessage,
  record: SQSRecord,
  context: Context,
  work: JobWork,
  definition: (typeof QUEUES)[QueueName],
) {
  const store = jobStore();
  const ref = { userId: message.userId, fileName: message.fileName };
  const job = await store.claim(ref, new Date(), definition.workerTimeoutSeconds);
  if (!job) {
    logger.info('Job already finished or unknown: nothing to do', { job: message.jobId });
    return;
  }
  const controller = new AbortController();
  const budget = Math.max(context.getRemainingTimeInMillis() - SAFETY_MARGIN_MS, 1000);
  const timer = setTimeout(() => controller.abort(new JobTimeoutError()), budget);
  try {
    const recordCount = await work(job, controller.signal);
    await store.complete(ref, job.attempts, recordCount, new Date());
    logger.info('Job ready', { job: message.jobId, recordCount, attempt: job.attempts });
  } catch (thrown) {
    const error = controller.signal.aborted ? controller.signal.reason : thrown;
    const failure = failureOf(error);
    const lastAttempt = Number(record.attributes.ApproximateReceiveCount) >= definition.maxReceiveCount;
    logger.error('Job attempt failed', { job: message.jobId, attempt: job.attempts, failure, lastAttempt, error });
    if (failure === 'TOO_LARGE' || lastAttempt) await store.fail(ref, failure, new Date());
    if (failure !== 'TOO_LARGE') throw error;
  } finally {
    clearTimeout(timer);
  }
}

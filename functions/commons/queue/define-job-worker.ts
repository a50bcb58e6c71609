import type { Context, SQSRecord } from 'aws-lambda';
import type { z } from 'zod';
import type { ExportFailure } from '../../../shared/enums';
import { METRIC_NAMES } from '../../../shared/metrics';
import { QUEUES, type QueueName } from '../../../shared/resources';
import { ExportTooLargeError } from '../csv/zipped-csv';
import { logger } from '../logger';
import { countMetricBy } from '../observability/metrics';
import { defineWorker } from './define-worker';

/** A job queue's message: every one names its job, and the id makes redelivery harmless. */
type JobMessage = z.ZodType<{ jobId: string }>;

/** What the frame needs of a job store: the lifecycle's three conditional moves. */
export interface JobLifecycle<Ref, Job extends { attempts: number }> {
  /** PENDING or WORKING → WORKING with a lease; undefined when the job is finished or unknown. */
  claim(ref: Ref, now: Date, leaseSeconds: number): Promise<Job | undefined>;
  /** WORKING → READY, only for the attempt that holds the job. */
  complete(ref: Ref, attempt: number, recordCount: number, now: Date): Promise<unknown>;
  /** PENDING or WORKING → ERROR with its reason. */
  fail(ref: Ref, failure: ExportFailure, now: Date): Promise<unknown>;
}

/** Builds a claimed job's file and answers its record count; stops when the signal aborts. */
export type JobWork<Job> = (job: Job, signal: AbortSignal) => Promise<number>;

export interface JobWorkerDefinition<S extends JobMessage, Job extends { attempts: number }> {
  /** The message: it names the job (the store's key) and carries the job id for idempotency. */
  message: S;
  /** The job store, built at the first message (the environment is known by then). */
  jobs: () => JobLifecycle<z.output<S>, Job>;
  work: JobWork<Job>;
  /** The job's type in the rail's metrics (JobsCompleted, JobsFailed… by `jobType`), which its alarm names. */
  jobType: (job: Job) => string;
}

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
 * PENDING → WORKING → READY or ERROR through the store's conditional writes:
 * - a redelivered message of a finished job finds it READY or ERROR and does nothing: no second file;
 * - an attempt that fails (or runs out of time) is retried from the start, up to the queue's
 *   maxReceiveCount; the last failing attempt marks the job ERROR before the message goes to the DLQ;
 * - a file too big to zip fails at once: retrying would fail the same way;
 * - an attempt killed outright leaves a lease that runs out, and the job shows ERROR after the last.
 */
export function defineJobWorker<S extends JobMessage, Job extends { attempts: number }>(
  queue: QueueName,
  definition: JobWorkerDefinition<S, Job>,
) {
  const limits = QUEUES[queue];
  return defineWorker({
    message: definition.message,
    idempotencyKey: 'jobId' as keyof z.output<S> & string,
    process: (message, record, context) => runJob(message, record, context, definition, limits),
  });
}

async function runJob<S extends JobMessage, Job extends { attempts: number }>(
  message: z.output<S>,
  record: SQSRecord,
  context: Context,
  definition: JobWorkerDefinition<S, Job>,
  limits: (typeof QUEUES)[QueueName],
) {
  const store = definition.jobs();
  const job = await store.claim(message, new Date(), limits.workerTimeoutSeconds);
  if (!job) {
    logger.info('Job already finished or unknown: nothing to do', { job: message.jobId });
    return;
  }
  const controller = new AbortController();
  const budget = Math.max(context.getRemainingTimeInMillis() - SAFETY_MARGIN_MS, 1000);
  const timer = setTimeout(() => controller.abort(new JobTimeoutError()), budget);
  try {
    const recordCount = await definition.work(job, controller.signal);
    await store.complete(message, job.attempts, recordCount, new Date());
    countJob(definition.jobType(job), recordCount);
    logger.info('Job ready', { job: message.jobId, recordCount, attempt: job.attempts });
  } catch (thrown) {
    const error = controller.signal.aborted ? controller.signal.reason : thrown;
    const failure = failureOf(error);
    const lastAttempt = Number(record.attributes.ApproximateReceiveCount) >= limits.maxReceiveCount;
    logger.error('Job attempt failed', { job: message.jobId, attempt: job.attempts, failure, lastAttempt, error });
    if (failure === 'TOO_LARGE' || lastAttempt) {
      await store.fail(message, failure, new Date());
      countJob(definition.jobType(job), failure);
    }
    if (failure !== 'TOO_LARGE') throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The rail's metrics, by job type: a job READY and its records, or a job ended in ERROR. A file too large
 * is the user's to narrow and counts apart from faults and timeouts, which are what the alarm watches.
 */
function countJob(jobType: string, outcome: number | ExportFailure): void {
  const byType = [{ jobType }];
  if (typeof outcome === 'number') {
    countMetricBy(METRIC_NAMES.jobsCompleted, byType);
    countMetricBy(METRIC_NAMES.jobRecords, byType, outcome);
    return;
  }
  countMetricBy(outcome === 'TOO_LARGE' ? METRIC_NAMES.jobsTooLarge : METRIC_NAMES.jobsFailed, byType);
}

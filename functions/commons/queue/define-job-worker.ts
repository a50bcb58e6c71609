import type { Context, SQSRecord } from 'aws-lambda';
import type { z } from 'zod';
import { QUEUES, type QueueName } from '../../../shared/resources';
import { logger } from '../logger';
import { defineWorker } from './define-worker';
import { type JobDefinition, runJobAttempt } from './job-attempt';

/** A job queue's message: every one names its job, and the id makes redelivery harmless. */
type JobMessage = z.ZodType<{ jobId: string }>;

export interface JobWorkerDefinition<S extends JobMessage, Job extends { attempts: number }, Outcome = number>
  extends JobDefinition<z.output<S>, Job, Outcome> {
  /** The message: it names the job (the store's key) and carries the job id for idempotency. */
  message: S;
}

/** Time kept back from the invocation's end to record the outcome before Lambda stops the worker. */
const SAFETY_MARGIN_MS = 15_000;

/**
 * The worker of a job queue (exports, enrichment, back-tests): each message names a stored job, and
 * each delivery is one attempt at it on the rail's lifecycle (job-attempt.ts):
 * - a redelivered message of a finished job finds it finished and does nothing: no second file;
 * - an attempt that fails (or runs out of time) is retried from the start, up to the queue's
 *   maxReceiveCount; the last failing attempt marks the job failed before the message goes to the DLQ;
 * - an attempt killed outright leaves a lease that runs out: the next delivery takes the job over, and
 *   after the last one the job shows failed.
 */
export function defineJobWorker<S extends JobMessage, Job extends { attempts: number }, Outcome = number>(
  queue: QueueName,
  definition: JobWorkerDefinition<S, Job, Outcome>,
) {
  const limits = QUEUES[queue];
  return defineWorker({
    message: definition.message,
    idempotencyKey: 'jobId' as keyof z.output<S> & string,
    process: async (message: z.output<S>, record: SQSRecord, context: Context) => {
      const outcome = await runJobAttempt(message, definition, {
        leaseSeconds: limits.workerTimeoutSeconds,
        budgetMs: Math.max(context.getRemainingTimeInMillis() - SAFETY_MARGIN_MS, 1000),
        lastAttempt: Number(record.attributes.ApproximateReceiveCount) >= limits.maxReceiveCount,
      });
      logger.info('Job attempt over', { job: message.jobId, outcome });
    },
  });
}

import { randomUUID } from 'node:crypto';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { z } from 'zod';
import { QUEUES } from '../../../shared/resources';
import type { Market } from '../../../shared/roles';
import { BacktestTargetSchema } from '../../../shared/schemas/backtest';
import type { DayRange } from '../../../shared/validators/ranges';
import { documentClient, sqs } from '../../commons/clients';
import { queueUrl, tableName } from '../../commons/env';
import { logger } from '../../commons/logger';
import type { JobAttemptContext, JobDefinition } from '../../commons/queue/job-attempt';
import { JobMessageSchema } from '../../commons/queue/job-message';
import { resolveTarget } from './backtest-target';
import { deleteRunChanges } from './changes';
import { replayPeriod } from './replay-period';
import { type BacktestOutcome, type BacktestRunRef, backtestRunStore, type StoredBacktest } from './run-store';

/** A run answered within its request holds the version for the request's time. */
const WITHIN_REQUEST_LEASE_SECONDS = 5 * 60;

export const containerBacktestRuns = () => backtestRunStore(documentClient, tableName('data'));

/** A queued run's message: the run (its version and id); the run id makes redelivery harmless. */
export const BacktestRunMessageSchema = JobMessageSchema.extend({
  target: BacktestTargetSchema,
  runId: z.string().uuid(),
});
export type BacktestRunMessage = z.infer<typeof BacktestRunMessageSchema>;

/** A new run's record: RUNNING, no attempt yet, given one attempt within its request or the queue's. */
export function newRun(fields: {
  target: StoredBacktest['target'];
  period: DayRange;
  requestedBy: string;
  markets: readonly Market[];
  baseline: StoredBacktest['baseline'];
  targetVersion: number | null;
  total: number;
  jobFileName: string | null;
  now: Date;
}): StoredBacktest {
  const { now } = fields;
  return {
    target: fields.target,
    runId: randomUUID(),
    status: 'RUNNING',
    period: fields.period,
    requestedBy: fields.requestedBy,
    markets: [...fields.markets],
    startedAt: now.toISOString(),
    finishedAt: null,
    progress: { done: 0, total: fields.total },
    jobFileName: fields.jobFileName,
    targetVersion: fields.targetVersion,
    baseline: fields.baseline,
    summary: null,
    attempts: 0,
    maxAttempts: fields.jobFileName ? QUEUES.backtests.maxReceiveCount : 1,
    leaseUntil: now.toISOString(),
    transitions: [],
  };
}

/**
 * Starts `run` unless one is under way on the same version (that one is answered, nothing written), and
 * drops what the run it replaces wrote.
 */
export async function startRun(run: StoredBacktest): Promise<{ started: boolean; run: StoredBacktest }> {
  const runs = containerBacktestRuns();
  const previous = await runs.read(run.target);
  const outcome = await runs.start(run, new Date());
  if (outcome.started && previous?.transitions.length) {
    await deleteRunChanges(documentClient, tableName('data'), previous.runId, previous.transitions).catch((error) =>
      logger.warn('Changes of a replaced back-test not deleted', { runId: previous.runId, error }),
    );
  }
  return outcome;
}

/** Queues a started run for the back-test worker. */
export async function queueRun(run: BacktestRunRef): Promise<void> {
  const message: BacktestRunMessage = { jobId: run.runId, target: run.target, runId: run.runId };
  await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl('backtests'), MessageBody: JSON.stringify(message) }));
}

/**
 * A run's work, the same within a request and on the queue: the period replayed with the version as it
 * is now (its members read once), progress reported as the checks are read, the result as its outcome.
 */
export async function replayRun(run: StoredBacktest, attempt: JobAttemptContext): Promise<BacktestOutcome> {
  const resolved = await resolveTarget(run.target);
  const total = run.progress?.total ?? 0;
  return replayPeriod(
    {
      runId: run.runId,
      period: run.period,
      markets: run.markets,
      current: resolved.current,
      versions: resolved.versions,
    },
    { client: documentClient, requestLog: tableName('requestLog'), data: tableName('data') },
    { signal: attempt.signal, onProgress: (done) => attempt.report({ done, total }) },
  );
}

/** A back-test as a job of the rail; the queue's worker adds what follows a queued run. */
export const backtestJob = {
  jobs: containerBacktestRuns,
  work: replayRun,
  jobType: () => 'BACKTEST',
  recordsOf: (outcome) => outcome.summary.checks,
} satisfies JobDefinition<BacktestRunRef, StoredBacktest, BacktestOutcome>;

/** The limits of a run made within its request: its one attempt, for as long as the request may take. */
export const WITHIN_REQUEST = {
  leaseSeconds: WITHIN_REQUEST_LEASE_SECONDS,
  budgetMs: WITHIN_REQUEST_LEASE_SECONDS * 1000,
  lastAttempt: true,
} as const;

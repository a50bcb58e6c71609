import type { ExportFailure } from '../../../shared/enums';
import { METRIC_NAMES } from '../../../shared/metrics';
import { ExportTooLargeError } from '../csv/zipped-csv';
import { logger } from '../logger';
import { countMetricBy } from '../observability/metrics';

/** How far an attempt has come, in the job's own units (checks read, rows written). */
export interface JobProgress {
  done: number;
  total: number;
}

/**
 * What the rail needs of a job store: the lifecycle's conditional moves. Every move but `claim` names
 * the attempt (or the unfinished state) it expects, so an attempt another has taken over writes nothing.
 */
export interface JobLifecycle<Ref, Job extends { attempts: number }, Outcome = number> {
  /** An unfinished job → held by one more attempt, with a lease; undefined when finished or unknown. */
  claim(ref: Ref, now: Date, leaseSeconds: number): Promise<Job | undefined>;
  /** → finished with the attempt's outcome, only for the attempt that holds the job; false when refused. */
  complete(ref: Ref, attempt: number, outcome: Outcome, now: Date): Promise<boolean>;
  /** An unfinished job → failed with its reason. */
  fail(ref: Ref, failure: ExportFailure, now: Date): Promise<unknown>;
  /** How far the attempt that holds the job has come; a job without progress to show has none. */
  progress?(ref: Ref, attempt: number, progress: JobProgress): Promise<unknown>;
}

/** What an attempt's work is given: the signal that stops it, and where it reports its progress. */
export interface JobAttemptContext {
  signal: AbortSignal;
  /** Written at most once a second; a report that cannot be written is dropped, never fails the work. */
  report(progress: JobProgress): void;
}

/** A claimed job's work: its outcome (a file's record count, a run's result); stops when the signal aborts. */
export type JobWork<Job, Outcome = number> = (job: Job, attempt: JobAttemptContext) => Promise<Outcome>;

export interface JobDefinition<Ref, Job extends { attempts: number }, Outcome = number> {
  /** The job store, built at the first attempt (the environment is known by then). */
  jobs: () => JobLifecycle<Ref, Job, Outcome>;
  work: JobWork<Job, Outcome>;
  /** The job's type in the rail's metrics (JobsCompleted, JobsFailed… by `jobType`), which its alarm names. */
  jobType: (job: Job) => string;
  /** The records an outcome counts in the metrics: the outcome itself when it is a number. */
  recordsOf?: (outcome: Outcome) => number;
  /** Told once the job is finished by this attempt (what follows it, e.g. its file queued); never fails it. */
  onCompleted?: (job: Job, outcome: Outcome, at: Date) => Promise<void>;
  /** Told after a job was marked failed (the feature keeps its audit record); never fails the attempt. */
  onFailed?: (job: Job, failure: ExportFailure, at: Date) => Promise<void>;
}

export interface AttemptLimits {
  /** How long the claim holds the job: past it, the attempt is presumed dead. */
  leaseSeconds: number;
  /** How long the work may run before its signal aborts it (a timeout). */
  budgetMs: number;
  /** Whether no attempt follows this one: a failure then marks the job failed. */
  lastAttempt: boolean;
}

/** Progress is written at most this often: a run of 90,000 checks writes it a few dozen times. */
export const PROGRESS_EVERY_MS = 1000;

export class JobTimeoutError extends Error {
  constructor() {
    super('The job ran out of time');
    this.name = 'JobTimeoutError';
  }
}

export const failureOf = (error: unknown): ExportFailure =>
  error instanceof ExportTooLargeError ? 'TOO_LARGE' : error instanceof JobTimeoutError ? 'TIMEOUT' : 'FAILED';

/**
 * How an attempt ended without throwing: the job finished by it, failed for good by it, found finished
 * (or unknown) before it began, or taken over by a later attempt while it ran (its outcome not recorded).
 */
export type AttemptOutcome = 'COMPLETED' | 'FAILED' | 'NOTHING_TO_DO' | 'TAKEN_OVER';

/**
 * One attempt at a job, the lifecycle every job of the rail shares (exports, enrichment, back-tests),
 * whether a queue's worker makes it or a request that can answer within its own time:
 * - the claim takes the job with one more attempt and a lease; a finished job is left as it is;
 * - the work runs under a budget, reporting progress on the job as it goes;
 * - its outcome is recorded only if this attempt still holds the job: an attempt presumed dead and taken
 *   over records nothing, so a job is finished once and counted once;
 * - a failure marks the job failed only on the last attempt (or at once for a file too large, which a
 *   retry cannot cure), and is thrown for the queue to retry otherwise.
 */
export async function runJobAttempt<Ref, Job extends { attempts: number }, Outcome>(
  ref: Ref,
  definition: JobDefinition<Ref, Job, Outcome>,
  limits: AttemptLimits,
): Promise<AttemptOutcome> {
  const store = definition.jobs();
  const job = await store.claim(ref, new Date(), limits.leaseSeconds);
  if (!job) return 'NOTHING_TO_DO';
  const attempt = job.attempts;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new JobTimeoutError()), limits.budgetMs);
  try {
    const outcome = await definition.work(job, {
      signal: controller.signal,
      report: progressReporter((progress) => store.progress?.(ref, attempt, progress)),
    });
    const at = new Date();
    if (!(await store.complete(ref, attempt, outcome, at))) return 'TAKEN_OVER';
    countJob(definition.jobType(job), definition.recordsOf ? definition.recordsOf(outcome) : Number(outcome));
    await definition.onCompleted?.(job, outcome, at).catch((error) => logger.error('After a job', { error }));
    return 'COMPLETED';
  } catch (thrown) {
    const error = controller.signal.aborted ? controller.signal.reason : thrown;
    const failure = failureOf(error);
    logger.error('Job attempt failed', { attempt, failure, lastAttempt: limits.lastAttempt, error });
    if (failure === 'TOO_LARGE' || limits.lastAttempt) {
      const at = new Date();
      await store.fail(ref, failure, at);
      countJob(definition.jobType(job), failure);
      await definition.onFailed?.(job, failure, at).catch((cause) => logger.error('After a failed job', { cause }));
    }
    if (failure === 'TOO_LARGE') return 'FAILED';
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** A report written at most once per PROGRESS_EVERY_MS, never awaited and never failing the work. */
export function progressReporter(
  write: (progress: JobProgress) => Promise<unknown> | undefined,
  now: () => number = Date.now,
): (progress: JobProgress) => void {
  let written = now();
  return (progress) => {
    if (now() - written < PROGRESS_EVERY_MS) return;
    written = now();
    void write(progress)?.catch(() => undefined);
  };
}

/**
 * The rail's metrics, by job type: a job finished and its records, or a job ended failed. A file too large
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

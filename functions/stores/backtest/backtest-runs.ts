import { randomUUID } from 'node:crypto';
import { QUEUES } from '../../../shared/resources';
import type { Market } from '../../../shared/roles';
import type { BacktestTarget } from '../../../shared/schemas/backtest';
import type { DayRange } from '../../../shared/validators/ranges';
import { documentClient } from '../../commons/clients';
import { tableName } from '../../commons/env';
import { logger } from '../../commons/logger';
import type { ResolvedTarget } from './backtest-target';
import { deleteRunChanges } from './changes';
import { replayPeriod } from './replay-period';
import { backtestResultStore, type StoredBacktest } from './result-store';

/** A run answered within the request has the request's time; one queued, every attempt its worker makes. */
const SYNC_LEASE_MS = 5 * 60_000;
const QUEUED_LEASE_MS = QUEUES.exports.maxReceiveCount * QUEUES.exports.workerTimeoutSeconds * 1000 + 5 * 60_000;
/** Progress is written at most this often: a 90,000-check run writes it a few dozen times. */
const PROGRESS_EVERY_MS = 1000;

export const containerBacktestResults = () => backtestResultStore(documentClient, tableName('data'));

/** A new run's record, RUNNING until it finishes. */
export function newRun(fields: {
  target: BacktestTarget;
  period: DayRange;
  requestedBy: string;
  resolved: ResolvedTarget;
  total: number;
  jobFileName: string | null;
  now: Date;
}): StoredBacktest {
  const { now, resolved } = fields;
  return {
    target: fields.target,
    runId: randomUUID(),
    status: 'RUNNING',
    period: fields.period,
    requestedBy: fields.requestedBy,
    startedAt: now.toISOString(),
    finishedAt: null,
    progress: { done: 0, total: fields.total },
    jobFileName: fields.jobFileName,
    targetVersion: resolved.targetVersion,
    baseline: { configurationId: resolved.current.id, configurationVersion: resolved.current.version },
    summary: null,
    leaseUntil: new Date(now.getTime() + (fields.jobFileName ? QUEUED_LEASE_MS : SYNC_LEASE_MS)).toISOString(),
    transitions: [],
  };
}

/**
 * Starts `run` unless one is under way on the same version (that one is answered, nothing written), and
 * drops what the run it replaces wrote.
 */
export async function startRun(run: StoredBacktest): Promise<{ started: boolean; run: StoredBacktest }> {
  const results = containerBacktestResults();
  const previous = await results.read(run.target);
  const outcome = await results.start(run, new Date());
  if (outcome.started && previous?.transitions.length) {
    await deleteRunChanges(documentClient, tableName('data'), previous.runId, previous.transitions).catch((error) =>
      logger.warn('Changes of a replaced back-test not deleted', { runId: previous.runId, error }),
    );
  }
  return outcome;
}

/**
 * Runs a started back-test to its end: the period replayed, progress written as it goes, the result
 * recorded on the run (a run another has taken over records nothing). A failure marks the run FAILED.
 */
export async function executeRun(
  run: StoredBacktest,
  resolved: ResolvedTarget,
  markets: readonly Market[],
  signal?: AbortSignal,
): Promise<void> {
  const results = containerBacktestResults();
  const total = run.progress?.total ?? 0;
  let written = Date.now();
  try {
    const { summary, transitions } = await replayPeriod(
      { runId: run.runId, period: run.period, markets, current: resolved.current, versions: resolved.versions },
      { client: documentClient, requestLog: tableName('requestLog'), data: tableName('data') },
      {
        signal,
        onProgress: (done) => {
          if (Date.now() - written < PROGRESS_EVERY_MS) return;
          written = Date.now();
          void results.progress(run, done, Math.max(total, done)).catch(() => undefined);
        },
      },
    );
    await results.finish(run, summary, transitions, new Date());
  } catch (error) {
    await results.fail(run, new Date()).catch(() => undefined);
    throw error;
  }
}

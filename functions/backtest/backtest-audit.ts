import type { BacktestResult, BacktestTarget } from '../../shared/schemas/backtest';

/** The id a back-test's audit records are filed under: the version it replays, named with its kind. */
export const backtestEntityId = (target: BacktestTarget) => `${target.kind}/${target.id}`;

/**
 * What an audit record keeps of a run: which run, its period and versions, its state and its summary's
 * figures (checks, changed, lights before and after, reproducibility); not the transition table nor the
 * segments, which the run's own page shows while it is the latest.
 */
export function auditedBacktest(run: Omit<BacktestResult, 'staleReason'> | undefined) {
  if (!run) return undefined;
  const { runId, status, period, requestedBy, startedAt, finishedAt, targetVersion, baseline, summary } = run;
  return {
    runId,
    status,
    period,
    requestedBy,
    startedAt,
    finishedAt,
    targetVersion,
    baseline,
    summary: summary && {
      checks: summary.checks,
      changed: summary.changed,
      before: summary.before,
      after: summary.after,
      reproducibility: summary.reproducibility,
    },
  };
}

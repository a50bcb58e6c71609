import { defaultBacktestPeriod, periodDays } from '../../shared/backtest/period';
import { defaultExportFileName } from '../../shared/exports/file-name';
import { API_ROUTES } from '../../shared/route-table';
import type { BacktestResult, RunBacktestRequest } from '../../shared/schemas/backtest';
import { italianToday } from '../../shared/validators/ranges';
import type { Caller } from '../commons/http/caller';
import { defineHandler } from '../commons/http/define-handler';
import { logger } from '../commons/logger';
import { runJobAttempt } from '../commons/queue/job-attempt';
import { Refusal } from '../commons/refusal/refusal';
import {
  backtestJob,
  containerBacktestRuns,
  newRun,
  queueRun,
  startRun,
  WITHIN_REQUEST,
} from '../stores/backtest/backtest-runs';
import { resolveTarget } from '../stores/backtest/backtest-target';
import { holdJob, newJob } from '../stores/export-jobs/jobs';
import { requestLogQuery } from '../stores/request-log/list-query';
import { containerRequestLogReader } from '../stores/request-log/reader';
import { auditedBacktest, backtestEntityId } from './backtest-audit';
import { shownBacktest } from './shown-backtest';

/**
 * What a back-test replays within its request; beyond, it runs as a queued job. Its reads grow with the
 * checks (a COUNT first, then every row) and with the days (four partitions each, read even when empty),
 * so both are bounded. A stage may set the checks (`SEMAFORO_BACKTEST_SYNC_LIMIT`); the tests set it low
 * to queue a short period.
 */
const DEFAULT_SYNC_LIMIT = 20_000;
const SYNC_MAX_DAYS = 62;
const syncLimit = () => Number(process.env.SEMAFORO_BACKTEST_SYNC_LIMIT ?? DEFAULT_SYNC_LIMIT);

/**
 * POST /api/v1/runBacktest: replays the recorded checks of a period (default the last 30
 * Italian days) with a configuration 'in aggiornamento' or a READY black-list version, against the
 * configuration in force. A period that fits is answered DONE within the request; a longer one is queued
 * on the back-test queue and answered RUNNING with its progress, its changed checks held in the
 * Extractions view as a BACKTEST export written when the run is done. Either way the run is one job of
 * the rail (commons/queue/job-attempt.ts): one lifecycle, one lease. A run already under
 * way on the version is answered instead of a second one. Writes nothing to the request log or the lists.
 * Audited (a BACKTEST record): a run replaces the result the publish confirmation shows and the previous
 * run's changed checks, so the record keeps the previous run's summary and the new one's.
 */
export const handler = defineHandler(API_ROUTES.runBacktest, async ({ body, caller, audit }) => {
  const entityId = backtestEntityId(body.target);
  audit.record({ entityId });
  const resolved = await resolveTarget(body.target, false);
  const previous = await containerBacktestRuns().read(body.target);
  const answered = await replay(body, caller, resolved);
  audit.record({ entityId, before: auditedBacktest(previous), after: auditedBacktest(answered) });
  return { body: answered };
});

/** Starts the run (or answers the one under way), within the request or queued. */
async function replay(
  body: RunBacktestRequest,
  caller: Caller,
  resolved: Awaited<ReturnType<typeof resolveTarget>>,
): Promise<BacktestResult> {
  const period = body.period ?? defaultBacktestPeriod(italianToday());
  const total = await containerRequestLogReader().count(requestLogQuery({}, period, caller.markets));
  const queued = total > syncLimit() || periodDays(period) > SYNC_MAX_DAYS;
  const now = new Date();
  const run = newRun({
    target: body.target,
    period,
    requestedBy: caller.username,
    markets: caller.markets,
    baseline: { configurationId: resolved.current.id, configurationVersion: resolved.current.version },
    targetVersion: resolved.targetVersion,
    total,
    jobFileName: queued ? `${defaultExportFileName('BACKTEST', now)}_${now.getTime().toString(36)}` : null,
    now,
  });
  const started = await startRun(run);
  if (!started.started) return shownBacktest(started.run);
  if (!queued) {
    await runJobAttempt(run, backtestJob, WITHIN_REQUEST);
    return shownBacktest((await containerBacktestRuns().read(run.target)) ?? run);
  }
  try {
    await holdJob(
      newJob({
        userId: caller.username,
        fileName: run.jobFileName as string,
        exportType: 'BACKTEST',
        fileSeparator: ';',
        note: null,
        filters: { kind: run.target.kind, id: run.target.id, runId: run.runId },
        markets: caller.markets,
      }),
    );
    await queueRun(run);
  } catch (error) {
    logger.error('Back-test not queued', { runId: run.runId, error });
    await containerBacktestRuns().fail(run, 'NOT_QUEUED', new Date());
    throw new Refusal('SERVICE_UNAVAILABLE');
  }
  return shownBacktest(run);
}

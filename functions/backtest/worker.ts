import { defineJobWorker } from '../commons/queue/define-job-worker';
import { BacktestRunMessageSchema, backtestJob } from '../stores/backtest/backtest-runs';
import { failHeldJob, releaseHeldJob } from '../stores/export-jobs/held-jobs';

/** The Extractions view's job of a queued run: its requester's, under the name the run was given. */
const exportJobOf = (run: { requestedBy: string; jobFileName: string | null }) =>
  run.jobFileName ? { userId: run.requestedBy, fileName: run.jobFileName } : undefined;

/**
 * Worker of the back-test queue: each message is one attempt at a run too long for its request, on the
 * job rail's lifecycle (commons/queue/job-attempt.ts): one lease, its progress on the run, taken over by
 * the next delivery if the attempt dies. The run's changed checks then go to the Extractions view as the
 * BACKTEST export, queued once the run is DONE (the export writes a finished run's changes); a run that
 * fails for good fails that job too.
 */
export const handler = defineJobWorker('backtests', {
  ...backtestJob,
  message: BacktestRunMessageSchema,
  onCompleted: async (run) => {
    const job = exportJobOf(run);
    if (job) await releaseHeldJob('exports', job);
  },
  onFailed: async (run, failure, at) => {
    const job = exportJobOf(run);
    if (job) await failHeldJob(job, failure, at);
  },
});

import { describe, expect, it, vi } from 'vitest';
import type { ExportFailure } from '../../../shared/enums';
import { ExportTooLargeError } from '../csv/zipped-csv';
import {
  type AttemptLimits,
  type JobDefinition,
  type JobLifecycle,
  type JobProgress,
  type JobWork,
  PROGRESS_EVERY_MS,
  progressReporter,
  runJobAttempt,
} from './job-attempt';

interface MemoryJob {
  status: 'PENDING' | 'WORKING' | 'READY' | 'ERROR';
  attempts: number;
  leaseUntil: number | null;
  outcome?: number;
  failure?: ExportFailure;
  progress: { attempt: number; progress: JobProgress }[];
}

/**
 * A job store holding one job with the conditions the rail's stores write (the export jobs' and the
 * back-test runs'): a claim takes any unfinished job with one more attempt; complete and progress only
 * for the attempt that holds it; fail any unfinished job.
 */
function memoryJobs(): { job: MemoryJob; lifecycle: JobLifecycle<string, MemoryJob> } {
  const job: MemoryJob = { status: 'PENDING', attempts: 0, leaseUntil: null, progress: [] };
  const unfinished = () => job.status === 'PENDING' || job.status === 'WORKING';
  return {
    job,
    lifecycle: {
      claim: async (_ref, now, leaseSeconds) => {
        if (!unfinished()) return undefined;
        Object.assign(job, { status: 'WORKING', attempts: job.attempts + 1 });
        job.leaseUntil = now.getTime() + leaseSeconds * 1000;
        return { ...job };
      },
      complete: async (_ref, attempt, outcome) => {
        if (job.status !== 'WORKING' || job.attempts !== attempt) return false;
        Object.assign(job, { status: 'READY', outcome, leaseUntil: null });
        return true;
      },
      fail: async (_ref, failure) => {
        if (!unfinished()) return false;
        Object.assign(job, { status: 'ERROR', failure, leaseUntil: null });
        return true;
      },
      progress: async (_ref, attempt, progress) => {
        if (job.status !== 'WORKING' || job.attempts !== attempt) return false;
        job.progress.push({ attempt, progress });
        return true;
      },
    },
  };
}

const ONLY: AttemptLimits = { leaseSeconds: 60, budgetMs: 60_000, lastAttempt: true };
const FIRST_OF_THREE: AttemptLimits = { ...ONLY, lastAttempt: false };

function definitionOf(
  lifecycle: JobLifecycle<string, MemoryJob>,
  work: JobWork<MemoryJob>,
  hooks: Partial<Pick<JobDefinition<string, MemoryJob>, 'onCompleted' | 'onFailed'>> = {},
): JobDefinition<string, MemoryJob> {
  return { jobs: () => lifecycle, work, jobType: () => 'TEST', ...hooks };
}

describe('one attempt at a job of the rail', () => {
  it('claims the job with a lease, runs its work and completes it with the outcome, once', async () => {
    const { job, lifecycle } = memoryJobs();
    const onCompleted = vi.fn(async () => undefined);
    const claimed: number[] = [];
    const claim = lifecycle.claim;
    lifecycle.claim = async (ref, now, leaseSeconds) => {
      const held = await claim(ref, now, leaseSeconds);
      claimed.push((held?.leaseUntil ?? 0) - now.getTime());
      return held;
    };
    const outcome = await runJobAttempt(
      'job',
      definitionOf(lifecycle, async () => 42, { onCompleted }),
      ONLY,
    );
    expect(outcome).toBe('COMPLETED');
    expect(job).toMatchObject({ status: 'READY', attempts: 1, outcome: 42 });
    expect(onCompleted).toHaveBeenCalledTimes(1);
    expect(onCompleted).toHaveBeenCalledWith(expect.objectContaining({ attempts: 1 }), 42, expect.any(Date));
    // The claim held it for the attempt's lease: a minute.
    expect(claimed).toEqual([60_000]);
  });

  it('leaves a finished job as it is: a redelivery does no work', async () => {
    const { job, lifecycle } = memoryJobs();
    job.status = 'READY';
    const work = vi.fn(async () => 1);
    expect(await runJobAttempt('job', definitionOf(lifecycle, work), ONLY)).toBe('NOTHING_TO_DO');
    expect(work).not.toHaveBeenCalled();
    expect(job).toMatchObject({ status: 'READY', attempts: 0 });
  });

  it('records nothing for an attempt taken over while it ran: the later attempt finishes the job, counted once', async () => {
    const { job, lifecycle } = memoryJobs();
    const onCompleted = vi.fn(async () => undefined);
    let release: () => void = () => undefined;
    const firstWork: JobWork<MemoryJob> = () =>
      new Promise((resolve) => {
        release = () => resolve(1);
      });
    // The first attempt's lease runs out (its worker presumed dead); the redelivery claims and finishes.
    const first = runJobAttempt('job', definitionOf(lifecycle, firstWork, { onCompleted }), FIRST_OF_THREE);
    await vi.waitFor(() => expect(job.attempts).toBe(1));
    const second = await runJobAttempt(
      'job',
      definitionOf(lifecycle, async () => 2, { onCompleted }),
      FIRST_OF_THREE,
    );
    expect(second).toBe('COMPLETED');
    release();
    expect(await first).toBe('TAKEN_OVER');
    expect(job).toMatchObject({ status: 'READY', attempts: 2, outcome: 2 });
    expect(onCompleted).toHaveBeenCalledTimes(1);
  });

  it('throws a failure with attempts left for the queue to retry, the job left unfinished', async () => {
    const { job, lifecycle } = memoryJobs();
    const onFailed = vi.fn(async () => undefined);
    const fault = new Error('connection reset');
    const attempt = runJobAttempt(
      'job',
      definitionOf(lifecycle, async () => Promise.reject(fault), { onFailed }),
      {
        ...FIRST_OF_THREE,
      },
    );
    await expect(attempt).rejects.toBe(fault);
    expect(job).toMatchObject({ status: 'WORKING', attempts: 1 });
    expect(onFailed).not.toHaveBeenCalled();
    // The retry claims it again from the start.
    expect(
      await runJobAttempt(
        'job',
        definitionOf(lifecycle, async () => 3),
        ONLY,
      ),
    ).toBe('COMPLETED');
    expect(job).toMatchObject({ status: 'READY', attempts: 2, outcome: 3 });
  });

  it.each([
    ['a fault on the last attempt', new Error('boom'), ONLY, 'FAILED', true],
    [
      'a file too large, on any attempt: a retry would fail the same way',
      new ExportTooLargeError(),
      FIRST_OF_THREE,
      'TOO_LARGE',
      false,
    ],
  ] as const)('marks the job failed for %s', async (_, error, limits, failure, rethrown) => {
    const { job, lifecycle } = memoryJobs();
    const onFailed = vi.fn(async () => undefined);
    const attempt = runJobAttempt(
      'job',
      definitionOf(lifecycle, async () => Promise.reject(error), { onFailed }),
      limits,
    );
    if (rethrown) await expect(attempt).rejects.toBe(error);
    else expect(await attempt).toBe('FAILED');
    expect(job).toMatchObject({ status: 'ERROR', failure });
    expect(onFailed).toHaveBeenCalledWith(expect.objectContaining({ attempts: 1 }), failure, expect.any(Date));
  });

  it('stops work that runs past its budget: a TIMEOUT on the last attempt', async () => {
    const { job, lifecycle } = memoryJobs();
    const work: JobWork<MemoryJob> = (_job, { signal }) =>
      new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));
    await expect(runJobAttempt('job', definitionOf(lifecycle, work), { ...ONLY, budgetMs: 10 })).rejects.toThrow(
      'The job ran out of time',
    );
    expect(job).toMatchObject({ status: 'ERROR', failure: 'TIMEOUT' });
  });

  it('writes progress for the attempt that holds the job, and a hook that fails does not fail the job', async () => {
    const { job, lifecycle } = memoryJobs();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const work: JobWork<MemoryJob> = async (_job, { report }) => {
        vi.setSystemTime(Date.now() + PROGRESS_EVERY_MS);
        report({ done: 5, total: 10 });
        return 10;
      };
      const onCompleted = async () => Promise.reject(new Error('the follow-up could not be queued'));
      expect(await runJobAttempt('job', definitionOf(lifecycle, work, { onCompleted }), ONLY)).toBe('COMPLETED');
    } finally {
      vi.useRealTimers();
    }
    expect(job.progress).toEqual([{ attempt: 1, progress: { done: 5, total: 10 } }]);
    expect(job.status).toBe('READY');
  });
});

describe('the progress reporter', () => {
  it('writes at most once a second and never fails the work when a write is refused', async () => {
    let clock = 0;
    const written: number[] = [];
    const report = progressReporter(
      async ({ done }) => {
        written.push(done);
        if (done === 4) throw new Error('throttled');
      },
      () => clock,
    );
    for (const [at, done] of [
      [500, 1],
      [1000, 2],
      [1500, 3],
      [2000, 4],
      [3100, 5],
    ] as const) {
      clock = at;
      report({ done, total: 10 });
    }
    await Promise.resolve();
    expect(written).toEqual([2, 4, 5]);
  });
});

import { performance } from 'node:perf_hooks';
import { emptyReadStats, type ReadStats } from '../../../functions/commons/dynamo/read-stats';

const ofSorted = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** The p-th percentile of some timings, in any order. */
export const percentile = (values: number[], p: number) =>
  ofSorted(
    [...values].sort((a, b) => a - b),
    p,
  );

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Runs `work` `runs` times one after the other: latency p50 and p95, and what the last run read. */
export async function measure(runs: number, work: (stats: ReadStats) => Promise<unknown>) {
  const times: number[] = [];
  let stats = emptyReadStats();
  for (let run = 0; run < runs; run += 1) {
    stats = emptyReadStats();
    const started = performance.now();
    await work(stats);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: ofSorted(times, 50), p95: ofSorted(times, 95), stats };
}
export type Measured = Awaited<ReturnType<typeof measure>>;

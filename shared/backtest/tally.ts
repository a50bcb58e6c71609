import { RULE_OUTCOMES } from '../decision/rule-outcomes';
import type { ResultCode, TrafficLight } from '../enums';
import {
  BACKTEST_DIMENSIONS,
  type BacktestDimension,
  type BacktestSummary,
  type Reproducibility,
  type SegmentResult,
  type TransitionCount,
} from '../schemas/backtest';
import { notReproducedKey, transitionKey, transitionOf } from './transition-key';

/**
 * The figures of a back-test, counted as the checks are replayed one by one (memory holds counts, never
 * rows): totals by light as recorded, before and after, the transition table, the same split by segment, and the
 * reproducibility of the period. Pure: the server feeds it, the tests feed it tables of cases.
 */

/** Each code has one light (the rule that gives it says which). */
const LIGHT_OF = new Map<string, TrafficLight>(
  Object.values(RULE_OUTCOMES).map(({ code, trafficLight }) => [code, trafficLight]),
);
export const lightOf = (code: string): TrafficLight => LIGHT_OF.get(code) ?? 'R';

/**
 * One check decided twice: under the version in force (before) and under the replayed one (after), beside
 * the light it was recorded with (decided at the time, what the dashboard counts).
 */
export interface ReplayedCheck {
  segments: Record<BacktestDimension, string>;
  recordedLight: TrafficLight;
  before: ResultCode;
  after: ResultCode;
}

interface Counts {
  checks: number;
  changed: number;
  redRecorded: number;
  redBefore: number;
  redAfter: number;
  transitions: Map<string, number>;
}

const emptyCounts = (): Counts => ({
  checks: 0,
  changed: 0,
  redRecorded: 0,
  redBefore: 0,
  redAfter: 0,
  transitions: new Map(),
});

function transitionsOf(map: Map<string, number>, changedOnly: boolean): TransitionCount[] {
  const rows: TransitionCount[] = [];
  for (const [key, count] of map) {
    const { from, to } = transitionOf(key) as { from: ResultCode; to: ResultCode };
    if (!changedOnly || from !== to) rows.push({ from, to, count });
  }
  // Most frequent first; ties in code order, so the table reads the same every time.
  return rows.sort((a, b) => b.count - a.count || a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
}

function add(counts: Counts, check: ReplayedCheck) {
  counts.checks += 1;
  if (check.before !== check.after) counts.changed += 1;
  if (check.recordedLight === 'R') counts.redRecorded += 1;
  if (lightOf(check.before) === 'R') counts.redBefore += 1;
  if (lightOf(check.after) === 'R') counts.redAfter += 1;
  const key = transitionKey(check.before, check.after);
  counts.transitions.set(key, (counts.transitions.get(key) ?? 0) + 1);
}

export function backtestTally() {
  const total = emptyCounts();
  const segments = new Map<BacktestDimension, Map<string, Counts>>(
    BACKTEST_DIMENSIONS.map((dimension) => [dimension, new Map()]),
  );
  const reproducibility: Reproducibility = {
    replayed: 0,
    reproduced: 0,
    notReproduced: 0,
    unknownConfiguration: 0,
    withoutSnapshot: 0,
    technicalErrors: 0,
  };
  const unreproduced = new Map<string, number>();
  const countUnreproduced = (key: string) => unreproduced.set(key, (unreproduced.get(key) ?? 0) + 1);

  return {
    /**
     * A check replayed with the version it was decided with: reproduced when it gave the recorded outcome;
     * otherwise counted under its partition of the changed checks (recorded code, replayed code).
     */
    replayedAsRecorded(recorded: string, replayed: string, reproduced: boolean) {
      reproducibility.replayed += 1;
      reproducibility[reproduced ? 'reproduced' : 'notReproduced'] += 1;
      if (!reproduced) countUnreproduced(notReproducedKey(recorded, replayed));
    },
    /** A check whose recorded configuration is no longer stored: replayed against nothing. */
    unknownConfiguration(recorded: string) {
      reproducibility.replayed += 1;
      reproducibility.unknownConfiguration += 1;
      countUnreproduced(notReproducedKey(recorded, null));
    },
    withoutSnapshot() {
      reproducibility.withoutSnapshot += 1;
    },
    technicalError() {
      reproducibility.technicalErrors += 1;
    },
    /** A check decided under the version in force and under the replayed one. */
    compared(check: ReplayedCheck) {
      add(total, check);
      for (const dimension of BACKTEST_DIMENSIONS) {
        const values = segments.get(dimension) as Map<string, Counts>;
        const value = check.segments[dimension];
        let counts = values.get(value);
        if (!counts) {
          counts = emptyCounts();
          values.set(value, counts);
        }
        add(counts, check);
      }
    },
    summary(): BacktestSummary {
      const segmentResults = (dimension: BacktestDimension): SegmentResult[] =>
        [...(segments.get(dimension) as Map<string, Counts>)]
          .map(([value, counts]) => ({
            value,
            checks: counts.checks,
            changed: counts.changed,
            redRecorded: counts.redRecorded,
            redBefore: counts.redBefore,
            redAfter: counts.redAfter,
            transitions: transitionsOf(counts.transitions, true),
          }))
          .sort((a, b) => b.checks - a.checks || a.value.localeCompare(b.value));
      return {
        checks: total.checks,
        changed: total.changed,
        recorded: { R: total.redRecorded, V: total.checks - total.redRecorded },
        before: { R: total.redBefore, V: total.checks - total.redBefore },
        after: { R: total.redAfter, V: total.checks - total.redAfter },
        transitions: transitionsOf(total.transitions, false),
        segments: Object.fromEntries(
          BACKTEST_DIMENSIONS.map((dimension) => [dimension, segmentResults(dimension)]),
        ) as BacktestSummary['segments'],
        reproducibility: { ...reproducibility },
        // Most frequent first, ties by key: the partitions the list narrows the unreproduced checks to.
        unreproduced: [...unreproduced]
          .map(([transition, count]) => ({ transition, count }))
          .sort((a, b) => b.count - a.count || a.transition.localeCompare(b.transition)),
      };
    },
  };
}
export type BacktestTally = ReturnType<typeof backtestTally>;

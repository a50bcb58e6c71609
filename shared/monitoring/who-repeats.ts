import type { WhoRepeatsRow } from '../schemas/monitoring';
import { againstLimits } from './control-limits';

export interface RepeaterCounts {
  code: string;
  checks: number;
  joined: number;
  redThenGreen: number;
}

/**
 * Who repeats, as the report shows it: each agency's or user's shares against everyone's with their
 * control limits; the marked first, by how far above a limit (the larger excess of the two rates),
 * then by checks.
 */
export function whoRepeatsRows(
  tallies: readonly RepeaterCounts[],
  overall: Omit<RepeaterCounts, 'code'>,
  nameOf: (code: string) => string | null,
): WhoRepeatsRow[] {
  const p = (count: number) => (overall.checks > 0 ? count / overall.checks : 0);
  const rows = tallies.map((tally) => {
    const joinedRate = againstLimits(tally.joined, tally.checks, p(overall.joined));
    const redThenGreenRate = againstLimits(tally.redThenGreen, tally.checks, p(overall.redThenGreen));
    return {
      key: tally.code,
      name: nameOf(tally.code),
      checks: tally.checks,
      joined: tally.joined,
      redThenGreen: tally.redThenGreen,
      joinedRate,
      redThenGreenRate,
      marked: joinedRate.marked || redThenGreenRate.marked,
    };
  });
  const excess = (row: WhoRepeatsRow) =>
    Math.max(
      row.joinedRate.marked ? row.joinedRate.excess : -Infinity,
      row.redThenGreenRate.marked ? row.redThenGreenRate.excess : -Infinity,
    );
  return rows.sort(
    (left, right) =>
      Number(right.marked) - Number(left.marked) ||
      (left.marked ? excess(right) - excess(left) : 0) ||
      right.checks - left.checks ||
      left.key.localeCompare(right.key),
  );
}

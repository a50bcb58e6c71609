import { describe, expect, it } from 'vitest';
import { pathToGreenOfCheck } from '../../../shared/decision/path-to-green';
import { pathToGreenViolations } from '../../../shared/decision/path-to-green-checks';
import { DecisionSnapshotSchema, replayInput } from '../../../shared/decision/snapshot';
import { DEMO_DECISION_HISTORY } from '../demo/demo-versions';
import { generateRequestLogRows } from './generator';

/**
 * What would make it green, over the synthetic history (the rows `npm run seed` loads, each with its
 * snapshot and the configuration it was decided with): every proposed path replays to green under the
 * check's own versions, none can be made smaller (a cent less, a fact dropped) and stay green, every
 * margin is exact, and every red has a path or says why not (path-to-green-checks.ts).
 */

const rows = [...generateRequestLogRows({ count: 20_000, seed: 7, endDate: '2026-11-22' })];
const fileOf = (id: string | null | undefined) =>
  DEMO_DECISION_HISTORY.configurations.find((version) => version.id === id)?.file;

describe('what would make it green, over the synthetic history', () => {
  const tally = { reds: 0, redsWithPath: 0, greens: 0, notComputed: 0 };
  const violations: string[] = [];
  for (const row of rows) {
    const snapshot = row.snapshot ? DecisionSnapshotSchema.parse(row.snapshot) : undefined;
    const configuration = fileOf(row.configurationId);
    const technicalError = row.requestStatus !== 'SUCCESS' || !row.outputCode;
    const result = pathToGreenOfCheck({ technicalError, snapshot, configuration });
    if (result.outcome === 'NOT_COMPUTED') {
      tally.notComputed += 1;
      continue;
    }
    if (!snapshot || !configuration) throw new Error(`Check ${row.idRequest}: computed without its facts`);
    for (const violation of pathToGreenViolations(replayInput(snapshot, configuration), result)) {
      violations.push(`${row.idRequest}: ${violation}`);
    }
    if (result.outcome === 'GREEN') tally.greens += 1;
    else {
      tally.reds += 1;
      if (result.paths.length > 0) tally.redsWithPath += 1;
    }
  }

  it('every path replays to green, none is larger than it must be, every red has a path or a reason', () => {
    expect(violations.slice(0, 10)).toEqual([]);
  });

  it('covers the history: reds and greens of every kind, each red of the synthetic rules with a path', () => {
    expect(tally.reds).toBeGreaterThan(3_000);
    expect(tally.greens).toBeGreaterThan(10_000);
    expect(tally.notComputed).toBeLessThan(rows.length / 10);
    // The synthetic configurations never make a red that no change of facts could turn.
    expect(tally.redsWithPath).toBe(tally.reds);
  });
});

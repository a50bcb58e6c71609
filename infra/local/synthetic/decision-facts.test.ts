import { describe, expect, it } from 'vitest';
import { decide } from '../../../shared/decision/decide';
import { DecisionSnapshotSchema, replayInput } from '../../../shared/decision/snapshot';
import type { RequestLogRow } from '../../../shared/request-log/row';
import type { ConfigurationFile } from '../../../shared/schemas/configuration';
import { DEMO_DECISION_HISTORY } from '../demo/demo-versions';
import { generateRequestLogRows } from './generator';

const rows = [...generateRequestLogRows({ count: 20_000, seed: 7, endDate: '2026-11-22' })];
const decided = rows.filter((row) => row.outputCode !== null);
const fileOf = (id: string | null | undefined) => {
  const configuration = DEMO_DECISION_HISTORY.configurations.find((version) => version.id === id);
  if (!configuration) throw new Error(`No configuration ${id}`);
  return configuration.file;
};
const replay = (row: RequestLogRow, file: ConfigurationFile) => {
  const decision = decide(replayInput(DecisionSnapshotSchema.parse(row.snapshot), file));
  return `${decision.trafficLight} ${decision.reason.code}`;
};
const recorded = (row: RequestLogRow) => `${row.trafficLight} ${row.outputCode}`;

describe('the synthetic request log carries consistent decision snapshots', () => {
  it('every decided check replays, with the configuration it records, to its recorded outcome', () => {
    const differing = decided.filter((row) => replay(row, fileOf(row.configurationId)) !== recorded(row));
    expect(differing.map((row) => [row.idRequest, recorded(row)])).toEqual([]);
    expect(decided.length).toBeGreaterThan(19_000);
  });

  it('a check records the versions in force at its instant, and one undecided records none', () => {
    const [older, current] = DEMO_DECISION_HISTORY.configurations;
    for (const row of decided) {
      const expected = row.requestDate < (current?.validFrom ?? '') ? older : current;
      expect(row.configurationId).toBe(expected?.id);
      expect(row.blacklistVersions?.RADIATI).toBe(row.snapshot?.blackLists.RADIATI.versionId);
    }
    for (const row of rows.filter((row) => row.outputCode === null)) {
      expect(row).toMatchObject({ snapshot: null, configurationId: null, blacklistVersions: null });
    }
  });

  it('has checks near the thresholds: a lower PF grace turns some EX406 into EX302 and nothing else', () => {
    const lowerGrace = (file: ConfigurationFile): ConfigurationFile => ({
      ...file,
      paymentScoreChecks: file.paymentScoreChecks.map((row) =>
        row.subjectType === 'PF' && row.microSegment === 'DEFAULT' ? { ...row, graceThreshold: 2 } : row,
      ),
    });
    const moves = new Map<string, number>();
    for (const row of decided) {
      const from = recorded(row);
      const to = replay(row, lowerGrace(fileOf(row.configurationId)));
      if (from !== to) moves.set(`${from} → ${to}`, (moves.get(`${from} → ${to}`) ?? 0) + 1);
    }
    expect([...moves.keys()]).toEqual(['V EX406 → R EX302']);
    expect(moves.get('V EX406 → R EX302')).toBeGreaterThan(20);
  });
});

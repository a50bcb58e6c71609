import { describe, expect, it } from 'vitest';
import { clean, goodCustomer, inArrears } from '../decision/decide-test-inputs';
import { EXAMPLE_CONFIGURATION_FILE } from '../decision/example-configuration';
import { decisionSnapshot } from '../decision/snapshot';
import type { DecisionInput } from '../decision/types';
import type { ResultCode, TrafficLight } from '../enums';
import type { ConfigurationFile } from '../schemas/configuration';
import { defaultBacktestPeriod, isValidBacktestPeriod, periodDays } from './period';
import { type ReplayedRow, replayCheck } from './replay-check';
import { backtestTally, lightOf } from './tally';

const segments = { subjectType: 'PF', microSegment: 'PER', market: 'L', acquisitionChannel: 'WEB' };

describe('backtestTally', () => {
  it('counts totals by light as recorded, before and after, the transition table and the same split by segment', () => {
    const tally = backtestTally();
    // The recorded light, the code under the configuration in force, under the draft, the market.
    const checks: [TrafficLight, ResultCode, ResultCode, string][] = [
      ['V', 'EX406', 'EX302', 'L'],
      ['R', 'EX406', 'EX302', 'T'],
      ['V', 'EX406', 'EX406', 'L'],
      ['V', 'EX400', 'EX400', 'L'],
      ['R', 'EX303', 'EX303', 'D'],
    ];
    for (const [recordedLight, before, after, market] of checks)
      tally.compared({ segments: { ...segments, market }, recordedLight, before, after });
    const summary = tally.summary();
    expect(summary).toMatchObject({
      checks: 5,
      changed: 2,
      recorded: { R: 2, V: 3 },
      before: { R: 1, V: 4 },
      after: { R: 3, V: 2 },
    });
    expect(summary.transitions).toEqual([
      { from: 'EX406', to: 'EX302', count: 2 },
      { from: 'EX303', to: 'EX303', count: 1 },
      { from: 'EX400', to: 'EX400', count: 1 },
      { from: 'EX406', to: 'EX406', count: 1 },
    ]);
    expect(summary.segments.market).toEqual([
      {
        value: 'L',
        checks: 3,
        changed: 1,
        redRecorded: 0,
        redBefore: 0,
        redAfter: 1,
        transitions: [{ from: 'EX406', to: 'EX302', count: 1 }],
      },
      { value: 'D', checks: 1, changed: 0, redRecorded: 1, redBefore: 1, redAfter: 1, transitions: [] },
      {
        value: 'T',
        checks: 1,
        changed: 1,
        redRecorded: 1,
        redBefore: 0,
        redAfter: 1,
        transitions: [{ from: 'EX406', to: 'EX302', count: 1 }],
      },
    ]);
    expect(summary.segments.subjectType).toEqual([
      {
        value: 'PF',
        checks: 5,
        changed: 2,
        redRecorded: 2,
        redBefore: 1,
        redAfter: 3,
        transitions: [{ from: 'EX406', to: 'EX302', count: 2 }],
      },
    ]);
  });

  it('keeps the reproducibility apart: not reproduced, unknown versions, no snapshot, technical errors', () => {
    const tally = backtestTally();
    tally.replayedAsRecorded('EX406', 'EX406', true);
    tally.replayedAsRecorded('EX302', 'EX302', true);
    tally.replayedAsRecorded('EX406', 'EX302', false);
    tally.unknownConfiguration('EX303');
    tally.withoutSnapshot();
    tally.technicalError();
    // Each check that did not reproduce has its partition among the changed checks, so the list shows them.
    expect(tally.summary().unreproduced).toEqual([
      { transition: 'NR:EX303>NONE', count: 1 },
      { transition: 'NR:EX406>EX302', count: 1 },
    ]);
    expect(tally.summary().reproducibility).toEqual({
      replayed: 4,
      reproduced: 2,
      notReproduced: 1,
      unknownConfiguration: 1,
      withoutSnapshot: 1,
      technicalErrors: 1,
    });
  });

  it.each([
    ['EX301', 'V'],
    ['EX400', 'V'],
    ['EX406', 'V'],
    ['EX302', 'R'],
    ['EX305', 'R'],
    ['EX409', 'R'],
  ])('%s is %s', (code, light) => expect(lightOf(code)).toBe(light));
});

describe('replayCheck', () => {
  const row = (overrides: Partial<ReplayedRow> = {}): ReplayedRow => ({
    idRequest: 1,
    requestDate: '2025-03-15T10:00:00.000Z',
    requestStatus: 'SUCCESS',
    trafficLight: 'V',
    outputCode: 'EX406',
    taxCode: 'RSSMRA85T10A562S',
    vatRegistrationNo: null,
    companyName: null,
    surname: 'Rossi',
    name: 'Mario',
    subjectTypeC: 'PF',
    microSegmentDesc: 'PER',
    scope: 'L',
    acquisitionChannel: null,
    configurationId: 'c1',
    ...overrides,
  });
  const snapshotOf = (input: Partial<DecisionInput>) =>
    decisionSnapshot(
      { ...clean, ...input },
      {
        identifiers: ['RSSMRA85T10A562S'],
        blacklistVersions: { RADIATI: null, CEDUTI: null },
        address: null,
      },
    );
  const strict: ConfigurationFile = {
    ...EXAMPLE_CONFIGURATION_FILE,
    paymentTrendChecks: EXAMPLE_CONFIGURATION_FILE.paymentTrendChecks.map((trend) => ({
      ...trend,
      amountExpiredThreshold: 1,
      delayThreshold: 1,
    })),
  };
  const versions = { before: EXAMPLE_CONFIGURATION_FILE, after: strict };

  it('replays with the recorded version, then under the version in force and the draft', () => {
    const snapshot = snapshotOf({ customer: { ...goodCustomer, K_CRED_SCAD_NETTO_TOTALE: 50 } });
    expect(replayCheck(row(), snapshot, EXAMPLE_CONFIGURATION_FILE, versions)).toEqual({
      kind: 'REPLAYED',
      recorded: 'EX406',
      recordedLight: 'V',
      replayed: 'EX406',
      before: 'EX406',
      after: 'EX303',
      segments: { subjectType: 'PF', microSegment: 'PER', market: 'L', acquisitionChannel: 'ND' },
    });
  });

  it('says when the recorded version is gone, and still compares', () => {
    const snapshot = snapshotOf({ customer: inArrears });
    expect(replayCheck(row({ outputCode: 'EX303', trafficLight: 'R' }), snapshot, undefined, versions)).toMatchObject({
      recordedLight: 'R',
      replayed: null,
      before: 'EX303',
      after: 'EX303',
    });
  });

  it.each<[string, Partial<ReplayedRow>, string]>([
    ['its recorded light', { trafficLight: 'R', outputCode: 'EX302' }, 'R'],
    ['the light of its code, when none is recorded', { trafficLight: null, outputCode: 'EX302' }, 'R'],
    ['the light of its code, green', { trafficLight: null, outputCode: 'EX406' }, 'V'],
  ])('a recorded check counts %s', (_case, overrides, light) => {
    const replayed = replayCheck(row(overrides), snapshotOf({}), EXAMPLE_CONFIGURATION_FILE, versions);
    expect(replayed).toMatchObject({ kind: 'REPLAYED', recordedLight: light });
  });

  it.each<[string, Partial<ReplayedRow>, unknown, string]>([
    ['a technical error', { requestStatus: 'ERROR' }, snapshotOf({}), 'TECHNICAL_ERROR'],
    ['a check with no outcome', { outputCode: null }, snapshotOf({}), 'TECHNICAL_ERROR'],
    ['a check from before the snapshots', {}, undefined, 'WITHOUT_SNAPSHOT'],
    ['a snapshot of an unknown schema', {}, { schemaVersion: 9 }, 'WITHOUT_SNAPSHOT'],
  ])('%s is counted apart, never guessed', (_case, overrides, snapshot, kind) => {
    expect(replayCheck(row(overrides), snapshot, EXAMPLE_CONFIGURATION_FILE, versions).kind).toBe(kind);
  });
});

describe('the back-test period', () => {
  it.each<[string, string, string, boolean]>([
    ['the default 30 days', '2026-10-30', '2026-11-28', true],
    ['one day', '2026-11-28', '2026-11-28', true],
    ['365 days', '2025-11-29', '2026-11-28', true],
    ['366 days', '2025-11-28', '2026-11-28', false],
    ['reversed', '2026-11-28', '2026-11-27', false],
    ['ending tomorrow', '2026-11-01', '2026-11-29', false],
  ])('%s: %s to %s is %s', (_case, startDate, endDate, valid) => {
    expect(isValidBacktestPeriod({ startDate, endDate }, '2026-11-28')).toBe(valid);
  });

  it('defaults to the last 30 Italian days, today included', () => {
    const period = defaultBacktestPeriod('2026-03-01');
    expect(period).toEqual({ startDate: '2026-01-31', endDate: '2026-03-01' });
    expect(periodDays(period)).toBe(30);
  });
});

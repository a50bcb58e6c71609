import { describe, expect, it } from 'vitest';
import { CUSTOMER_FIELDS } from '../../../shared/decision/customer-metrics';
import { decide } from '../../../shared/decision/decide';
import { EXAMPLE_CONFIGURATION_FILE } from '../../../shared/decision/example-configuration';
import { pathToGreenOfCheck } from '../../../shared/decision/path-to-green';
import { pathToGreenViolations } from '../../../shared/decision/path-to-green-checks';
import type { PathToGreen } from '../../../shared/decision/path-to-green-types';
import {
  type DecisionSnapshot,
  decisionSnapshot,
  replayInput,
  type SnapshotContext,
} from '../../../shared/decision/snapshot';
import type { DecisionInput } from '../../../shared/decision/types';
import type { ResultCode, Workflow } from '../../../shared/enums';
import type { ConfigurationFile } from '../../../shared/schemas/configuration';
import { createRandom, type Random } from './prng';

/**
 * A seeded history of checks, drawn as the synthetic request log draws its facts (around each segment's
 * thresholds) and wider: figures at the very cent of a threshold and of the share's rounding, gross or
 * textual overdue, invoicing missing or zero, listed customers, several findings, NOSIC workflows,
 * white-list entries valid, expired and revoked, a check before any CEDUTI version, and configurations
 * harsher than the demo's (so that reds with no path are drawn too). path-to-green-checks.ts holds the
 * properties; path-to-green.test.ts checks the synthetic log's own rows with the same function.
 */

const ROWS = 20_000;

const round2 = (value: number) => Math.round(value * 100) / 100;
const cents = (value: number) => Math.round(value * 100) / 100;

/** The demo's two configurations (the archived one had a laxer PF delay), and one with PF's trend off. */
const CONFIGURATIONS: ConfigurationFile[] = [
  EXAMPLE_CONFIGURATION_FILE,
  {
    ...EXAMPLE_CONFIGURATION_FILE,
    paymentTrendChecks: EXAMPLE_CONFIGURATION_FILE.paymentTrendChecks.map((row) =>
      row.subjectType === 'PF' ? { ...row, delayThreshold: 30 } : row,
    ),
  },
  {
    ...EXAMPLE_CONFIGURATION_FILE,
    paymentTrendChecks: EXAMPLE_CONFIGURATION_FILE.paymentTrendChecks.map((row) =>
      row.subjectType === 'PF' ? { ...row, enabled: false } : row,
    ),
    paymentScoreChecks: EXAMPLE_CONFIGURATION_FILE.paymentScoreChecks.map((row) =>
      row.subjectType === 'PF' ? { ...row, paymentScoreThreshold: 1, graceThreshold: 0 } : row,
    ),
  },
];

const thresholdsOf = (file: ConfigurationFile, subjectType: 'PF' | 'PG', microSegment: string) => {
  const find = <Row extends { subjectType: string; microSegment: string }>(rows: readonly Row[]) =>
    (rows.find((row) => row.subjectType === subjectType && row.microSegment === microSegment) ??
      rows.find((row) => row.subjectType === subjectType && row.microSegment === 'DEFAULT')) as Row;
  return { trend: find(file.paymentTrendChecks), score: find(file.paymentScoreChecks) };
};

/** Customer figures drawn around the segment's thresholds, some at the very cent or missing. */
function customerFigures(draw: Random, file: ConfigurationFile, subjectType: 'PF' | 'PG', microSegment: string) {
  const { trend, score } = thresholdsOf(file, subjectType, microSegment);
  const mode = draw.int(8);
  let overdue = 0;
  let invoiced = round2(300 + 3000 * draw.next());
  if (mode === 0) {
    overdue = round2(trend.amountExpiredThreshold * (1 + 3 * draw.next()));
    invoiced = round2((overdue * 100) / (trend.delayThreshold + 40 * draw.next()));
  } else if (mode === 1) {
    overdue = round2(trend.amountExpiredThreshold * draw.next());
    invoiced = round2((overdue * 100) / (score.graceThreshold + 30 * draw.next()));
  } else if (mode === 2) {
    // At the materiality threshold, or a cent below it.
    overdue = trend.amountExpiredThreshold - (draw.chance(0.5) ? 0.01 : 0);
  } else if (mode === 3) {
    // The share at the rounding boundary of the grace or the delay.
    overdue = round2(10 + 1000 * draw.next());
    const share = draw.chance(0.5) ? score.graceThreshold : trend.delayThreshold;
    invoiced = round2((overdue * 100) / (share - 0.005 + 0.01 * draw.next()));
  } else if (mode === 4) {
    // A large exposure: the absolute arrears test.
    overdue = round2(trend.amountExpiredThreshold * (0.5 + draw.next()));
    invoiced = round2(overdue * (20 + 100 * draw.next()));
  } else if (mode === 5) {
    overdue = draw.chance(0.2) ? -round2(100 * draw.next()) : round2(50 * draw.next());
  }
  const figures: Record<string, number | string | null> = {
    [CUSTOMER_FIELDS.overdueNet]: overdue,
    [CUSTOMER_FIELDS.notYetDue]:
      mode === 4 ? round2(trend.amountThreshold * (0.8 + 0.4 * draw.next())) : round2((invoiced / 6) * draw.next()),
    [CUSTOMER_FIELDS.invoiced12Months]: invoiced,
    [CUSTOMER_FIELDS.performanceClass]: 1 + draw.int(6),
  };
  if (mode === 6) {
    // Only the gross overdue, as Italian text.
    delete figures[CUSTOMER_FIELDS.overdueNet];
    figures[CUSTOMER_FIELDS.overdueGross] = cents(trend.amountExpiredThreshold * 2 * draw.next())
      .toFixed(2)
      .replace('.', ',');
  }
  if (mode === 7) figures[CUSTOMER_FIELDS.invoiced12Months] = draw.chance(0.5) ? null : 0;
  if (draw.chance(0.03)) delete figures[CUSTOMER_FIELDS.performanceClass];
  return figures;
}

interface DrawnCheck {
  technicalError: boolean;
  snapshot: DecisionSnapshot | undefined;
  configuration: ConfigurationFile | undefined;
}

const WORKFLOWS: readonly Workflow[] = ['EVOPRECHECK', 'EVOPRECHECK', 'EVOPRECHECK', 'FULLCHECK', 'EVOPRECHECK_NOSIC'];
const NOW = Date.parse('2026-11-22T10:00:00.000Z');
const DAY = 86_400_000;

function drawCheck(draw: Random, index: number): DrawnCheck {
  // The demo's configurations mostly; the one no fact can turn green on for a sixth of the checks.
  const configuration = CONFIGURATIONS[draw.pick([0, 0, 0, 1, 1, 2])] as ConfigurationFile;
  if (draw.chance(0.01)) return { technicalError: true, snapshot: undefined, configuration };
  const segment = draw.pick([
    ['PF', 'PER'],
    ['PF', 'PER'],
    ['PG', 'SOC'],
    ['PG', 'CON'],
  ] as const);
  const isCustomer = draw.chance(0.5);
  const fraudCorrelation = draw.chance(0.08);
  const whiteListDraw = draw.next();
  const now = new Date(NOW - draw.int(365) * DAY);
  const input: DecisionInput = {
    request: { subjectType: segment[0], microSegment: segment[1], workflow: draw.pick(WORKFLOWS) },
    configuration,
    whiteList:
      whiteListDraw < 0.06
        ? { revocationDate: null, expiringDate: new Date(now.getTime() + (1 + draw.int(300)) * DAY).toISOString() }
        : whiteListDraw < 0.08
          ? { revocationDate: null, expiringDate: new Date(now.getTime() - draw.int(30) * DAY).toISOString() }
          : whiteListDraw < 0.09
            ? { revocationDate: now.toISOString(), expiringDate: null }
            : whiteListDraw < 0.1
              ? { revocationDate: null, expiringDate: null }
              : null,
    blackLists: { radiati: draw.chance(0.04), ceduti: draw.chance(0.04) },
    customer: isCustomer ? customerFigures(draw, configuration, segment[0], segment[1]) : null,
    bureau:
      isCustomer || draw.chance(0.3)
        ? null
        : { protests: draw.chance(0.08), prejudicialEvents: draw.chance(0.08), otherNegativeEvents: draw.chance(0.08) },
    prospectRisk: draw.chance(0.1) ? null : { highRisk: draw.chance(0.08), fraudCorrelation },
    now,
  };
  const context: SnapshotContext = {
    identifiers: [`ID${index}`],
    blacklistVersions: {
      RADIATI: draw.pick(['20250602-093000-0a000001', '20251215-093000-0a000002']),
      CEDUTI: draw.chance(0.1) ? null : '20251210-101500-0c000002',
    },
    address: fraudCorrelation
      ? { inArrears: draw.chance(0.5), knownOthers: ['OTHER'], listedOthers: { RADIATI: ['OTHER'], CEDUTI: [] } }
      : null,
  };
  const snapshot = draw.chance(0.01) ? undefined : decisionSnapshot(input, context);
  return { technicalError: false, snapshot, configuration };
}

describe('pathToGreen over a seeded history of checks', () => {
  it(`every path replays to green, none can be smaller, every red has a path or a reason (${ROWS} checks)`, () => {
    const draw = createRandom(38);
    const violations: string[] = [];
    const reds = new Map<ResultCode, { checks: number; withPath: number }>();
    let paths = 0;
    const outcomes = new Map<string, number>();
    const count = (key: string) => outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
    for (let index = 0; index < ROWS; index++) {
      const check = drawCheck(draw, index);
      const result: PathToGreen = pathToGreenOfCheck(check);
      if (result.outcome === 'NOT_COMPUTED') {
        count(result.reason);
        continue;
      }
      // The check's own input: its snapshot replayed with its configuration.
      const input = replayInput(check.snapshot as DecisionSnapshot, check.configuration as ConfigurationFile);
      violations.push(...pathToGreenViolations(input, result).map((violation) => `#${index}: ${violation}`));
      if (result.outcome === 'GREEN') {
        count(result.margins.length > 0 ? 'GREEN_WITH_MARGIN' : 'GREEN');
        continue;
      }
      paths += result.paths.length;
      const red = reds.get(result.code) ?? { checks: 0, withPath: 0 };
      reds.set(result.code, { checks: red.checks + 1, withPath: red.withPath + (result.paths.length > 0 ? 1 : 0) });
      count(result.paths.length > 0 ? 'RED_WITH_PATH' : `RED_${result.noPathReason}`);
      expect(decide(input).trafficLight).toBe('R');
    }
    expect(violations.slice(0, 20)).toEqual([]);
    // Every red code of the engine is met, and each has paths.
    expect([...reds.keys()].sort()).toEqual([
      'EX302',
      'EX303',
      'EX305',
      'EX306',
      'EX401',
      'EX402',
      'EX404',
      'EX407',
      'EX408',
      'EX409',
    ]);
    for (const [code, { withPath }] of reds) expect(withPath, code).toBeGreaterThan(0);
    expect(outcomes.get('TECHNICAL_ERROR')).toBeGreaterThan(0);
    expect(outcomes.get('NO_SNAPSHOT')).toBeGreaterThan(0);
    expect(outcomes.get('GREEN_WITH_MARGIN')).toBeGreaterThan(0);
    if (process.env.PATH_TO_GREEN_FIGURES)
      console.info(JSON.stringify({ paths, outcomes: Object.fromEntries(outcomes), reds: Object.fromEntries(reds) }));
  });
});

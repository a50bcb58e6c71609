import { describe, expect, it } from 'vitest';
import type { ResultCode } from '../enums';
import { decide } from './decide';
import { clean, disabled, validWhiteList, withTable } from './decide-test-inputs';
import { applyPath, pathToGreen, pathToGreenOfCheck } from './path-to-green';
import { DEMO, DEMO_VERSIONS, FLAGGED_ADDRESS_FACTS, kpis } from './path-to-green-demo-inputs';
import type {
  ChangeLabel,
  GreenPath,
  PathChangeKind,
  PathContext,
  PathToGreen,
  RedWithoutPath,
} from './path-to-green-types';
import { decisionSnapshot } from './snapshot';
import type { DecisionInput } from './types';

const demoContext: PathContext = { blacklistVersions: DEMO_VERSIONS, address: null };

/** The result of a red, after proving every path: each replays, from its own data, to the green it says. */
function red(input: DecisionInput, context: PathContext = demoContext) {
  const result = pathToGreen(input, context);
  if (result.outcome !== 'RED') throw new Error(`Expected a red, got ${result.outcome}`);
  for (const path of result.paths) {
    const replay = decide(applyPath(input, path));
    if (replay.trafficLight !== 'V' || replay.reason.code !== path.replay.code)
      throw new Error(`A path that does not replay to green: ${JSON.stringify(path)}`);
  }
  return result;
}
const green = (input: DecisionInput) => {
  const result = pathToGreen(input, demoContext);
  if (result.outcome !== 'GREEN') throw new Error(`Expected a green, got ${result.outcome}`);
  return result;
};
const shapeOf = (path: GreenPath) => path.changes.map((change) => `${change.kind}:${change.label}`);
const settled = (path: GreenPath | undefined) =>
  path?.changes[0]?.kind === 'SETTLE_OVERDUE' ? path.changes[0].figures : undefined;

describe('pathToGreen: the demo subjects', () => {
  it('Francesca Romano, R EX303: settles 100.01 € of her 600 € overdue (≥ 500 € is arrears), and replays green', () => {
    const result = red(DEMO.francescaRomano);
    expect(result.code).toBe('EX303');
    const [path] = result.paths;
    expect(path?.changes).toEqual([
      {
        kind: 'SETTLE_OVERDUE',
        label: 'actionable',
        field: 'K_CRED_SCAD_NETTO_TOTALE',
        clears: ['PAYMENT_TREND'],
        // The overdue is no longer material; the share (25.00 % ≥ 20 %) still weighs, but both must hold.
        comparisonsChanged: [{ check: 'PAYMENT_TREND', measure: 'OVERDUE' }],
        figures: {
          settleCents: 10_001,
          overdueCents: 60_000,
          overdueAfterCents: 49_999,
          overdueShareAfter: 25,
          stages: [],
        },
      },
    ]);
    expect(path?.replay).toEqual({ trafficLight: 'V', rule: 'EXISTING_CUSTOMER', code: 'EX406' });
    // One cent less leaves exactly 500.00 €, which the '>=' of the rule still counts as arrears.
    expect(decide({ ...DEMO.francescaRomano, customer: kpis(500, 300, 2000, 2) }).reason.code).toBe('EX303');
  });

  it('Trasporti Appia, R EX302: the share is rounded to two decimals before the grace (< 10 %), so 300.61 € and not 300.01 €', () => {
    const result = red(DEMO.trasportiAppia);
    expect(result.paths.map(shapeOf)).toEqual([['SETTLE_OVERDUE:actionable'], ['LOWER_PERFORMANCE_CLASS:none']]);
    // 1 199,40 / 12 000 = 9,995 % reads 10,00 %: not forgiven; 1 199,39 reads 9,99 %.
    expect(settled(result.paths[0])).toMatchObject({
      settleCents: 30_061,
      overdueAfterCents: 119_939,
      overdueShareAfter: 9.99,
    });
    expect(result.paths[0]?.changes[0]).toMatchObject({
      comparisonsChanged: [
        { check: 'PAYMENT_TREND', measure: 'OVERDUE_SHARE' },
        { check: 'PAYMENT_SCORE', measure: 'GRACE_SHARE' },
      ],
    });
    expect(result.paths[1]?.changes[0]).toMatchObject({ figures: { classBefore: 4, classAfter: 3 } });
  });

  it('Alessandro Ricci, V EX406: a further 19.94 € overdue makes his share 5.00 %, and his class 5 is no longer forgiven', () => {
    expect(green(DEMO.alessandroRicci).margins).toEqual([
      {
        measure: 'OVERDUE',
        field: 'K_CRED_SCAD_NETTO_TOTALE',
        turnsRed: { rule: 'PAYMENT_SCORE', code: 'EX302' },
        figures: { furtherCents: 1994, overdueCents: 4000 },
      },
    ]);
    // Class 6 would still be forgiven at 3.33 %: no class margin.
    expect(decide({ ...DEMO.alessandroRicci, customer: kpis(59.93, 150, 1200, 5) }).reason.code).toBe('EX406');
    expect(decide({ ...DEMO.alessandroRicci, customer: kpis(59.94, 150, 1200, 5) }).reason.code).toBe('EX302');
  });

  it('the RADIATI company: no actionable change, a correction of the list version that holds it', () => {
    const result = red(DEMO.ediliziaTiberina);
    expect(result.paths.flatMap((path) => path.changes)).toEqual([
      {
        kind: 'REMOVE_BLACK_LIST_LISTING',
        label: 'correctable',
        onlyIf: 'LISTED_IN_ERROR',
        correctedBy: 'BLACK_LIST_FILE',
        list: 'RADIATI',
        versionId: '20251215-093000-0a000002',
      },
    ]);
    expect(result.paths.flatMap((path) => path.changes).some((change) => change.label === 'actionable')).toBe(false);
  });

  it.each<[string, DecisionInput, PathContext, ResultCode, string[][], ResultCode[][]]>([
    [
      'Giorgio Esposito, CEDUTI',
      DEMO.giorgioEsposito,
      demoContext,
      'EX306',
      [['REMOVE_BLACK_LIST_LISTING:correctable']],
      [[]],
    ],
    [
      'Chiara Colombo: protests, then the prejudicial events behind them',
      DEMO.chiaraColombo,
      demoContext,
      'EX401',
      [['CORRECT_BUREAU_FINDING:correctable', 'CORRECT_BUREAU_FINDING:correctable']],
      [['EX402']],
    ],
    [
      'Costruzioni Aurelia',
      DEMO.costruzioniAurelia,
      demoContext,
      'EX402',
      [['CORRECT_BUREAU_FINDING:correctable']],
      [[]],
    ],
    ['Davide Marino', DEMO.davideMarino, demoContext, 'EX404', [['CORRECT_BUREAU_FINDING:correctable']], [[]]],
    [
      'Elena Greco: both facts, in one path',
      DEMO.elenaGreco,
      { ...demoContext, address: FLAGGED_ADDRESS_FACTS },
      'EX407',
      [['CORRECT_HIGH_RISK:correctable', 'CORRECT_FRAUD_CORRELATION:correctable']],
      [['EX408']],
    ],
    [
      'Sofia Conti',
      DEMO.sofiaConti,
      { ...demoContext, address: FLAGGED_ADDRESS_FACTS },
      'EX408',
      [['CORRECT_FRAUD_CORRELATION:correctable']],
      [[]],
    ],
    ['Marco Bruno', DEMO.marcoBruno, demoContext, 'EX409', [['CORRECT_HIGH_RISK:correctable']], [[]]],
  ])('%s', (_, input, context, code, shapes, onTheWay) => {
    const result = red(input, context);
    expect(result.code).toBe(code);
    expect(result.paths.map(shapeOf)).toEqual(shapes);
    expect(result.paths.map((path) => path.readsOnTheWay.map((reading) => reading.code))).toEqual(onTheWay);
    expect(result.whiteListExemption).toEqual({
      label: 'none',
      wouldTurnGreen: true,
      whyNot: null,
      grantedBy: ['ADMIN', 'RISK_OFFICER'],
    });
  });

  it('names which bureau finding, and what correlates at the address', () => {
    expect(red(DEMO.davideMarino).paths[0]?.changes[0]).toMatchObject({ finding: 'otherNegativeEvents' });
    expect(red(DEMO.sofiaConti, { address: FLAGGED_ADDRESS_FACTS }).paths[0]?.changes[0]).toMatchObject({
      onlyIf: 'RECORDED_IN_ERROR',
      figures: { correlatesWith: ['LISTED_ON_RADIATI'], address: FLAGGED_ADDRESS_FACTS },
    });
    expect(red(DEMO.sofiaConti, {}).paths[0]?.changes[0]).toMatchObject({ figures: { correlatesWith: null } });
  });

  it('Laura Bianchi, V EX301: her entry expires at 23:59 Italian time on 30 June; a millisecond later RADIATI decides', () => {
    expect(green(DEMO.lauraBianchi).margins).toEqual([
      {
        measure: 'WHITE_LIST_EXPIRY',
        turnsRed: { rule: 'BLACK_LIST_RADIATI', code: 'EX305' },
        figures: { expiringDate: '2025-06-30T21:59:00.000Z', millisecondsLeft: 9_287_940_000 },
      },
    ]);
  });

  it('Giovanni Fontana, V EX400: a prospect compares no threshold, so no margin', () => {
    expect(green(DEMO.giovanniFontana).margins).toEqual([]);
  });
});

describe('pathToGreen: combinations, limits and reasons', () => {
  const customer = (overdue: number, notYetDue: number, invoiced: number, performanceClass: number) => ({
    ...clean,
    customer: kpis(overdue, notYetDue, invoiced, performanceClass),
  });

  it('in arrears with a bad class: the settling that clears the arrears reads EX302, the one that gives green goes on to the grace', () => {
    // PF/DEFAULT: arrears at ≥ 500 €; class 5 forgiven below 5 % of 2 000 € (share < 5.00 %: overdue ≤ 99.89 €).
    const result = red(customer(600, 300, 2000, 5));
    expect(result.paths.map(shapeOf)).toEqual([
      ['SETTLE_OVERDUE:actionable'],
      ['SETTLE_OVERDUE:actionable', 'LOWER_PERFORMANCE_CLASS:none'],
    ]);
    const [toGreen, withClass] = result.paths;
    expect(toGreen?.changes[0]).toMatchObject({
      clears: ['PAYMENT_TREND', 'PAYMENT_SCORE'],
      figures: { settleCents: 50_011, overdueAfterCents: 9_989, stages: [{ settleCents: 10_001, code: 'EX302' }] },
    });
    expect(toGreen?.readsOnTheWay).toEqual([{ rule: 'PAYMENT_SCORE', code: 'EX302' }]);
    expect(withClass?.changes[1]).toMatchObject({ figures: { classBefore: 5, classAfter: 4 } });
    expect(withClass?.readsOnTheWay.map((reading) => reading.code)).toEqual(['EX302']);
  });

  it('arrears by exposure alone: settling stops at the materiality threshold', () => {
    // PG/DEFAULT: 2 500 ≥ 2 000 € and exposure 50 500 ≥ 50 000 €: settling 500.01 € leaves 1 999.99 €.
    const result = red({
      ...customer(2500, 48000, 100000, 1),
      request: { ...clean.request, subjectType: 'PG', microSegment: 'SOC' },
    });
    expect(settled(result.paths[0])).toMatchObject({ settleCents: 50_001 });
  });

  it('settles the gross overdue when the engine read the gross one', () => {
    const input = { ...clean, customer: { K_CRED_SCAD_LORDO_TOTALE: '600,00', K_FATTURATO_ULTIMI_12M: 2000 } };
    expect(red(input).paths[0]?.changes[0]).toMatchObject({
      field: 'K_CRED_SCAD_LORDO_TOTALE',
      figures: { settleCents: 10_001 },
    });
  });

  it('a listed customer in arrears: the listing and then the settling, two changes', () => {
    const result = red({ ...DEMO.francescaRomano, blackLists: { radiati: false, ceduti: true } });
    expect(result.paths.map(shapeOf)).toEqual([['REMOVE_BLACK_LIST_LISTING:correctable', 'SETTLE_OVERDUE:actionable']]);
    expect(result.paths[0]?.readsOnTheWay).toEqual([{ rule: 'PAYMENT_TREND', code: 'EX303' }]);
  });

  it('on both lists: both listings', () => {
    const result = red({ ...DEMO.giorgioEsposito, blackLists: { radiati: true, ceduti: true } });
    expect(
      result.paths.flatMap((path) =>
        path.changes.map((change) => change.kind === 'REMOVE_BLACK_LIST_LISTING' && change.list),
      ),
    ).toEqual(['RADIATI', 'CEDUTI']);
  });

  it.each<[string, DecisionInput, RedWithoutPath]>([
    [
      'three bureau findings need three corrections',
      { ...clean, bureau: { protests: true, prejudicialEvents: true, otherNegativeEvents: true } },
      'MORE_THAN_TWO_CHANGES',
    ],
    [
      'a bad class with no invoicing known: no share, so no grace, and class 1 is the threshold',
      {
        ...clean,
        configuration: withTable('paymentScoreChecks', (rows) =>
          rows.map((row) => ({ ...row, paymentScoreThreshold: 1 })),
        ),
        customer: { K_CRED_SCAD_NETTO_TOTALE: 100, K_ANDAMENTALE_CLASSE: 3 },
      },
      'FIGURES_UNKNOWN',
    ],
    [
      'every class fires and no share is forgiven (class threshold 1, grace 0): no fact turns it green',
      {
        ...clean,
        configuration: withTable('paymentScoreChecks', (rows) =>
          rows.map((row) => ({ ...row, paymentScoreThreshold: 1, graceThreshold: 0 })),
        ),
        customer: kpis(100, 0, 1000, 1),
      },
      'NO_CHANGE_OF_FACTS',
    ],
    [
      'listed, then a bad class whose share cannot be computed: the listing alone leaves EX302 unforgivable',
      {
        ...clean,
        configuration: withTable('paymentScoreChecks', (rows) =>
          rows.map((row) => ({ ...row, paymentScoreThreshold: 1 })),
        ),
        blackLists: { radiati: true, ceduti: false },
        customer: { K_CRED_SCAD_NETTO_TOTALE: 100, K_ANDAMENTALE_CLASSE: 3 },
      },
      'FIGURES_UNKNOWN',
    ],
  ])('no path: %s', (_, input, reason) => {
    const result = red(input);
    expect(result.paths).toEqual([]);
    expect(result.noPathReason).toBe(reason);
  });

  it('a white list disabled for the segment cannot exempt, and says so', () => {
    const input = { ...DEMO.francescaRomano, configuration: withTable('whiteListChecks', disabled) };
    expect(red(input).whiteListExemption).toMatchObject({ wouldTurnGreen: false, whyNot: 'WHITE_LIST_CHECK_OFF' });
  });

  it('an expired entry is replaced by a valid one in the exemption replay', () => {
    const input = { ...DEMO.marcoBruno, whiteList: { ...validWhiteList, expiringDate: '2025-01-01T00:00:00.000Z' } };
    expect(red(input).whiteListExemption.wouldTurnGreen).toBe(true);
  });

  it('labels: settling is the only actionable change', () => {
    const labels = new Map<PathChangeKind, ChangeLabel>();
    const inputs = [...Object.values(DEMO), customer(600, 300, 2000, 5)];
    for (const input of inputs) {
      const result = pathToGreen(input, { address: FLAGGED_ADDRESS_FACTS });
      if (result.outcome !== 'RED') continue;
      for (const change of result.paths.flatMap((path) => path.changes)) labels.set(change.kind, change.label);
    }
    expect(Object.fromEntries(labels)).toEqual({
      REMOVE_BLACK_LIST_LISTING: 'correctable',
      SETTLE_OVERDUE: 'actionable',
      LOWER_PERFORMANCE_CLASS: 'none',
      CORRECT_BUREAU_FINDING: 'correctable',
      CORRECT_HIGH_RISK: 'correctable',
      CORRECT_FRAUD_CORRELATION: 'correctable',
    });
  });

  it('keeps every amount, threshold and other subject in `figures`: dropping them leaves no number nor identifier', () => {
    const results = Object.values(DEMO).map((input) =>
      pathToGreen(input, { ...demoContext, address: FLAGGED_ADDRESS_FACTS }),
    );
    const withoutFigures = JSON.parse(JSON.stringify(results, (key, value) => (key === 'figures' ? undefined : value)));
    const numbers: unknown[] = [];
    JSON.stringify(withoutFigures, (_, value) => {
      if (typeof value === 'number') numbers.push(value);
      return value;
    });
    expect(numbers).toEqual([]);
    const text = JSON.stringify(withoutFigures);
    for (const other of ['01234560587', 'RCCLSN72H10H501F', 'inArrears']) expect(text).not.toContain(other);
    expect(JSON.parse(JSON.stringify(results))).toEqual(results);
  });
});

describe('pathToGreenOfCheck', () => {
  const snapshot = decisionSnapshot(DEMO.ediliziaTiberina, {
    identifiers: ['01234560587'],
    blacklistVersions: { RADIATI: '20251215-093000-0a000002', CEDUTI: null },
    address: null,
  });

  it.each<[string, Parameters<typeof pathToGreenOfCheck>[0], PathToGreen['outcome'], string | undefined]>([
    [
      'a technical error',
      { technicalError: true, snapshot, configuration: clean.configuration },
      'NOT_COMPUTED',
      'TECHNICAL_ERROR',
    ],
    [
      'a check without a snapshot',
      { technicalError: false, snapshot: undefined, configuration: clean.configuration },
      'NOT_COMPUTED',
      'NO_SNAPSHOT',
    ],
    [
      'a configuration no longer stored',
      { technicalError: false, snapshot, configuration: undefined },
      'NOT_COMPUTED',
      'CONFIGURATION_UNAVAILABLE',
    ],
    ['a recorded check', { technicalError: false, snapshot, configuration: clean.configuration }, 'RED', undefined],
  ])('%s', (_, check, outcome, reason) => {
    const result = pathToGreenOfCheck(check);
    expect(result.outcome).toBe(outcome);
    if (result.outcome === 'NOT_COMPUTED') expect(result.reason).toBe(reason);
  });

  it('names the list version the snapshot records', () => {
    const result = pathToGreenOfCheck({ technicalError: false, snapshot, configuration: clean.configuration });
    expect(result.outcome === 'RED' && result.paths[0]?.changes[0]).toMatchObject({
      versionId: '20251215-093000-0a000002',
    });
  });
});

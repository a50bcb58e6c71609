import { describe, expect, it } from 'vitest';
import { decide } from './decide';
import { clean, company, condominium, validWhiteList, withTable } from './decide-test-inputs';
import { DecisionExplanationSchema } from './explanation-schema';
import { noteText } from './note-text';
import type { DecisionInput } from './types';

/**
 * The explanation as data, beside its Italian texts: what each comparison measured and from which
 * customer fields, the rows as keys, the notes as codes. The console words them; the server keeps
 * reading the texts, which these fields must never contradict.
 */

const explain = (change: Partial<DecisionInput>) => decide({ ...clean, ...change }).explanation;
const customer = (fields: Record<string, unknown>) => ({ customer: fields });

describe('explanation data', () => {
  it('names the measure and the fields of every comparison, gross when net is missing', () => {
    const net = explain(
      customer({
        K_CRED_SCAD_NETTO_TOTALE: 40,
        K_CRED_A_SCAD_NETTO_TOTALE: 150,
        K_FATTURATO_ULTIMI_12M: 1200,
        K_ANDAMENTALE_CLASSE: 5,
      }),
    );
    expect(net.comparisons.map(({ check, measure, fields }) => [check, measure, fields])).toEqual([
      ['PAYMENT_TREND', 'OVERDUE', ['K_CRED_SCAD_NETTO_TOTALE']],
      ['PAYMENT_TREND', 'OVERDUE_SHARE', ['K_CRED_SCAD_NETTO_TOTALE', 'K_FATTURATO_ULTIMI_12M']],
      ['PAYMENT_TREND', 'EXPOSURE', ['K_CRED_SCAD_NETTO_TOTALE', 'K_CRED_A_SCAD_NETTO_TOTALE']],
      ['PAYMENT_SCORE', 'PERFORMANCE_CLASS', ['K_ANDAMENTALE_CLASSE']],
      ['PAYMENT_SCORE', 'GRACE_SHARE', ['K_CRED_SCAD_NETTO_TOTALE', 'K_FATTURATO_ULTIMI_12M']],
    ]);
    const gross = explain(customer({ K_CRED_SCAD_LORDO_TOTALE: 700, K_ANDAMENTALE_CLASSE: 3 }));
    expect(gross.comparisons[0]).toMatchObject({ measure: 'OVERDUE', fields: ['K_CRED_SCAD_LORDO_TOTALE'] });
  });

  it('dates the white-list comparison with the check instant and the expiry', () => {
    expect(explain({ whiteList: validWhiteList }).comparisons).toEqual([
      {
        check: 'WHITE_LIST',
        measure: 'WHITE_LIST_EXPIRY',
        quantity: 'Data verifica rispetto alla scadenza white list',
        fields: [],
        actual: '2025-03-15T10:00:00.000Z',
        operator: '<=',
        threshold: '2025-06-30T23:59:00.000Z',
        unit: 'DATE',
        met: true,
      },
    ]);
  });

  it.each<[string, Partial<DecisionInput>, Record<string, unknown>]>([
    [
      'PF/PER falls back to the DEFAULT rows',
      customer({ K_CRED_SCAD_NETTO_TOTALE: 0, K_ANDAMENTALE_CLASSE: 1 }),
      {
        paymentTrendChecks: { subjectType: 'PF', microSegment: 'DEFAULT' },
        paymentScoreChecks: { subjectType: 'PF', microSegment: 'DEFAULT' },
      },
    ],
    [
      'PG/CON has its own rows',
      { request: condominium, whiteList: validWhiteList },
      { whiteListChecks: { subjectType: 'PG', microSegment: 'CON' } },
    ],
    ['a prospect with no white-list entry reads no row', {}, {}],
  ])('keys the rows used: %s', (_, change, keys) => {
    const explanation = explain(change);
    expect(explanation.configurationRowKeys).toEqual(keys);
    // The Italian labels say the same rows.
    const labels = Object.entries(explanation.configurationRowKeys).map(([table, key]) => [
      table,
      `${key.subjectType}/${key.microSegment}`,
    ]);
    expect(Object.fromEntries(labels)).toEqual(explanation.configurationRows);
  });

  it.each<[string, Partial<DecisionInput>, unknown[]]>([
    [
      'a disabled row',
      { request: condominium, whiteList: validWhiteList },
      [
        {
          code: 'CHECK_DISABLED',
          table: 'whiteListChecks',
          subjectType: 'PG',
          microSegment: 'CON',
          row: { subjectType: 'PG', microSegment: 'CON' },
        },
      ],
    ],
    [
      'a missing row',
      {
        ...customer({
          K_CRED_SCAD_NETTO_TOTALE: 0,
          K_CRED_A_SCAD_NETTO_TOTALE: 0,
          K_FATTURATO_ULTIMI_12M: 100,
          K_ANDAMENTALE_CLASSE: 1,
        }),
        configuration: withTable('paymentTrendChecks', (rows) => rows.filter((row) => row.subjectType === 'PG')),
      },
      [{ code: 'CHECK_ROW_MISSING', table: 'paymentTrendChecks', subjectType: 'PF', microSegment: 'PER' }],
    ],
    [
      'an empty customer row',
      customer({}),
      [
        { code: 'OVERDUE_UNKNOWN' },
        { code: 'PERFORMANCE_CLASS_INVALID' },
        { code: 'PAYMENT_TREND_NOT_APPLICABLE' },
        { code: 'PAYMENT_SCORE_NOT_APPLICABLE' },
      ],
    ],
    [
      'a NOSIC workflow without risk facts',
      { request: { ...company, workflow: 'FULLCHECK_NOSIC' }, prospectRisk: null },
      [{ code: 'BUREAU_SKIPPED', workflow: 'FULLCHECK_NOSIC' }, { code: 'PROSPECT_RISK_NO_DATA' }],
    ],
    [
      'an expired white list',
      { whiteList: { expiringDate: '2025-03-01T22:59:00.000Z' } },
      [{ code: 'WHITE_LIST_EXPIRED', expiringDate: '2025-03-01T22:59:00.000Z' }],
    ],
  ])('gives the notes as codes with their values: %s', (_, change, noteDetails) => {
    const explanation = explain(change);
    expect(explanation.noteDetails).toEqual(noteDetails);
    expect(explanation.notes).toEqual(explanation.noteDetails.map(noteText));
  });

  it('matches the wire schema the precheck response carries', () => {
    for (const change of [
      {},
      { whiteList: validWhiteList },
      customer({ K_CRED_SCAD_LORDO_TOTALE: 700, K_ANDAMENTALE_CLASSE: 6 }),
      { request: condominium, whiteList: validWhiteList, bureau: null, prospectRisk: null },
    ]) {
      const explanation = explain(change);
      expect(DecisionExplanationSchema.parse(explanation)).toEqual(explanation);
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { ResultCode } from '../enums';
import { decide } from './decide';
import { badScore, clean, company, condominium, disabled, inArrears, withTable } from './decide-test-inputs';
import type { DecisionInput } from './types';

describe('decide: customer checks by segment', () => {
  // PF/PER uses PF/DEFAULT: overdue ≥ 500 € and (share ≥ 20 % or exposure ≥ 5000 €); class ≥ 5 unless share < 5 %.
  // PG/SOC uses PG/DEFAULT: overdue ≥ 2000 € and (share ≥ 10 % or exposure ≥ 50000 €); class ≥ 4 unless share < 10 %.
  // PG/CON has its own rows: payment trend disabled; class ≥ 6 unless share < 2 %.
  it.each<[string, Partial<DecisionInput>, ResultCode]>([
    [
      'PF at every arrears threshold',
      { customer: { K_CRED_SCAD_NETTO_TOTALE: 500, K_FATTURATO_ULTIMI_12M: 2500, K_ANDAMENTALE_CLASSE: 1 } },
      'EX303',
    ],
    [
      'PF overdue 1 cent short',
      { customer: { K_CRED_SCAD_NETTO_TOTALE: 499.99, K_FATTURATO_ULTIMI_12M: 2499.95, K_ANDAMENTALE_CLASSE: 1 } },
      'EX406',
    ],
    ['PG/SOC: 600 € overdue is below its 2000 € threshold', { request: company, customer: inArrears }, 'EX406'],
    [
      'PG/SOC at its thresholds',
      {
        request: company,
        customer: { K_CRED_SCAD_NETTO_TOTALE: 2000, K_FATTURATO_ULTIMI_12M: 20000, K_ANDAMENTALE_CLASSE: 1 },
      },
      'EX303',
    ],
    [
      'PG/SOC class 4 (its threshold), share 10 %',
      {
        request: company,
        customer: { K_CRED_SCAD_NETTO_TOTALE: 100, K_FATTURATO_ULTIMI_12M: 1000, K_ANDAMENTALE_CLASSE: 4 },
      },
      'EX302',
    ],
    [
      'PG/SOC class 4, share 9.99 % forgiven',
      {
        request: company,
        customer: { K_CRED_SCAD_NETTO_TOTALE: 100, K_FATTURATO_ULTIMI_12M: 1001, K_ANDAMENTALE_CLASSE: 4 },
      },
      'EX406',
    ],
    [
      'PG/CON: arrears not checked (disabled row)',
      { request: condominium, customer: { ...inArrears, K_CRED_SCAD_NETTO_TOTALE: 90000 } },
      'EX406',
    ],
    [
      'PG/CON class 5 is below its own threshold 6',
      { request: condominium, customer: { ...badScore, K_ANDAMENTALE_CLASSE: 5 } },
      'EX406',
    ],
    [
      'PG/CON class 6, share 10 %',
      { request: condominium, customer: { ...badScore, K_ANDAMENTALE_CLASSE: 6 } },
      'EX302',
    ],
    [
      'PF score check disabled',
      { customer: badScore, configuration: withTable('paymentScoreChecks', disabled) },
      'EX406',
    ],
    [
      'PF trend check disabled',
      { customer: inArrears, configuration: withTable('paymentTrendChecks', disabled) },
      'EX406',
    ],
    [
      'PF trend disabled, score still negative',
      { customer: { ...inArrears, K_ANDAMENTALE_CLASSE: 5 }, configuration: withTable('paymentTrendChecks', disabled) },
      'EX302',
    ],
  ])('%s → %s', (_, change, code) => {
    expect(decide({ ...clean, ...change }).reason.code).toBe(code);
  });

  it('explains the rule, the rows used and the values compared', () => {
    const { explanation } = decide({
      ...clean,
      request: company,
      customer: {
        K_CRED_SCAD_NETTO_TOTALE: 100,
        K_FATTURATO_ULTIMI_12M: 1000,
        K_CRED_A_SCAD_NETTO_TOTALE: 0,
        K_ANDAMENTALE_CLASSE: 4,
      },
    });
    expect(explanation).toMatchObject({
      rule: 'PAYMENT_SCORE',
      configurationRows: { paymentTrendChecks: 'PG/DEFAULT', paymentScoreChecks: 'PG/DEFAULT' },
      notes: [],
    });
    expect(explanation.summary).toMatch(/classe andamentale/);
    expect(explanation.comparisons.map((c) => [c.check, c.actual, c.operator, c.threshold, c.met])).toEqual([
      ['PAYMENT_TREND', 100, '>=', 2000, false],
      ['PAYMENT_TREND', 10, '>=', 10, true],
      ['PAYMENT_TREND', 100, '>=', 50000, false],
      ['PAYMENT_SCORE', 4, '>=', 4, true],
      ['PAYMENT_SCORE', 10, '<', 10, false],
    ]);
  });
});

describe('decide: missing data', () => {
  it.each<[string, Record<string, unknown>, ResultCode]>([
    ['an empty customer row', {}, 'EX406'],
    ['text where numbers belong', { K_CRED_SCAD_NETTO_TOTALE: 'n.d.', K_ANDAMENTALE_CLASSE: 'alta' }, 'EX406'],
    [
      'only the gross overdue, in arrears',
      { K_CRED_SCAD_LORDO_TOTALE: '600,00', K_FATTURATO_ULTIMI_12M: '2.000,00' },
      'EX303',
    ],
    ['a negative class with nothing to forgive it by', { K_ANDAMENTALE_CLASSE: 6 }, 'EX302'],
    [
      'a negative class, overdue known, invoicing unknown',
      { K_ANDAMENTALE_CLASSE: 6, K_CRED_SCAD_NETTO_TOTALE: 10 },
      'EX302',
    ],
  ])('never throws on %s → %s', (_, customer, code) => {
    expect(decide({ ...clean, customer }).reason.code).toBe(code);
  });

  it('says what it decided without', () => {
    const { notes } = decide({ ...clean, customer: {} }).explanation;
    expect(notes).toEqual([
      'K_CRED_SCAD_NETTO_TOTALE e K_CRED_SCAD_LORDO_TOTALE assenti: credito scaduto non noto.',
      'K_ANDAMENTALE_CLASSE assente o non valida (attesa da 1 a 6).',
      'Controllo andamento pagamenti non applicabile: credito scaduto non noto.',
      'Controllo andamentale non applicabile: classe andamentale non nota.',
    ]);
  });

  it('treats a missing DEFAULT row as a disabled check, and says so', () => {
    const configuration = withTable('paymentTrendChecks', (rows) => rows.filter((row) => row.subjectType === 'PG'));
    const decision = decide({ ...clean, customer: inArrears, configuration });
    expect(decision.reason.code).toBe('EX406');
    expect(decision.explanation.notes).toContain(
      'Nessuna riga andamento pagamenti per PF/PER: controllo non applicato.',
    );
  });
});

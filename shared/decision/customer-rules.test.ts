import { describe, expect, it } from 'vitest';
import { type CustomerMetrics, customerMetrics } from './customer-metrics';
import { paymentScoreCheck, paymentTrendCheck } from './customer-rules';

const trendRow = {
  subjectType: 'PF',
  microSegment: 'DEFAULT',
  delayThreshold: 20,
  amountThreshold: 5000,
  amountExpiredThreshold: 500,
  enabled: true,
} as const;
const scoreRow = {
  subjectType: 'PF',
  microSegment: 'DEFAULT',
  paymentScoreThreshold: 5,
  graceThreshold: 5,
  enabled: true,
} as const;

const metrics = (
  overdue: number | null,
  notYetDue: number | null,
  invoiced: number | null,
  performanceClass = 1,
): CustomerMetrics =>
  customerMetrics({
    K_CRED_SCAD_NETTO_TOTALE: overdue,
    K_CRED_A_SCAD_NETTO_TOTALE: notYetDue,
    K_FATTURATO_ULTIMI_12M: invoiced,
    K_ANDAMENTALE_CLASSE: performanceClass,
  });

describe('paymentTrendCheck (overdue ≥ 500 € and (share ≥ 20 % or exposure ≥ 5000 €))', () => {
  it.each([
    // Overdue at, just below, just above amountExpiredThreshold, share well above delayThreshold.
    ['overdue at the threshold', 500, 0, 1000, true],
    ['overdue 1 cent below', 499.99, 0, 1000, false],
    ['overdue 1 cent above', 500.01, 0, 1000, true],
    // Share at, just below, just above delayThreshold; exposure below amountThreshold.
    ['share at 20.00 %', 500, 0, 2500, true],
    ['share at 19.99 %', 500, 0, 2501, false],
    ['share at 20.01 %', 500, 0, 2499, true],
    // Exposure at, just below, just above amountThreshold; share below delayThreshold.
    ['exposure at 5000 €', 500, 4500, 10000, true],
    ['exposure at 4999.99 €', 500, 4499.99, 10000, false],
    ['exposure at 5000.01 €', 500, 4500.01, 10000, true],
    // A big exposure alone is not arrears: the overdue must be material.
    ['big exposure, small overdue', 100, 100000, 200, false],
    ['no overdue at all', 0, 100000, 0, false],
    // Nothing invoiced in 12 months with material overdue: the relative test is met.
    ['old debt, nothing invoiced', 600, 0, 0, true],
    // Invoicing unknown: only the absolute test can fire.
    ['invoicing unknown, small exposure', 600, 0, null, false],
    ['invoicing unknown, big exposure', 600, 4400, null, true],
  ])('%s → %s', (_, overdue, notYetDue, invoiced, fired) => {
    expect(paymentTrendCheck(trendRow, metrics(overdue, notYetDue, invoiced)).fired).toBe(fired);
  });

  it('lists the three comparisons with thresholds and actuals', () => {
    expect(paymentTrendCheck(trendRow, metrics(600, 400, 2000)).comparisons).toEqual([
      expect.objectContaining({ actual: 600, operator: '>=', threshold: 500, unit: 'EUR', met: true }),
      expect.objectContaining({ actual: 30, operator: '>=', threshold: 20, unit: 'PERCENT', met: true }),
      expect.objectContaining({ actual: 1000, operator: '>=', threshold: 5000, unit: 'EUR', met: false }),
    ]);
  });

  it('shows an unbounded share as null', () => {
    expect(paymentTrendCheck(trendRow, metrics(600, 0, 0)).comparisons[1]).toMatchObject({ actual: null, met: true });
  });

  it('does not apply without an overdue figure, and says so', () => {
    expect(paymentTrendCheck(trendRow, metrics(null, 100, 100))).toEqual({
      fired: false,
      comparisons: [],
      notes: [{ code: 'PAYMENT_TREND_NOT_APPLICABLE' }],
    });
  });
});

describe('paymentScoreCheck (class ≥ 5, forgiven when share < 5 %)', () => {
  it.each([
    // Class at, just below, just above paymentScoreThreshold, share above graceThreshold.
    ['class 5, share 10 %', 5, 100, 1000, true],
    ['class 4, share 10 %', 4, 100, 1000, false],
    ['class 6, share 10 %', 6, 100, 1000, true],
    // Share at, just below, just above graceThreshold with a negative class.
    ['class 5, share 5.00 %', 5, 100, 2000, true],
    ['class 5, share 4.99 %', 5, 100, 2004, false],
    ['class 5, share 5.01 %', 5, 100, 1996, true],
    ['class 6, nothing overdue', 6, 0, 1000, false],
    ['class 6, overdue and nothing invoiced', 6, 100, 0, true],
    ['class 6, invoicing unknown', 6, 100, null, true],
    ['class 1, invoicing unknown', 1, 100, null, false],
  ])('%s → %s', (_, performanceClass, overdue, invoiced, fired) => {
    expect(paymentScoreCheck(scoreRow, metrics(overdue, 0, invoiced, performanceClass)).fired).toBe(fired);
  });

  it('compares the class, then the grace share only for a negative class', () => {
    expect(paymentScoreCheck(scoreRow, metrics(100, 0, 2004, 5)).comparisons).toEqual([
      expect.objectContaining({ actual: 5, operator: '>=', threshold: 5, unit: 'CLASS', met: true }),
      expect.objectContaining({ actual: 4.99, operator: '<', threshold: 5, unit: 'PERCENT', met: true }),
    ]);
    expect(paymentScoreCheck(scoreRow, metrics(100, 0, 2004, 2)).comparisons).toHaveLength(1);
  });

  it('cannot forgive without a share, and says so', () => {
    expect(paymentScoreCheck(scoreRow, metrics(null, 0, null, 6))).toMatchObject({
      fired: true,
      notes: [{ code: 'GRACE_NOT_APPLICABLE' }],
    });
  });

  it('does not apply without a class, and says so', () => {
    const outcome = paymentScoreCheck(scoreRow, customerMetrics({ K_CRED_SCAD_NETTO_TOTALE: 100 }));
    expect(outcome).toEqual({
      fired: false,
      comparisons: [],
      notes: [{ code: 'PAYMENT_SCORE_NOT_APPLICABLE' }],
    });
  });
});

describe('comparison labels', () => {
  it('name the overdue field read, gross when net is missing', () => {
    const gross = customerMetrics({
      K_CRED_SCAD_LORDO_TOTALE: 700,
      K_FATTURATO_ULTIMI_12M: 1000,
      K_ANDAMENTALE_CLASSE: 6,
    });
    const labels = [
      ...paymentTrendCheck(trendRow, gross).comparisons,
      ...paymentScoreCheck(scoreRow, gross).comparisons,
    ].map((comparison) => comparison.quantity);
    expect(labels).toEqual([
      'Credito scaduto (K_CRED_SCAD_LORDO_TOTALE)',
      'Quota scaduta sul fatturato 12 mesi (K_CRED_SCAD_LORDO_TOTALE / K_FATTURATO_ULTIMI_12M)',
      'Esposizione (K_CRED_SCAD_LORDO_TOTALE + K_CRED_A_SCAD_NETTO_TOTALE)',
      'Classe andamentale (K_ANDAMENTALE_CLASSE)',
      'Quota scaduta sul fatturato 12 mesi (K_CRED_SCAD_LORDO_TOTALE / K_FATTURATO_ULTIMI_12M): tolleranza',
    ]);
  });
});

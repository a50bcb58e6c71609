import { describe, expect, it } from 'vitest';
import { customerMetrics, readNumber } from './customer-metrics';

describe('readNumber', () => {
  it.each([
    [1234.5, 1234.5],
    [0, 0],
    [-20, -20],
    ['1234.5', 1234.5],
    ['1.234,50', 1234.5],
    ['  42 ', 42],
    ['', undefined],
    ['n.d.', undefined],
    [null, undefined],
    [undefined, undefined],
    [Number.NaN, undefined],
    [true, undefined],
    [{}, undefined],
  ])('%j → %j', (value, number) => {
    expect(readNumber({ FIELD: value }, 'FIELD')).toBe(number);
  });
});

describe('customerMetrics', () => {
  it('reads every figure of a complete row', () => {
    const metrics = customerMetrics({
      K_CRED_SCAD_NETTO_TOTALE: 500,
      K_CRED_SCAD_LORDO_TOTALE: 610,
      K_CRED_A_SCAD_NETTO_TOTALE: 1500,
      K_FATTURATO_ULTIMI_12M: 2500,
      K_ANDAMENTALE_CLASSE: '3',
    });
    expect(metrics).toEqual({
      overdue: { amount: 500, field: 'K_CRED_SCAD_NETTO_TOTALE' },
      exposure: 2000,
      overdueShare: 20,
      performanceClass: 3,
      notes: [],
    });
  });

  it.each([
    [29, 100, 29],
    [1.15, 100, 1.15],
    [500, 2501, 19.99],
    [100, 2004, 4.99],
    [1, 3, 33.33],
    [2, 3, 66.67],
    [0, 1000, 0],
    [0, 0, 0],
    [10, 0, Number.POSITIVE_INFINITY],
    [10, -50, Number.POSITIVE_INFINITY],
  ])('overdue %d on invoiced %d is a share of %d%%', (overdue, invoiced, share) => {
    expect(customerMetrics({ K_CRED_SCAD_NETTO_TOTALE: overdue, K_FATTURATO_ULTIMI_12M: invoiced }).overdueShare).toBe(
      share,
    );
  });

  it('falls back to the gross overdue and says so', () => {
    const metrics = customerMetrics({
      K_CRED_SCAD_LORDO_TOTALE: 700,
      K_CRED_A_SCAD_NETTO_TOTALE: 300,
      K_FATTURATO_ULTIMI_12M: 1000,
      K_ANDAMENTALE_CLASSE: 2,
    });
    expect(metrics.overdue).toEqual({ amount: 700, field: 'K_CRED_SCAD_LORDO_TOTALE' });
    expect(metrics.exposure).toBe(1000);
    expect(metrics.notes).toEqual([{ code: 'OVERDUE_GROSS_USED' }]);
  });

  it('decides with what it has on an empty row, and says so', () => {
    const metrics = customerMetrics({});
    expect(metrics).toMatchObject({
      overdue: undefined,
      exposure: undefined,
      overdueShare: undefined,
      performanceClass: undefined,
    });
    expect(metrics.notes).toEqual([{ code: 'OVERDUE_UNKNOWN' }, { code: 'PERFORMANCE_CLASS_INVALID' }]);
  });

  it('counts the overdue only when the not-yet-due credit is missing', () => {
    const metrics = customerMetrics({ K_CRED_SCAD_NETTO_TOTALE: 800, K_ANDAMENTALE_CLASSE: 1 });
    expect(metrics.exposure).toBe(800);
    expect(metrics.overdueShare).toBeUndefined();
    expect(metrics.notes).toEqual([{ code: 'NOT_YET_DUE_MISSING' }, { code: 'INVOICED_MISSING' }]);
  });

  it.each([[0], [7], [2.5], ['A']])('refuses performance class %j', (value) => {
    expect(customerMetrics({ K_ANDAMENTALE_CLASSE: value }).performanceClass).toBeUndefined();
  });
});

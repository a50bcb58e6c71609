import { describe, expect, it } from 'vitest';
import type { ConfigurationFile } from '../schemas/configuration';
import { sortCheckRows, sortConfigurationFile, sortReasons } from './configuration-sort';

const row = (subjectType: 'PF' | 'PG', microSegment: 'DEFAULT' | 'PER' | 'SOC' | 'CON', enabled = true) => ({
  subjectType,
  microSegment,
  enabled,
});

describe('sortCheckRows', () => {
  it('orders by subject type, then micro segment', () => {
    const rows = [row('PG', 'SOC'), row('PF', 'PER'), row('PG', 'CON'), row('PF', 'DEFAULT'), row('PG', 'DEFAULT')];
    expect(sortCheckRows(rows).map((r) => `${r.subjectType}/${r.microSegment}`)).toEqual([
      'PF/DEFAULT',
      'PF/PER',
      'PG/CON',
      'PG/DEFAULT',
      'PG/SOC',
    ]);
  });

  it('leaves the input untouched', () => {
    const rows = [row('PG', 'SOC'), row('PF', 'PER')];
    sortCheckRows(rows);
    expect(rows[0]?.subjectType).toBe('PG');
  });
});

describe('sortReasons', () => {
  it.each([
    [
      ['Zona', 'altro', 'Cliente'],
      ['altro', 'Cliente', 'Zona'],
    ],
    [
      ['Éolo', 'Ente', 'Fine'],
      ['Ente', 'Éolo', 'Fine'],
    ],
    [[], []],
  ])('%j → %j', (reasons, sorted) => {
    expect(sortReasons(reasons)).toEqual(sorted);
  });
});

describe('sortConfigurationFile', () => {
  it('sorts the three tables and the reasons, keeping the rest', () => {
    const file: ConfigurationFile = {
      whiteListChecks: [row('PG', 'DEFAULT'), row('PF', 'DEFAULT')],
      paymentTrendChecks: [
        { ...row('PG', 'SOC'), delayThreshold: 1, amountThreshold: 1, amountExpiredThreshold: 1 },
        { ...row('PG', 'CON'), delayThreshold: 2, amountThreshold: 2, amountExpiredThreshold: 2 },
      ],
      paymentScoreChecks: [
        { ...row('PG', 'DEFAULT'), paymentScoreThreshold: 5, graceThreshold: 5 },
        { ...row('PF', 'PER'), paymentScoreThreshold: 4, graceThreshold: 4 },
      ],
      whitelistReasonParams: ['b', 'a'],
      whitelistValidityDaysParam: 30,
    };
    const sorted = sortConfigurationFile(file);
    expect(sorted.whiteListChecks.map((r) => r.subjectType)).toEqual(['PF', 'PG']);
    expect(sorted.paymentTrendChecks.map((r) => r.delayThreshold)).toEqual([2, 1]);
    expect(sorted.paymentScoreChecks.map((r) => r.microSegment)).toEqual(['PER', 'DEFAULT']);
    expect(sorted.whitelistReasonParams).toEqual(['a', 'b']);
    expect(sorted.whitelistValidityDaysParam).toBe(30);
  });
});

import { describe, expect, it } from 'vitest';
import { agencyCodesOf, withAgencyName, withAgencyNames } from './agency-names';

const NAMES = new Map([
  ['AG1', 'Alfa Vendite'],
  ['AG2', 'Beta Servizi'],
]);

describe('agencyCodesOf', () => {
  it.each([
    ['no rows', [], []],
    ['rows without an agency', [{ acquisitionAgency: null }, {}], []],
    [
      'each code once, in first-seen order',
      [{ acquisitionAgency: 'AG2' }, { acquisitionAgency: 'AG1' }, { acquisitionAgency: 'AG2' }],
      ['AG2', 'AG1'],
    ],
    ['an empty code is no code', [{ acquisitionAgency: '' }, { acquisitionAgency: 'AG1' }], ['AG1']],
  ])('%s', (_, rows, codes) => {
    expect(agencyCodesOf(rows)).toEqual(codes);
  });
});

describe('withAgencyName', () => {
  it.each([
    ['a mapped code: its name now', { acquisitionAgency: 'AG1' }, 'Alfa Vendite'],
    [
      'a name stored on the row is not read',
      { acquisitionAgency: 'AG2', acquisitionAgencyName: 'Vecchio' },
      'Beta Servizi',
    ],
    ['a code without a mapping', { acquisitionAgency: 'AG9', acquisitionAgencyName: 'Vecchio' }, null],
    ['no code', { acquisitionAgency: null }, null],
    ['no agency field at all', {}, null],
  ])('%s', (_, row, name) => {
    expect(withAgencyName(row, NAMES)).toEqual({ ...row, acquisitionAgencyName: name });
  });

  it('leaves the row it was given unchanged', () => {
    const row = { acquisitionAgency: 'AG1', acquisitionAgencyName: null };
    withAgencyName(row, NAMES);
    expect(row.acquisitionAgencyName).toBeNull();
  });
});

describe('withAgencyNames', () => {
  it('names every row, in order', () => {
    const rows = [
      { id: 1, acquisitionAgency: 'AG2' },
      { id: 2, acquisitionAgency: null },
      { id: 3, acquisitionAgency: 'AG1' },
    ];
    expect(withAgencyNames(rows, NAMES).map((row) => [row.id, row.acquisitionAgencyName])).toEqual([
      [1, 'Beta Servizi'],
      [2, null],
      [3, 'Alfa Vendite'],
    ]);
  });
});

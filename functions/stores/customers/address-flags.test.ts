import { describe, expect, it } from 'vitest';
import { addressRiskKey } from '../address-risk/keys';
import { flagChanges, flaggedAddress } from './address-flags';

const HOME = { F_PROVINCIA: 'RM', F_COMUNE: 'Roma', F_INDIRIZZO: 'Via Appia 1' };
const OFFICE = { F_PROVINCIA: 'MI', F_COMUNE: 'Milano', F_INDIRIZZO: 'Corso Como 2' };
const HOME_KEY = addressRiskKey({ provinceCode: 'RM', municipality: 'Roma', street: 'Via Appia 1' });
const OFFICE_KEY = addressRiskKey({ provinceCode: 'MI', municipality: 'Milano', street: 'Corso Como 2' });

const customer = (
  overdue: number | null,
  address: typeof HOME,
  ids: [string | null, string | null] = ['RSSMRA85T10A562S', null],
) => ({
  A_CODICE_FISCALE: ids[0],
  A_PARTITA_IVA: ids[1],
  K_CRED_SCAD_NETTO_TOTALE: overdue,
  ...address,
});

describe('flaggedAddress', () => {
  it.each([
    ['in arrears with an address', customer(10, HOME), HOME_KEY],
    ['not in arrears', customer(0, HOME), undefined],
    ['a credit balance', customer(-5, HOME), undefined],
    ['no overdue figure', customer(null, HOME), undefined],
    ['no street', customer(10, { ...HOME, F_INDIRIZZO: null as unknown as string }), undefined],
  ])('%s', (_name, row, expected) => {
    expect(flaggedAddress(row)).toEqual(expected);
  });
});

describe('flagChanges', () => {
  it.each([
    [
      'a new customer in arrears is flagged',
      customer(10, HOME),
      [],
      [{ key: HOME_KEY, add: ['RSSMRA85T10A562S'], remove: [] }],
    ],
    ['a new customer not in arrears changes nothing', customer(0, HOME), [], []],
    [
      'both identifiers flagged',
      customer(10, HOME, ['01234560587', '01234560587']),
      [],
      [{ key: HOME_KEY, add: ['01234560587'], remove: [] }],
    ],
    [
      'still in arrears at the same address: flagged again, nothing removed',
      customer(10, HOME),
      [customer(20, HOME)],
      [{ key: HOME_KEY, add: ['RSSMRA85T10A562S'], remove: [] }],
    ],
    [
      'out of arrears: removed',
      customer(0, HOME),
      [customer(20, HOME)],
      [{ key: HOME_KEY, add: [], remove: ['RSSMRA85T10A562S'] }],
    ],
    [
      'moved in arrears: removed at the old address, added at the new',
      customer(10, OFFICE),
      [customer(20, HOME)],
      [
        { key: OFFICE_KEY, add: ['RSSMRA85T10A562S'], remove: [] },
        { key: HOME_KEY, add: [], remove: ['RSSMRA85T10A562S'] },
      ],
    ],
    [
      'a lost identifier is removed, the kept one stays',
      customer(10, HOME, ['RSSMRA85T10A562S', null]),
      [customer(10, HOME, ['RSSMRA85T10A562S', '01234560587'])],
      [{ key: HOME_KEY, add: ['RSSMRA85T10A562S'], remove: ['01234560587'] }],
    ],
  ])('%s', (_name, row, previous, expected) => {
    expect(flagChanges([{ customer: row, previous }])).toEqual(expected);
  });

  it('adding wins over removing at one address, whatever the order of the rows', () => {
    const paid = { customer: customer(0, HOME), previous: [customer(20, HOME)] };
    const owes = { customer: customer(5, HOME), previous: [] };
    const expected = [{ key: HOME_KEY, add: ['RSSMRA85T10A562S'], remove: [] }];
    expect(flagChanges([paid, owes])).toEqual(expected);
    expect(flagChanges([owes, paid])).toEqual(expected);
  });
});

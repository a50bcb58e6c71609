import { describe, expect, it } from 'vitest';
import { CUSTOMER_FEED_FIELDS, type Customer } from '../../../../shared/customers/customer-fields';
import type { WhitelistSubject } from '../../../../shared/schemas/whitelist';
import { blackListsListing, customerName, precheckPrefill, supplyAddress, whiteListStanding } from './customer-summary';

const customer = (fields: Partial<Customer>): Customer =>
  ({
    ...Object.fromEntries(CUSTOMER_FEED_FIELDS.map((field) => [field, null])),
    A_CODICE_CLIENTE: 'C000101',
    A_MERCATO: 'L',
    ...fields,
  }) as Customer;

const ADDRESS = { F_PROVINCIA: 'RM', F_COMUNE: 'Roma', F_INDIRIZZO: 'Via del Corso 1' };
const PREFILLED_ADDRESS = { provinceCode: 'RM', municipality: 'Roma', street: 'Via del Corso 1' };

describe('the name the page gives a customer', () => {
  it.each<[string, Partial<Customer>, string]>([
    ['the company', { A_RAGIONE_SOCIALE: 'Trasporti Appia S.p.A.', A_COGNOME: 'Rossi' }, 'Trasporti Appia S.p.A.'],
    ['surname and name', { A_COGNOME: 'Romano', A_NOME: 'Francesca' }, 'Romano Francesca'],
    ['the surname alone', { A_COGNOME: 'Romano', A_RAGIONE_SOCIALE: '  ' }, 'Romano'],
    ['the code when nothing else names it', {}, 'C000101'],
  ])('%s', (_, fields, name) => {
    expect(customerName(customer(fields))).toBe(name);
  });
});

describe('the supply address on one line', () => {
  it.each<[Partial<Customer>, string]>([
    [ADDRESS, 'Via del Corso 1, Roma (RM)'],
    [{ F_COMUNE: 'Roma', F_PROVINCIA: 'RM' }, 'Roma (RM)'],
    [{ F_INDIRIZZO: 'Via del Corso 1' }, 'Via del Corso 1'],
    [{}, ''],
  ])('%o', (fields, address) => {
    expect(supplyAddress(customer(fields))).toBe(address);
  });
});

const entry = (fields: Partial<WhitelistSubject>): WhitelistSubject => ({
  id: 'W1',
  taxCode: 'RMNFNC90E48H501K',
  vatRegistrationNo: null,
  companyName: 'Romano Francesca',
  reasonDescription: 'Altro',
  creationDate: '2026-01-10T09:00:00.000Z',
  expiringDate: '2026-12-31T22:59:59.999Z',
  revocationDate: null,
  requestDate: null,
  siebelRequestCode: null,
  idRequest: null,
  note: null,
  creationUser: 'mario.rossi',
  revocationUser: null,
  ...fields,
});

describe("the customer's white-list standing", () => {
  const now = new Date('2026-11-24T10:00:00Z');
  it.each<[string, WhitelistSubject | null, ReturnType<typeof whiteListStanding>]>([
    ['no entry', null, { status: 'none' }],
    ['active until its expiry, to the minute', entry({}), { status: 'active', date: '31/12/2026 23:59' }],
    ['expired', entry({ expiringDate: '2026-06-30T21:59:59.999Z' }), { status: 'expired', date: '30/06/2026 23:59' }],
    [
      'revoked, even before its expiry',
      entry({ revocationDate: '2026-03-05T08:30:00.000Z' }),
      { status: 'revoked', date: '05/03/2026 09:30:00' },
    ],
  ])('%s', (_, whiteList, standing) => {
    expect(whiteListStanding(whiteList, now)).toEqual(standing);
  });
});

describe('the black lists in force that list the customer', () => {
  it.each<[{ RADIATI: boolean; CEDUTI: boolean }, string[]]>([
    [{ RADIATI: false, CEDUTI: false }, []],
    [{ RADIATI: true, CEDUTI: false }, ['RADIATI']],
    [{ RADIATI: true, CEDUTI: true }, ['RADIATI', 'CEDUTI']],
  ])('%o', (blackLists, listing) => {
    expect(blackListsListing(blackLists)).toEqual(listing);
  });
});

describe('the precheck as the customer fills it', () => {
  it.each<[string, Partial<Customer>, ReturnType<typeof precheckPrefill>]>([
    [
      'a person (PER): PF with tax code, name and surname',
      {
        A_MICRO_SEGMENTO_DESC: 'PER',
        A_CODICE_FISCALE: 'RMNFNC90E48H501K',
        A_PARTITA_IVA: '01234560586',
        A_NOME: 'Francesca',
        A_COGNOME: 'Romano',
        ...ADDRESS,
      },
      {
        subjectType: 'PF',
        taxCode: 'RMNFNC90E48H501K',
        name: 'Francesca',
        surname: 'Romano',
        ...PREFILLED_ADDRESS,
      },
    ],
    [
      'a company (SOC): PG with VAT number and micro segment',
      { A_MICRO_SEGMENTO_DESC: 'SOC', A_CODICE_FISCALE: '02345670588', A_PARTITA_IVA: '02345670588', ...ADDRESS },
      { subjectType: 'PG', microSegment: 'SOC', vatRegistrationNo: '02345670588', ...PREFILLED_ADDRESS },
    ],
    [
      'a condominium with only its numeric tax code: that is its VAT number',
      { A_MICRO_SEGMENTO_DESC: 'CON', A_CODICE_FISCALE: '80012345678' },
      {
        subjectType: 'PG',
        microSegment: 'CON',
        vatRegistrationNo: '80012345678',
        provinceCode: '',
        municipality: '',
        street: '',
      },
    ],
    [
      'an association: PG, its micro segment left to choose (the form offers SOC and CON)',
      { A_MICRO_SEGMENTO_DESC: 'ASS', A_CODICE_FISCALE: 'BNCLRA85C52H501S' },
      { subjectType: 'PG', microSegment: '', vatRegistrationNo: '', provinceCode: '', municipality: '', street: '' },
    ],
    [
      'no micro segment: PG',
      { A_PARTITA_IVA: '02345670588' },
      {
        subjectType: 'PG',
        microSegment: '',
        vatRegistrationNo: '02345670588',
        provinceCode: '',
        municipality: '',
        street: '',
      },
    ],
  ])('%s', (_, fields, prefill) => {
    expect(precheckPrefill(customer(fields))).toEqual(prefill);
  });
});

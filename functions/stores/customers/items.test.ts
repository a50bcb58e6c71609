import { describe, expect, it } from 'vitest';
import { CUSTOMER_FEED_FIELDS, type Customer } from '../../../shared/customers/customer-fields';
import { CUSTOMER_SLIM_ATTRIBUTES } from '../../../shared/resources';
import { customerItems, customerOf, customerSlimAttributes } from './items';
import { CUSTOMER_SHARDS, customersSortKey } from './keys';

const TAX_CODE = 'RSSMRA80A01H501U';
const VAT = '01234567897';
const EMPTY = Object.fromEntries(CUSTOMER_FEED_FIELDS.map((field) => [field, null]));
const customer = (fields: Partial<Customer> = {}): Customer =>
  ({ ...EMPTY, A_CODICE_CLIENTE: 'C0001', A_MERCATO: 'T', A_CODICE_FISCALE: TAX_CODE, ...fields }) as Customer;

describe('customerItems: one item per identifier', () => {
  it.each([
    ['a tax code', { A_PARTITA_IVA: null }, [`SUBJECT#${TAX_CODE}`]],
    ['a VAT number only', { A_CODICE_FISCALE: null, A_PARTITA_IVA: VAT }, [`SUBJECT#${VAT}`]],
    ['both, tax code first', { A_PARTITA_IVA: VAT }, [`SUBJECT#${TAX_CODE}`, `SUBJECT#${VAT}`]],
    ['a lower-case tax code, trimmed', { A_CODICE_FISCALE: ' rssmra80a01h501u ' }, [`SUBJECT#${TAX_CODE}`]],
    ['the same identifier twice: one item', { A_PARTITA_IVA: TAX_CODE }, [`SUBJECT#${TAX_CODE}`]],
    ['a blank tax code and a VAT number', { A_CODICE_FISCALE: '  ', A_PARTITA_IVA: VAT }, [`SUBJECT#${VAT}`]],
    ['no identifier: no item', { A_CODICE_FISCALE: null }, []],
  ])('%s', (_, fields, partitions) => {
    const items = customerItems(customer(fields));
    expect(items.map((item) => item.pk)).toEqual(partitions);
    for (const item of items) expect(item.sk).toBe('CUSTOMER');
  });

  it('lists only the first identifier’s item: the customers index and the code’s gsi2 keys', () => {
    const [first, second] = customerItems(customer({ A_PARTITA_IVA: VAT, K_CRED_SCAD_NETTO_TOTALE: 12.5 }));
    expect(first).toMatchObject({
      cpk: expect.stringMatching(/^CUSTOMERS#T#[0-7]$/),
      csk: '00000000001250#C0001',
      gsi2pk: 'CUSTOMER#C0001',
      gsi2sk: 'CUSTOMER',
    });
    for (const key of ['cpk', 'csk', 'gsi2pk', 'gsi2sk']) expect(second).not.toHaveProperty(key);
  });

  it('both items hold the same customer, every feed field, null where the feed left it empty', () => {
    const both = customerItems(customer({ A_PARTITA_IVA: VAT, A_NOME: 'Mario' }));
    for (const item of both) {
      for (const field of CUSTOMER_FEED_FIELDS) expect(item).toHaveProperty(field);
      expect(item.A_COGNOME).toBeNull();
      expect(customerOf(item)).toEqual(customer({ A_PARTITA_IVA: VAT, A_NOME: 'Mario' }));
    }
  });

  it('spreads the codes of a market over every shard', () => {
    const shards = new Set(
      Array.from(
        { length: 2000 },
        (_, index) => customerItems(customer({ A_CODICE_CLIENTE: `C${String(index).padStart(6, '0')}` }))[0]?.cpk,
      ),
    );
    expect(shards.size).toBe(CUSTOMER_SHARDS);
  });
});

describe('customerSlimAttributes', () => {
  it.each([
    ['an empty customer: only the market', customer(), { mk: 'T' }],
    [
      'the figures and classes, under their short names',
      customer({
        A_MICRO_SEGMENTO_DESC: 'SOC',
        A_MACRO_SEGMENTO_DESC: '4',
        K_ANDAMENTALE_CLASSE: '3',
        K_STATO_CLIENTE: 'ATTIVO',
        K_INDICE_DUNNING: '2',
        A_PRESENZA_PDR: 'SI',
        K_FATTURATO_TOTALE: -150.25,
        K_CRED_SCAD_NETTO_TOTALE: 0,
        K_CRED_A_SCAD_NETTO_TOTALE: 99.99,
      }),
      { mk: 'T', ms: 'SOC', mc: '4', pc: '3', cs: 'ATTIVO', di: '2', pd: 'SI', iv: -150.25, od: 0, nd: 99.99 },
    ],
    [
      'names folded: accents dropped, upper case, spaces collapsed',
      customer({ A_RAGIONE_SOCIALE: 'Caffè  Società S.r.l.', A_COGNOME: 'De Niccolò', A_NOME: 'àlba' }),
      { mk: 'T', rs: 'CAFFE SOCIETA S.R.L.', co: 'DE NICCOLO', no: 'ALBA' },
    ],
    ['an empty name is no attribute', customer({ A_RAGIONE_SOCIALE: '' }), { mk: 'T' }],
  ])('%s', (_, input, slim) => {
    expect(customerSlimAttributes(input)).toEqual(slim);
    const [item] = customerItems(input);
    expect(item).toMatchObject(slim);
  });

  it('customerOf leaves out the keys and every slim copy', () => {
    const [item] = customerItems(customer({ A_RAGIONE_SOCIALE: 'Alfa', K_FATTURATO_TOTALE: 10 }));
    const read = customerOf(item as Record<string, unknown>);
    for (const name of ['pk', 'sk', 'cpk', 'csk', 'gsi2pk', 'gsi2sk', ...CUSTOMER_SLIM_ATTRIBUTES]) {
      expect(read).not.toHaveProperty(name);
    }
  });
});

describe('customersSortKey: a page opens on the largest overdue', () => {
  it.each([
    ['no overdue', null, 'A', '00000000000000#A'],
    ['a credit balance sorts as zero', -500, 'A', '00000000000000#A'],
    ['cents, rounded', 1234.565, 'A', '00000000123457#A'],
    ['beyond 14 digits: capped', 1e15, 'A', '99999999999999#A'],
  ])('%s', (_, overdue, code, key) => {
    expect(customersSortKey(overdue, code)).toBe(key);
  });

  it('orders larger overdue after smaller (read backwards: first), and the code tells equal amounts apart', () => {
    const keys = [
      customersSortKey(10, 'B'),
      customersSortKey(9.99, 'Z'),
      customersSortKey(1_000, 'A'),
      customersSortKey(10, 'A'),
      customersSortKey(-3, 'C'),
    ];
    const newestFirst = [...keys].sort().reverse();
    expect(newestFirst).toEqual([
      customersSortKey(1_000, 'A'),
      customersSortKey(10, 'B'),
      customersSortKey(10, 'A'),
      customersSortKey(9.99, 'Z'),
      customersSortKey(-3, 'C'),
    ]);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

import { describe, expect, it } from 'vitest';
import { customerOfFeedRow, feedColumns } from '../../../shared/customers/customer-feed';
import { CUSTOMER_FEED_FIELDS, isInArrears } from '../../../shared/customers/customer-fields';
import { freshCustomerCode, generateCustomers } from './customers';
import { generateDossiers } from './generator';
import { dataSetOfMarker } from './request-log-data-sets';

const REQUEST_LOG = { seed: 'demo', count: 2000, endDate: '2026-11-22T22:59:59.999Z' };
const options = { count: 1500, seed: 7, kpiDate: '2026-11-22', requestLogs: [REQUEST_LOG] };
const customers = [...generateCustomers(options)];

describe('generateCustomers', () => {
  it('makes exactly the count, the same for the same seed', () => {
    expect(customers).toHaveLength(1500);
    expect([...generateCustomers(options)]).toEqual(customers);
  });

  it('gives every request-log subject that names a customer that customer, first', () => {
    const subjects = new Map<string, { taxCode: string | null; scope: string; surname: string | null }>();
    for (const dossier of generateDossiers(REQUEST_LOG)) {
      const row = dossier[0];
      if (row?.siebelCustomerId && !subjects.has(row.siebelCustomerId)) subjects.set(row.siebelCustomerId, row);
    }
    expect(subjects.size).toBeGreaterThan(100);
    const fromLog = customers.slice(0, subjects.size);
    for (const customer of fromLog) {
      const row = subjects.get(customer.A_CODICE_CLIENTE);
      expect(row).toBeDefined();
      expect(customer).toMatchObject({
        A_CODICE_FISCALE: row?.taxCode,
        A_MERCATO: row?.scope,
        A_COGNOME: row?.surname,
      });
    }
    expect(customers[subjects.size]?.A_CODICE_CLIENTE).toBe(freshCustomerCode(0));
  });

  it('never repeats a code or an identifier', () => {
    expect(new Set(customers.map((customer) => customer.A_CODICE_CLIENTE)).size).toBe(customers.length);
    const distinctPerCustomer = customers.flatMap((customer) => [
      ...new Set([customer.A_CODICE_FISCALE, customer.A_PARTITA_IVA].filter(Boolean)),
    ]);
    expect(new Set(distinctPerCustomer).size).toBe(distinctPerCustomer.length);
  });

  it('writes customers the feed reader accepts, as a file of them with a decimal point would be', () => {
    const read = feedColumns(CUSTOMER_FEED_FIELDS);
    if ('error' in read) throw new Error(read.error);
    for (const customer of customers) {
      const cells = CUSTOMER_FEED_FIELDS.map((field) => (customer[field] === null ? '' : String(customer[field])));
      expect(customerOfFeedRow(cells, read.columns, 'point')).toEqual({ customer });
    }
  });

  it('looks like a utility book: mostly the free market, most customers not in arrears', () => {
    const share = (test: (customer: (typeof customers)[number]) => boolean) =>
      customers.filter(test).length / customers.length;
    expect(share((customer) => customer.A_MERCATO === 'L')).toBeGreaterThan(0.7);
    expect(share((customer) => customer.A_MERCATO === 'D')).toBeLessThan(0.1);
    expect(share(isInArrears)).toBeGreaterThan(0.05);
    expect(share(isInArrears)).toBeLessThan(0.3);
  });
});

describe('dataSetOfMarker', () => {
  it.each([
    [
      'SYNTHETIC#seed=demo#count=2000#end=2026-11-22T22:59:59.999Z',
      { seed: 'demo', count: 2000, endDate: '2026-11-22T22:59:59.999Z' },
    ],
    [
      'SYNTHETIC#seed=42#count=1000000#end=2026-11-22T22:59:59.999Z',
      { seed: 42, count: 1_000_000, endDate: '2026-11-22T22:59:59.999Z' },
    ],
    ['SYNTHETIC#count=5', undefined],
    ['COUNTER', undefined],
  ])('%s', (sortKey, expected) => {
    expect(dataSetOfMarker(sortKey)).toEqual(expected);
  });
});

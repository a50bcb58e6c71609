import { describe, expect, it } from 'vitest';
import { UTF8_BOM } from '../csv';
import { customerCsv, customerCsvCells } from './customer-csv';
import { CUSTOMER_FEED_FIELDS, type Customer } from './customer-fields';

const customer = (fields: Partial<Customer>): Customer =>
  ({
    ...Object.fromEntries(CUSTOMER_FEED_FIELDS.map((field) => [field, null])),
    A_CODICE_CLIENTE: 'C1',
    A_MERCATO: 'L',
    ...fields,
  }) as Customer;

describe('customerCsv', () => {
  it('has the feed’s columns as header, a BOM first', () => {
    const [header] = customerCsv([]).slice(UTF8_BOM.length).split('\r\n');
    expect(customerCsv([]).startsWith(UTF8_BOM)).toBe(true);
    expect(header).toBe(CUSTOMER_FEED_FIELDS.join(';'));
  });

  it.each([
    [
      'a formula in a name is text',
      { A_RAGIONE_SOCIALE: '=HYPERLINK("x")' },
      'A_RAGIONE_SOCIALE',
      `"'=HYPERLINK(""x"")"`,
    ],
    ['a negative amount stays a number', { K_FATTURATO_TOTALE: -20.5 }, 'K_FATTURATO_TOTALE', '-20.5'],
    ['a separator in a name is quoted', { A_RAGIONE_SOCIALE: 'Alfa; Beta' }, 'A_RAGIONE_SOCIALE', '"Alfa; Beta"'],
    ['an empty field is an empty cell', {}, 'A_NOME', ''],
  ] as [string, Partial<Customer>, (typeof CUSTOMER_FEED_FIELDS)[number], string][])('%s', (_, fields, field, cell) => {
    const [, line] = customerCsv([customer(fields)]).split('\r\n');
    // Cells split on the separators outside quotes.
    const cells = line?.match(/("([^"]|"")*"|[^;]*)(;|$)/g)?.map((part) => part.replace(/;$/, ''));
    expect(cells?.[CUSTOMER_FEED_FIELDS.indexOf(field)]).toBe(cell);
    expect(customerCsvCells(customer(fields))).toHaveLength(CUSTOMER_FEED_FIELDS.length);
  });
});

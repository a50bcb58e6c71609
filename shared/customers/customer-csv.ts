import { type CsvSeparator, csvLine, UTF8_BOM } from '../csv';
import { CUSTOMER_FEED_FIELDS, type Customer } from './customer-fields';

/**
 * Customers as CSV, one definition for both exports: the selected rows (`exportClientsList`) and the
 * queued CUSTOMER export. The columns are the feed's (CUSTOMER_FEED_FIELDS, under their own names), so
 * an exported file reads like the file the company's systems send; values as stored (numbers with a
 * decimal point), text neutralised against formulas by shared/csv.ts.
 */
export const CUSTOMER_CSV_HEADER: readonly string[] = CUSTOMER_FEED_FIELDS;

/** One customer's cells, in the header's order; a field the feed left empty is an empty cell. */
export const customerCsvCells = (customer: Customer): readonly unknown[] =>
  CUSTOMER_FEED_FIELDS.map((field) => customer[field] ?? null);

/** The customers as a file: UTF-8 with a BOM for Excel, as every other export. */
export function customerCsv(customers: readonly Customer[], separator: CsvSeparator = ';'): string {
  const lines = customers.map((customer) => csvLine(customerCsvCells(customer), separator));
  return UTF8_BOM + csvLine(CUSTOMER_CSV_HEADER, separator) + lines.join('');
}

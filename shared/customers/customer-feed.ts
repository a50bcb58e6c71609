import { CLIENT_STATUSES, DUNNING_INDEXES, MACRO_SEGMENTS, MICRO_SEGMENTS, PERFORMANCE_CLASSES } from '../enums';
import { MARKETS } from '../roles';
import { validateTaxCode } from '../validators/tax-code';
import { validateVatNumber } from '../validators/vat-number';
import {
  CUSTOMER_DATE_FIELDS,
  CUSTOMER_FEED_FIELDS,
  CUSTOMER_NUMBER_FIELDS,
  CUSTOMER_ROW_FIELDS,
  type Customer,
  type CustomerFeedField,
} from './customer-fields';
import { feedNumber, type NumberNotation } from './feed-notation';

/**
 * Reading the customer feed (docs/data-model.md 'Customers'): a CSV separated by ';', UTF-8, whose
 * header names its columns with the names of CUSTOMER_FEED_FIELDS. Each row becomes a Customer or is
 * refused with the reason, which the loader logs with the row's line; a refused row never stops a load.
 */

/** The feed's separator. */
export const CUSTOMER_FEED_SEPARATOR = ';';

/** Where each field is in the file's rows: the header's positions. */
export type FeedColumns = ReadonlyMap<CustomerFeedField, number>;

/**
 * The columns a header names, or why the file cannot be read: every name must be a feed field, once
 * (case and spaces around ignored); the spec's 32 fields are required, the extra four optional.
 */
export function feedColumns(
  header: readonly string[],
): { columns: Map<CustomerFeedField, number> } | { error: string } {
  const columns = new Map<CustomerFeedField, number>();
  for (const [index, cell] of header.entries()) {
    const name = cell.trim().toUpperCase() as CustomerFeedField;
    if (!CUSTOMER_FEED_FIELDS.includes(name)) return { error: `Unknown column '${cell.trim()}' (column ${index + 1})` };
    if (columns.has(name)) return { error: `Column ${name} is given twice` };
    columns.set(name, index);
  }
  const missing = CUSTOMER_ROW_FIELDS.filter((field) => !columns.has(field));
  if (missing.length > 0) return { error: `Missing columns: ${missing.join(', ')}` };
  return { columns };
}

/** A day that exists, YYYY-MM-DD. */
export function isFeedDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Fields whose values come from an enumeration; compared in upper case. */
const ENUMERATED: Partial<Record<CustomerFeedField, readonly string[]>> = {
  A_MERCATO: MARKETS,
  A_MICRO_SEGMENTO_DESC: MICRO_SEGMENTS,
  A_MACRO_SEGMENTO_DESC: MACRO_SEGMENTS,
  K_ANDAMENTALE_CLASSE: PERFORMANCE_CLASSES,
  K_INDICE_DUNNING: DUNNING_INDEXES,
  K_STATO_CLIENTE: CLIENT_STATUSES,
  A_PRESENZA_PDR: ['SI', 'NO'],
};
const NUMBER_FIELDS = new Set<CustomerFeedField>(CUSTOMER_NUMBER_FIELDS);
const DATE_FIELDS = new Set<CustomerFeedField>(CUSTOMER_DATE_FIELDS);
/** The customer code as the customer's page takes it in its path (shared/schemas/customers.ts). */
const CUSTOMER_CODE = /^[A-Za-z0-9._-]{1,64}$/;

export type FeedRow = { customer: Customer } | { refused: string };

/** Why a number cell is refused in a file of this notation. */
function numberRefusal(field: CustomerFeedField, text: string, notation: NumberNotation): string {
  if (
    notation === 'undecided' &&
    feedNumber(text, 'point') !== undefined &&
    feedNumber(text, 'italian') !== undefined
  ) {
    return `${field}: '${text}' reads differently with a decimal point and in Italian, and no value of the file says which`;
  }
  return `${field}: '${text}' is not a number${notation === 'undecided' ? '' : ` in the file's notation (${notation === 'point' ? 'decimal point' : 'Italian'})`}`;
}

/** One field's value, or the reason it is refused. */
function fieldValue(
  field: CustomerFeedField,
  text: string,
  notation: NumberNotation,
): { value: string | number | null } | { refused: string } {
  if (text === '') return { value: null };
  if (NUMBER_FIELDS.has(field)) {
    const value = feedNumber(text, notation);
    return value === undefined ? { refused: numberRefusal(field, text, notation) } : { value };
  }
  if (DATE_FIELDS.has(field)) {
    return isFeedDate(text) ? { value: text } : { refused: `${field}: '${text}' is not a date YYYY-MM-DD` };
  }
  const known = ENUMERATED[field];
  if (known) {
    const code = text.toUpperCase();
    return known.includes(code)
      ? { value: code }
      : { refused: `${field}: '${text}' is not one of ${known.join(', ')}` };
  }
  if (field === 'A_CODICE_FISCALE') {
    const code = text.toUpperCase();
    const problem = validateTaxCode(code);
    // The identifier itself stays out of the reason, which the loader logs: a tax code is personal data.
    return problem ? { refused: `A_CODICE_FISCALE: ${problem}` } : { value: code };
  }
  if (field === 'A_PARTITA_IVA') {
    // Written with its country prefix, as invoices print it.
    const code = text.toUpperCase().replace(/^IT(?=\d{11}$)/, '');
    const problem = validateVatNumber(code);
    return problem ? { refused: `A_PARTITA_IVA: ${problem}` } : { value: code };
  }
  return { value: text };
}

/** Characters one cell of the feed holds at most (the longest real one, an ATECO description, is ~300). */
export const MAX_CELL_LENGTH = 1000;

/**
 * A data row of the feed as a customer, or why it is refused: the customer code (the charset a page's
 * path takes) and the market are required, and at least one identifier; every value present must be
 * valid (identifiers by the product's validators, enumerations, numbers in the file's notation
 * (feed-notation.ts), dates); cells are trimmed and an empty one is null.
 */
export function customerOfFeedRow(cells: readonly string[], columns: FeedColumns, notation: NumberNotation): FeedRow {
  if (cells.length !== columns.size) return { refused: `${cells.length} fields instead of ${columns.size}` };
  const customer: Record<string, string | number | null> = {};
  for (const field of CUSTOMER_FEED_FIELDS) {
    const index = columns.get(field);
    const cell = index === undefined ? '' : (cells[index] ?? '').trim();
    // A customer's item must stay far below DynamoDB's 400 KB: one huge cell would fail its whole part.
    if (cell.length > MAX_CELL_LENGTH) return { refused: `${field}: more than ${MAX_CELL_LENGTH} characters` };
    const parsed = fieldValue(field, cell, notation);
    if ('refused' in parsed) return parsed;
    customer[field] = parsed.value;
  }
  const code = customer.A_CODICE_CLIENTE;
  if (code === null) return { refused: 'A_CODICE_CLIENTE is empty' };
  if (!CUSTOMER_CODE.test(String(code)))
    return { refused: `A_CODICE_CLIENTE: '${code}' has characters a code cannot have` };
  if (customer.A_MERCATO === null) return { refused: 'A_MERCATO is empty' };
  if (customer.A_CODICE_FISCALE === null && customer.A_PARTITA_IVA === null) {
    return { refused: 'Neither A_CODICE_FISCALE nor A_PARTITA_IVA is given' };
  }
  return { customer: customer as Customer };
}

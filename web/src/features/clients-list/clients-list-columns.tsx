import {
  CUSTOMER_DATE_FIELDS,
  CUSTOMER_MONEY_FIELDS,
  CUSTOMER_NUMBER_FIELDS,
  CUSTOMER_ROW_FIELDS,
  type Customer,
  type CustomerRowField,
} from '../../../../shared/customers/customer-fields';
import { formatDate, formatEuro, formatNumber } from '../../../../shared/format/italian-format';
import { useFilterTexts } from '../../shared/list/filter-texts';
import type { ListColumn } from '../../shared/list/list-columns';

const EMPTY_CELL = '-';

const has = (fields: readonly string[], field: string) => fields.includes(field);

/** Codes the customer row carries that read better by their name: the filter of the same codes names them. */
const CODED_FIELDS: Partial<Record<CustomerRowField, string>> = {
  A_MERCATO: 'market',
  A_MICRO_SEGMENTO_DESC: 'microSegment',
  A_MACRO_SEGMENTO_DESC: 'macroSegment',
  K_STATO_CLIENTE: 'clientStatus',
};

/** A code by its name in the interface's language ('L' → 'Libero'); a code no one names, as it is. */
function CodeCell({ filter, code }: { filter: string; code: string }) {
  return useFilterTexts('clientsList').option(filter, code);
}

function customerCell(field: CustomerRowField, row: Customer) {
  const value = row[field];
  if (value === null || value === undefined || value === '') return EMPTY_CELL;
  if (typeof value === 'number') return has(CUSTOMER_MONEY_FIELDS, field) ? formatEuro(value) : formatNumber(value);
  if (has(CUSTOMER_DATE_FIELDS, field)) return formatDate(value);
  const filter = CODED_FIELDS[field];
  return filter ? <CodeCell filter={filter} code={value} /> : value;
}

/** Widths that fit the values (identifiers, amounts, short codes); the others keep the spec's 200 px. */
const WIDTHS: Partial<Record<CustomerRowField, number>> = {
  A_CODICE_CLIENTE: 150,
  A_CODICE_FISCALE: 195,
  A_PARTITA_IVA: 140,
  A_MERCATO: 120,
  A_RAGIONE_SOCIALE: 200,
  A_COGNOME: 130,
  A_NOME: 120,
  K_STATO_CLIENTE: 130,
  K_INDICE_DUNNING: 140,
  K_ANDAMENTALE_CLASSE: 165,
  K_CRED_SCAD_NETTO_TOTALE: 145,
  K_CRED_A_SCAD_NETTO_TOTALE: 150,
  K_FATTURATO_TOTALE: 150,
};

const WRAPPED = new Set<CustomerRowField>(['A_RAGIONE_SOCIALE', 'C_DESCRIZIONE_ATECO_07', 'S_CLASSE_CGS_DESC']);

/**
 * Shown until the user chooses otherwise: who the customer is and what a credit analyst looks at first,
 * its overdue credit; they fit a 1440 px screen whole. The market, the performance class, the dunning
 * index, the invoiced amounts and every other field of the spec's row are one click away in the column
 * settings.
 */
export const DEFAULT_CUSTOMER_COLUMNS = [
  'A_CODICE_CLIENTE',
  'A_CODICE_FISCALE',
  'A_RAGIONE_SOCIALE',
  'A_COGNOME',
  'A_NOME',
  'K_CRED_SCAD_NETTO_TOTALE',
] as const satisfies readonly CustomerRowField[];

/** The default columns first, then the rest of the spec's row (section 3) in its order (the CSV keeps the spec's). */
const COLUMN_ORDER = [
  ...DEFAULT_CUSTOMER_COLUMNS,
  ...CUSTOMER_ROW_FIELDS.filter((field) => !has(DEFAULT_CUSTOMER_COLUMNS, field)),
];

/** Every column: amounts and scores on the right, in the Italian format; codes by their names. */
export const CUSTOMER_COLUMNS: readonly ListColumn<Customer>[] = COLUMN_ORDER.map((field) => ({
  id: field,
  cell: (row: Customer) => customerCell(field, row),
  width: WIDTHS[field],
  numeric: has(CUSTOMER_NUMBER_FIELDS, field),
  wrap: WRAPPED.has(field),
}));

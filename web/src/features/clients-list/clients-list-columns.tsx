import { useTranslation } from 'react-i18next';
import {
  CUSTOMER_NUMBER_FIELDS,
  CUSTOMER_ROW_FIELDS,
  type Customer,
  type CustomerRowField,
} from '../../../../shared/customers/customer-fields';
import { customerValueText } from '../../shared/customers/customer-value-text';
import type { ListColumn } from '../../shared/list/list-columns';

const has = (fields: readonly string[], field: string) => fields.includes(field);

/** A customer's field as the customer's page shows it, in the console's language ('L' → 'Libero', '1' → '1 - Ottima'). */
function CustomerCell({ field, row }: { field: CustomerRowField; row: Customer }) {
  const { t } = useTranslation();
  return customerValueText(field, row[field], t);
}

/**
 * Widths that fit the values: identifiers, amounts, dates and short codes keep theirs; names and
 * descriptions wrap and give some up when more columns are shown (fit-columns.ts). The others keep the
 * spec's 200 px.
 */
const WIDTHS: Partial<Record<CustomerRowField, number>> = {
  A_CODICE_CLIENTE: 130,
  A_CODICE_FISCALE: 195,
  A_PARTITA_IVA: 140,
  A_MERCATO: 120,
  A_RAGIONE_SOCIALE: 200,
  A_COGNOME: 130,
  A_NOME: 120,
  A_MICRO_SEGMENTO_DESC: 180,
  A_MACRO_SEGMENTO_DESC: 160,
  K_STATO_CLIENTE: 130,
  K_INDICE_DUNNING: 130,
  K_ANDAMENTALE_CLASSE: 160,
  K_RECUPERABILITA_INDICE: 130,
  K_RECUPERABILITA_CLASSE: 130,
  K_DATA_CALCOLO_KPI: 130,
  K_CRED_SCAD_NETTO_TOTALE: 145,
  K_CRED_SCAD_LORDO_TOTALE: 145,
  K_CRED_A_SCAD_NETTO_TOTALE: 150,
  K_FATTURATO_TOTALE: 150,
  K_FATTURATO_ULTIMI_12M: 150,
  C_DATA_AGGIORNAMENTO: 130,
  C_CODICE_ATECO_07: 120,
  C_DESCRIZIONE_ATECO_07: 240,
  C_FORMA_GIURIDICA: 200,
  C_STATO_ATTIVITA: 140,
  C_PROTESTI_SI_NO: 110,
  C_PREGIUD_SI_NO: 120,
  C_PROCED_PRESENZA: 120,
  S_VALORE_CGS: 110,
  S_CLASSE_CGS: 110,
  S_CLASSE_CGS_DESC: 170,
  K_ANDAMENTALE_DT_ULTIMO: 130,
};

/** Texts that wrap, and the least each gives way to: no narrower than its longest usual word and its header's. */
const WRAPPED: Partial<Record<CustomerRowField, number>> = {
  A_RAGIONE_SOCIALE: 150,
  A_COGNOME: 110,
  A_NOME: 110,
  A_MICRO_SEGMENTO_DESC: 120,
  A_MACRO_SEGMENTO_DESC: 110,
  K_INDICE_DUNNING: 120,
  K_ANDAMENTALE_CLASSE: 140,
  C_DESCRIZIONE_ATECO_07: 140,
  C_FORMA_GIURIDICA: 130,
  S_CLASSE_CGS_DESC: 120,
};

/**
 * Shown until the user chooses otherwise: who the customer is and what a credit analyst looks at first,
 * its overdue credit; they fit a 1440 px screen whole, and so does one more
 * (test/browser/list-widths.spec.ts). The market, the performance class, the dunning index, the invoiced
 * amounts and every other field of the spec's row are one click away in the column settings.
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
  cell: (row: Customer) => <CustomerCell field={field} row={row} />,
  width: WIDTHS[field],
  numeric: has(CUSTOMER_NUMBER_FIELDS, field),
  wrap: field in WRAPPED,
  minWidth: WRAPPED[field],
}));

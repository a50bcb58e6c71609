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
  cell: (row: Customer) => <CustomerCell field={field} row={row} />,
  width: WIDTHS[field],
  numeric: has(CUSTOMER_NUMBER_FIELDS, field),
  wrap: WRAPPED.has(field),
}));

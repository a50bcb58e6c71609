/**
 * A customer as the company's systems send it and the product keeps it (spec section 3 'Customer
 * row'): the spec's 32 fields under their own names, in the spec's order, plus the three fields of the
 * feed the spec's row does not list and the product needs: the PDR flag the list filters on and the
 * supply address the fraud correlation flags (docs/data-model.md 'Customers').
 */

/** The spec's customer row, in the spec's order: the list's columns and the CSVs' header. */
export const CUSTOMER_ROW_FIELDS = [
  'A_CODICE_CLIENTE',
  'A_CODICE_FISCALE',
  'A_PARTITA_IVA',
  'A_MERCATO',
  'A_RAGIONE_SOCIALE',
  'A_COGNOME',
  'A_NOME',
  'A_MICRO_SEGMENTO_DESC',
  'A_MACRO_SEGMENTO_DESC',
  'K_STATO_CLIENTE',
  'K_INDICE_DUNNING',
  'K_ANDAMENTALE_CLASSE',
  'K_RECUPERABILITA_INDICE',
  'K_RECUPERABILITA_CLASSE',
  'K_DATA_CALCOLO_KPI',
  'K_CRED_SCAD_NETTO_TOTALE',
  'K_CRED_SCAD_LORDO_TOTALE',
  'K_CRED_A_SCAD_NETTO_TOTALE',
  'K_FATTURATO_TOTALE',
  'K_FATTURATO_ULTIMI_12M',
  'C_DATA_AGGIORNAMENTO',
  'C_CODICE_ATECO_07',
  'C_DESCRIZIONE_ATECO_07',
  'C_FORMA_GIURIDICA',
  'C_STATO_ATTIVITA',
  'C_PROTESTI_SI_NO',
  'C_PREGIUD_SI_NO',
  'C_PROCED_PRESENZA',
  'S_VALORE_CGS',
  'S_CLASSE_CGS',
  'S_CLASSE_CGS_DESC',
  'K_ANDAMENTALE_DT_ULTIMO',
] as const;
export type CustomerRowField = (typeof CUSTOMER_ROW_FIELDS)[number];

/**
 * Fields of the feed beyond the spec's row: whether the customer has a gas supply point (PDR: the
 * list's 'isPdrExisting' filter, 'SI' or 'NO') and its supply address (what the fraud correlation
 * flags while the customer is in arrears). Optional in the feed; kept on the customer.
 */
export const CUSTOMER_EXTRA_FIELDS = ['A_PRESENZA_PDR', 'F_PROVINCIA', 'F_COMUNE', 'F_INDIRIZZO'] as const;
export type CustomerExtraField = (typeof CUSTOMER_EXTRA_FIELDS)[number];

/** Every column of a customer feed file, in order: the spec's row, then the extra fields. */
export const CUSTOMER_FEED_FIELDS = [...CUSTOMER_ROW_FIELDS, ...CUSTOMER_EXTRA_FIELDS] as const;
export type CustomerFeedField = (typeof CUSTOMER_FEED_FIELDS)[number];

/** Money and score fields: numbers (euro, two decimals), right-aligned in Italian format on screen. */
export const CUSTOMER_NUMBER_FIELDS = [
  'K_CRED_SCAD_NETTO_TOTALE',
  'K_CRED_SCAD_LORDO_TOTALE',
  'K_CRED_A_SCAD_NETTO_TOTALE',
  'K_FATTURATO_TOTALE',
  'K_FATTURATO_ULTIMI_12M',
  'S_VALORE_CGS',
] as const satisfies readonly CustomerRowField[];
export type CustomerNumberField = (typeof CUSTOMER_NUMBER_FIELDS)[number];

/** Of the number fields, the amounts in euro (the score S_VALORE_CGS is not money). */
export const CUSTOMER_MONEY_FIELDS = CUSTOMER_NUMBER_FIELDS.filter(
  (field): field is Exclude<CustomerNumberField, 'S_VALORE_CGS'> => field !== 'S_VALORE_CGS',
);

/** Dates, YYYY-MM-DD. */
export const CUSTOMER_DATE_FIELDS = [
  'K_DATA_CALCOLO_KPI',
  'C_DATA_AGGIORNAMENTO',
  'K_ANDAMENTALE_DT_ULTIMO',
] as const satisfies readonly CustomerRowField[];

/**
 * One customer as stored and answered: numbers as numbers, every other value as text, null when the
 * feed left it empty. A_CODICE_CLIENTE and A_MERCATO are always there, and at least one identifier.
 */
export type Customer = { [F in CustomerFeedField]: F extends CustomerNumberField ? number | null : string | null } & {
  A_CODICE_CLIENTE: string;
  A_MERCATO: 'L' | 'T' | 'D';
};

/**
 * The invoiced figure the list's range filters on and `invoicedRangeLimits` spans: the total invoiced
 * (K_FATTURATO_TOTALE), which the spec's default limits (-2,000 to 10,000,000 euro) fit; the last
 * twelve months' figure is a credit rule's (docs/decisions: 'Vista Clienti readings').
 */
export const INVOICED_FIELD = 'K_FATTURATO_TOTALE' satisfies CustomerNumberField;

/** A customer in arrears: overdue credit (net) above zero. What the KPIs count and the correlation flags. */
export const isInArrears = (customer: Pick<Customer, 'K_CRED_SCAD_NETTO_TOTALE'>) =>
  (customer.K_CRED_SCAD_NETTO_TOTALE ?? 0) > 0;

/** The identifiers a customer is known by, tax code first, each once, upper case. */
export function customerIdentifiers(customer: Pick<Customer, 'A_CODICE_FISCALE' | 'A_PARTITA_IVA'>): string[] {
  const ids = [customer.A_CODICE_FISCALE, customer.A_PARTITA_IVA]
    .filter((id): id is string => typeof id === 'string' && id.trim() !== '')
    .map((id) => id.trim().toUpperCase());
  return [...new Set(ids)];
}

import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { writeCustomers } from '../../functions/stores/customers/customer-writes';
import { CUSTOMER_FEED_FIELDS, type Customer } from '../../shared/customers/customer-fields';
import {
  CLIENT_STATUSES,
  DUNNING_INDEXES,
  MACRO_SEGMENTS,
  MICRO_SEGMENTS,
  PERFORMANCE_CLASSES,
} from '../../shared/enums';
import { MARKETS } from '../../shared/roles';
import { companyCode, personCode } from './enrichment-fixture';
import { REQUEST_LOG_FIXTURE_SUBJECTS } from './request-log-fixture';

/**
 * A few hundred customers for the customers API tests, deterministic by index and varied so that every
 * filter has matches and non-matches: every market, segment, class, index and status, with and without
 * a PDR, invoiced figures from negative to large (some missing), overdue credit and credit balances,
 * names with accents and one that reads as a formula, a tax code, a VAT number or both. The first few
 * are the subjects of the request-log fixture, so a customer's page has checks to show.
 */

const pick = <T>(values: readonly T[], index: number) => values[index % values.length] as T;
/** Every `every`-th index leaves the value out, as the feed may. */
const unlessEvery = <T>(every: number, index: number, value: T) => (index % every === every - 1 ? null : value);

const SURNAMES = ['Rossi', 'Niccolò', 'D’Angelo', 'Mazzà', 'De Luca', 'Esposito', 'Bianchi'];
const NAMES = ['Mario', 'Àlba', 'Giulia', 'Nicolò', 'Elena', 'Luca'];
const COMPANIES = [
  'Caffè Società S.r.l.',
  'CAFFETTERIA DEL CORSO',
  'Àncora Trasporti S.p.A.',
  'Bar  del Porto',
  '=SOMMA(A1:A9)',
  'Condominio Via Roma 12',
  'Perché No S.n.c.',
];
const KPI_DATES = ['2026-01-15', '2026-01-14', '2025-12-31'];

/** Euro with cents, from an index: deterministic, varied, never a float surprise (two decimals). */
const amount = (index: number, multiplier: number, modulus: number, offset = 0) =>
  ((index * multiplier) % modulus) + offset + ((index * 37) % 100) / 100;

export const FIXTURE_CODE_PREFIX = 'FX';
export const fixtureCustomerCode = (index: number) => `${FIXTURE_CODE_PREFIX}${String(index).padStart(5, '0')}`;

function identifiersOf(index: number): Pick<Customer, 'A_CODICE_FISCALE' | 'A_PARTITA_IVA'> {
  const subject = REQUEST_LOG_FIXTURE_SUBJECTS[index];
  if (subject) {
    return subject.length === 11
      ? { A_CODICE_FISCALE: null, A_PARTITA_IVA: subject }
      : { A_CODICE_FISCALE: subject, A_PARTITA_IVA: null };
  }
  const code = 70_000 + index;
  if (index % 5 === 0) return { A_CODICE_FISCALE: personCode(code).taxCode, A_PARTITA_IVA: companyCode(code) };
  if (index % 5 === 1) return { A_CODICE_FISCALE: null, A_PARTITA_IVA: companyCode(code) };
  return { A_CODICE_FISCALE: personCode(code).taxCode, A_PARTITA_IVA: null };
}

export function fixtureCustomers(count = 300): Customer[] {
  const empty = Object.fromEntries(CUSTOMER_FEED_FIELDS.map((field) => [field, null]));
  return Array.from({ length: count }, (_, index): Customer => {
    const identifiers = identifiersOf(index);
    const company = identifiers.A_CODICE_FISCALE === null;
    const overdue = index % 4 === 0 ? 0 : index % 4 === 1 ? -amount(index, 13, 500) : amount(index, 7919, 20_000);
    return {
      ...empty,
      ...identifiers,
      A_CODICE_CLIENTE: fixtureCustomerCode(index),
      A_MERCATO: pick(MARKETS, index),
      A_RAGIONE_SOCIALE: company ? pick(COMPANIES, index) : null,
      A_COGNOME: company ? null : pick(SURNAMES, index),
      A_NOME: company ? null : pick(NAMES, index),
      A_MICRO_SEGMENTO_DESC: company ? pick(['SOC', 'CON', 'ASS', 'RES'], index) : pick(MICRO_SEGMENTS, index),
      A_MACRO_SEGMENTO_DESC: pick(MACRO_SEGMENTS, index),
      K_STATO_CLIENTE: pick(CLIENT_STATUSES, Math.floor(index / 3)),
      K_INDICE_DUNNING: unlessEvery(11, index, pick(DUNNING_INDEXES, Math.floor(index / 2))),
      K_ANDAMENTALE_CLASSE: unlessEvery(7, index, pick(PERFORMANCE_CLASSES, Math.floor(index / 5))),
      K_RECUPERABILITA_INDICE: String(index % 10),
      K_DATA_CALCOLO_KPI: pick(KPI_DATES, index),
      K_CRED_SCAD_NETTO_TOTALE: unlessEvery(13, index, overdue),
      K_CRED_SCAD_LORDO_TOTALE: overdue > 0 ? Math.round(overdue * 122) / 100 : 0,
      K_CRED_A_SCAD_NETTO_TOTALE: unlessEvery(9, index, amount(index, 4513, 8000)),
      K_FATTURATO_TOTALE: unlessEvery(17, index, amount(index, 104_729, 60_000, -3000)),
      K_FATTURATO_ULTIMI_12M: amount(index, 6271, 30_000),
      S_VALORE_CGS: index % 100,
      A_PRESENZA_PDR: unlessEvery(8, index, index % 3 === 0 ? 'SI' : 'NO'),
      F_PROVINCIA: pick(['RM', 'MI', 'NA'], index),
      F_COMUNE: pick(['Roma', 'Milano', 'Napoli'], index),
      F_INDIRIZZO: `Via dei Test ${index}`,
    } as Customer;
  });
}

/** Writes the customers as the loader does: through the customers' write path (items, flags, tallies). */
export async function seedCustomers(client: DynamoDBDocumentClient, table: string, customers: readonly Customer[]) {
  await writeCustomers(client, table, customers, 4, 'customers-fixture');
}

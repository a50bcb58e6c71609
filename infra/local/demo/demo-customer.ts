import { CUSTOMER_FEED_FIELDS, type Customer } from '../../../shared/customers/customer-fields';
import type { DemoSubject } from './precheck-demo-subjects';

/** When the demo's customer figures were computed: the KPI date the customer page shows. */
const DEMO_KPI_DATE = '2026-01-01';

/**
 * A demo subject's customer as the feed would send it: its identity and supply address, the figures
 * its label promises, every other field empty. The precheck decides on these very items, and the
 * customers list shows them (one source of truth, functions/stores/customers/items.ts).
 */
export function demoCustomer(subject: DemoSubject & { customer: NonNullable<DemoSubject['customer']> }): Customer {
  const empty = Object.fromEntries(CUSTOMER_FEED_FIELDS.map((field) => [field, null]));
  const { K_ANDAMENTALE_CLASSE, ...figures } = subject.customer;
  return {
    ...empty,
    A_CODICE_FISCALE: subject.taxCode ?? subject.vatRegistrationNo ?? null,
    A_PARTITA_IVA: subject.vatRegistrationNo ?? null,
    A_RAGIONE_SOCIALE: subject.companyName ?? null,
    A_COGNOME: subject.surname ?? null,
    A_NOME: subject.name ?? null,
    A_MICRO_SEGMENTO_DESC: subject.microSegment,
    A_MACRO_SEGMENTO_DESC: '4',
    K_STATO_CLIENTE: 'ATTIVO',
    K_INDICE_DUNNING: Number(figures.K_CRED_SCAD_NETTO_TOTALE) > 0 ? '2' : '1',
    K_DATA_CALCOLO_KPI: DEMO_KPI_DATE,
    K_FATTURATO_TOTALE: Number(figures.K_FATTURATO_ULTIMI_12M ?? 0) * 3,
    A_PRESENZA_PDR: 'SI',
    F_PROVINCIA: subject.address.provinceCode,
    F_COMUNE: subject.address.municipality,
    F_INDIRIZZO: subject.address.street,
    ...figures,
    ...(K_ANDAMENTALE_CLASSE === undefined ? {} : { K_ANDAMENTALE_CLASSE: String(K_ANDAMENTALE_CLASSE) }),
  } as Customer;
}

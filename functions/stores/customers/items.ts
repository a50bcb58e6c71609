import {
  CUSTOMER_FEED_FIELDS,
  type Customer,
  customerIdentifiers,
  INVOICED_FIELD,
} from '../../../shared/customers/customer-fields';
import { CUSTOMER_SLIM_ATTRIBUTES } from '../../../shared/resources';
import { searchText } from '../../../shared/search-text';
import {
  CUSTOMER_CODE_SORT_KEY,
  customerCodePartition,
  customerKey,
  customerShard,
  customersPartition,
  customersSortKey,
} from './keys';

type SlimName = (typeof CUSTOMER_SLIM_ATTRIBUTES)[number];
export type CustomerSlimAttributes = Partial<Record<SlimName, string | number>>;

const folded = (text: string | null) => (text ? searchText(text) : undefined);

/**
 * What the list's filters, counts and KPIs read, under short names (shared/resources.ts). Absent values
 * are left out rather than stored as null: a filter on an absent attribute simply does not match.
 */
export function customerSlimAttributes(customer: Customer): CustomerSlimAttributes {
  const slim: CustomerSlimAttributes = {
    mk: customer.A_MERCATO,
    ms: customer.A_MICRO_SEGMENTO_DESC ?? undefined,
    mc: customer.A_MACRO_SEGMENTO_DESC ?? undefined,
    pc: customer.K_ANDAMENTALE_CLASSE ?? undefined,
    cs: customer.K_STATO_CLIENTE ?? undefined,
    di: customer.K_INDICE_DUNNING ?? undefined,
    pd: customer.A_PRESENZA_PDR ?? undefined,
    iv: customer[INVOICED_FIELD] ?? undefined,
    od: customer.K_CRED_SCAD_NETTO_TOTALE ?? undefined,
    nd: customer.K_CRED_A_SCAD_NETTO_TOTALE ?? undefined,
    rs: folded(customer.A_RAGIONE_SOCIALE),
    co: folded(customer.A_COGNOME),
    no: folded(customer.A_NOME),
  };
  for (const key of Object.keys(slim) as SlimName[]) if (slim[key] === undefined) delete slim[key];
  return slim;
}

/** The customer's fields as stored: every feed field, null when empty (an item never lacks a column). */
const fieldsOf = (customer: Customer) =>
  Object.fromEntries(CUSTOMER_FEED_FIELDS.map((field) => [field, customer[field] ?? null])) as Customer;

/**
 * A customer's items, one per identifier, all from the same row: a load writes them in the same batch
 * and a retry writes them again whole, so the copies a check reads by either identifier never differ.
 * The first identifier's item is the one listed (`customers` index and the code's key on `gsi2`).
 * A customer without an identifier has no item: the feed's parser refuses it first.
 */
export function customerItems(customer: Customer): Record<string, unknown>[] {
  const stored = { ...fieldsOf(customer), ...customerSlimAttributes(customer) };
  const code = customer.A_CODICE_CLIENTE;
  return customerIdentifiers(customer).map((identifier, index) => ({
    ...customerKey(identifier),
    ...(index === 0
      ? {
          cpk: customersPartition(customer.A_MERCATO, customerShard(code)),
          csk: customersSortKey(customer.K_CRED_SCAD_NETTO_TOTALE, code),
          gsi2pk: customerCodePartition(code),
          gsi2sk: CUSTOMER_CODE_SORT_KEY,
        }
      : {}),
    ...stored,
  }));
}

const STORAGE_ATTRIBUTES = new Set(['pk', 'sk', 'cpk', 'csk', 'gsi2pk', 'gsi2sk']);
const SLIM = new Set<string>(CUSTOMER_SLIM_ATTRIBUTES);

/** A stored item as the customer it holds: keys and slim copies left out. */
export function customerOf(item: Record<string, unknown>): Customer {
  return Object.fromEntries(
    Object.entries(item).filter(([name]) => !STORAGE_ATTRIBUTES.has(name) && !SLIM.has(name)),
  ) as Customer;
}

import { randomUUID } from 'node:crypto';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { type Customer, customerIdentifiers, INVOICED_FIELD } from '../../../shared/customers/customer-fields';
import { mapWithConcurrency } from '../../commons/concurrency';
import { batchGet, keyId } from '../../commons/dynamo/batch-get';
import { batchDelete, batchPut } from '../../commons/dynamo/batch-put';
import { flagChanges } from './address-flags';
import { addCustomerTallies, ensureCustomerTallies, releaseCustomerTallies, tallyDeltas } from './customer-tallies';
import { applyFlagChanges } from './flag-updates';
import { type InvoicedByMarket, widerInvoiced } from './invoiced-limits';
import { customerItems, customerOf } from './items';
import { customerKey } from './keys';

/** Keys one BatchGet takes at most. */
const GET_BATCH = 100;

export interface CustomersWritten {
  /** Items put (one per identifier of each customer written). */
  items: number;
  /** Supply addresses whose flags changed. */
  flaggedAddresses: number;
  /** The smallest and largest invoiced figure of the customers written, per market; a market with none is absent. */
  invoiced: InvoicedByMarket;
  /** The latest K_DATA_CALCOLO_KPI of the customers written. */
  kpiDate: string | null;
}

/** What the customers' identifiers held before: the previous customer of each identifier, by key. */
async function previousCustomers(
  client: DynamoDBDocumentClient,
  table: string,
  identifiers: readonly string[],
  concurrency: number,
): Promise<Map<string, Customer>> {
  const keys = identifiers.map(customerKey);
  const chunks: (typeof keys)[] = [];
  for (let start = 0; start < keys.length; start += GET_BATCH) chunks.push(keys.slice(start, start + GET_BATCH));
  const previous = new Map<string, Customer>();
  await mapWithConcurrency(chunks, concurrency, async (chunk) => {
    for (const [id, item] of await batchGet(client, table, chunk)) previous.set(id, customerOf(item));
  });
  return previous;
}

/** Minimum and maximum of the invoiced figures per market, and the latest KPI date, of the customers. */
function figuresOf(customers: readonly Customer[]): Pick<CustomersWritten, 'invoiced' | 'kpiDate'> {
  let invoiced: InvoicedByMarket = {};
  let kpiDate: string | null = null;
  for (const customer of customers) {
    const value = customer[INVOICED_FIELD];
    if (typeof value === 'number') {
      invoiced = widerInvoiced(invoiced, { [customer.A_MERCATO]: { minimum: value, maximum: value } });
    }
    const date = customer.K_DATA_CALCOLO_KPI;
    if (date && (kpiDate === null || date > kpiDate)) kpiDate = date;
  }
  return { invoiced, kpiDate };
}

/**
 * Items of the previous customers under identifiers the new rows no longer give them (a customer
 * that lost its VAT number), still holding that customer: another customer may own the identifier
 * since. Rare, so read one by one in a second BatchGet. Answered with the customer each one holds, so
 * the tallies can take out those that were listed.
 */
async function leftBehind(
  client: DynamoDBDocumentClient,
  table: string,
  previous: ReadonlyMap<string, Customer>,
  latest: ReadonlyMap<string, Customer>,
  concurrency: number,
): Promise<{ identifier: string; customer: Customer }[]> {
  const owners = new Map<string, string>();
  for (const before of previous.values()) {
    for (const id of customerIdentifiers(before)) if (!latest.has(id)) owners.set(id, before.A_CODICE_CLIENTE);
  }
  if (owners.size === 0) return [];
  const found = await previousCustomers(client, table, [...owners.keys()], concurrency);
  return [...owners].flatMap(([identifier, code]) => {
    const customer = found.get(keyId(customerKey(identifier)));
    return customer?.A_CODICE_CLIENTE === code ? [{ identifier, customer }] : [];
  });
}

/**
 * Upserts a batch of customers (a part of a feed file, a chunk of synthetic ones): the one write path
 * of customers (docs/data-model.md 'Customers'). First the previous items of their identifiers are
 * read, then the supply addresses' flags are changed (address-flags.ts), the market tallies take in
 * what the batch changes (customer-tallies.ts, once per `batchId`), items left under an identifier a
 * customer no longer has are deleted, and the customers' items are put whole. Everything that needs
 * the previous items goes before the puts: a part stopped before its puts and delivered again reads the
 * same previous items and makes the same changes; one stopped during its puts made every change already
 * (its batch's flags, tallies and deletions came first), and what it reads again only says nothing is
 * left to change. A later row with the same identifier replaces an earlier one. Every step is
 * idempotent; `batchId` must name the same batch again when it is retried (a load's part and position).
 */
export async function writeCustomers(
  client: DynamoDBDocumentClient,
  table: string,
  customers: readonly Customer[],
  concurrency = 4,
  batchId: string = randomUUID(),
): Promise<CustomersWritten> {
  const latest = new Map<string, Customer>();
  for (const customer of customers) for (const id of customerIdentifiers(customer)) latest.set(id, customer);
  const written = [...new Set(latest.values())];
  const previous = await previousCustomers(client, table, [...latest.keys()], concurrency);
  const previousOf = (customer: Customer) => [
    ...new Set(customerIdentifiers(customer).flatMap((id) => previous.get(keyId(customerKey(id))) ?? [])),
  ];
  const changes = flagChanges(written.map((customer) => ({ customer, previous: previousOf(customer) })));
  await applyFlagChanges(client, table, changes, concurrency);

  // Items come in the order of the identifiers; one a later row of the batch shares goes to that row.
  const items = written.flatMap((customer) => {
    const ids = customerIdentifiers(customer);
    return customerItems(customer).filter((_, index) => latest.get(ids[index] as string) === customer);
  });
  // Left-behind items go before the puts: once the new items are written, the previous customer they
  // replaced (and the identifier it had) can no longer be read, so a retry would not find them.
  const stale = await leftBehind(client, table, previous, latest, concurrency);
  const deltas = tallyDeltas(
    [...latest].map(([identifier, customer]) => ({
      identifier,
      customer,
      previous: previous.get(keyId(customerKey(identifier))),
    })),
    stale,
  );
  const markets = [...deltas.keys()];
  if (markets.length > 0) {
    await ensureCustomerTallies(client, table, markets);
    await addCustomerTallies(client, table, deltas, batchId);
  }
  await batchDelete(
    client,
    table,
    stale.map(({ identifier }) => customerKey(identifier)),
    concurrency,
  );
  await batchPut(client, table, items, concurrency);
  if (markets.length > 0) await releaseCustomerTallies(client, table, markets, batchId);
  return { items: items.length, flaggedAddresses: changes.length, ...figuresOf(written) };
}

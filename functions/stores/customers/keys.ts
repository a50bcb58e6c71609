import type { Market } from '../../../shared/roles';
import type { IndexSpec } from '../../commons/dynamo/query-plan';
import { textShard } from '../../commons/dynamo/text-shard';
import { subjectPk } from '../subjects/keys';

/**
 * Keys of the customers in the data table (docs/data-model.md 'Customers'). A customer is one item per
 * identifier (tax code, VAT number), in the subject's partition, so a check finds it by either in its
 * one BatchGet. The item of its first identifier is the one listed: it alone carries the `customers`
 * index keys (market x shard, largest overdue first) and the customer code's key on `gsi2`.
 */

/** A customer's row under one of its identifiers. */
export const customerKey = (identifier: string) => ({ pk: subjectPk(identifier), sk: 'CUSTOMER' });

/** Partitions per market on the `customers` index: a day's load spreads its writes, a page merges them. */
export const CUSTOMER_SHARDS = 8;

export const CUSTOMERS_INDEX = { name: 'customers', partitionKey: 'cpk', sortKey: 'csk' } as const satisfies IndexSpec;
export const CUSTOMER_CODE_INDEX = {
  name: 'gsi2',
  partitionKey: 'gsi2pk',
  sortKey: 'gsi2sk',
} as const satisfies IndexSpec;
/** The table itself, for a customer read by identifier (a tax code or VAT number filter). */
export const CUSTOMER_TABLE_KEYS = { name: undefined, partitionKey: 'pk', sortKey: 'sk' } as const satisfies IndexSpec;

export const customersPartition = (market: Market, shard: number) => `CUSTOMERS#${market}#${shard}`;
export const customerShard = (customerCode: string) => textShard(customerCode, CUSTOMER_SHARDS);
export const customersPartitionsOf = (market: Market) =>
  Array.from({ length: CUSTOMER_SHARDS }, (_, shard) => customersPartition(market, shard));

/** The customer code's partition on `gsi2`: its page and the selected rows' CSV find it by code. */
export const customerCodePartition = (customerCode: string) => `CUSTOMER#${customerCode}`;
export const CUSTOMER_CODE_SORT_KEY = 'CUSTOMER';

/** Overdue amounts in cents take this many digits in a sort key (up to 10^12 euro - 1 cent). */
const AMOUNT_DIGITS = 14;
const MAX_CENTS = 10 ** AMOUNT_DIGITS - 1;

/**
 * The `customers` index sort key: overdue net in cents, zero-padded, then the customer code. A page
 * reads newest first, that is largest key first, so the list opens on the largest overdue (what a
 * credit analyst looks at first); the code makes the key unique. A credit balance (negative) sorts as 0.
 */
export function customersSortKey(overdueNet: number | null, customerCode: string): string {
  const cents = Math.min(MAX_CENTS, Math.max(0, Math.round((overdueNet ?? 0) * 100)));
  return `${String(cents).padStart(AMOUNT_DIGITS, '0')}#${customerCode}`;
}

/** The invoiced range's limits (`invoicedRangeLimits`), widened by every load, one pair per market. */
export const INVOICED_RANGE_KEY = { pk: 'CUSTOMERS', sk: 'INVOICED_RANGE' } as const;
/** The last load's record: its file, rows and K_DATA_CALCOLO_KPI. */
export const LAST_LOAD_KEY = { pk: 'CUSTOMERS', sk: 'LAST_LOAD' } as const;

import { type DynamoDBDocumentClient, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type Customer, customerIdentifiers } from '../../../shared/customers/customer-fields';
import { emptyTally, kpiGroupsOf, type Tally, tallyOf } from '../../../shared/customers/customer-kpi';
import { DUNNING_INDEXES, PERFORMANCE_CLASSES } from '../../../shared/enums';
import { MARKETS, type Market } from '../../../shared/roles';
import { batchGet, keyId } from '../../commons/dynamo/batch-get';
import { refusedByCondition } from '../../commons/dynamo/conditional-write';
import type { Condition } from '../../commons/dynamo/filter-expression';
import { pageReader } from '../../commons/dynamo/page-reader';
import { type ReadStats, recordRead } from '../../commons/dynamo/read-stats';
import { customerSlimAttributes } from './items';
import { CUSTOMERS_INDEX, customersPartitionsOf } from './keys';

/**
 * The customers' tallies per market (docs/data-model.md 'Customers'): how many customers the
 * list holds and their KPI sums, by performance class and dunning index, kept by the loader as it
 * writes them, so the unfiltered list's count and KPIs (or filtered by class and dunning index only)
 * read three items instead of the whole index. One item per market; every batch of customers written
 * adds what it changed (new customers in, the ones they replaced out), once: a batch's id joins the
 * item in the same conditional write and leaves it once the batch's items are written.
 * They stay in the customers' store, unlike the request log's daily tallies (stores/request-log-tallies/):
 * three items beside the customers' other items in the data table, changed in the customers' one write
 * path (customer-writes.ts) and read by the customers' figures (customer-figures.ts): one file holds them.
 */

export const customerTallyKey = (market: Market) => ({ pk: 'CUSTOMERS', sk: `TALLY#${market}` });

const GROUP_KEYS = [...PERFORMANCE_CLASSES, 'ND'].flatMap((pc) => [...DUNNING_INDEXES, 'ND'].map((di) => ({ pc, di })));
const FIGURES = { customers: 'c', inArrears: 'a', overdueCents: 'o', notYetDueCents: 'n' } as const;
type Figure = keyof typeof FIGURES;
/** An attribute of a market's item: one figure of one class and dunning index, `c_4_2`. */
const attributeOf = (figure: Figure, group: { pc: string; di: string }) => `${FIGURES[figure]}_${group.pc}_${group.di}`;

/** Changes to the tallies: per market, per attribute, how much to add. */
export type TallyDeltas = Map<Market, Map<string, number>>;

/**
 * What writing a batch changes in the tallies: every key the batch puts, the listed item it writes (the
 * customer's first identifier) in, the listed item it replaces out; every listed item it deletes out.
 */
export function tallyDeltas(
  puts: readonly { identifier: string; customer: Customer; previous: Customer | undefined }[],
  deleted: readonly { identifier: string; customer: Customer }[],
): TallyDeltas {
  const deltas: TallyDeltas = new Map();
  const change = (customer: Customer, identifier: string, sign: 1 | -1) => {
    if (customerIdentifiers(customer)[0] !== identifier) return;
    const slim = customerSlimAttributes(customer);
    const group = kpiGroupsOf(slim);
    const tally = tallyOf(slim);
    const market = deltas.get(customer.A_MERCATO) ?? new Map<string, number>();
    for (const figure of Object.keys(FIGURES) as Figure[]) {
      const attribute = attributeOf(figure, group);
      market.set(attribute, (market.get(attribute) ?? 0) + sign * tally[figure]);
    }
    deltas.set(customer.A_MERCATO, market);
  };
  for (const { identifier, customer, previous } of puts) {
    change(customer, identifier, 1);
    if (previous) change(previous, identifier, -1);
  }
  for (const { identifier, customer } of deleted) change(customer, identifier, -1);
  for (const [market, changes] of deltas) {
    for (const [attribute, value] of changes) if (value === 0) changes.delete(attribute);
    if (changes.size === 0) deltas.delete(market);
  }
  return deltas;
}

/**
 * Makes sure each market has its item before a batch adds to it. An absent item is created complete
 * when the market lists no customer yet (its tallies then start from zero and stay exact); otherwise
 * incomplete, and the readers keep reading the index until `npm run tallies -- --customers` counts it.
 */
export async function ensureCustomerTallies(
  client: DynamoDBDocumentClient,
  table: string,
  markets: readonly Market[],
): Promise<void> {
  const found = await batchGet(client, table, markets.map(customerTallyKey));
  for (const market of markets) {
    if (found.has(keyId(customerTallyKey(market)))) continue;
    const empty = await marketIsEmpty(client, table, market);
    try {
      await client.send(
        new PutCommand({
          TableName: table,
          Item: { ...customerTallyKey(market), complete: empty, since: new Date().toISOString() },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    } catch (error) {
      if (!refusedByCondition(error)) throw error;
    }
  }
}

async function marketIsEmpty(client: DynamoDBDocumentClient, table: string, market: Market): Promise<boolean> {
  for (const partition of customersPartitionsOf(market)) {
    const { Count = 0 } = await client.send(
      new QueryCommand({
        TableName: table,
        IndexName: CUSTOMERS_INDEX.name,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': CUSTOMERS_INDEX.partitionKey },
        ExpressionAttributeValues: { ':pk': partition },
        Select: 'COUNT',
        Limit: 1,
      }),
    );
    if (Count > 0) return false;
  }
  return true;
}

/** Adds a batch's changes, once per batch id: a batch written again finds its id there and adds nothing. */
export async function addCustomerTallies(
  client: DynamoDBDocumentClient,
  table: string,
  deltas: TallyDeltas,
  batchId: string,
): Promise<void> {
  await Promise.all(
    [...deltas].map(async ([market, changes]) => {
      const entries = [...changes];
      try {
        await client.send(
          new UpdateCommand({
            TableName: table,
            Key: customerTallyKey(market),
            UpdateExpression: `ADD ${entries.map((_, index) => `#a${index} :v${index}`).join(', ')}, #batches :batch`,
            ConditionExpression: 'NOT contains(#batches, :batchId)',
            ExpressionAttributeNames: {
              ...Object.fromEntries(entries.map(([attribute], index) => [`#a${index}`, attribute])),
              '#batches': 'batches',
            },
            ExpressionAttributeValues: {
              ...Object.fromEntries(entries.map(([, value], index) => [`:v${index}`, value])),
              ':batch': new Set([batchId]),
              ':batchId': batchId,
            },
          }),
        );
      } catch (error) {
        if (!refusedByCondition(error)) throw error;
      }
    }),
  );
}

/** Once a batch's items are written, its id leaves the items it was added to. */
export async function releaseCustomerTallies(
  client: DynamoDBDocumentClient,
  table: string,
  markets: readonly Market[],
  batchId: string,
): Promise<void> {
  await Promise.all(
    markets.map((market) =>
      client
        .send(
          new UpdateCommand({
            TableName: table,
            Key: customerTallyKey(market),
            UpdateExpression: 'DELETE #batches :batch',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: { '#batches': 'batches' },
            ExpressionAttributeValues: { ':batch': new Set([batchId]) },
          }),
        )
        .catch((error: unknown) => {
          if (!refusedByCondition(error)) throw error;
        }),
    ),
  );
}

/** One market's tallies by class and dunning index, as the KPIs add them up. */
export type MarketTallies = { pc: string; di: string; tally: Tally }[];

function marketTalliesOf(item: Record<string, unknown>): MarketTallies {
  return GROUP_KEYS.map((group) => {
    const tally = emptyTally();
    for (const figure of Object.keys(FIGURES) as Figure[])
      tally[figure] = Number(item[attributeOf(figure, group)] ?? 0);
    return { ...group, tally };
  }).filter(({ tally }) => tally.customers !== 0);
}

/** Whether every market's tallies are complete (counted from the start, or recounted). */
export const customerTalliesComplete = async (client: DynamoDBDocumentClient, table: string) =>
  (await readCustomerTallies(client, table, MARKETS)) !== undefined;

/**
 * The tallies of `markets` when every one of them is complete; undefined otherwise (a market counted
 * before its tallies were kept and not recounted since): the caller reads the index instead.
 */
export async function readCustomerTallies(
  client: DynamoDBDocumentClient,
  table: string,
  markets: readonly Market[],
  stats?: ReadStats,
): Promise<Map<Market, MarketTallies> | undefined> {
  if (markets.length === 0) return new Map();
  const found = await batchGet(
    client,
    table,
    markets.map(customerTallyKey),
    stats && ((output, items) => recordRead(stats, output, items)),
  );
  const tallies = new Map<Market, MarketTallies>();
  for (const market of markets) {
    const item = found.get(keyId(customerTallyKey(market)));
    if (item?.complete !== true) return undefined;
    tallies.set(market, marketTalliesOf(item));
  }
  return tallies;
}

/**
 * Which class and dunning-index groups a plan's conditions select, or undefined when a condition tests
 * anything else (segments, status, invoiced, names: those read the index). A customer without a class
 * or an index never matches a filter on it, as on the index.
 */
export function groupFilter(
  conditions: readonly Condition<string>[],
): ((group: { pc: string; di: string }) => boolean) | undefined {
  const allowed: ['pc' | 'di', Set<string>][] = [];
  for (const condition of conditions) {
    if (condition.kind !== 'in' || (condition.attribute !== 'pc' && condition.attribute !== 'di')) return undefined;
    allowed.push([condition.attribute, new Set(condition.values.map(String))]);
  }
  return (group) => allowed.every(([attribute, values]) => group[attribute] !== 'ND' && values.has(group[attribute]));
}

/**
 * Counts every market's tallies again from the index and writes them whole, complete (`npm run tallies
 * -- --customers`): for a table loaded before the tallies were kept, or to check them. Run it while no
 * load runs: a batch written meanwhile may be counted twice or not at all.
 */
export async function recountCustomerTallies(
  client: DynamoDBDocumentClient,
  table: string,
): Promise<Record<Market, number>> {
  const reader = pageReader(client, table);
  const counted = {} as Record<Market, number>;
  for (const market of MARKETS) {
    const attributes = new Map<string, number>();
    let customers = 0;
    const plan = { source: { index: CUSTOMERS_INDEX, groups: [customersPartitionsOf(market)] }, conditions: [] };
    await reader.projectedItems(plan, ['mk', 'pc', 'di', 'od', 'nd'], (item) => {
      const group = kpiGroupsOf(item);
      const tally = tallyOf(item);
      customers += 1;
      for (const figure of Object.keys(FIGURES) as Figure[]) {
        const attribute = attributeOf(figure, group);
        attributes.set(attribute, (attributes.get(attribute) ?? 0) + tally[figure]);
      }
    });
    await client.send(
      new PutCommand({
        TableName: table,
        Item: {
          ...customerTallyKey(market),
          ...Object.fromEntries(attributes),
          complete: true,
          since: new Date().toISOString(),
        },
      }),
    );
    counted[market] = customers;
  }
  return counted;
}

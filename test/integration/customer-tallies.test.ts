import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyReadStats } from '../../functions/commons/dynamo/read-stats';
import { customerFigures } from '../../functions/stores/customers/customer-figures';
import { customerTallyKey, recountCustomerTallies } from '../../functions/stores/customers/customer-tallies';
import { writeCustomers } from '../../functions/stores/customers/customer-writes';
import { customerQuery } from '../../functions/stores/customers/list-query';
import { customersReader } from '../../functions/stores/customers/reader';
import { createLocalClients, type LocalClients } from '../../infra/local/aws-clients';
import { generateCustomers } from '../../infra/local/synthetic/customers';
import { loadSyntheticCustomers } from '../../infra/local/synthetic/customers-load';
import type { Customer } from '../../shared/customers/customer-fields';
import { customerKpiTally } from '../../shared/customers/customer-kpi';
import { LOCAL_NAMES } from '../../shared/resources';
import { MARKETS, type Market } from '../../shared/roles';
import type { CustomerFilters } from '../../shared/schemas/customers';
import { startTestStack, type TestStack } from '../support/local-stack';

/**
 * The customers' market tallies: the loader keeps each market's count and KPI sums
 * by performance class and dunning index as it writes, so the unfiltered customers list (or one
 * filtered by class and dunning index only) counts and draws its KPIs from three items and no index
 * query. Checked against the index's own count and KPI of the same customers (the exact read), after
 * a load, after a batch written again, after a customer changed class, and for a market counted
 * before its tallies were kept (read from the index until recounted).
 */

const TABLE = LOCAL_NAMES.table('data');
const OPTIONS = { count: 1_200, seed: 'customer-tallies', kpiDate: '2026-11-22', requestLogs: [] } as const;
const KPI_ATTRIBUTES = ['mk', 'pc', 'di', 'od', 'nd'] as const;
let local: TestStack;
let clients: LocalClients;

beforeAll(async () => {
  local = await startTestStack({ demoSeeders: [] });
  clients = createLocalClients(local.stack.endpoints);
  await loadSyntheticCustomers({ ...OPTIONS, documentClient: clients.documentClient, table: TABLE });
}, 180_000);

afterAll(async () => {
  clients?.destroy();
  await local?.stop();
});

/** The count and KPIs of a search, from the tallies where they apply, with the reads they took. */
async function tallied(filters: CustomerFilters, markets: readonly Market[] = MARKETS) {
  const stats = emptyReadStats();
  const query = customerQuery(filters, markets);
  const figures = customerFigures(
    clients.documentClient,
    TABLE,
    customersReader(clients.documentClient, TABLE, stats),
    stats,
  );
  const kpi = customerKpiTally(markets);
  const count = await figures.count(query);
  await figures.kpi(query, kpi);
  return { count, kpi: kpi.result(null), stats };
}

/** The same, read from the index item by item: the exact read the tallies replace. */
async function exact(filters: CustomerFilters, markets: readonly Market[] = MARKETS) {
  const reader = customersReader(clients.documentClient, TABLE);
  const query = customerQuery(filters, markets);
  const kpi = customerKpiTally(markets);
  await reader.projectedItems(query, KPI_ATTRIBUTES, kpi.add);
  return { count: await reader.count(query), kpi: kpi.result(null) };
}

async function expectTalliesMatchIndex(filters: CustomerFilters, markets: readonly Market[] = MARKETS) {
  const [fromTallies, fromIndex] = await Promise.all([tallied(filters, markets), exact(filters, markets)]);
  expect(fromTallies.count).toBe(fromIndex.count);
  expect(fromTallies.kpi).toEqual(fromIndex.kpi);
  return fromTallies;
}

describe('customers market tallies kept by the loader', () => {
  it.each<[string, CustomerFilters, readonly Market[]]>([
    ['the unfiltered list of every market', {}, MARKETS],
    ['the markets of ANALISTA_TUTELATO', {}, ['T', 'D']],
    ['performance classes and dunning indexes', { performanceClass: ['1', '2', '3'], dunningIndex: ['1'] }, MARKETS],
  ])('%s: count and KPIs equal the index’s, from one BatchGet and no index query', async (_name, filters, markets) => {
    const { count, stats } = await expectTalliesMatchIndex(filters, markets);
    expect(count).toBeGreaterThan(0);
    expect(stats.countRequests).toBe(0);
    // One BatchGet of the markets' items for the count, one for the KPIs.
    expect(stats.requests).toBe(2);
  });

  it('a filter outside the tallies reads the index', async () => {
    const { stats } = await expectTalliesMatchIndex({ clientStatus: ['ATTIVO'] });
    expect(stats.countRequests).toBeGreaterThan(0);
  });

  it('a batch written again adds nothing; a customer whose class changed moves to its new class', async () => {
    const before = await expectTalliesMatchIndex({});
    const customers = [...generateCustomers(OPTIONS)].slice(0, 40);
    await writeCustomers(clients.documentClient, TABLE, customers, 2, 'written-again');
    expect((await expectTalliesMatchIndex({})).kpi).toEqual(before.kpi);

    const [first] = customers as [Customer];
    const otherClass = customers.find((customer) => customer.K_ANDAMENTALE_CLASSE !== first.K_ANDAMENTALE_CLASSE);
    if (!otherClass) throw new Error('the synthetic customers have one performance class');
    const moved: Customer = { ...first, K_ANDAMENTALE_CLASSE: otherClass.K_ANDAMENTALE_CLASSE };
    await writeCustomers(clients.documentClient, TABLE, [moved], 2, 'class-changed');
    const after = await expectTalliesMatchIndex({});
    expect(after.count).toBe(before.count);
    expect(after.kpi).not.toEqual(before.kpi);
  });

  it('a market counted before its tallies were kept reads the index until npm run tallies -- --customers counts it', async () => {
    const key = customerTallyKey('L');
    const { Item } = await clients.documentClient.send(new GetCommand({ TableName: TABLE, Key: key }));
    await clients.documentClient.send(
      new PutCommand({ TableName: TABLE, Item: { ...key, complete: false, since: new Date().toISOString() } }),
    );
    try {
      const incomplete = await expectTalliesMatchIndex({});
      expect(incomplete.stats.countRequests).toBeGreaterThan(0);
      const counted = await recountCustomerTallies(clients.documentClient, TABLE);
      expect(counted.L + counted.T + counted.D).toBe(incomplete.count);
      const recounted = await expectTalliesMatchIndex({});
      expect(recounted.stats.countRequests).toBe(0);
    } catch (failure) {
      if (Item) await clients.documentClient.send(new PutCommand({ TableName: TABLE, Item }));
      else await clients.documentClient.send(new DeleteCommand({ TableName: TABLE, Key: key }));
      throw failure;
    }
  });
});

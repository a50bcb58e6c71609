import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { customerKpiTally } from '../../../shared/customers/customer-kpi';
import { MARKETS, type Market } from '../../../shared/roles';
import { documentClient } from '../../commons/clients';
import type { ReadStats } from '../../commons/dynamo/read-stats';
import { tableName } from '../../commons/env';
import { groupFilter, readCustomerTallies } from './customer-tallies';
import { CUSTOMERS_INDEX, customersPartitionsOf } from './keys';
import type { CustomerQuery } from './list-query';
import type { CustomersReader } from './reader';

/** What the KPIs read of each customer: slim attributes the `customers` index carries. */
const KPI_ATTRIBUTES = ['mk', 'pc', 'di', 'od', 'nd'] as const;

/** The markets a plan over the `customers` index reads (all their partitions), or undefined for any other plan. */
function marketsOfPlan(query: CustomerQuery): Market[] | undefined {
  if (query.source.index.name !== CUSTOMERS_INDEX.name || query.source.groups.length !== 1) return undefined;
  const partitions = new Set(query.source.groups[0]);
  const markets = MARKETS.filter((market) =>
    customersPartitionsOf(market).every((partition) => partitions.has(partition)),
  );
  return markets.flatMap(customersPartitionsOf).length === partitions.size ? markets : undefined;
}

/**
 * The customers list's count and KPIs: from the loader's market tallies when the filters
 * name only markets, performance classes and dunning indexes and every market read is tallied
 * (customer-tallies.ts), so the unfiltered list reads no index; otherwise from the index.
 */
export function customerFigures(
  client: DynamoDBDocumentClient,
  table: string,
  reader: CustomersReader,
  stats?: ReadStats,
) {
  /** The tallied groups the plan selects, or undefined when the plan needs the index. */
  async function talliedGroups(query: CustomerQuery) {
    const markets = marketsOfPlan(query);
    const filter = groupFilter(query.conditions);
    if (!markets || !filter) return undefined;
    const tallies = await readCustomerTallies(client, table, markets, stats);
    if (!tallies) return undefined;
    return [...tallies].flatMap(([mk, groups]) => groups.filter(filter).map((group) => ({ mk, ...group })));
  }

  return {
    async count(query: CustomerQuery): Promise<number> {
      const groups = await talliedGroups(query);
      if (!groups) return reader.count(query);
      return groups.reduce((sum, group) => sum + group.tally.customers, 0);
    },

    /** Adds the plan's customers to a KPI tally (shared/customers/customer-kpi.ts). */
    async kpi(query: CustomerQuery, tally: ReturnType<typeof customerKpiTally>): Promise<void> {
      const groups = await talliedGroups(query);
      if (!groups) {
        await reader.projectedItems(query, KPI_ATTRIBUTES, tally.add);
        return;
      }
      for (const { mk, pc, di, tally: part } of groups) tally.addGroup({ mk, pc, di }, part);
    },
  };
}

/** The figures of this container's data table, read through `reader` (its statistics too). */
export const containerCustomerFigures = (reader: CustomersReader, stats?: ReadStats) =>
  customerFigures(documentClient, tableName('data'), reader, stats);

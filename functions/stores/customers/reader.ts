import { type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Customer } from '../../../shared/customers/customer-fields';
import type { InvoicedRange } from '../../../shared/customers/invoiced-range';
import type { Market } from '../../../shared/roles';
import { documentClient } from '../../commons/clients';
import { pageReader } from '../../commons/dynamo/page-reader';
import { type ReadStats, recordRead } from '../../commons/dynamo/read-stats';
import { tableName } from '../../commons/env';
import { invoicedLimitsOf } from './invoiced-limits';
import { type CustomerSlimAttributes, customerOf } from './items';
import {
  CUSTOMER_CODE_INDEX,
  CUSTOMER_CODE_SORT_KEY,
  customerCodePartition,
  INVOICED_RANGE_KEY,
  LAST_LOAD_KEY,
} from './keys';
import type { CustomerQuery } from './list-query';

/**
 * Reads of the customers in the data table (docs/data-model.md 'Customers'): the generic page reader
 * over the plans of list-query.ts (pages, counts, KPIs over the slim attributes, streams for the queued
 * export), customers by code, and the two records a load keeps (the invoiced limits, the last load).
 */
export function customersReader(client: DynamoDBDocumentClient, table: string, stats?: ReadStats) {
  const reader = pageReader<CustomerSlimAttributes>(client, table, stats);

  async function record(key: { pk: string; sk: string }) {
    const output = await client.send(new GetCommand({ TableName: table, Key: key }));
    recordRead(stats, output, output.Item ? 1 : 0);
    return output.Item;
  }

  return {
    ...reader,

    /**
     * The customers of these codes, in the codes' order, each once, through the codes' `gsi2` partitions
     * (a few at a time). Only customers of `markets`: one of another market is absent, as from a list.
     */
    async byCodes(codes: readonly string[], markets: readonly Market[]): Promise<Customer[]> {
      const partitions = [...new Set(codes.map((code) => customerCodePartition(code.trim())))];
      const query: CustomerQuery = {
        source: {
          index: CUSTOMER_CODE_INDEX,
          groups: [partitions],
          sortRange: { from: CUSTOMER_CODE_SORT_KEY, to: CUSTOMER_CODE_SORT_KEY },
        },
        conditions: [{ kind: 'in', attribute: 'mk', values: markets }],
      };
      return (await reader.items(await reader.keys(query))).map(customerOf);
    },

    /**
     * The invoiced limits the loads have recorded for customers of `markets`: the smallest minimum and
     * the largest maximum of those markets, each bound once a load has widened it (a load widens each
     * with a write of its own); none before a load of those markets. Another market's figures never
     * reach the answer: they are figures of customers the caller cannot see.
     */
    async invoicedRange(markets: readonly Market[]): Promise<Partial<InvoicedRange>> {
      return invoicedLimitsOf(await record(INVOICED_RANGE_KEY), markets);
    },

    /** The last feed load as recorded (its file, when, its KPI date, rows read and refused); null before any. */
    async lastLoad(): Promise<{
      file: string;
      loadedAt: string;
      kpiDate: string | null;
      rows: number;
      refused: number;
    } | null> {
      const item = await record(LAST_LOAD_KEY);
      if (!item || typeof item.file !== 'string' || typeof item.loadedAt !== 'string') return null;
      return {
        file: item.file,
        loadedAt: item.loadedAt,
        kpiDate: typeof item.kpiDate === 'string' ? item.kpiDate : null,
        rows: Number(item.rows ?? 0),
        refused: Number(item.refused ?? 0),
      };
    },

    /** When the last load finished (ISO instant); null before any. */
    async lastLoadedAt(): Promise<string | null> {
      const item = await record(LAST_LOAD_KEY);
      return typeof item?.loadedAt === 'string' ? item.loadedAt : null;
    },

    /** When the company's systems computed the loaded figures (the last load's K_DATA_CALCOLO_KPI); null before any. */
    async kpiDate(): Promise<string | null> {
      const item = await record(LAST_LOAD_KEY);
      return typeof item?.kpiDate === 'string' ? item.kpiDate : null;
    },
  };
}
export type CustomersReader = ReturnType<typeof customersReader>;

/** The reader of this container's data table. */
export const containerCustomersReader = (stats?: ReadStats) =>
  customersReader(documentClient, tableName('data'), stats);

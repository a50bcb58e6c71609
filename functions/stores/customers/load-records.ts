import { type DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { InvoicedRange } from '../../../shared/customers/invoiced-range';
import type { Market } from '../../../shared/roles';
import { refusedByCondition } from '../../commons/dynamo/conditional-write';
import { type InvoicedByMarket, invoicedBoundAttribute } from './invoiced-limits';
import { INVOICED_RANGE_KEY, LAST_LOAD_KEY } from './keys';

/** One bound moved outward only: a write that would narrow it is refused by its condition and skipped. */
async function widenBound(
  client: DynamoDBDocumentClient,
  table: string,
  bound: string,
  value: number,
  direction: 'down' | 'up',
): Promise<void> {
  try {
    await client.send(
      new UpdateCommand({
        TableName: table,
        Key: INVOICED_RANGE_KEY,
        UpdateExpression: 'SET #bound = :value',
        ConditionExpression: `attribute_not_exists(#bound) OR #bound ${direction === 'down' ? '>' : '<'} :value`,
        ExpressionAttributeNames: { '#bound': bound },
        ExpressionAttributeValues: { ':value': value },
      }),
    );
  } catch (error) {
    if (!refusedByCondition(error)) throw error;
  }
}

/**
 * Widens the invoiced range limits (`invoicedRangeLimits`) of each market to take in a batch's figures:
 * the minimum of the minimums and the maximum of the maximums, whatever order parts finish in, and a
 * wider bound never hides a customer from the slider (docs/data-model.md 'Customers'). Kept per market,
 * so a role is answered its own markets' limits only, never a figure of a customer it cannot see.
 */
export async function widenInvoicedRange(
  client: DynamoDBDocumentClient,
  table: string,
  byMarket: InvoicedByMarket,
): Promise<void> {
  const ranges = Object.entries(byMarket) as [Market, InvoicedRange][];
  await Promise.all(
    ranges.flatMap(([market, range]) => [
      widenBound(client, table, invoicedBoundAttribute('minimum', market), range.minimum, 'down'),
      widenBound(client, table, invoicedBoundAttribute('maximum', market), range.maximum, 'up'),
    ]),
  );
}

/** What the customers list says of the last load: its file, rows read and refused, and the KPIs' date. */
export interface LastLoad {
  loadId: string;
  file: string;
  rows: number;
  refused: number;
  kpiDate: string | null;
  loadedAt: string;
}

/**
 * Records a finished load as the last one, once: written again for the same load (a redelivered last
 * part) it changes nothing, not even `loadedAt`. A load whose KPIs are older than the recorded one's
 * (an older feed finishing late, a part of it delivered again) does not replace it: the list's KPI date
 * never goes back. An undated load replaces only an undated record.
 */
export async function recordLastLoad(client: DynamoDBDocumentClient, table: string, load: LastLoad): Promise<void> {
  try {
    await client.send(
      new PutCommand({
        TableName: table,
        Item: { ...LAST_LOAD_KEY, ...load },
        ConditionExpression:
          'attribute_not_exists(loadId) OR (loadId <> :loadId AND ' +
          '(attribute_not_exists(kpiDate) OR attribute_type(kpiDate, :undated) OR kpiDate <= :kpiDate))',
        ExpressionAttributeValues: { ':loadId': load.loadId, ':undated': 'NULL', ':kpiDate': load.kpiDate },
      }),
    );
  } catch (error) {
    if (!refusedByCondition(error)) throw error;
  }
}

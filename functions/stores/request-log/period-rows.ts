import { type DynamoDBDocumentClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { ReplayedRow } from '../../../shared/backtest/replay-check';
import { daysNewestFirst } from '../../../shared/italian-time';
import type { RequestLogRow } from '../../../shared/request-log/row';
import type { Market } from '../../../shared/roles';
import type { DayRange } from '../../../shared/validators/ranges';
import { mapWithConcurrency } from '../../commons/concurrency';
import { filterExpression } from '../../commons/dynamo/filter-expression';
import { logPartitionsOfDay } from './keys';
import { marketConditions } from './list-query';

/** Partitions read at once: the page reader's figure, enough to hide the round trips. */
const PARALLEL_PARTITIONS = 16;

/** The row's fields a replay reads (shared/backtest/replay-check.ts), by their paths under `row`. */
const ROW_FIELDS: readonly (keyof ReplayedRow)[] = [
  'idRequest',
  'requestDate',
  'requestStatus',
  'trafficLight',
  'outputCode',
  'taxCode',
  'vatRegistrationNo',
  'companyName',
  'surname',
  'name',
  'subjectTypeC',
  'microSegmentDesc',
  'scope',
  'acquisitionChannel',
  'configurationId',
];

/** A stored check as a replay reads it: some of its row's fields and its snapshot, if it has one. */
export interface PeriodCheck {
  row: ReplayedRow;
  snapshot: unknown;
}

/**
 * Every check of an Italian-day range with its snapshot, for the back-test: each day's shards queried on
 * the table itself (the rows' own partitions, no index: the snapshot is on no index), projecting only
 * what a replay reads, a few partitions at a time. `visit` sees each check once, in no particular order;
 * `onPartition` after each partition, for progress. Reads only; the caller's markets are a condition.
 */
export async function forEachPeriodCheck(
  client: DynamoDBDocumentClient,
  table: string,
  period: DayRange,
  markets: readonly Market[],
  visit: (check: PeriodCheck) => void | Promise<void>,
  options: { signal?: AbortSignal; onPartition?: (checksSoFar: number) => void } = {},
): Promise<number> {
  const partitions = daysNewestFirst(period.startDate, period.endDate).flatMap(logPartitionsOfDay);
  const filter = filterExpression(marketConditions(markets));
  const projection = {
    ProjectionExpression: [...ROW_FIELDS.map((field) => `#row.#f_${field}`), '#snapshot'].join(', '),
    ExpressionAttributeNames: {
      '#row': 'row',
      '#snapshot': 'snapshot',
      ...Object.fromEntries(ROW_FIELDS.map((field) => [`#f_${field}`, field])),
    },
  };
  let checks = 0;
  await forEachPartitionItem(
    client,
    table,
    partitions,
    {
      ...filter,
      ProjectionExpression: projection.ProjectionExpression,
      ExpressionAttributeNames: { ...filter?.ExpressionAttributeNames, ...projection.ExpressionAttributeNames },
      ExpressionAttributeValues: filter?.ExpressionAttributeValues,
    },
    async (item) => {
      checks += 1;
      await visit({ row: item.row as ReplayedRow, snapshot: item.snapshot });
    },
    { signal: options.signal, onPartition: () => options.onPartition?.(checks) },
  );
  return checks;
}

/**
 * Every row of an Italian day, every shard, oldest first (date, then id), as the checks were made: what
 * the chains' rebuild (functions/stores/check-chains/chain-rebuild.ts) links one by one. Reads only.
 */
export async function rowsOfDay(client: DynamoDBDocumentClient, table: string, day: string): Promise<RequestLogRow[]> {
  const rows: { sk: string; row: RequestLogRow }[] = [];
  await forEachPartitionItem(
    client,
    table,
    logPartitionsOfDay(day),
    { ProjectionExpression: '#sk, #row', ExpressionAttributeNames: { '#sk': 'sk', '#row': 'row' } },
    (item) => {
      rows.push({ sk: String(item.sk), row: item.row as RequestLogRow });
    },
  );
  // The sort key is the instant then the zero-padded id: one order across the shards.
  return rows.sort((left, right) => left.sk.localeCompare(right.sk)).map(({ row }) => row);
}

/** What a query of the log's partitions adds to the partition's key: a filter, a projection and their names. */
type PartitionQuery = Pick<
  QueryCommandInput,
  'FilterExpression' | 'ProjectionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'
>;

/**
 * Every item of the partitions, page by page, a few partitions at a time (the table itself, no index):
 * `visit` sees each item once, in no particular order; `onPartition` after each partition.
 */
async function forEachPartitionItem(
  client: DynamoDBDocumentClient,
  table: string,
  partitions: readonly string[],
  query: PartitionQuery,
  visit: (item: Record<string, unknown>) => void | Promise<void>,
  options: { signal?: AbortSignal; onPartition?: () => void } = {},
): Promise<void> {
  await mapWithConcurrency(partitions, PARALLEL_PARTITIONS, async (partition) => {
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      options.signal?.throwIfAborted();
      const output = await client.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: '#pk = :pk',
          ...query,
          ExpressionAttributeNames: { ...query.ExpressionAttributeNames, '#pk': 'pk' },
          ExpressionAttributeValues: { ...query.ExpressionAttributeValues, ':pk': partition },
          ExclusiveStartKey,
        }),
      );
      for (const item of output.Items ?? []) await visit(item);
      ExclusiveStartKey = output.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    options.onPartition?.();
  });
}

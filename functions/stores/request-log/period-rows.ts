import { type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ReplayedRow } from '../../../shared/backtest/replay-check';
import { daysNewestFirst } from '../../../shared/italian-time';
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
  await mapWithConcurrency(partitions, PARALLEL_PARTITIONS, async (partition) => {
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      options.signal?.throwIfAborted();
      const output = await client.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: '#pk = :pk',
          ...filter,
          ProjectionExpression: projection.ProjectionExpression,
          ExpressionAttributeNames: {
            ...filter?.ExpressionAttributeNames,
            ...projection.ExpressionAttributeNames,
            '#pk': 'pk',
          },
          ExpressionAttributeValues: { ...filter?.ExpressionAttributeValues, ':pk': partition },
          ExclusiveStartKey,
        }),
      );
      for (const item of output.Items ?? []) {
        checks += 1;
        await visit({ row: item.row as ReplayedRow, snapshot: item.snapshot });
      }
      ExclusiveStartKey = output.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    options.onPartition?.(checks);
  });
  return checks;
}

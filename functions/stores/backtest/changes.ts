import { type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { BacktestChange } from '../../../shared/schemas/backtest';
import { batchDelete, batchPut } from '../../commons/dynamo/batch-put';
import type { ListQuery } from '../../commons/dynamo/query-plan';
import { backtestChangeSortKey, backtestChangesPartition } from './keys';

/** BatchWrites of a run's changes in flight: a few, beside the reads of the request log. */
const WRITE_CONCURRENCY = 4;
/** Changes a run holds before writing them. */
const WRITE_BATCH = 200;

/** The item of a moved check: in its run's partition for its transition, newest first. */
export const changeItem = (runId: string, change: BacktestChange) => ({
  pk: backtestChangesPartition(runId, change.transition),
  sk: backtestChangeSortKey(change.requestDate, change.idRequest),
  change,
});

export const changeOfItem = (item: Record<string, unknown>) => item.change as BacktestChange;

/**
 * The list plan of a run's changes (functions/commons/dynamo/page-reader.ts): its transitions' partitions
 * merged newest first on the table's own keys; `transitions` narrows them (the filter by transition).
 */
export function changesQuery(runId: string, transitions: readonly string[]): ListQuery {
  return {
    source: {
      index: { name: undefined, partitionKey: 'pk', sortKey: 'sk' },
      groups: [transitions.map((transition) => backtestChangesPartition(runId, transition))],
    },
    conditions: [],
  };
}

/** Writes a run's changes as they come, a batch at a time; `flush` writes what is left. */
export function changesWriter(client: DynamoDBDocumentClient, table: string, runId: string) {
  let pending: Record<string, unknown>[] = [];
  const write = async () => {
    const batch = pending;
    pending = [];
    if (batch.length) await batchPut(client, table, batch, WRITE_CONCURRENCY);
  };
  return {
    async add(change: BacktestChange) {
      pending.push(changeItem(runId, change));
      if (pending.length >= WRITE_BATCH) await write();
    },
    flush: write,
  };
}

/** Deletes what a run wrote (its changes): the run a new one replaces. */
export async function deleteRunChanges(
  client: DynamoDBDocumentClient,
  table: string,
  runId: string,
  transitions: readonly string[],
): Promise<void> {
  for (const transition of transitions) {
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const output = await client.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': backtestChangesPartition(runId, transition) },
          ProjectionExpression: 'pk, sk',
          ExclusiveStartKey,
        }),
      );
      await batchDelete(client, table, output.Items ?? []);
      ExclusiveStartKey = output.LastEvaluatedKey;
    } while (ExclusiveStartKey);
  }
}

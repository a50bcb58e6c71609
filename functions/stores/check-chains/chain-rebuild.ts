import { type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { attemptOf } from '../../../shared/monitoring/attempt';
import { linkAttempt } from '../../../shared/monitoring/link';
import type { RequestLogRow } from '../../../shared/request-log/row';
import { logPartitionsOfDay } from '../request-log/keys';
import { chainLinkStore } from './chain-link-store';

/** A day's rows, every shard, oldest first (date, then id), as the checks were made. */
async function rowsOfDay(client: DynamoDBDocumentClient, table: string, day: string): Promise<RequestLogRow[]> {
  const rows: { sk: string; row: RequestLogRow }[] = [];
  for (const partition of logPartitionsOfDay(day)) {
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const output = await client.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': partition },
          ProjectionExpression: 'sk, #row',
          ExpressionAttributeNames: { '#row': 'row' },
          ExclusiveStartKey,
        }),
      );
      for (const item of output.Items ?? []) rows.push({ sk: String(item.sk), row: item.row as RequestLogRow });
      ExclusiveStartKey = output.LastEvaluatedKey;
    } while (ExclusiveStartKey);
  }
  // The sort key is the instant then the zero-padded id: one order across the shards.
  return rows.sort((left, right) => left.sk.localeCompare(right.sk)).map(({ row }) => row);
}

/**
 * Rebuilds the chains of the days given, oldest first (`npm run chains`): every row of a day read
 * back, then linked and recorded one by one through the store a check records with, so the result is
 * what the checks would have written. Every write is idempotent: running it again, or over a day whose
 * checks were linked already, changes no count.
 */
export async function rebuildChains(
  client: DynamoDBDocumentClient,
  table: string,
  daysOldestFirst: readonly string[],
  onDay: (day: string, rows: number) => void = () => {},
): Promise<{ days: number; rows: number }> {
  const store = chainLinkStore(client, table);
  let total = 0;
  for (const day of daysOldestFirst) {
    const rows = await rowsOfDay(client, table, day);
    for (const row of rows) {
      const attempt = attemptOf(row);
      if (!attempt) continue;
      const candidates = await store.candidates(attempt);
      await store.record(attempt, linkAttempt(attempt, candidates), candidates);
      total += 1;
    }
    onDay(day, rows.length);
  }
  return { days: daysOldestFirst.length, rows: total };
}

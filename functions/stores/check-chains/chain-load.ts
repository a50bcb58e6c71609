import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { type Attempt, attemptOf } from '../../../shared/monitoring/attempt';
import type { RequestLogRow } from '../../../shared/request-log/row';
import { batchPut } from '../../commons/dynamo/batch-put';
import { createChainBook } from './chain-book';

/**
 * The chains of a bulk-loaded log (the seed, the demo): its rows linked in memory, oldest first,
 * through the checks' own link and writes (chain-book.ts), then the resulting items bulk-written. Only
 * for a table whose link keys hold nothing else that matters: the items are written whole, so an entry
 * another load left under the same key is replaced (a folder's real checks are rebuilt by `npm run chains`).
 */
export async function loadChainsOfRows(
  client: DynamoDBDocumentClient,
  table: string,
  rows: Iterable<RequestLogRow>,
  concurrency = 8,
): Promise<{ attempts: number; items: number }> {
  const attempts: Attempt[] = [];
  for (const row of rows) {
    const attempt = attemptOf(row);
    if (attempt) attempts.push(attempt);
  }
  attempts.sort((left, right) => left.at.localeCompare(right.at) || left.id - right.id);
  const book = createChainBook();
  for (const attempt of attempts) book.add(attempt);
  const items = [...book.items()];
  await batchPut(client, table, items, concurrency);
  return { attempts: attempts.length, items: items.length };
}

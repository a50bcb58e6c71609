import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mapWithConcurrency } from '../concurrency';

/** Items one BatchWrite takes at most. */
const BATCH = 25;

type WriteRequest =
  | { PutRequest: { Item: Record<string, unknown> } }
  | { DeleteRequest: { Key: Record<string, unknown> } };

/** One BatchWrite of at most 25 requests, unprocessed ones asked again with back-off. */
async function writeBatch(client: DynamoDBDocumentClient, table: string, batch: WriteRequest[]): Promise<void> {
  let requests = batch;
  for (let attempt = 0; requests.length > 0; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 25 * 2 ** attempt)));
    const { UnprocessedItems } = await client.send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
    requests = (UnprocessedItems?.[table] ?? []) as WriteRequest[];
    if (attempt > 8 && requests.length > 0) throw new Error(`${requests.length} items left unprocessed`);
  }
}

async function batchWrite(
  client: DynamoDBDocumentClient,
  table: string,
  requests: readonly WriteRequest[],
  concurrency: number,
): Promise<void> {
  const batches: WriteRequest[][] = [];
  for (let start = 0; start < requests.length; start += BATCH) batches.push(requests.slice(start, start + BATCH));
  // After a failure no further batch starts: the caller has its error and will not wait for them.
  let failed = false;
  await mapWithConcurrency(batches, concurrency, async (batch) => {
    if (failed) return;
    try {
      await writeBatch(client, table, batch);
    } catch (error) {
      failed = true;
      throw error;
    }
  });
}

/**
 * Bulk load of ready-made items (synthetic data, repairs, fixtures, black-list members): BatchWrite in
 * chunks of 25, `concurrency` of them in flight, unprocessed items asked again with back-off. Puts
 * overwrite, so a load interrupted halfway can simply run again. Two items with the same key must not
 * be in one call (DynamoDB refuses the batch): callers pass distinct keys.
 */
export async function batchPut(
  client: DynamoDBDocumentClient,
  table: string,
  items: readonly Record<string, unknown>[],
  concurrency = 1,
): Promise<void> {
  await batchWrite(
    client,
    table,
    items.map((Item) => ({ PutRequest: { Item } })),
    concurrency,
  );
}

/** Bulk delete by key, as batchPut writes: deleting what is not there is no error, so it can run again. */
export async function batchDelete(
  client: DynamoDBDocumentClient,
  table: string,
  keys: readonly Record<string, unknown>[],
  concurrency = 1,
): Promise<void> {
  await batchWrite(
    client,
    table,
    keys.map((Key) => ({ DeleteRequest: { Key } })),
    concurrency,
  );
}

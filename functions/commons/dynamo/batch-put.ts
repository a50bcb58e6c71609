import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** Items one BatchWrite takes at most. */
const BATCH = 25;

/**
 * Bulk load of ready-made items (synthetic data, repairs, fixtures): BatchWrite in chunks of 25,
 * unprocessed items asked again with back-off. Puts overwrite, so a load interrupted halfway can simply
 * run again.
 */
export async function batchPut(
  client: DynamoDBDocumentClient,
  table: string,
  items: readonly Record<string, unknown>[],
): Promise<void> {
  for (let start = 0; start < items.length; start += BATCH) {
    let requests = items.slice(start, start + BATCH).map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; requests.length > 0; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 25 * 2 ** attempt)));
      const { UnprocessedItems } = await client.send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
      requests = (UnprocessedItems?.[table] ?? []) as typeof requests;
      if (attempt > 8 && requests.length > 0) throw new Error(`${requests.length} items left unprocessed`);
    }
  }
}

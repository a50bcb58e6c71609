import { BatchGetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

type Key = { pk: string; sk: string };
type Item = Record<string, unknown>;

const MAX_ATTEMPTS = 4;

/**
 * One BatchGet of up to 100 keys of one table, returned by `pk|sk`. DynamoDB may leave keys
 * unprocessed under throttling; those are asked again (the only case with more than one round trip).
 */
export async function batchGet(client: DynamoDBDocumentClient, table: string, keys: readonly Key[]) {
  const found = new Map<string, Item>();
  let pending: Key[] = [...new Map(keys.map((key) => [keyId(key), key])).values()];
  for (let attempt = 1; pending.length; attempt++) {
    if (attempt > MAX_ATTEMPTS) throw new Error(`BatchGet left ${pending.length} keys unprocessed`);
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
    const { Responses, UnprocessedKeys } = await client.send(
      new BatchGetCommand({ RequestItems: { [table]: { Keys: pending } } }),
    );
    for (const item of Responses?.[table] ?? []) found.set(keyId(item as Key), item);
    pending = (UnprocessedKeys?.[table]?.Keys ?? []) as Key[];
  }
  return found;
}

export const keyId = (key: Key) => `${key.pk}|${key.sk}`;

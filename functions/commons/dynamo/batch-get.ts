import { BatchGetCommand, type BatchGetCommandOutput, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

type Key = { pk: string; sk: string };
type Item = Record<string, unknown>;

const MAX_ATTEMPTS = 4;

/** Every answer of BatchGet, for callers that account for what they read (consumed capacity). */
type OnResponse = (output: BatchGetCommandOutput, items: number) => void;

/**
 * One BatchGet of up to 100 keys of one table, returned by `pk|sk`. DynamoDB may leave keys
 * unprocessed under throttling; those are asked again (the only case with more than one round trip).
 * With `onResponse`, each answer reports its consumed capacity to it. `consistent` reads what the last
 * write left (twice the read capacity): for reads whose answer must follow a change at once (a check
 * right after a white-list insert or revocation).
 */
export async function batchGet(
  client: DynamoDBDocumentClient,
  table: string,
  keys: readonly Key[],
  onResponse?: OnResponse,
  consistent = false,
) {
  const found = new Map<string, Item>();
  let pending: Key[] = [...new Map(keys.map((key) => [keyId(key), key])).values()];
  for (let attempt = 1; pending.length; attempt++) {
    if (attempt > MAX_ATTEMPTS) throw new Error(`BatchGet left ${pending.length} keys unprocessed`);
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
    const output = await client.send(
      new BatchGetCommand({
        RequestItems: { [table]: { Keys: pending, ...(consistent ? { ConsistentRead: true } : {}) } },
        ReturnConsumedCapacity: onResponse ? 'TOTAL' : undefined,
      }),
    );
    const items = output.Responses?.[table] ?? [];
    onResponse?.(output, items.length);
    for (const item of items) found.set(keyId(item as Key), item);
    pending = (output.UnprocessedKeys?.[table]?.Keys ?? []) as Key[];
  }
  return found;
}

export const keyId = (key: Key) => `${key.pk}|${key.sk}`;

import { BatchGetCommand, type DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Attempt } from '../../../shared/monitoring/attempt';
import type { ChainEntry, Link } from '../../../shared/monitoring/link';
import { type LinkKey, linkKeysOf } from '../../../shared/monitoring/link-keys';
import { refusedByCondition } from '../../commons/dynamo/conditional-write';
import { type ChainWrite, chainWrites } from './chain-writes';
import { isEntryAttribute, linkItemKey } from './keys';

/** BatchGetItem takes up to 100 keys; an attempt has at most four (two identifiers, a name key, the address). */
const found = (items: readonly Record<string, unknown>[]) => {
  const byKey = new Map<string, ChainEntry[]>();
  for (const item of items) {
    const key = String(item.pk).slice('LINK#'.length);
    const entries = Object.entries(item)
      .filter(([name]) => isEntryAttribute(name))
      .map(([, value]) => value as ChainEntry);
    byKey.set(key, entries);
  }
  return byKey;
};

/**
 * The monitoring's side of a check (docs/monitoring.md 'Linking'): one BatchGet of the attempt's link
 * keys, sent beside the check's own reads, then the link computed (pure) and its writes sent beside the
 * row's. Never part of the decision: it reads the attempt, not the facts.
 */
export function chainLinkStore(client: DynamoDBDocumentClient, table: string) {
  async function read(keys: readonly LinkKey[]): Promise<Map<string, ChainEntry[]>> {
    if (keys.length === 0) return new Map();
    const unique = [...new Set(keys.map(({ key }) => key))];
    let requested: Record<string, unknown>[] = unique.map(linkItemKey);
    const items: Record<string, unknown>[] = [];
    // Unprocessed keys (throttling) are asked again, a few times, then the link goes on with what it has.
    for (let attempt = 0; attempt < 4 && requested.length > 0; attempt += 1) {
      const answer = await client.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: requested } } }));
      items.push(...(answer.Responses?.[table] ?? []));
      requested = (answer.UnprocessedKeys?.[table]?.Keys as Record<string, unknown>[] | undefined) ?? [];
    }
    return found(items);
  }

  async function send(write: ChainWrite): Promise<void> {
    if (write.kind === 'put') {
      await client.send(new PutCommand({ TableName: table, Item: write.item }));
      return;
    }
    const update = (w: Omit<Extract<ChainWrite, { kind: 'update' }>, 'kind' | 'otherwise'>) =>
      client.send(
        new UpdateCommand({
          TableName: table,
          Key: w.key,
          UpdateExpression: w.expression,
          ConditionExpression: w.condition,
          ExpressionAttributeNames: w.names,
          ExpressionAttributeValues: w.values,
        }),
      );
    try {
      await update(write);
    } catch (error) {
      if (!refusedByCondition(error)) throw error;
      if (!write.otherwise) return;
      try {
        await update(write.otherwise);
      } catch (second) {
        if (!refusedByCondition(second)) throw second;
      }
    }
  }

  return {
    /** The entries the attempt's keys hold: what linking reads. */
    candidates: (attempt: Attempt) => read(linkKeysOf(attempt)),
    /** Records an attempt's link (chain-writes.ts), every write idempotent. */
    async record(attempt: Attempt, link: Link, candidates: ReadonlyMap<string, readonly ChainEntry[]>) {
      await Promise.all(chainWrites(attempt, link, candidates).map(send));
    },
  };
}
export type ChainLinkStore = ReturnType<typeof chainLinkStore>;

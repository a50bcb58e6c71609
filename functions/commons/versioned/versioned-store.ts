import { type DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { RefusalCode } from '../../../shared/refusals';
import { refusedByCondition } from '../dynamo/conditional-write';
import { logger } from '../logger';
import { Refusal } from '../refusal/refusal';
import { EMPTY_HEAD, type Head } from './head';
import type { VersionBase } from './lifecycle';
import { archivedVersionItem, type VersionedKeys } from './versioned-keys';

export interface ArchivedPage<R> {
  records: R[];
  total: number;
}

export interface VersionedStore<R extends VersionBase> {
  /** The head as it is now (strongly consistent); an entity never written has an empty one. */
  readHead(): Promise<Head<R>>;
  /**
   * Writes `next` if the head is still at `seen.revision`, else answers 409 with the `stale` refusal and changes
   * nothing: of two concurrent transitions exactly one commits. Then files the version it archived.
   */
  commit(seen: Head<R>, next: Head<R>, stale: RefusalCode): Promise<void>;
  /** An archived version by id, if there is one. */
  findArchived(id: string, head: Head<R>): Promise<R | undefined>;
  /** A page of the history, newest first. */
  archivedPage(head: Head<R>, pageNumber: number, pageSize: number): Promise<ArchivedPage<R>>;
}

export function dynamoVersionedStore<R extends VersionBase>(
  client: DynamoDBDocumentClient,
  table: string,
  keys: VersionedKeys,
): VersionedStore<R> {
  /** Idempotent: the same version always makes the same item. */
  async function fileArchived(head: Head<R>): Promise<void> {
    if (!head.lastArchived || !head.lastArchivedSequence) return;
    await client.send(
      new PutCommand({
        TableName: table,
        Item: archivedVersionItem(keys, head.lastArchived, head.lastArchivedSequence),
      }),
    );
  }

  return {
    async readHead() {
      const { Item } = await client.send(new GetCommand({ TableName: table, Key: keys.head, ConsistentRead: true }));
      if (!Item) return EMPTY_HEAD as Head<R>;
      const { pk: _pk, sk: _sk, ...head } = Item;
      return { ...EMPTY_HEAD, ...(head as Partial<Head<R>>) } as Head<R>;
    },

    async commit(seen, next, stale) {
      const archives = next.archivedCount > seen.archivedCount;
      // The head is about to forget the version it archived last: make sure its own item exists first.
      if (archives) await fileArchived(seen);
      try {
        await client.send(
          new PutCommand({
            TableName: table,
            Item: { ...keys.head, ...next },
            ConditionExpression: seen.revision === 0 ? 'attribute_not_exists(pk)' : '#revision = :seen',
            ExpressionAttributeNames: seen.revision === 0 ? undefined : { '#revision': 'revision' },
            ExpressionAttributeValues: seen.revision === 0 ? undefined : { ':seen': seen.revision },
          }),
        );
      } catch (error) {
        if (refusedByCondition(error)) throw new Refusal(stale);
        throw error;
      }
      if (!archives) return;
      try {
        await fileArchived(next);
      } catch (error) {
        // Committed already: the head keeps the version until the next archiving files it.
        logger.warn('Archived version not filed yet; the head keeps it', { error });
      }
    },

    async findArchived(id, head) {
      if (head.lastArchived?.id === id) return head.lastArchived;
      const { Item } = await client.send(
        new GetCommand({ TableName: table, Key: keys.archived(id), ConsistentRead: true }),
      );
      return Item?.record as R | undefined;
    },

    async archivedPage(head, pageNumber, pageSize) {
      const total = head.archivedCount;
      // Sequence numbers run 1..total, newest highest: page n is one range of them.
      const newest = total - pageNumber * pageSize;
      const oldest = Math.max(1, newest - pageSize + 1);
      if (newest < 1) return { records: [], total };
      // One range of at most a page; DynamoDB answers 1 MB at a time, so a page of large versions may come in parts.
      const items: Record<string, unknown>[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const output = await client.send(
          new QueryCommand({
            TableName: table,
            IndexName: 'gsi1',
            KeyConditionExpression: 'gsi1pk = :history AND gsi1sk BETWEEN :oldest AND :newest',
            ExpressionAttributeValues: {
              ':history': keys.historyPartition,
              ':oldest': keys.historySort(oldest),
              ':newest': keys.historySort(newest),
            },
            ScanIndexForward: false,
            ExclusiveStartKey: startKey,
          }),
        );
        items.push(...(output.Items ?? []));
        startKey = output.LastEvaluatedKey;
      } while (startKey);
      const bySequence = new Map(items.map((item) => [Number(item.sequence), item.record as R]));
      // The newest may not be filed yet (or not yet in the index): the head has it.
      if (head.lastArchived && head.lastArchivedSequence && !bySequence.has(head.lastArchivedSequence))
        bySequence.set(head.lastArchivedSequence, head.lastArchived);
      const records: R[] = [];
      for (let sequence = newest; sequence >= oldest; sequence--) {
        const record = bySequence.get(sequence);
        if (record) records.push(record);
      }
      return { records, total };
    },
  };
}

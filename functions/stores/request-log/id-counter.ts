import { type DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { REQUEST_ID_COUNTER_KEY } from './keys';

/** Ids a container takes from the counter at once. */
export const ID_BLOCK_SIZE = 100;

/**
 * The request log's idRequest: one counter item incremented with ADD, a block of ID_BLOCK_SIZE at a
 * time per container: numeric and unique, increasing within a container, with one counter round trip
 * per hundred checks instead of one per check. The price: ids of concurrent containers interleave out
 * of date order (the lists sort by date), and a retired container leaves the rest of its block unused.
 */
export function requestIdCounter(client: DynamoDBDocumentClient, table: string) {
  let block = { next: 1, last: 0 };
  let reserving: Promise<void> | undefined;

  const reserve = async () => {
    const { Attributes } = await client.send(
      new UpdateCommand({
        TableName: table,
        Key: REQUEST_ID_COUNTER_KEY,
        UpdateExpression: 'ADD #value :block',
        ExpressionAttributeNames: { '#value': 'value' },
        ExpressionAttributeValues: { ':block': ID_BLOCK_SIZE },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    const last = Number(Attributes?.value);
    block = { next: last - ID_BLOCK_SIZE + 1, last };
  };

  return {
    async nextId(): Promise<number> {
      // Concurrent checks in one process share one reservation rather than each taking a block.
      while (block.next > block.last) {
        reserving ??= reserve().finally(() => {
          reserving = undefined;
        });
        await reserving;
      }
      return block.next++;
    },
  };
}

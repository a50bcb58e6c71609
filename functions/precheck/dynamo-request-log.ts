import { type DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { requestLogWriter } from '../request-log/store/dynamo-writer';
import { REQUEST_ID_COUNTER_KEY } from '../request-log/store/keys';
import type { RequestLog } from './precheck-facts';

/** Ids a container takes from the counter at once. */
export const ID_BLOCK_SIZE = 100;

/**
 * The request log in its table. idRequest comes from one counter item incremented with ADD, a block of
 * ID_BLOCK_SIZE at a time per container: numeric and unique, increasing within a container, with one
 * counter round trip per hundred checks instead of one per check. The price: ids of concurrent
 * containers interleave out of date order (the lists sort by date), and a retired container leaves
 * the rest of its block unused.
 */
export function dynamoRequestLog(client: DynamoDBDocumentClient, table: string): RequestLog {
  const writer = requestLogWriter(client, table);
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
    async nextId() {
      // Concurrent checks in one process share one reservation rather than each taking a block.
      while (block.next > block.last) {
        reserving ??= reserve().finally(() => {
          reserving = undefined;
        });
        await reserving;
      }
      return block.next++;
    },
    write: writer.writeRow,
    updateAggregate: writer.updateAggregate,
  };
}

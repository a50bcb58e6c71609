import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { batchPut } from '../../../functions/commons/dynamo/batch-put';

/** Items per BatchWriteItem: DynamoDB's maximum. */
const BATCH_SIZE = 25;

/**
 * Puts items in batches of 25 with several batches in flight, so a load waits on the database rather
 * than on each round trip. `add` resolves once the item is queued, waiting only when every slot is
 * busy: the caller's generator never runs far ahead, and memory stays flat.
 */
export function createBatchPool(
  client: DynamoDBDocumentClient,
  table: string,
  concurrency: number,
  onWritten: (count: number) => void,
) {
  const inFlight = new Set<Promise<void>>();
  let failure: unknown;
  let pending: Record<string, unknown>[] = [];

  const send = async (items: Record<string, unknown>[]) => {
    while (inFlight.size >= concurrency) await Promise.race(inFlight);
    if (failure) throw failure;
    const write = batchPut(client, table, items)
      .then(() => onWritten(items.length))
      .catch((error: unknown) => {
        failure ??= error;
      })
      .finally(() => inFlight.delete(write));
    inFlight.add(write);
  };

  return {
    async add(item: Record<string, unknown>): Promise<void> {
      pending.push(item);
      if (pending.length < BATCH_SIZE) return;
      const items = pending;
      pending = [];
      await send(items);
    },
    /** Sends what is left and waits for every batch; throws the first failure. */
    async flush(): Promise<void> {
      if (pending.length > 0) {
        const items = pending;
        pending = [];
        await send(items);
      }
      await Promise.all(inFlight);
      if (failure) throw failure;
    },
  };
}

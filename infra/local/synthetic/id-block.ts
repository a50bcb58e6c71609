import { type DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { refusedByCondition } from '../../../functions/commons/dynamo/conditional-write';
import { REQUEST_ID_COUNTER_KEY } from '../../../functions/stores/request-log/keys';

/**
 * Synthetic rows take their idRequest from the same counter as real checks, as one block, so a check
 * run after a load never reuses a synthetic id, and two loads into one table never share ids. The
 * block is recorded under a marker named after the load's parameters: loading the same data set again
 * reuses it and rewrites the same items instead of adding a copy.
 */

/** The counter's numeric attribute, as the precheck increments it (functions/stores/request-log/id-counter.ts). */
const COUNTER_ATTRIBUTE = 'value';

export const idBlockMarkerKey = (dataSet: string) => ({ pk: REQUEST_ID_COUNTER_KEY.pk, sk: `SYNTHETIC#${dataSet}` });

/**
 * Records that the data set's days have their tallies: a folder loaded before has rows
 * without them, which the demo's tallies seeder rebuilds once (demo/request-log-tallies-seeder.ts).
 */
export async function markTalliesKept(client: DynamoDBDocumentClient, table: string, dataSet: string): Promise<void> {
  await client
    .send(
      new UpdateCommand({
        TableName: table,
        Key: idBlockMarkerKey(dataSet),
        UpdateExpression: 'SET talliesKept = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':now': new Date().toISOString() },
      }),
    )
    .catch((error: unknown) => {
      // A load of no rows reserves no block: nothing to mark.
      if (!refusedByCondition(error)) throw error;
    });
}

/** The first id of the data set's block of `count` ids: the recorded one, else a new block from the counter. */
export async function reserveIdBlock(
  client: DynamoDBDocumentClient,
  table: string,
  dataSet: string,
  count: number,
): Promise<number> {
  const Key = idBlockMarkerKey(dataSet);
  const { Item } = await client.send(new GetCommand({ TableName: table, Key, ConsistentRead: true }));
  if (Item && typeof Item.firstId === 'number') return Item.firstId;
  const { Attributes } = await client.send(
    new UpdateCommand({
      TableName: table,
      Key: REQUEST_ID_COUNTER_KEY,
      UpdateExpression: 'ADD #value :count',
      ExpressionAttributeNames: { '#value': COUNTER_ATTRIBUTE },
      ExpressionAttributeValues: { ':count': count },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const firstId = Number(Attributes?.[COUNTER_ATTRIBUTE]) - count + 1;
  await client.send(
    new PutCommand({ TableName: table, Item: { ...Key, firstId, count, reservedAt: new Date().toISOString() } }),
  );
  return firstId;
}

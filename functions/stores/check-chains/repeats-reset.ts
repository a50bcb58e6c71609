import { type DynamoDBDocumentClient, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { romeMonth } from '../../../shared/italian-time';
import { dayAttributes, repeatsPartition } from './keys';

/**
 * A day's who-repeats counters cleared in every agency's and user's item of its month, before a rebuild
 * counts that day again: the ids that make a check count once are kept two days only (chain-writes.ts),
 * so a rebuild of an older day is made safe to run again by starting the day from zero. A day is rebuilt
 * once its checks are in: a check of that day recorded during its rebuild may be cleared with it.
 */
export async function clearRepeatsDay(client: DynamoDBDocumentClient, table: string, day: string): Promise<number> {
  const attributes = dayAttributes(day);
  const pk = repeatsPartition(romeMonth(`${day}T12:00:00Z`));
  let cleared = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const answer = await client.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk',
        FilterExpression: 'attribute_exists(#d)',
        ProjectionExpression: 'pk, sk',
        ExpressionAttributeNames: { '#d': attributes.counts },
        ExpressionAttributeValues: { ':pk': pk },
        ExclusiveStartKey,
      }),
    );
    for (const item of answer.Items ?? []) {
      await client.send(
        new UpdateCommand({
          TableName: table,
          Key: { pk: item.pk, sk: item.sk },
          UpdateExpression: 'REMOVE #d, #i',
          ExpressionAttributeNames: { '#d': attributes.counts, '#i': attributes.ids },
        }),
      );
      cleared += 1;
    }
    ExclusiveStartKey = answer.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return cleared;
}

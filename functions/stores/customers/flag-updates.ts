import { type DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mapWithConcurrency } from '../../commons/concurrency';
import type { FlagChange } from './address-flags';

/** DynamoDB's answer when ADD or DELETE of a string set meets an attribute of another type. */
const isTypeMismatch = (error: unknown) => (error as Error).name === 'ValidationException';

/**
 * An address item written before the flags were a string set (a list, as the first demo seeds wrote
 * it): its members and the change become one set, written only if the attribute is still that list.
 */
async function convertList(client: DynamoDBDocumentClient, table: string, change: FlagChange): Promise<void> {
  const { Item } = await client.send(new GetCommand({ TableName: table, Key: change.key, ConsistentRead: true }));
  const listed = Array.isArray(Item?.flaggedSubjects) ? (Item.flaggedSubjects as unknown[]) : [];
  const members = new Set(listed.filter((id): id is string => typeof id === 'string').map((id) => id.toUpperCase()));
  for (const id of change.add) members.add(id);
  for (const id of change.remove) members.delete(id);
  await client.send(
    new UpdateCommand({
      TableName: table,
      Key: change.key,
      ConditionExpression: 'attribute_type(flaggedSubjects, :list)',
      UpdateExpression: members.size > 0 ? 'SET flaggedSubjects = :members' : 'REMOVE flaggedSubjects',
      ExpressionAttributeValues: { ':list': 'L', ...(members.size > 0 ? { ':members': members } : {}) },
    }),
  );
}

/** One set operation on an address's flags; both are idempotent, so a redelivered part changes nothing more. */
async function setOperation(
  client: DynamoDBDocumentClient,
  table: string,
  key: FlagChange['key'],
  operation: 'ADD' | 'DELETE',
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await client.send(
    new UpdateCommand({
      TableName: table,
      Key: key,
      UpdateExpression: `${operation} flaggedSubjects :ids`,
      ExpressionAttributeValues: { ':ids': new Set(ids) },
    }),
  );
}

/**
 * Applies flag changes to the supply addresses' items (functions/stores/address-risk): one ADD and one
 * DELETE per address at most (DynamoDB takes one operation per attribute in an update). A list left by
 * an older shape is converted to a set with the change applied.
 */
export async function applyFlagChanges(
  client: DynamoDBDocumentClient,
  table: string,
  changes: readonly FlagChange[],
  concurrency: number,
): Promise<void> {
  await mapWithConcurrency(changes, concurrency, async (change) => {
    try {
      await setOperation(client, table, change.key, 'ADD', change.add);
      await setOperation(client, table, change.key, 'DELETE', change.remove);
    } catch (error) {
      if (!isTypeMismatch(error)) throw error;
      await convertList(client, table, change);
    }
  });
}

import { DeleteCommand, type DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { unlessRefused } from '../../commons/dynamo/conditional-write';
import { ADMIN_CHANGE_LEASE_KEY } from './keys';

/** Longer than any change takes (a few Cognito calls); a lease left by a crashed function frees itself. */
const LEASE_MS = 30_000;

/**
 * One change at a time that may take an administrator away (a demotion, a disabling). Cognito has no
 * transaction: two administrators demoting each other at once would each count two administrators and
 * leave none. Holding this lease while counting and changing makes the count true when it is used.
 */
export function adminChangeLease(client: DynamoDBDocumentClient, table: string) {
  return {
    /** Runs `change` holding the lease; answers undefined, running nothing, when another change holds it. */
    async holding<T>(holder: string, change: () => Promise<T>): Promise<{ result: T } | undefined> {
      const now = Date.now();
      const taken = await unlessRefused(
        client.send(
          new PutCommand({
            TableName: table,
            Item: { ...ADMIN_CHANGE_LEASE_KEY, holder, expiresAt: now + LEASE_MS },
            ConditionExpression: 'attribute_not_exists(pk) OR expiresAt < :now',
            ExpressionAttributeValues: { ':now': now },
          }),
        ),
      );
      if (!taken) return undefined;
      try {
        return { result: await change() };
      } finally {
        await client
          .send(
            new DeleteCommand({
              TableName: table,
              Key: ADMIN_CHANGE_LEASE_KEY,
              ConditionExpression: 'holder = :holder',
              ExpressionAttributeValues: { ':holder': holder },
            }),
          )
          .catch(() => undefined);
      }
    },
  };
}

import { DeleteCommand, type DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { unlessRefused } from '../../commons/dynamo/conditional-write';
import { ADMIN_CHANGE_LEASE_KEY, userChangeLeaseKey } from './keys';

/** Longer than any change takes (a few Cognito calls); a lease left by a crashed function frees itself. */
const LEASE_MS = 30_000;

/**
 * Cognito has no transaction, so the product serialises what must not interleave with a lease in the
 * data table (one conditional write to take it, a conditional delete to free it):
 * - one change at a time of one user: ten role changes sent at once would otherwise each add their group
 *   and remove the ones they read, leaving the user in several groups or none;
 * - one change at a time that may take an administrator away (a demotion, a disabling): two
 *   administrators demoting each other at once would each count two administrators and leave none.
 */
export function userChangeLeases(client: DynamoDBDocumentClient, table: string) {
  /** Runs `change` holding the lease at `key`; answers undefined, running nothing, when another holds it. */
  async function holding<T>(
    key: { pk: string; sk: string },
    holder: string,
    change: () => Promise<T>,
  ): Promise<{ result: T } | undefined> {
    const now = Date.now();
    const taken = await unlessRefused(
      client.send(
        new PutCommand({
          TableName: table,
          Item: { ...key, holder, expiresAt: now + LEASE_MS },
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
            Key: key,
            ConditionExpression: 'holder = :holder',
            ExpressionAttributeValues: { ':holder': holder },
          }),
        )
        .catch(() => undefined);
    }
  }

  return {
    /** One change of this user at a time. */
    holdingUser: <T>(username: string, holder: string, change: () => Promise<T>) =>
      holding(userChangeLeaseKey(username), holder, change),
    /** One change at a time that may leave the pool an enabled administrator fewer. */
    holdingAdministrators: <T>(holder: string, change: () => Promise<T>) =>
      holding(ADMIN_CHANGE_LEASE_KEY, holder, change),
  };
}
export type UserChangeLeases = ReturnType<typeof userChangeLeases>;

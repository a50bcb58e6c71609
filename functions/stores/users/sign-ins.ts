import { type DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet, keyId } from '../../commons/dynamo/batch-get';
import { unlessRefused } from '../../commons/dynamo/conditional-write';
import { signInKey } from './keys';

/** BatchGet takes at most 100 keys. */
const BATCH = 100;

/** Each user's last sign-in, kept by the product: Cognito does not tell it (without its paid plan). */
export function signInStore(client: DynamoDBDocumentClient, table: string) {
  return {
    /** One write per sign-in; an older time never replaces a newer one (a trigger retried late). */
    async record(username: string, at: string): Promise<void> {
      await unlessRefused(
        client.send(
          new UpdateCommand({
            TableName: table,
            Key: signInKey(username),
            UpdateExpression: 'SET lastSignInAt = :at, username = :username',
            ConditionExpression: 'attribute_not_exists(lastSignInAt) OR lastSignInAt < :at',
            ExpressionAttributeValues: { ':at': at, ':username': username },
          }),
        ),
      );
    },

    /** The last sign-in of each username that has one. */
    async lastSignIns(usernames: readonly string[]): Promise<Map<string, string>> {
      const found = new Map<string, string>();
      for (let start = 0; start < usernames.length; start += BATCH) {
        const keys = usernames.slice(start, start + BATCH).map(signInKey);
        const items = await batchGet(client, table, keys);
        for (const key of keys) {
          const at = items.get(keyId(key))?.lastSignInAt;
          if (typeof at === 'string') found.set(key.pk.slice('USER#'.length), at);
        }
      }
      return found;
    },
  };
}
export type SignInStore = ReturnType<typeof signInStore>;

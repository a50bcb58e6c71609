import { type DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { refusedByCondition } from '../dynamo/conditional-write';
import { entityPartition, recordItemKeys, recordKey } from './audit-keys';
import type { AuditCompletion, AuditRecord } from './audit-record';

/** Where the frame keeps audit records: the two writes of one call, and nothing that reads. */
export interface AuditWriter {
  /** Stores a STARTED record; a record already there (the same call delivered again) is kept as it is. */
  begin(record: AuditRecord): Promise<void>;
  /** Completes a STARTED record; a record completed already keeps its first completion. */
  complete(started: AuditRecord, completion: AuditCompletion): Promise<void>;
}

/**
 * The audit writer on the audit table. Both writes are conditional, so whatever is delivered or retried
 * twice, one call has one record and its outcome is the first one told. Only PutItem and UpdateItem:
 * the routes' functions hold no other right on the table (infra/access.ts).
 */
export function dynamoAuditWriter(client: DynamoDBDocumentClient, table: string): AuditWriter {
  return {
    async begin(record) {
      await unlessConditionFails(
        client.send(
          new PutCommand({
            TableName: table,
            Item: { ...recordItemKeys(record), ...record },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        ),
      );
    },

    async complete(started, completion) {
      // The entity is known for sure only now: the byEntity index key moves with it.
      const fields: Record<string, unknown> = {
        ...completion,
        gsi1pk: entityPartition(started.entityType, completion.entityId),
      };
      const names = Object.keys(fields);
      await unlessConditionFails(
        client.send(
          new UpdateCommand({
            TableName: table,
            Key: recordKey(started),
            UpdateExpression: `SET ${names.map((name) => `#${name} = :${name}`).join(', ')}`,
            ConditionExpression: '#outcome = :started',
            ExpressionAttributeNames: Object.fromEntries(names.map((name) => [`#${name}`, name])),
            ExpressionAttributeValues: {
              ...Object.fromEntries(names.map((name) => [`:${name}`, fields[name]])),
              ':started': 'STARTED',
            },
          }),
        ),
      );
    },
  };
}

async function unlessConditionFails(write: Promise<unknown>): Promise<void> {
  try {
    await write;
  } catch (error) {
    if (!refusedByCondition(error)) throw error;
  }
}

import { type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { entityPartition, userPartition } from '../../functions/commons/audit/audit-keys';
import { AUDIT_RECORD_FIELDS, type AuditRecord } from '../../functions/commons/audit/audit-record';
import { LOCAL_NAMES, TABLES } from '../../shared/resources';
import type { AuditEntity } from '../../shared/route-table';

/**
 * The audit records a test looks for, read past the product's one reader (the back office's list): every
 * record of an entity or of a user, newest first. Tests only; no function reads the table but the list.
 */
const [byEntity, byUser] = TABLES.audit.indexes;

async function recordsOf(client: DynamoDBDocumentClient, indexName: string, key: string, partition: string) {
  const records: AuditRecord[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const output = await client.send(
      new QueryCommand({
        TableName: LOCAL_NAMES.table('audit'),
        IndexName: indexName,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': key },
        ExpressionAttributeValues: { ':pk': partition },
        ScanIndexForward: false,
        ExclusiveStartKey,
      }),
    );
    for (const item of output.Items ?? []) {
      records.push(Object.fromEntries(AUDIT_RECORD_FIELDS.map((field) => [field, item[field] ?? null])) as never);
    }
    ExclusiveStartKey = output.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return records;
}

export const auditRecordsOfEntity = (client: DynamoDBDocumentClient, type: AuditEntity, id: string) =>
  recordsOf(client, byEntity.indexName, byEntity.partitionKey, entityPartition(type, id));

export const auditRecordsOfUser = (client: DynamoDBDocumentClient, username: string) =>
  recordsOf(client, byUser.indexName, byUser.partitionKey, userPartition(username));

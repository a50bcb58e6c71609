import {
  type AttributeDefinition,
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  type GlobalSecondaryIndex,
  type KeySchemaElement,
  ResourceNotFoundException,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand } from '@aws-sdk/client-s3';
import { CreateQueueCommand, GetQueueAttributesCommand, GetQueueUrlCommand } from '@aws-sdk/client-sqs';
import {
  BUCKETS,
  type BucketName,
  type KeyDefinition,
  LOCAL_NAMES,
  QUEUES,
  type QueueName,
  TABLES,
  type TableDefinition,
  type TableName,
} from '../../shared/resources';
import type { LocalClients } from './aws-clients';
import type { LocalLogger } from './logger';

export interface LocalQueue {
  url: string;
  arn: string;
  deadLetterUrl: string;
  deadLetterArn: string;
}
export type LocalQueues = Record<QueueName, LocalQueue>;

/**
 * Creates on the emulators every table, bucket and queue of shared/resources.ts that is missing, so
 * the local topology is the deployed one and a restart changes nothing. Returns the queue URLs,
 * which only exist once the queues do.
 */
export async function bootstrapResources(clients: LocalClients, log: LocalLogger): Promise<LocalQueues> {
  for (const name of Object.keys(TABLES) as TableName[]) await ensureTable(clients, name, log);
  for (const name of Object.keys(BUCKETS) as BucketName[]) await ensureBucket(clients, LOCAL_NAMES.bucket(name), log);
  const queues = {} as LocalQueues;
  for (const name of Object.keys(QUEUES) as QueueName[]) queues[name] = await ensureQueuePair(clients, name);
  return queues;
}

async function ensureTable(clients: LocalClients, name: TableName, log: LocalLogger): Promise<void> {
  const TableName = LOCAL_NAMES.table(name);
  const definition: TableDefinition = TABLES[name];
  try {
    const { Table } = await clients.dynamoDb.send(new DescribeTableCommand({ TableName }));
    const existing = (Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName).sort();
    const wanted = definition.indexes.map((index) => index.indexName).sort();
    if (existing.join() === wanted.join()) return;
    // A data folder from an older version of the code: local data is disposable, the new layout is not.
    log.info(`table ${TableName} has indexes [${existing}] instead of [${wanted}]: recreating it empty`);
    await clients.dynamoDb.send(new DeleteTableCommand({ TableName }));
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const indexes = definition.indexes.map(
    (index): GlobalSecondaryIndex => ({
      IndexName: index.indexName,
      KeySchema: keySchema(index),
      Projection: index.nonKeyAttributes
        ? { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.nonKeyAttributes] }
        : { ProjectionType: 'ALL' },
    }),
  );
  await clients.dynamoDb.send(
    new CreateTableCommand({
      TableName,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: keySchema(definition),
      AttributeDefinitions: attributeDefinitions([definition, ...definition.indexes]),
      GlobalSecondaryIndexes: indexes.length > 0 ? indexes : undefined,
    }),
  );
  log.info(`created table ${TableName}`);
}

function keySchema(keys: KeyDefinition): KeySchemaElement[] {
  const schema: KeySchemaElement[] = [{ AttributeName: keys.partitionKey, KeyType: 'HASH' }];
  if (keys.sortKey) schema.push({ AttributeName: keys.sortKey, KeyType: 'RANGE' });
  return schema;
}

/** Every key attribute of the table and its indexes, once; keys are strings throughout. */
function attributeDefinitions(keys: readonly KeyDefinition[]): AttributeDefinition[] {
  const names = new Set(keys.flatMap((key) => [key.partitionKey, key.sortKey].filter((n): n is string => !!n)));
  return [...names].map((AttributeName) => ({ AttributeName, AttributeType: 'S' }));
}

async function ensureBucket(clients: LocalClients, Bucket: string, log: LocalLogger): Promise<void> {
  try {
    await clients.s3.send(new HeadBucketCommand({ Bucket }));
    return;
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode !== 404) throw error;
  }
  // Lifecycle expiry (expireAfterDays) is not emulated: local files stay until the data folder is deleted.
  await clients.s3.send(new CreateBucketCommand({ Bucket }));
  log.info(`created bucket ${Bucket}`);
}

async function ensureQueuePair(clients: LocalClients, name: QueueName): Promise<LocalQueue> {
  const definition = QUEUES[name];
  const deadLetter = await ensureQueue(clients, LOCAL_NAMES.deadLetterQueue(name), {
    // Fourteen days, the SQS maximum, as dead letters wait for a person.
    MessageRetentionPeriod: String(14 * 24 * 3600),
  });
  const main = await ensureQueue(clients, LOCAL_NAMES.queue(name), {
    VisibilityTimeout: String(definition.visibilityTimeoutSeconds),
    RedrivePolicy: JSON.stringify({ deadLetterTargetArn: deadLetter.arn, maxReceiveCount: definition.maxReceiveCount }),
  });
  return { url: main.url, arn: main.arn, deadLetterUrl: deadLetter.url, deadLetterArn: deadLetter.arn };
}

async function ensureQueue(clients: LocalClients, QueueName: string, Attributes: Record<string, string>) {
  let url: string | undefined;
  try {
    url = (await clients.sqs.send(new GetQueueUrlCommand({ QueueName }))).QueueUrl;
  } catch (error) {
    if ((error as Error).name !== 'QueueDoesNotExist') throw error;
  }
  url ??= (await clients.sqs.send(new CreateQueueCommand({ QueueName, Attributes }))).QueueUrl;
  if (!url) throw new Error(`No URL for queue ${QueueName}`);
  const attributes = await clients.sqs.send(
    new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['QueueArn'] }),
  );
  const arn = attributes.Attributes?.QueueArn;
  if (!arn) throw new Error(`No ARN for queue ${QueueName}`);
  return { url, arn };
}

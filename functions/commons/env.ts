import { BUCKETS, type BucketName, QUEUES, type QueueName, TABLES, type TableName } from '../../shared/resources';

/**
 * Resource names from the environment. Read when a handler first asks, and refused loudly when
 * missing, so a misconfigured function fails at its first call with a clear log line instead of
 * writing to a table named "".
 */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export const tableName = (table: TableName) => required(TABLES[table].envName);
export const bucketName = (bucket: BucketName) => required(BUCKETS[bucket].envName);
export const queueUrl = (queue: QueueName) => required(QUEUES[queue].envName);

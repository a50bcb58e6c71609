import type { S3Client } from '@aws-sdk/client-s3';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { BucketName, TableName } from '../../../shared/resources';

/** What a seeder may use: the runtime's own clients and the local physical names. */
export interface DemoSeedContext {
  documentClient: DynamoDBDocumentClient;
  s3: S3Client;
  table: (name: TableName) => string;
  bucket: (name: BucketName) => string;
}

/**
 * Demo data of one feature. `version` names the data set: a seeder runs once per data folder and
 * version, recorded by a marker item, so a restart writes nothing and bumping the version re-seeds
 * (write with puts that tolerate existing items, or conditional puts, in that case).
 * Its own module, so the seeders and the list that registers them (demo-data.ts) import it without a cycle.
 */
export interface DemoSeeder {
  name: string;
  version: number;
  seed(context: DemoSeedContext): Promise<void>;
}

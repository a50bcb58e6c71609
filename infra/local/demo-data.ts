import type { S3Client } from '@aws-sdk/client-s3';
import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { type BucketName, LOCAL_NAMES, type TableName } from '../../shared/resources';
import { precheckDemoSeeder } from './demo/precheck-seeder';
import { requestLogDemoSeeder } from './demo/request-log-seeder';
import type { LocalLogger } from './logger';

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
 */
export interface DemoSeeder {
  name: string;
  version: number;
  seed(context: DemoSeedContext): Promise<void>;
}

/** Features register their seeders here. */
export const DEMO_SEEDERS: readonly DemoSeeder[] = [precheckDemoSeeder, requestLogDemoSeeder];

/** Marker items live in the data table under their own partition, invisible to feature queries. */
export const DEMO_SEED_MARKER_PK = 'LOCAL#DEMO_SEED';

export async function seedDemoData(
  context: Omit<DemoSeedContext, 'table' | 'bucket'>,
  seeders: readonly DemoSeeder[],
  log: LocalLogger,
): Promise<void> {
  const full: DemoSeedContext = { ...context, table: LOCAL_NAMES.table, bucket: LOCAL_NAMES.bucket };
  const TableName = LOCAL_NAMES.table('data');
  for (const seeder of seeders) {
    const Key = { pk: DEMO_SEED_MARKER_PK, sk: `${seeder.name}#v${seeder.version}` };
    const marker = await context.documentClient.send(new GetCommand({ TableName, Key }));
    if (marker.Item) continue;
    const started = Date.now();
    await seeder.seed(full);
    // The marker goes last: a seeder interrupted halfway runs again at the next start.
    await context.documentClient.send(
      new PutCommand({ TableName, Item: { ...Key, seededAt: new Date().toISOString() } }),
    );
    log.info(`seeded demo data ${seeder.name} v${seeder.version} in ${Date.now() - started} ms`);
  }
}

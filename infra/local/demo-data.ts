import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { LOCAL_NAMES } from '../../shared/resources';
import { agencyDemoSeeder } from './demo/agency-seeder';
import { checkChainsDemoSeeder } from './demo/check-chains-seeder';
import { customerDemoSeeder } from './demo/customer-seeder';
import type { DemoSeedContext, DemoSeeder } from './demo/demo-seeder';
import { precheckDemoSeeder } from './demo/precheck-seeder';
import { requestLogDemoSeeder } from './demo/request-log-seeder';
import { requestLogTalliesSeeder } from './demo/request-log-tallies-seeder';
import { whiteListDemoSeeder } from './demo/white-list-seeder';
import type { LocalLogger } from './logger';

/** Features register their seeders here. */
export const DEMO_SEEDERS: readonly DemoSeeder[] = [
  precheckDemoSeeder,
  requestLogDemoSeeder,
  // A folder loaded before the daily tallies were kept gets them once.
  requestLogTalliesSeeder,
  // After the request log: the chains of its rows.
  checkChainsDemoSeeder,
  // After the request log: its customers are the request log's subjects.
  customerDemoSeeder,
  agencyDemoSeeder,
  whiteListDemoSeeder,
];

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

import { resolve } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { recountCustomerTallies } from '../../functions/stores/customers/customer-tallies';
import { rebuildTallies } from '../../functions/stores/request-log-tallies/rebuild';
import { daysNewestFirst } from '../../shared/italian-time';
import { LOCAL_NAMES } from '../../shared/resources';
import { createLocalClients } from './aws-clients';
import { bootstrapResources } from './bootstrap';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';
import { startEmulators } from './emulators';
import { silenceSdkNodeVersionWarning } from './handler-env';
import { createLogger } from './logger';
import { DEFAULT_DATA_DIR } from './settings';
import { createProgressReporter } from './synthetic/progress';
import { parseTalliesArgs, TALLIES_USAGE, type TalliesOptions } from './tallies-args';

/**
 * `npm run tallies -- --from 2026-11-01 --to 2026-11-22`: rebuilds the request log's daily tallies of
 * those days from the rows (functions/stores/request-log-tallies/rebuild.ts), in the local data folder or,
 * with --table, in a deployed table.
 */
async function main(): Promise<number> {
  const args = parseTalliesArgs(process.argv.slice(2));
  if (args.kind === 'help') {
    console.log(TALLIES_USAGE);
    return 0;
  }
  if (args.kind === 'error') {
    console.error(`${args.message}\n\n${TALLIES_USAGE}`);
    return 2;
  }
  silenceSdkNodeVersionWarning();
  if (args.options.table) {
    const dynamoDb = new DynamoDBClient({});
    try {
      const client = DynamoDBDocumentClient.from(dynamoDb);
      if (args.options.from) await rebuild(client, args.options.table, args.options);
      else await recount(client, args.options.table);
    } finally {
      dynamoDb.destroy();
    }
    return 0;
  }
  const dataDir = resolve(args.options.dataDir ?? (process.env.SEMAFORO_DATA_DIR || DEFAULT_DATA_DIR));
  const lock = lockDataDir(dataDir);
  const emulators = await startEmulators(dataDir, false).catch((error: unknown) => {
    lock.release();
    throw error;
  });
  const clients = createLocalClients(emulators.endpoints);
  try {
    await bootstrapResources(clients, createLogger(true));
    if (args.options.from) await rebuild(clients.documentClient, LOCAL_NAMES.table('requestLog'), args.options);
    if (args.options.customers) await recount(clients.documentClient, LOCAL_NAMES.table('data'));
    return 0;
  } finally {
    clients.destroy();
    await emulators.stop();
    lock.release();
  }
}

async function recount(client: DynamoDBDocumentClient, table: string) {
  const counted = await recountCustomerTallies(client, table);
  const summary = Object.entries(counted).map(([market, customers]) => `${market} ${customers.toLocaleString('en')}`);
  console.log(`Counted the customers of every market (${summary.join(', ')}) in ${table}.`);
}

async function rebuild(client: DynamoDBDocumentClient, table: string, { from, to }: TalliesOptions) {
  if (!from || !to) return;
  const days = daysNewestFirst(from, to);
  const progress = createProgressReporter(process.stderr);
  let done = 0;
  progress(0, days.length, 'tallies');
  const result = await rebuildTallies(client, table, days, new Date(), {
    onDay: () => {
      done += 1;
      progress(done, days.length, 'tallies');
    },
  });
  console.log(`Rebuilt the tallies of ${result.days} days (${result.rows.toLocaleString('en')} rows) in ${table}.`);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof DataDirInUseError ? error.message : error);
    process.exit(1);
  },
);

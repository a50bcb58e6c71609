import { resolve } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { rebuildChains } from '../../functions/stores/check-chains/chain-rebuild';
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
import { parseTalliesArgs, TALLIES_USAGE } from './tallies-args';

const CHAINS_USAGE = TALLIES_USAGE.replace('npm run tallies', 'npm run chains')
  .replace(
    /\n\nRebuilds[\s\S]*?\n\n/,
    '\n\nRebuilds the repeated checks\u2019 chains of the days from --from to --to (Italian days, both\nincluded) from the request log\u2019s rows, oldest first, through the writes a check makes. Safe to run again.\n\n',
  )
  .replace(/ \[--customers\]/, '')
  .replace(/\n {2}--customers[^\n]*/, '');

/**
 * `npm run chains -- --from 2026-11-01 --to 2026-11-22`: rebuilds the repeated checks' chains of those
 * days from the request log (functions/stores/check-chains/chain-rebuild.ts), in the local data folder
 * or, with --table, in a deployed request-log table. The arguments are the tallies' (tallies-args.ts).
 */
async function main(): Promise<number> {
  const args = parseTalliesArgs(process.argv.slice(2));
  if (args.kind === 'help') {
    console.log(CHAINS_USAGE);
    return 0;
  }
  if (args.kind === 'error' || !args.options.from || args.options.customers) {
    console.error(`${args.kind === 'error' ? args.message : '--from is required.'}\n\n${CHAINS_USAGE}`);
    return 2;
  }
  const { from, to = from } = args.options;
  silenceSdkNodeVersionWarning();
  if (args.options.table) {
    const dynamoDb = new DynamoDBClient({});
    try {
      await rebuild(DynamoDBDocumentClient.from(dynamoDb), args.options.table, from, to);
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
    await rebuild(clients.documentClient, LOCAL_NAMES.table('requestLog'), from, to);
    return 0;
  } finally {
    clients.destroy();
    await emulators.stop();
    lock.release();
  }
}

async function rebuild(client: DynamoDBDocumentClient, table: string, from: string, to: string) {
  // Oldest first: a check links to the chains of the checks before it.
  const days = daysNewestFirst(from, to).reverse();
  const progress = createProgressReporter(process.stderr);
  let done = 0;
  progress(0, days.length, 'chains');
  const result = await rebuildChains(client, table, days, () => {
    done += 1;
    progress(done, days.length, 'chains');
  });
  console.log(`Rebuilt the chains of ${result.days} days (${result.rows.toLocaleString('en')} checks) in ${table}.`);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof DataDirInUseError ? error.message : error);
    process.exit(1);
  },
);

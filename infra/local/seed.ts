import { resolve } from 'node:path';
import { customerTalliesComplete, recountCustomerTallies } from '../../functions/stores/customers/customer-tallies';
import { LOCAL_NAMES } from '../../shared/resources';
import { createLocalClients } from './aws-clients';
import { bootstrapResources } from './bootstrap';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';
import { seedDemoAgencies } from './demo/agency-seeder';
import { featuredUsersOf } from './demo/request-log-seeder';
import { startEmulators } from './emulators';
import { silenceSdkNodeVersionWarning } from './handler-env';
import { createLogger } from './logger';
import { DEFAULT_DATA_DIR } from './settings';
import { loadSyntheticCustomers } from './synthetic/customers-load';
import { loadSyntheticRequestLog } from './synthetic/load';
import { createProgressReporter } from './synthetic/progress';
import { requestLogDataSets } from './synthetic/request-log-data-sets';
import { parseSeedArgs, SEED_USAGE, type SeedOptions } from './synthetic/seed-args';

/**
 * `npm run seed -- --request-logs 1000000 --customers 2000000`: loads a synthetic request log and/or
 * synthetic customers into the local data folder, with the emulators and tables `npm start` uses, then
 * exits. The folder must not be open in
 * `npm start` at the same time (data-dir-lock.ts).
 */
async function main(): Promise<number> {
  const args = parseSeedArgs(process.argv.slice(2));
  if (args.kind === 'help') {
    console.log(SEED_USAGE);
    return 0;
  }
  if (args.kind === 'error') {
    console.error(`${args.message}\n\n${SEED_USAGE}`);
    return 2;
  }
  const { requestLogs, customers, endDate } = args.options;
  const dataDir = resolve(args.options.dataDir ?? (process.env.SEMAFORO_DATA_DIR || DEFAULT_DATA_DIR));

  const lock = lockDataDir(dataDir);
  silenceSdkNodeVersionWarning();
  const emulators = await startEmulators(dataDir, false).catch((error: unknown) => {
    lock.release();
    throw error;
  });
  const clients = createLocalClients(emulators.endpoints);
  let stopping: Promise<void> | undefined;
  // LevelDB must be closed cleanly, even on Ctrl-C, or the next start finds a damaged folder.
  const stop = () => {
    stopping ??= (async () => {
      clients.destroy();
      await emulators.stop();
      lock.release();
    })();
    return stopping;
  };
  process.once('SIGINT', () => {
    interrupted = true;
    process.stderr.write('\nInterrupted: closing the data folder. Run the same command again to finish the load.\n');
    void stop().then(() => process.exit(130));
  });

  try {
    await bootstrapResources(clients, createLogger(true));
    const end = endDate ?? new Date().toISOString();
    if (requestLogs !== undefined) await seedRequestLog(clients.documentClient, { ...args.options, requestLogs }, end);
    if (customers !== undefined) await seedCustomers(clients.documentClient, { ...args.options, customers }, end);
    return 0;
  } finally {
    await stop();
  }
}

type DocumentClient = ReturnType<typeof createLocalClients>['documentClient'];

async function seedRequestLog(
  documentClient: DocumentClient,
  { requestLogs, seed }: SeedOptions & { requestLogs: number },
  end: string,
) {
  console.log(`Loading ${requestLogs.toLocaleString('en')} request-log rows (seed ${seed}, up to ${end})`);
  const result = await loadSyntheticRequestLog({
    documentClient,
    table: LOCAL_NAMES.table('requestLog'),
    count: requestLogs,
    seed,
    endDate: end,
    onProgress: createProgressReporter(process.stderr),
    chains: true,
  });
  // The rows carry agency codes only: the mapping names them, so a folder loaded here shows names
  // even before `npm start` has seeded its demo data (both write the same agencies, once).
  const agencies = await seedDemoAgencies(documentClient, LOCAL_NAMES.table('data'));
  if (agencies > 0) console.log(`Added ${agencies} agencies to the agency mapping.`);
  const rate = Math.round(result.rows / result.seconds).toLocaleString('en');
  console.log(
    `Loaded ${result.rows.toLocaleString('en')} rows (idRequest ${result.firstId}-${result.firstId + result.rows - 1}), ` +
      `${result.aggregates.toLocaleString('en')} aggregates, the tallies of ${result.tallyDays} days ` +
      `and ${result.chainItems.toLocaleString('en')} chain items ` +
      `in ${result.seconds.toFixed(1)} s (${rate} rows/s).`,
  );
}

/** Customers through the loader's write path, the request logs' customers first (synthetic/customers.ts). */
async function seedCustomers(
  documentClient: DocumentClient,
  { customers, seed }: SeedOptions & { customers: number },
  end: string,
) {
  const requestLogs = await requestLogDataSets(documentClient, LOCAL_NAMES.table('requestLog'), featuredUsersOf);
  console.log(
    `Loading ${customers.toLocaleString('en')} customers (seed ${seed}, consistent with ${requestLogs.length} request log(s))`,
  );
  const result = await loadSyntheticCustomers({
    documentClient,
    table: LOCAL_NAMES.table('data'),
    count: customers,
    seed,
    kpiDate: end.slice(0, 10),
    requestLogs,
    onProgress: createProgressReporter(process.stderr),
  });
  if (!(await customerTalliesComplete(documentClient, LOCAL_NAMES.table('data')))) {
    // Customers loaded before the tallies were kept: count every market from the index once.
    console.log('Counting the customers of every market for the list’s tallies…');
    await recountCustomerTallies(documentClient, LOCAL_NAMES.table('data'));
  }
  const rate = Math.round(result.customers / result.seconds).toLocaleString('en');
  console.log(
    `Loaded ${result.customers.toLocaleString('en')} customers (${result.items.toLocaleString('en')} items, ` +
      `${result.flaggedAddresses.toLocaleString('en')} flag updates) in ${result.seconds.toFixed(1)} s (${rate} customers/s).`,
  );
}

/** Set on Ctrl-C: the load then fails on the closed emulators, which is no error worth printing. */
let interrupted = false;

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (interrupted) return;
    console.error(error instanceof DataDirInUseError ? error.message : error);
    process.exit(1);
  },
);

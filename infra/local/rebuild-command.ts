import { resolve } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createLocalClients } from './aws-clients';
import { bootstrapResources } from './bootstrap';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';
import { startEmulators } from './emulators';
import { silenceSdkNodeVersionWarning } from './handler-env';
import { createLogger } from './logger';
import { DEFAULT_DATA_DIR } from './settings';
import { createProgressReporter } from './synthetic/progress';
import { parseTalliesArgs, type TalliesOptions } from './tallies-args';

/** One command that rebuilds items from the request log (`npm run tallies`, `npm run chains`). */
export interface RebuildCommand {
  /** Printed on --help, and after a wrong argument. */
  usage: string;
  /** Why the command refuses options the arguments' parser accepts; null: it runs. */
  refuse?: (options: TalliesOptions) => string | null;
  /** With --table: the work on that deployed table (AWS credentials and region from the environment). */
  deployed: (client: DynamoDBDocumentClient, table: string, options: TalliesOptions) => Promise<void>;
  /** In the local data folder: the work, once its emulators run and its resources are bootstrapped. */
  local: (client: DynamoDBDocumentClient, options: TalliesOptions) => Promise<void>;
}

/**
 * The frame both commands share: the tallies' arguments (tallies-args.ts), then either a deployed table
 * (--table) or the local data folder, locked, its emulators started and its resources bootstrapped for
 * the run and stopped after it. Exits 0 when done, 2 on a wrong argument, 1 on a failure.
 */
export function runRebuildCommand(command: RebuildCommand): void {
  main(command).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof DataDirInUseError ? error.message : error);
      process.exit(1);
    },
  );
}

async function main(command: RebuildCommand): Promise<number> {
  const args = parseTalliesArgs(process.argv.slice(2));
  if (args.kind === 'help') {
    console.log(command.usage);
    return 0;
  }
  const refusal = args.kind === 'error' ? args.message : (command.refuse?.(args.options) ?? null);
  if (args.kind === 'error' || refusal !== null) {
    console.error(`${refusal}\n\n${command.usage}`);
    return 2;
  }
  const { options } = args;
  silenceSdkNodeVersionWarning();
  if (options.table) {
    const dynamoDb = new DynamoDBClient({});
    try {
      await command.deployed(DynamoDBDocumentClient.from(dynamoDb), options.table, options);
    } finally {
      dynamoDb.destroy();
    }
    return 0;
  }
  const dataDir = resolve(options.dataDir ?? (process.env.SEMAFORO_DATA_DIR || DEFAULT_DATA_DIR));
  const lock = lockDataDir(dataDir);
  const emulators = await startEmulators(dataDir, false).catch((error: unknown) => {
    lock.release();
    throw error;
  });
  const clients = createLocalClients(emulators.endpoints);
  try {
    await bootstrapResources(clients, createLogger(true));
    await command.local(clients.documentClient, options);
    return 0;
  } finally {
    clients.destroy();
    await emulators.stop();
    lock.release();
  }
}

/** The progress bar of a rebuild over `days` days, on stderr: drawn at 0, then `onDay` after each day. */
export function dayProgress(days: number, phase: string): { onDay: () => void } {
  const progress = createProgressReporter(process.stderr);
  let done = 0;
  progress(0, days, phase);
  return {
    onDay: () => {
      done += 1;
      progress(done, days, phase);
    },
  };
}

import { join } from 'node:path';
import dynalite from 'dynalite';
import { close, listen } from './listen';
import { LOOPBACK } from './settings';

export interface Emulator {
  endpoint: string;
  stop(): Promise<void>;
}

/** DynamoDB on dynalite, persisted in LevelDB under the data folder. */
export async function startDynamoDb(dataDir: string, port = 0): Promise<Emulator> {
  // Table creation is instant: a local start should not wait out the emulated CREATING state.
  const server = dynalite({ path: join(dataDir, 'dynamodb'), createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  const bound = await listen(server, port, LOOPBACK);
  return {
    endpoint: `http://${LOOPBACK}:${bound}`,
    // dynalite's close also closes LevelDB, releasing its folder lock for the next start.
    stop: () => close(server),
  };
}

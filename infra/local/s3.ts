import { EventEmitter } from 'node:events';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { Emulator } from './dynamodb';
import { installDesShim } from './s3-des-shim';
import { LOOPBACK } from './settings';

/** The emulator's S3 event notifications ('event'), as s3rver emits them: s3-notifications.ts forwards them. */
export const localS3Events = new EventEmitter();

/** S3 on s3rver, objects stored as files under the data folder. */
export async function startS3(dataDir: string, port = 0): Promise<Emulator> {
  installDesShim();
  const server = new S3rver({ address: LOOPBACK, port, silent: true, directory: join(dataDir, 's3') });
  server.on('event', (event: unknown) => localS3Events.emit('event', event));
  const address = await server.run();
  return { endpoint: `http://${LOOPBACK}:${address.port}`, stop: () => server.close() };
}

import { join } from 'node:path';
import S3rver from 's3rver';
import type { Emulator } from './dynamodb';
import { installDesShim } from './s3-des-shim';
import { LOOPBACK } from './settings';

/** S3 on s3rver, objects stored as files under the data folder. */
export async function startS3(dataDir: string, port = 0): Promise<Emulator> {
  installDesShim();
  const server = new S3rver({ address: LOOPBACK, port, silent: true, directory: join(dataDir, 's3') });
  const address = await server.run();
  return { endpoint: `http://${LOOPBACK}:${address.port}`, stop: () => server.close() };
}

import { buildApp } from 'fauxqs';
import type { Emulator } from './dynamodb';
import { LOCAL_REGION, LOOPBACK } from './settings';

/**
 * SQS on fauxqs, in memory. Built from its app rather than startFauxqs(), which binds every
 * interface; the local runtime keeps emulators on loopback.
 */
export async function startSqs(port = 0): Promise<Emulator> {
  const app = buildApp({ logger: false, defaultRegion: LOCAL_REGION });
  const address = await app.listen({ port, host: LOOPBACK });
  return { endpoint: `http://${LOOPBACK}:${new URL(address).port}`, stop: () => app.close() };
}

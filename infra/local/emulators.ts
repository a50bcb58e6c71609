import type { EmulatorEndpoints } from './aws-clients';
import { startCognito } from './cognito';
import { type Emulator, startDynamoDb } from './dynamodb';
import { startS3 } from './s3';
import { startSqs } from './sqs';

export interface Emulators {
  endpoints: EmulatorEndpoints;
  stop(): Promise<void>;
}

/**
 * Handlers build their SDK clients once, when their module first loads, from the endpoints then in
 * the environment; a module is never loaded twice in a process. So a stack started again in the same
 * process (a test restarting on the same data) must find the emulators on the same ports: the first
 * ports chosen are remembered and reused.
 */
const processPorts: Partial<Record<keyof EmulatorEndpoints, number>> = {};

/**
 * `tokenMinutes`: the ID and access tokens' lifetime of the local pool's app client, the deployed one's
 * unless a caller that keeps tokens without refreshing them (a test file) asks for longer.
 */
export async function startEmulators(dataDir: string, log: boolean, tokenMinutes?: number): Promise<Emulators> {
  const started: Partial<Record<keyof EmulatorEndpoints, Emulator>> = {};
  const stopAll = async () => {
    // dynalite last: it may still be finishing writes the others triggered.
    const { dynamodb, ...others } = started;
    await Promise.allSettled(Object.values(others).map((emulator) => emulator.stop()));
    await dynamodb?.stop();
  };
  const launch = async (name: keyof EmulatorEndpoints, start: (port: number) => Promise<Emulator>) => {
    try {
      started[name] = await start(processPorts[name] ?? 0);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EADDRINUSE') throw error;
      throw new Error(
        `The ${name} emulator cannot get back its port ${processPorts[name]}, taken since the last start`,
      );
    }
    processPorts[name] ??= Number(new URL(started[name].endpoint).port);
  };
  try {
    await Promise.all([
      launch('dynamodb', (port) => startDynamoDb(dataDir, port)),
      launch('s3', (port) => startS3(dataDir, port)),
      launch('sqs', (port) => startSqs(port)),
      launch('cognito', (port) => startCognito(dataDir, log, port, tokenMinutes)),
    ]);
  } catch (error) {
    await stopAll();
    throw error;
  }
  const endpoint = (name: keyof EmulatorEndpoints) => started[name]?.endpoint ?? '';
  return {
    endpoints: {
      dynamodb: endpoint('dynamodb'),
      s3: endpoint('s3'),
      sqs: endpoint('sqs'),
      cognito: endpoint('cognito'),
    },
    stop: stopAll,
  };
}

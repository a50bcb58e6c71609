import type { Server } from 'node:http';
import { resolve } from 'node:path';
import type { QueueName } from '../../shared/resources';
import { contentSecurityPolicy, securityHeaderFields } from '../console-security-headers';
import { accessTokenCheck } from './access-tokens';
import { allowedHosts } from './allowed-hosts';
import { createApiAdapter } from './api-adapter';
import { createAuthorizer, readLocalJwks } from './authorizer';
import { createLocalClients, type EmulatorEndpoints } from './aws-clients';
import { bootstrapResources, type LocalQueues } from './bootstrap';
import { createCognitoProxy } from './cognito-proxy';
import { lockDataDir } from './data-dir-lock';
import type { DemoSeeder } from './demo/demo-seeder';
import { DEMO_SEEDERS, seedDemoData } from './demo-data';
import { seedDemoUsers } from './demo-users';
import { startEmulators } from './emulators';
import { applyHandlerEnvironment, silenceSdkNodeVersionWarning } from './handler-env';
import { createPublicServer, type WebConfig } from './http-server';
import { close, listen } from './listen';
import { createLogger } from './logger';
import { forwardBucketNotifications } from './s3-notifications';
import { type LocalSchedules, startSchedules } from './schedules';
import {
  DEFAULT_DATA_DIR,
  LOCAL_REGION,
  LOCAL_USER_POOL_CLIENT_ID,
  LOCAL_USER_POOL_ID,
  LOOPBACK,
  WEB_DIST_DIR,
} from './settings';
import { createStaticFiles } from './static-files';
import { type SqsWorker, startWorkerRunner } from './worker-runner';
import { queueBindings } from './workers';

export interface LocalStackOptions {
  /** Public HTTP port; 0 picks a free one. Default: env PORT, else 3000. */
  port?: number;
  /** Interface of the public server. Default: env SEMAFORO_HOST (not HOST, often the machine name), else loopback. */
  host?: string;
  /** More Host headers to answer (allowed-hosts.ts). Default: env SEMAFORO_ALLOWED_HOSTS. */
  allowedHosts?: string;
  /** Where DynamoDB, S3 and Cognito keep their data. Default: `.local/` at the repository root. */
  dataDir?: string;
  /** Log lines of the runtime and the handlers' warnings. Default: true. */
  log?: boolean;
  /** Replacement workers per queue, for tests; the others run their modules from shared/resources.ts. */
  workers?: Partial<Record<QueueName, SqsWorker>>;
  /** Seconds before a failed queue message is retried (see worker-runner.ts). Default: 5. */
  workerRetryDelaySeconds?: number;
  /** Demo data seeders. Default: the registry of demo-data.ts. */
  demoSeeders?: readonly DemoSeeder[];
  /** ID and access tokens' lifetime in minutes. Default: the deployed pool's (shared/users/token-lifetimes.ts). */
  tokenMinutes?: number;
}

export interface LocalStack {
  url: string;
  config: WebConfig;
  endpoints: EmulatorEndpoints;
  userPoolId: string;
  userPoolClientId: string;
  dataDir: string;
  queues: LocalQueues;
  /** The functions on a clock (the midnight switch), on timers; a test may run one now. */
  schedules: LocalSchedules;
  stop(): Promise<void>;
}

/** The process-wide handler environment fits one stack at a time. */
let running = false;

/** The whole backend in this process: emulators, resources, demo data, workers and the public server. */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  if (running) throw new Error('A local stack is already running in this process; stop it first.');
  running = true;
  const log = createLogger(options.log ?? true);
  const dataDir = resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  const cleanups: (() => Promise<void> | void)[] = [];
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    for (const cleanup of cleanups.splice(0).reverse()) {
      await Promise.resolve(cleanup()).catch((error) => log.error('while stopping', error));
    }
    running = false;
  };

  try {
    const lock = lockDataDir(dataDir);
    cleanups.push(() => lock.release());
    silenceSdkNodeVersionWarning();
    const emulators = await startEmulators(dataDir, options.log ?? true, options.tokenMinutes);
    cleanups.push(() => emulators.stop());
    const { endpoints } = emulators;
    const clients = createLocalClients(endpoints);
    cleanups.push(() => clients.destroy());

    const [queues] = await Promise.all([
      bootstrapResources(clients, log),
      seedDemoUsers(clients.cognito, LOCAL_USER_POOL_ID, log),
    ]);
    applyHandlerEnvironment(endpoints, queues, options.log ?? true);
    await seedDemoData(clients, options.demoSeeders ?? DEMO_SEEDERS, log);

    cleanups.push(forwardBucketNotifications(clients.sqs, queues, log));
    const runner = startWorkerRunner({
      sqs: clients.sqs,
      bindings: queueBindings(queues, options.workers ?? {}, log),
      retryDelaySeconds: options.workerRetryDelaySeconds ?? 5,
      log,
    });
    cleanups.push(() => runner.stop());
    const schedules = startSchedules(log);
    cleanups.push(() => schedules.stop());

    const config: WebConfig = {
      region: LOCAL_REGION,
      userPoolId: LOCAL_USER_POOL_ID,
      userPoolClientId: LOCAL_USER_POOL_CLIENT_ID,
      apiBaseUrl: '',
      // A path, which the console resolves against the origin it was loaded from: the proxy is always
      // same-origin, whichever allowed name the browser used, with nothing taken from the request.
      userPoolEndpoint: '/cognito/',
    };
    const host = options.host ?? process.env.SEMAFORO_HOST ?? LOOPBACK;
    let hosts: ReadonlySet<string> = new Set();
    const jwks = await readLocalJwks(endpoints.cognito);
    const server: Server = createPublicServer({
      api: createApiAdapter({ authorizer: createAuthorizer(jwks), log }),
      cognito: createCognitoProxy(endpoints.cognito, accessTokenCheck(jwks)),
      staticFiles: createStaticFiles(WEB_DIST_DIR),
      webConfig: config,
      allowedHosts: () => hosts,
      securityHeaders: securityHeaderFields(contentSecurityPolicy(LOCAL_REGION)),
      log,
    });
    const port = await listen(server, options.port ?? Number(process.env.PORT ?? 3000), host);
    cleanups.push(() => close(server));
    hosts = allowedHosts(port, host, options.allowedHosts ?? process.env.SEMAFORO_ALLOWED_HOSTS);
    const url = `http://${host === LOOPBACK || host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;

    return {
      url,
      config,
      endpoints,
      userPoolId: LOCAL_USER_POOL_ID,
      userPoolClientId: LOCAL_USER_POOL_CLIENT_ID,
      dataDir,
      queues,
      schedules,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

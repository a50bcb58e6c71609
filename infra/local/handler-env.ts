import { USER_POOL_ENV } from '../../functions/commons/user-pool';
import {
  BUCKETS,
  type BucketName,
  LOCAL_NAMES,
  QUEUES,
  type QueueName,
  TABLES,
  type TableName,
} from '../../shared/resources';
import type { EmulatorEndpoints } from './aws-clients';
import type { LocalQueues } from './bootstrap';
import { LOCAL_CREDENTIALS, LOCAL_REGION, LOCAL_USER_POOL_ID } from './settings';

/**
 * The environment a deployed Lambda would get, pointed at the emulators. Handlers build their SDK
 * clients when their module loads, so this must run before the first handler import.
 */
export function applyHandlerEnvironment(endpoints: EmulatorEndpoints, queues: LocalQueues, log: boolean): void {
  const env = process.env;
  env.AWS_REGION = LOCAL_REGION;
  env.AWS_DEFAULT_REGION = LOCAL_REGION;
  env.AWS_ACCESS_KEY_ID = LOCAL_CREDENTIALS.accessKeyId;
  env.AWS_SECRET_ACCESS_KEY = LOCAL_CREDENTIALS.secretAccessKey;
  // A developer's session token or profile would otherwise ride along with the dummy keys.
  delete env.AWS_SESSION_TOKEN;
  delete env.AWS_PROFILE;
  env.AWS_ENDPOINT_URL_DYNAMODB = endpoints.dynamodb;
  env.AWS_ENDPOINT_URL_S3 = endpoints.s3;
  env.AWS_ENDPOINT_URL_SQS = endpoints.sqs;
  // The users functions administer the local pool through the emulator (functions/stores/users).
  env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER = endpoints.cognito;
  env[USER_POOL_ENV] = LOCAL_USER_POOL_ID;
  for (const name of Object.keys(TABLES) as TableName[]) env[TABLES[name].envName] = LOCAL_NAMES.table(name);
  for (const name of Object.keys(BUCKETS) as BucketName[]) env[BUCKETS[name].envName] = LOCAL_NAMES.bucket(name);
  for (const name of Object.keys(QUEUES) as QueueName[]) env[QUEUES[name].envName] = queues[name].url;
  env.POWERTOOLS_SERVICE_NAME = 'semaforo';
  // Handlers log JSON per request; locally only their warnings and errors are worth a terminal line.
  // A developer can still ask for more by setting the variable before starting.
  env.POWERTOOLS_LOG_LEVEL ??= log ? 'WARN' : 'ERROR';
  env.LOG_LEVEL ??= env.POWERTOOLS_LOG_LEVEL;
  // The metrics' EMF lines, as CloudWatch reads them from a Lambda's log (docs/operations.md): in the
  // terminal of `npm start`; a quiet stack (tests, benchmarks) writes none unless asked.
  env.POWERTOOLS_METRICS_DISABLED ??= log ? 'false' : 'true';
  // There is no X-Ray here and the tracer is off outside Lambda: manual mode keeps the X-Ray SDK from
  // installing its async hook, which would slow every promise of the local runtime.
  env.AWS_XRAY_MANUAL_MODE ??= 'true';
}

/**
 * The SDK warns on Node 20 that its 2027 releases will need Node 22; the brief pins Node 20 on
 * purpose, so the notice is noise in every start and test run.
 */
export function silenceSdkNodeVersionWarning(): void {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
}

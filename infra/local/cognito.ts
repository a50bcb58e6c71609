import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { loadConfig } from 'cognito-local/lib/server/config';
import { Router } from 'cognito-local/lib/server/Router';
import { createServer } from 'cognito-local/lib/server/server';
import { DateClock, LambdaService, MessagesService, type Triggers, TriggersService } from 'cognito-local/lib/services';
import { type CognitoService, CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService';
import type { Context } from 'cognito-local/lib/services/context';
import type { CryptoService } from 'cognito-local/lib/services/crypto';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb';
import { MessageDeliveryService } from 'cognito-local/lib/services/messageDelivery/messageDelivery';
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator';
import pino from 'pino';
import { ID_TOKEN_MINUTES, REFRESH_TOKEN_HOURS } from '../../shared/users/token-lifetimes';
import { USER_POOL_TRIGGERS } from '../../shared/users/user-pool-triggers';
import { OUTBOX_FILE, outboxSender } from './cognito-messages';
import { productRouter } from './cognito-rules';
import { maskKeyOf } from './delivery-masks';
import type { Emulator } from './dynamodb';
import { loadHandler } from './handler-loader';
import { lambdaContext } from './lambda-context';
import { close } from './listen';
import { createLogger } from './logger';
import { StoredUsersOnlyFactory } from './pool-lookups';
import { resetCode, resetCodes } from './reset-codes';
import { LOCAL_ISSUER_DOMAIN, LOCAL_USER_POOL_CLIENT_ID, LOCAL_USER_POOL_ID, LOOPBACK } from './settings';

/**
 * Cognito on cognito-local, assembled like its createDefaultServer() but with the data folder under
 * ours (the default hard-codes ./.cognito relative to the working directory) and without loading
 * the AWS SDK v2, which only its Lambda triggers and KMS need and which prints an end-of-support
 * notice. The pool and app client get fixed ids, which the SDK cannot choose, so they are created
 * through cognito-local's own services; groups and users go through the real API (demo-users.ts).
 * Around its router, what the deployed pool does and it does not (cognito-rules.ts); its post-
 * authentication trigger runs the product's trigger module in process; its emails go to the console and
 * the outbox (cognito-messages.ts).
 */
export async function startCognito(
  dataDir: string,
  log: boolean,
  port = 0,
  tokenMinutes = ID_TOKEN_MINUTES,
): Promise<Emulator> {
  const configDir = join(dataDir, 'cognito');
  const dataStoreDir = join(configDir, 'db');
  await writeConfig(configDir);

  const logger = pino({ level: log ? 'error' : 'silent' });
  const ctx: Context = { logger };
  const config = await loadConfig(ctx, new StormDBDataStoreFactory(configDir));
  const clock = new DateClock();
  const dataStores = new StormDBDataStoreFactory(dataStoreDir);
  const cognito = await new CognitoServiceFactoryImpl(
    dataStoreDir,
    dataStores,
    new StoredUsersOnlyFactory(clock, dataStores),
  ).create(ctx, config.UserPoolDefaults);
  await ensurePoolAndClient(ctx, cognito, tokenMinutes);

  // No Lambda trigger is configured in cognito-local, so neither its Lambda client nor KMS is ever called;
  // the product's own trigger is added beside its triggers.
  const noLambda = {} as ConstructorParameters<typeof LambdaService>[1];
  const noCrypto = {} as CryptoService;
  const triggers = withProductTriggers(new TriggersService(clock, cognito, new LambdaService({}, noLambda), noCrypto));
  const sender = outboxSender(join(configDir, OUTBOX_FILE), createLogger(log));
  const services = {
    clock,
    cognito,
    config,
    messages: new MessagesService(triggers, new MessageDeliveryService(sender)),
    // cognito-local draws its codes from Math.random: an emailed code is a password for an hour.
    otp: resetCode,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  const serverOptions = { ...config.ServerConfig, hostname: LOOPBACK, port, https: false as const };
  const forgotten = { codes: resetCodes(), maskKey: await maskKeyOf(join(configDir, MASK_KEY_FILE)) };
  const router = productRouter(Router(services), services, forgotten);
  const server = (await createServer(router, logger, serverOptions, services).start()) as Server;
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return { endpoint: `http://${LOOPBACK}:${bound}`, stop: () => close(server) };
}

/** The data folder's key for the delivery masks of names nobody has (delivery-masks.ts). */
const MASK_KEY_FILE = 'mask.key';

/**
 * The issuer must be the real Cognito one for the production verifier to accept local tokens, and
 * users sign in with a username: cognito-local's default pool would demand an e-mail address.
 */
async function writeConfig(configDir: string): Promise<void> {
  await mkdir(configDir, { recursive: true });
  const file = join(configDir, 'config.json');
  const config = { TokenConfig: { IssuerDomain: LOCAL_ISSUER_DOMAIN }, UserPoolDefaults: { UsernameAttributes: [] } };
  const wanted = `${JSON.stringify(config, null, 2)}\n`;
  const current = await readFile(file, 'utf8').catch(() => undefined);
  if (current !== wanted) await writeFile(file, wanted);
}

/**
 * The pool (TOTP offered to whoever turns it on, as the deployed pool's optional MFA) and the console's
 * app client with the deployed client's token lifetimes (shared/users/token-lifetimes.ts), so refresh
 * and a disabled user's sign-out run locally as they do in AWS. A data folder made before keeps its users
 * and gets both settings.
 */
async function ensurePoolAndClient(ctx: Context, cognito: CognitoService, tokenMinutes: number): Promise<void> {
  const pools = await cognito.listUserPools(ctx);
  if (!pools.some((pool) => pool.Id === LOCAL_USER_POOL_ID)) {
    await cognito.createUserPool(ctx, { Id: LOCAL_USER_POOL_ID, Name: 'semaforo-local' });
  }
  const pool = await cognito.getUserPool(ctx, LOCAL_USER_POOL_ID);
  if (pool.options.MfaConfiguration !== 'OPTIONAL')
    await pool.updateOptions(ctx, { ...pool.options, MfaConfiguration: 'OPTIONAL' });
  const existing = await cognito.getAppClient(ctx, LOCAL_USER_POOL_CLIENT_ID);
  const lifetimes = {
    IdTokenValidity: tokenMinutes,
    AccessTokenValidity: tokenMinutes,
    RefreshTokenValidity: REFRESH_TOKEN_HOURS,
    TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'hours' },
  };
  const upToDate =
    existing?.IdTokenValidity === tokenMinutes &&
    existing.AccessTokenValidity === tokenMinutes &&
    existing.RefreshTokenValidity === REFRESH_TOKEN_HOURS &&
    existing.TokenValidityUnits?.RefreshToken === 'hours';
  if (upToDate) return;
  const now = new Date();
  await pool.saveAppClient(ctx, {
    ClientId: LOCAL_USER_POOL_CLIENT_ID,
    ClientName: 'semaforo-web',
    UserPoolId: LOCAL_USER_POOL_ID,
    CreationDate: existing?.CreationDate ?? now,
    LastModifiedDate: now,
    ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    ...lifetimes,
  });
}

/**
 * cognito-local's triggers, with the pool's post-authentication trigger running the product's module
 * (shared/users/user-pool-triggers.ts) as a Lambda would, given the event Cognito sends it.
 */
function withProductTriggers(triggers: Triggers): Triggers {
  return Object.assign(Object.create(triggers) as Triggers, {
    enabled: (trigger: Parameters<Triggers['enabled']>[0]) =>
      trigger === 'PostAuthentication' || triggers.enabled(trigger),
    postAuthentication: async (_ctx: Context, request: { username: string; userPoolId: string; clientId: string }) => {
      const handler = await loadHandler(USER_POOL_TRIGGERS.postAuthentication);
      const event = {
        version: '1',
        triggerSource: 'PostAuthentication_Authentication',
        region: LOCAL_USER_POOL_ID.split('_')[0],
        userPoolId: request.userPoolId,
        userName: request.username,
        callerContext: { awsSdkVersion: 'local', clientId: request.clientId },
        request: { userAttributes: {}, newDeviceUsed: false },
        response: {},
      };
      await handler(event, lambdaContext('post-authentication', 5_000));
    },
  });
}

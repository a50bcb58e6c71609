import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { loadConfig } from 'cognito-local/lib/server/config';
import { Router } from 'cognito-local/lib/server/Router';
import { createServer } from 'cognito-local/lib/server/server';
import { DateClock, LambdaService, MessagesService, TriggersService } from 'cognito-local/lib/services';
import { type CognitoService, CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService';
import type { Context } from 'cognito-local/lib/services/context';
import type { CryptoService } from 'cognito-local/lib/services/crypto';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb';
import { ConsoleMessageSender } from 'cognito-local/lib/services/messageDelivery/consoleMessageSender';
import { MessageDeliveryService } from 'cognito-local/lib/services/messageDelivery/messageDelivery';
import { otp } from 'cognito-local/lib/services/otp';
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator';
import { UserPoolServiceFactoryImpl } from 'cognito-local/lib/services/userPoolService';
import pino from 'pino';
import type { Emulator } from './dynamodb';
import { close } from './listen';
import { LOCAL_ISSUER_DOMAIN, LOCAL_USER_POOL_CLIENT_ID, LOCAL_USER_POOL_ID, LOOPBACK } from './settings';

/**
 * Cognito on cognito-local, assembled like its createDefaultServer() but with the data folder under
 * ours (the default hard-codes ./.cognito relative to the working directory) and without loading
 * the AWS SDK v2, which only its Lambda triggers and KMS need and which prints an end-of-support
 * notice. The pool and app client get fixed ids, which the SDK cannot choose, so they are created
 * through cognito-local's own services; groups and users go through the real API (demo-users.ts).
 */
export async function startCognito(dataDir: string, log: boolean, port = 0): Promise<Emulator> {
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
    new UserPoolServiceFactoryImpl(clock, dataStores),
  ).create(ctx, config.UserPoolDefaults);
  await ensurePoolAndClient(ctx, cognito);

  // No trigger is configured, so neither the Lambda client nor the KMS crypto is ever called.
  const noLambda = {} as ConstructorParameters<typeof LambdaService>[1];
  const noCrypto = {} as CryptoService;
  const triggers = new TriggersService(clock, cognito, new LambdaService({}, noLambda), noCrypto);
  const services = {
    clock,
    cognito,
    config,
    messages: new MessagesService(triggers, new MessageDeliveryService(new ConsoleMessageSender())),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  const serverOptions = { ...config.ServerConfig, hostname: LOOPBACK, port, https: false as const };
  const server = (await createServer(Router(services), logger, serverOptions, services).start()) as Server;
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return { endpoint: `http://${LOOPBACK}:${bound}`, stop: () => close(server) };
}

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

async function ensurePoolAndClient(ctx: Context, cognito: CognitoService): Promise<void> {
  const pools = await cognito.listUserPools(ctx);
  if (!pools.some((pool) => pool.Id === LOCAL_USER_POOL_ID)) {
    await cognito.createUserPool(ctx, { Id: LOCAL_USER_POOL_ID, Name: 'semaforo-local' });
  }
  if (await cognito.getAppClient(ctx, LOCAL_USER_POOL_CLIENT_ID)) return;
  const pool = await cognito.getUserPool(ctx, LOCAL_USER_POOL_ID);
  const now = new Date();
  await pool.saveAppClient(ctx, {
    ClientId: LOCAL_USER_POOL_CLIENT_ID,
    ClientName: 'semaforo-web',
    UserPoolId: LOCAL_USER_POOL_ID,
    CreationDate: now,
    LastModifiedDate: now,
    ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    // Short-lived ID and access tokens as in the deployed pool, so token refresh is exercised locally.
    IdTokenValidity: 60,
    AccessTokenValidity: 60,
    RefreshTokenValidity: 30,
    TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'days' },
  });
}

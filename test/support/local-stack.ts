import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type AuthenticationResultType,
  AuthFlowType,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DEMO_USERS } from '../../infra/local/demo-users';
import { LOCAL_CREDENTIALS } from '../../infra/local/settings';
import { type LocalStack, type LocalStackOptions, startLocalStack } from '../../infra/local/stack';
import { copySeededData } from './seeded-data';

export interface ApiOptions {
  /** An ID token, sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** Sent as JSON with its content type. */
  body?: unknown;
  /** Sent as is, for bodies that are not valid JSON or not JSON at all. */
  rawBody?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body, or undefined when it is not JSON. */
  json: unknown;
}

export interface TestStack {
  stack: LocalStack;
  url: string;
  cognito: CognitoIdentityProviderClient;
  /** Tokens of a demo user, signed in once per test file. */
  signIn(
    username: string,
  ): Promise<Required<Pick<AuthenticationResultType, 'IdToken' | 'AccessToken' | 'RefreshToken'>>>;
  api(method: string, path: string, options?: ApiOptions): Promise<ApiResponse>;
  /** Stops the stack and deletes its data folder unless kept. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/**
 * Tests sign each demo user in once per file and keep its tokens without refreshing them: an hour of
 * life, where the deployed pool's five minutes would end a long file's calls halfway.
 */
const TEST_TOKEN_MINUTES = 60;

/** One local stack for a test file: a free port, a fresh data folder (the demo data copied in), quiet logs. */
export async function startTestStack(options: LocalStackOptions = {}): Promise<TestStack> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'semaforo-it-')));
  // The demo data, when asked for on a fresh folder, comes from the run's seeded folder.
  if (options.dataDir === undefined && options.demoSeeders === undefined) await copySeededData(dataDir);
  const stack = await startLocalStack({ port: 0, log: false, tokenMinutes: TEST_TOKEN_MINUTES, ...options, dataDir });
  const cognito = new CognitoIdentityProviderClient({
    region: stack.config.region,
    endpoint: stack.endpoints.cognito,
    credentials: LOCAL_CREDENTIALS,
  });
  const sessions = new Map<string, ReturnType<TestStack['signIn']>>();

  const signIn: TestStack['signIn'] = (username) => {
    let session = sessions.get(username);
    if (!session) {
      session = authenticate(cognito, stack.userPoolClientId, username);
      sessions.set(username, session);
    }
    return session;
  };

  const api: TestStack['api'] = async (method, path, { token, body, rawBody, headers = {} } = {}) => {
    const sent: Record<string, string> = { ...headers };
    if (token) sent.authorization = `Bearer ${token}`;
    let payload: string | Uint8Array<ArrayBuffer> | undefined = rawBody;
    if (body !== undefined) {
      payload = JSON.stringify(body);
      sent['content-type'] ??= 'application/json';
    } else if (rawBody !== undefined) {
      sent['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${stack.url}${path}`, { method, headers: sent, body: payload });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, json: parseJson(text) };
  };

  return {
    stack,
    url: stack.url,
    cognito,
    signIn,
    api,
    stop: async ({ keepData = false } = {}) => {
      cognito.destroy();
      await stack.stop();
      if (!keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function authenticate(cognito: CognitoIdentityProviderClient, clientId: string, username: string) {
  const user = DEMO_USERS.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`${username} is not a demo user`);
  const { AuthenticationResult: result } = await cognito.send(
    new InitiateAuthCommand({
      ClientId: clientId,
      AuthFlow: AuthFlowType.USER_PASSWORD_AUTH,
      AuthParameters: { USERNAME: user.username, PASSWORD: user.password },
    }),
  );
  if (!result?.IdToken || !result.AccessToken || !result.RefreshToken) throw new Error(`No tokens for ${username}`);
  return { IdToken: result.IdToken, AccessToken: result.AccessToken, RefreshToken: result.RefreshToken };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The payload of a JWT, unverified: for asserting on claims only. */
export function jwtClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

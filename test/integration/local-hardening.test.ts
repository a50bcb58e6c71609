import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../support/jwt';
import { jwtClaims, startTestStack, type TestStack } from '../support/local-stack';

/** What a hostile probe of the local runtime found (issue 12): each case failed before its fix. */

let local: TestStack;
let adminToken: string;

beforeAll(async () => {
  local = await startTestStack();
  adminToken = (await local.signIn('mario.rossi')).IdToken;
});

afterAll(async () => {
  await local?.stop();
});

/** Names an object literal already answers to: a client that sends them must not reach its prototype. */
const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty'];

describe('client-chosen names in the API Gateway event', () => {
  it.each(PROTOTYPE_NAMES)('answers a query parameter named %s as any other', async (name) => {
    const { status, json } = await local.api('GET', `/api/v1/provinces?${name}=1&${name}=2`, { token: adminToken });
    expect(status, JSON.stringify(json)).toBe(200);
  });

  it.each(PROTOTYPE_NAMES)('answers a header named %s as any other', async (name) => {
    const { status, json } = await local.api('GET', '/api/v1/provinces', {
      token: adminToken,
      headers: { [name]: 'x' },
    });
    expect(status, JSON.stringify(json)).toBe(200);
  });

  it.each(PROTOTYPE_NAMES)('answers a path parameter %s as any other value', async (name) => {
    const { status, json } = await local.api('GET', `/api/v1/cities/${name}`, { token: adminToken });
    expect(status, JSON.stringify(json)).toBeLessThan(500);
  });
});

describe('authorizer claims', () => {
  /** A token signed with the emulator's key, which ships in its package: only the claims can refuse it. */
  const signedByPool = (change: (claims: Record<string, unknown>) => Record<string, unknown>) => {
    const { pem } = createRequire(import.meta.url)('cognito-local/lib/keys/cognitoLocal.private.json');
    const now = Math.floor(Date.now() / 1000);
    return signJwt(change({ ...jwtClaims(adminToken), iat: now, exp: now + 600 }), pem, 'CognitoLocal');
  };
  const without =
    (...names: string[]) =>
    (claims: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(claims).filter(([name]) => !names.includes(name)));
  const statusWith = async (token: string) => (await local.api('GET', '/api/v1/provinces', { token })).status;

  it('accepts the pool-signed token with every claim, so the refusals below are the claims', async () => {
    expect(await statusWith(signedByPool((claims) => claims))).toBe(200);
  });

  it.each([
    ['no exp', without('exp')],
    ['no iat', without('iat')],
    ['no sub', without('sub')],
    ['no token_use', without('token_use')],
    ['no aud', without('aud')],
    ['no iss', without('iss')],
    ['exp as a text', (claims: Record<string, unknown>) => ({ ...claims, exp: String(claims.exp) })],
    ['iat in the future', (claims: Record<string, unknown>) => ({ ...claims, iat: Number(claims.exp) + 3600 })],
    ['an access token use', (claims: Record<string, unknown>) => ({ ...claims, token_use: 'access' })],
    ['another client', (claims: Record<string, unknown>) => ({ ...claims, aud: 'anotherclient' })],
    ['another pool', (claims: Record<string, unknown>) => ({ ...claims, iss: `${claims.iss}x` })],
    ['an empty sub', (claims: Record<string, unknown>) => ({ ...claims, sub: '' })],
  ])('refuses a pool-signed token with %s', async (_case, change) => {
    expect(await statusWith(signedByPool(change))).toBe(401);
  });
});

import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_REQUEST_BODY_BYTES } from '../../shared/constants';
import { API_ROUTES, ROUTE_NAMES } from '../../shared/route-table';
import { foreignPrivateKey, signJwt } from '../support/jwt';
import { jwtClaims, startTestStack, type TestStack } from '../support/local-stack';

let local: TestStack;
let adminToken: string;

beforeAll(async () => {
  local = await startTestStack();
  adminToken = (await local.signIn('mario.rossi')).IdToken;
});

afterAll(async () => {
  await local?.stop();
});

const errorCode = (json: unknown) => (json as { errors?: { code?: string }[] })?.errors?.[0]?.code;

/** A value each path parameter of the route table accepts. */
const SAMPLE_PARAMS: Record<string, string> = {
  provinceCode: 'RM',
  id: '1',
  kind: 'RADIATI',
  code: 'AG1',
  filename: 'export.csv',
};

describe('authorizer', () => {
  it('refuses a call without a token with 401 in the error shape, before any handler', async () => {
    const { status, json, headers } = await local.api('GET', '/api/v1/provinces');
    expect(status).toBe(401);
    expect(json).toEqual({ errors: [{ code: 'UNAUTHORIZED', description: expect.any(String) }] });
    expect(headers.get('x-amzn-requestid')).toBeNull();
  });

  it.each([
    ['garbage', 'not-a-jwt'],
    ['three garbage parts', 'a.b.c'],
  ])('refuses a %s token', async (_case, token) => {
    const { status, json } = await local.api('GET', '/api/v1/provinces', { token });
    expect(status).toBe(401);
    expect(errorCode(json)).toBe('UNAUTHORIZED');
  });

  it('refuses a token whose claims were changed after signing', async () => {
    const token = (await local.signIn('anna.ferrari')).IdToken;
    const [header, , signature] = token.split('.');
    const claims = { ...jwtClaims(token), 'cognito:groups': ['ADMIN'] };
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    expect((await local.api('GET', '/api/v1/provinces', { token: forged })).status).toBe(401);
  });

  it('refuses a token signed by another key under the same key id', async () => {
    const claims = jwtClaims(adminToken);
    const token = signJwt(claims, foreignPrivateKey(), 'CognitoLocal');
    expect((await local.api('GET', '/api/v1/provinces', { token })).status).toBe(401);
  });

  it('refuses an expired token signed with the pool key', async () => {
    // cognito-local's signing key ships in the package; with it an otherwise perfect token can be made.
    const { pem } = createRequire(import.meta.url)('cognito-local/lib/keys/cognitoLocal.private.json');
    const now = Math.floor(Date.now() / 1000);
    const token = signJwt({ ...jwtClaims(adminToken), iat: now - 7200, exp: now - 3600 }, pem, 'CognitoLocal');
    expect((await local.api('GET', '/api/v1/provinces', { token })).status).toBe(401);
    const fresh = signJwt({ ...jwtClaims(adminToken), iat: now, exp: now + 600 }, pem, 'CognitoLocal');
    expect((await local.api('GET', '/api/v1/provinces', { token: fresh })).status).not.toBe(401);
  });

  it('refuses an access token: the Cognito authorizer takes ID tokens', async () => {
    const { AccessToken } = await local.signIn('mario.rossi');
    expect((await local.api('GET', '/api/v1/provinces', { token: AccessToken })).status).toBe(401);
  });

  it('accepts the raw token without the Bearer prefix', async () => {
    const { status } = await local.api('GET', '/api/v1/provinces', { headers: { authorization: adminToken } });
    expect(status).not.toBe(401);
  });
});

describe('routing', () => {
  it.each(ROUTE_NAMES)('routes %s to its handler', async (name) => {
    const route = API_ROUTES[name];
    const path = route.path.replace(/\{(\w+)\}/g, (_, param: string) => SAMPLE_PARAMS[param] ?? 'x');
    const body = 'body' in route.request ? {} : undefined;
    const { status, json, headers } = await local.api(route.method, path, { token: adminToken, body });
    // API Gateway's request id header marks an answer that went through a route to its handler.
    expect(headers.get('x-amzn-requestid')).toMatch(/^[0-9a-f-]{36}$/);
    expect(status, JSON.stringify(json)).toBeLessThan(502);
    expect(errorCode(json)).not.toBe('UNAUTHORIZED');
    expect(errorCode(json)).not.toBe('FORBIDDEN');
  });

  it('answers 404 in the error shape for an unknown path, without a token check', async () => {
    const { status, json } = await local.api('GET', '/api/v1/nope');
    expect(status).toBe(404);
    expect(errorCode(json)).toBe('NOT_FOUND');
  });

  it('answers 404 for a known path with another method, as API Gateway does not tell them apart', async () => {
    const { status, json } = await local.api('DELETE', '/api/v1/provinces', { token: adminToken });
    expect(status).toBe(404);
    expect(errorCode(json)).toBe('NOT_FOUND');
  });
});

describe('requests the handlers refuse', () => {
  it('refuses the black-list upload to an AGENT with 403', async () => {
    const { IdToken } = await local.signIn('anna.ferrari');
    const body = { filename: 'radiati', data: 'UEsDBA==', blType: 'RADIATI' };
    const { status, json } = await local.api('POST', '/api/v1/uploadBlacklist', { token: IdToken, body });
    expect(status).toBe(403);
    expect(errorCode(json)).toBe('FORBIDDEN');
  });

  it('refuses a malformed JSON body with 400', async () => {
    const { status, json } = await local.api('POST', '/api/v1/createAgency', {
      token: adminToken,
      rawBody: '{"code": "AG1",',
    });
    expect(status).toBe(400);
    expect(errorCode(json)).toBe('BAD_REQUEST');
  });

  it('refuses a body over 6 MB with 400 without passing it on', async () => {
    const rawBody = new Uint8Array(MAX_REQUEST_BODY_BYTES + 1).fill(0x20);
    const { status, json } = await local.api('POST', '/api/v1/createAgency', { token: adminToken, rawBody });
    expect(status).toBe(400);
    expect(errorCode(json)).toBe('BAD_REQUEST');
  });
});

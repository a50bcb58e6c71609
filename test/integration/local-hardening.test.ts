import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../infra/console-security-headers';
import { WEB_DIST_DIR } from '../../infra/local/settings';
import { signJwt } from '../support/jwt';
import { jwtClaims, startTestStack, type TestStack } from '../support/local-stack';
import { rawRequest } from '../support/raw-request';

/** What a hostile probe of the local runtime found: each case failed before its fix. */

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

describe('the Host header', () => {
  const port = () => new URL(local.url).port;
  const withHost = (method: string, path: string, host: string) => rawRequest(local.url, method, path, { host });

  it.each(['/', '/admin/precheck', '/config.json', '/api/v1/provinces', '/cognito/'])(
    'refuses %s to a Host that is not this server (DNS rebinding), in the error shape',
    async (path) => {
      for (const host of ['evil.example', `evil.example:${port()}`, `localhost.evil.example:${port()}`, 'localhost']) {
        const { status, text, headers } = await withHost(path === '/cognito/' ? 'POST' : 'GET', path, host);
        expect(status, host).toBe(403);
        expect(headers['content-type']).toContain('application/json');
        expect(JSON.parse(text)).toEqual({ errors: [{ code: 'FORBIDDEN', description: expect.any(String) }] });
      }
    },
  );

  it.each(['localhost', '127.0.0.1', '[::1]', 'LOCALHOST'])(
    'serves the loopback name %s with this port',
    async (name) => {
      expect((await withHost('GET', '/config.json', `${name}:${port()}`)).status).toBe(200);
    },
  );

  it('builds config.json from configuration: the same whatever loopback name the browser used', async () => {
    const byName = await withHost('GET', '/config.json', `localhost:${port()}`);
    const byAddress = await withHost('GET', '/config.json', `127.0.0.1:${port()}`);
    expect(JSON.parse(byName.text)).toEqual(JSON.parse(byAddress.text));
    expect(JSON.parse(byName.text)).toEqual(local.stack.config);
  });
});

const serverPort = () => Number(new URL(local.url).port);

/**
 * Bytes sent as they are on a socket of their own, and everything the server answers until it closes.
 * `keepOpen`: the client never finishes sending (a body that never completes).
 */
function rawExchange(request: string, { keepOpen = false } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(serverPort(), '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
    });
    socket.on('end', () => resolve(text));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
    if (keepOpen) socket.write(request);
    else socket.end(request);
  });
}

describe('security headers and the error shape on every answer', () => {
  const EXPECTED_HEADERS = {
    'content-security-policy': contentSecurityPolicy('eu-south-1'),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };

  it.each([
    ['GET', '/'],
    ['GET', '/admin/precheck'],
    ['GET', '/favicon.ico'],
    ['GET', '/config.json'],
    ['GET', '/api/v1/provinces'],
    ['GET', '/api/v1/nope'],
    ['POST', '/cognito/'],
  ])('adds the CloudFront policy headers to %s %s', async (method, path) => {
    const { headers } = await rawRequest(local.url, method, path);
    expect(headers).toMatchObject(EXPECTED_HEADERS);
    // Over plain HTTP a browser ignores HSTS; locally it could only pin localhost to HTTPS.
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('adds them to a handler answer too, as the policy is on the /api/* behavior as well', async () => {
    const { headers } = await rawRequest(local.url, 'GET', '/api/v1/provinces', { authorization: adminToken });
    expect(headers['x-amzn-requestid']).toBeDefined();
    expect(headers).toMatchObject(EXPECTED_HEADERS);
  });

  it('answers headers over node’s limit with 431 in the error shape', async () => {
    const { status, headers, text } = await rawRequest(local.url, 'GET', '/api/v1/provinces', {
      cookie: 'x'.repeat(64 * 1024),
    });
    expect(status).toBe(431);
    expect(headers).toMatchObject({ ...EXPECTED_HEADERS, 'content-type': 'application/json; charset=utf-8' });
    expect(JSON.parse(text)).toEqual({ errors: [{ code: 'BAD_REQUEST', description: expect.any(String) }] });
  });

  it('answers a request node cannot parse with 400 in the error shape', async () => {
    const answer = await rawExchange('GET /config.json HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
    expect(JSON.parse(body)).toEqual({ errors: [{ code: 'BAD_REQUEST', description: expect.any(String) }] });
  });

  it('answers a body that never completes with 408 in the error shape, within the arrival timeout', async () => {
    // Node's default is five minutes: the test's own timeout (60 s) would fail first.
    const answer = await rawExchange(
      `POST /api/v1/createAgency HTTP/1.1\r\nHost: localhost:${serverPort()}\r\nAuthorization: Bearer ${adminToken}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"code":',
      { keepOpen: true },
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
    expect(JSON.parse(body)).toEqual({
      errors: [{ code: 'BAD_REQUEST', description: 'La richiesta non è arrivata in tempo.' }],
    });
    // The stack goes on answering.
    expect((await local.api('GET', '/api/v1/provinces', { token: adminToken })).status).toBe(200);
  });

  // Targets node's parser accepts and the URL class refuses: each used to throw outside any handler
  // and stop the whole local stack.
  it.each(['http://[', '//[', 'http://%zz/'])(
    'answers the target %s with 400 in the error shape and stays up',
    async (target) => {
      const answer = await rawExchange(
        `GET ${target} HTTP/1.1\r\nHost: localhost:${serverPort()}\r\nConnection: close\r\n\r\n`,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
      expect(JSON.parse(body)).toEqual({ errors: [{ code: 'BAD_REQUEST', description: expect.any(String) }] });
      expect((await local.api('GET', '/config.json')).status).toBe(200);
    },
  );

  it.each([
    ['/api/v1/nope', 404],
    ['/api/v1/provinces', 404],
    // Without a build (a clean clone before `npm run build:web`) every console path is the 503 that says so.
    ['/assets/missing-file.js', existsSync(join(WEB_DIST_DIR, 'index.html')) ? 404 : 503],
  ])('answers HEAD %s with the status and headers of the error shape and no body', async (path, status) => {
    const head = await rawRequest(local.url, 'HEAD', path);
    expect(head.status).toBe(status);
    expect(head.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(head.headers).toMatchObject(EXPECTED_HEADERS);
    expect(head.text).toBe('');
  });

  it('answers a method the console files do not take with 405 in the error shape', async () => {
    const { status, headers, text } = await rawRequest(local.url, 'DELETE', '/admin/precheck');
    expect(status).toBe(405);
    expect(headers.allow).toBe('GET, HEAD');
    expect(JSON.parse(text)).toEqual({ errors: [{ code: 'BAD_REQUEST', description: expect.any(String) }] });
  });
});

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { WEB_DIST_DIR } from '../../infra/local/settings';
import { createRandom, mixSeeds, seedOf } from '../../infra/local/synthetic/prng';
import {
  HOSTILE_BODIES,
  HOSTILE_HEADER_VALUES,
  HOSTILE_QUERIES,
  HOSTILE_SEGMENTS,
  PROTOTYPE_KEYS,
} from './hostile-values';
import type { RawRequest, RawResponse } from './raw-http';
import { commonProblems } from './response-oracle';

/**
 * The local server's answers around the API, lightly: config.json, the Cognito calls the console makes
 * through /cognito/, static paths, and requests that are not quite HTTP. Only two properties hold here:
 * no 5xx and no internals. Cognito answers in its own protocol, so the AWS error names are its words.
 */

export type Surface = 'config' | 'cognito' | 'static' | 'protocol';

export interface SurfaceCase {
  label: string;
  surface: Surface;
  request: RawRequest;
  /** An answer to an API path that fails must still be in the error shape. */
  errorShape?: boolean;
}

const COGNITO_PREFIX = 'AWSCognitoIdentityProviderService.';

/**
 * The calls Amplify makes for the console: sign-in, challenges, refresh, the user, sign-out, the forgotten
 * password and the TOTP set-up; GlobalSignOut, which the proxy refuses, as a neighbour.
 */
const CONSOLE_COGNITO_TARGETS = [
  'InitiateAuth',
  'RespondToAuthChallenge',
  'GetTokensFromRefreshToken',
  'GetUser',
  'GlobalSignOut',
  'RevokeToken',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
];

export function surfaceCases(surface: Surface, seed: number): SurfaceCase[] {
  const random = createRandom(mixSeeds(seed, seedOf(surface)));
  const get = (label: string, target: string, headers: [string, string][] = []): SurfaceCase => ({
    label,
    surface,
    request: { method: 'GET', target, headers },
  });
  switch (surface) {
    case 'config':
      return [
        get('plain', '/config.json'),
        ...HOSTILE_QUERIES.filter((_, index) => index % 3 === 0).map(({ label, value }) =>
          get(`query: ${label}`, `/config.json?${value}`),
        ),
        ...['evil.example', 'evil.example:1', '[::1]:1', 'a'.repeat(2000), '\u00ff\u00fe', ''].map((host) =>
          get(`host ${host.slice(0, 20)}`, '/config.json', [['Host', host]]),
        ),
        ...['POST', 'PUT', 'DELETE', 'HEAD', 'OPTIONS'].map((method) => ({
          label: `method ${method}`,
          surface,
          request: { method, target: '/config.json', headers: [], body: Buffer.from('{"__proto__":{"x":1}}') },
        })),
        get('dot segment', '/config.json/..'),
        get('encoded NUL', '/config.json%00'),
        get('encoded suffix', '/config.json%2F..%2F..%2Fpackage.json'),
      ];
    case 'cognito': {
      const call = (label: string, target: string | undefined, body: Buffer, path = '/cognito/'): SurfaceCase => ({
        label,
        surface,
        request: {
          method: 'POST',
          target: path,
          headers: [
            ['Content-Type', 'application/x-amz-json-1.1'],
            ...(target ? ([['X-Amz-Target', `${COGNITO_PREFIX}${target}`]] as [string, string][]) : []),
          ],
          body,
        },
      });
      const cases: SurfaceCase[] = [];
      for (const target of CONSOLE_COGNITO_TARGETS) {
        for (const { label, value } of HOSTILE_BODIES.filter(() => random.chance(0.3))) {
          cases.push(call(`${target}, body: ${label}`, target, value));
        }
        cases.push(
          call(`${target}, garbage fields`, target, Buffer.from(JSON.stringify(garbageCognitoRequest()))),
          call(`${target}, prototype keys`, target, Buffer.from(prototypeKeysBody())),
        );
      }
      cases.push(
        call('no target', undefined, Buffer.from('{}')),
        call('unknown target', 'NoSuchOperation', Buffer.from('{}')),
        call('target with controls', 'Initiate\u00ffAuth', Buffer.from('{}')),
        call('traversal in the path', 'InitiateAuth', Buffer.from('{}'), '/cognito/..%2F..%2Fetc%2Fpasswd'),
        call('query on the path', 'InitiateAuth', Buffer.from('{}'), '/cognito/?__proto__=1&constructor=2'),
        get('GET of the proxy', '/cognito/'),
        get('GET with a path', '/cognito/health%00'),
        ...PROTOTYPE_KEYS.map((key) => ({
          ...call(`header ${key}`, 'InitiateAuth', Buffer.from('{}')),
          request: {
            ...call('', 'InitiateAuth', Buffer.from('{}')).request,
            headers: [
              ['X-Amz-Target', `${COGNITO_PREFIX}InitiateAuth`] as [string, string],
              [key, 'x'] as [string, string],
            ],
          },
        })),
      );
      return cases;
    }
    case 'static':
      return [
        ...HOSTILE_SEGMENTS.flatMap(({ label, value }) => [
          get(`root: ${label}`, `/${value}`),
          get(`assets: ${label}`, `/assets/${value}`),
          get(`screen: ${label}`, `/admin/${value}`),
        ]),
        get('traversal to the repository', '/..%2F..%2F..%2Fpackage.json'),
        get('encoded traversal', '/%2e%2e/%2e%2e/%2e%2e/etc/passwd'),
        get('backslash traversal', '/..%5C..%5C..%5Cpackage.json'),
        get('NUL before an extension', '/index.html%00.js'),
        get('double slash', '//etc/passwd'),
        get('absolute-form target', 'http://evil.example/index.html'),
        get('asterisk target', '*'),
        ...HOSTILE_HEADER_VALUES.map(({ label, value }) => get(`range ${label}`, '/index.html', [['Range', value]])),
        get('bad range', '/index.html', [['Range', 'bytes=9999999-1']]),
        get('if-none-match hostile', '/index.html', [['If-None-Match', '"\u00ff"'.repeat(100)]]),
        {
          label: 'POST',
          surface,
          request: { method: 'POST', target: '/index.html', headers: [], body: Buffer.from('x') },
        },
      ];
    case 'protocol': {
      const probes: Omit<SurfaceCase, 'errorShape'>[] = [
        get('headers over 16 kB to the API', '/api/v1/provinces', [['X-Big', 'b'.repeat(20_000)]]),
        get('target over 16 kB to the API', `/api/v1/provinces?x=${'a'.repeat(20_000)}`),
        { ...get('headers over 16 kB', '/', [['X-Big', 'b'.repeat(20_000)]]) },
        get('raw NUL in a header value', '/api/v1/provinces', [['X-Fuzz', 'a\u0000b']]),
        get('raw newline in a header value', '/api/v1/provinces', [['X-Fuzz', 'a\nInjected: 1']]),
        get('raw DEL in the target', '/api/v1/prov\u007finces'),
        get('raw invalid UTF-8 in the target', '/api/v1/cities/\u00ff\u00fe'),
        get('raw space in the target', '/api/v1/cities/R M'),
        // Targets node's parser accepts and the URL class refuses (they once stopped the whole stack).
        get('absolute target with a broken host', 'http://['),
        get('scheme-relative target with a broken host', '//['),
        get('absolute target with a bad escape in the host', 'http://%zz/'),
        get('header without a name', '/api/v1/provinces', [['', 'x']]),
        get('header name with a space', '/api/v1/provinces', [['X Fuzz', 'x']]),
        { label: 'lower-case method', surface, request: { method: 'get', target: '/api/v1/provinces', headers: [] } },
        { label: 'unknown method', surface, request: { method: 'FUZZ', target: '/api/v1/provinces', headers: [] } },
        {
          label: 'content-length and transfer-encoding',
          surface,
          request: {
            method: 'POST',
            target: '/api/v1/creditcheck',
            headers: [['Transfer-Encoding', 'chunked']],
            body: Buffer.from('0\r\n\r\n'),
          },
        },
      ];
      return probes.map((probe) => ({ ...probe, errorShape: probe.label.endsWith('to the API') }));
    }
  }
}

export function surfaceProblems(fuzzCase: SurfaceCase, response: RawResponse): string[] {
  // Without a build the static server says so with a 503 page; that is its answer, not a fault.
  const notBuilt = !existsSync(join(WEB_DIST_DIR, 'index.html'));
  return commonProblems(fuzzCase, response, {
    errorShape: fuzzCase.errorShape ?? false,
    sdkNames: fuzzCase.surface !== 'cognito',
    allowed5xx: notBuilt ? [503] : [],
  }).map((problem) => `${fuzzCase.surface}: ${problem}`);
}

function garbageCognitoRequest() {
  return {
    AuthFlow: 'USER_PASSWORD_AUTH\u0000',
    ClientId: { $gt: '' },
    AuthParameters: { USERNAME: '../../etc/passwd', PASSWORD: 'x'.repeat(10_000) },
    RefreshToken: 12,
    AccessToken: [null],
    Token: '\ud800',
  };
}

function prototypeKeysBody() {
  return `{${PROTOTYPE_KEYS.map((key) => `"${key}":{"polluted":true}`).join(',')},"ClientId":"x"}`;
}

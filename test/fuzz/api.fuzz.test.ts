import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, FIRST_SIGN_IN_DEMO_USER } from '../../infra/local/demo-users';
import { createRandom, seedOf } from '../../infra/local/synthetic/prng';
import { ROLES, type Role } from '../../shared/roles';
import { API_ROUTES, type ApiRoute, ROUTE_NAMES, type RouteName } from '../../shared/route-table';
import { startTestStack, type TestStack } from '../support/local-stack';
import { lastEmailedCode } from '../support/outbox';
import { DOMAIN_EXAMPLES } from './domain-examples';
import { FUZZ_MUTATIONS, FUZZ_SEED, failureReport, probeAll, statusSummary } from './fuzz-run';
import { challengeCases, signedInCognitoCases } from './gated-cognito-cases';
import { apiProblems } from './response-oracle';
import { type Caller, type FuzzCase, routeCases } from './route-cases';
import { surfaceCases, surfaceProblems } from './surface-cases';
import { validExample } from './valid-example';

/*
 * Every route of the route table, fuzzed against one local stack: hostile bodies, queries, path
 * parameters, headers and one-field mutations of valid requests, as the least privileged role the route
 * allows, the most privileged one it refuses, nobody and a forged token. No answer may be a 5xx (a 501 only
 * from a route not built yet, to a caller allowed to call it), show internals, or fail outside the error
 * shape; a refused role gets 403. Deterministic by FUZZ_SEED; FUZZ_CASES scales the mutations.
 */

let local: TestStack;
let port: number;
const tokens = new Map<Role, string>();

beforeAll(async () => {
  console.info(`fuzz: FUZZ_SEED=${FUZZ_SEED} FUZZ_CASES=${FUZZ_MUTATIONS}`);
  local = await startTestStack();
  port = Number(new URL(local.url).port);
  for (const user of DEMO_USERS) tokens.set(user.role, (await local.signIn(user.username)).IdToken);
});

afterAll(async () => {
  await local?.stop();
});

/** An ID token with alg none and a username, which no authorizer may take. */
const UNSIGNED_TOKEN = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
  '{"cognito:username":"mario.rossi","cognito:groups":["ADMIN"],"token_use":"id"}',
).toString('base64url')}.`;

function callersOf(name: RouteName): Caller[] {
  const allowedRoles = API_ROUTES[name].roles as readonly Role[];
  const allowed = [...allowedRoles].sort((a, b) => ROLES.indexOf(b) - ROLES.indexOf(a))[0] as Role;
  const forbidden = ROLES.find((role) => !allowedRoles.includes(role));
  const bearer = (role: Role) => `Bearer ${tokens.get(role)}`;
  return [
    { kind: 'allowed', role: allowed, authorization: bearer(allowed) },
    ...(forbidden ? [{ kind: 'forbidden', role: forbidden, authorization: bearer(forbidden) } as const] : []),
    { kind: 'anonymous' },
    { kind: 'garbage token', authorization: `Bearer ${UNSIGNED_TOKEN}` },
  ];
}

const describeCaller = ({ caller }: FuzzCase) => (caller.role ? `${caller.kind} ${caller.role}` : caller.kind);

describe('the fuzz starts from valid requests', () => {
  it.each(ROUTE_NAMES)('%s: the requests drawn from its schemas pass them', (name) => {
    const random = createRandom(seedOf(name));
    for (const schema of Object.values(API_ROUTES[name].request)) {
      for (const variant of [undefined, 0, 1, 2, 3, 4, 5]) {
        for (const optionalChance of [0, 0.9]) {
          expect(schema.safeParse(validExample(schema, random, optionalChance, variant)).success).toBe(true);
        }
      }
    }
  });

  it.each(Object.entries(DOMAIN_EXAMPLES))('%s: the request it carries out passes its schemas', (name, example) => {
    const { body, params } = (API_ROUTES[name as RouteName] as ApiRoute).request;
    // A route without a body carries out its path parameters alone.
    expect(body ? body.safeParse(example?.body).success : example?.body === undefined).toBe(true);
    if (params || example?.params) expect(params?.safeParse(example?.params).success).toBe(true);
  });
});

describe.each(ROUTE_NAMES)('fuzz %s', (name) => {
  it('answers every hostile request without a 5xx, internals or a failure outside the error shape', async () => {
    const cases = callersOf(name).flatMap((caller) =>
      routeCases(name, FUZZ_SEED, { mutations: FUZZ_MUTATIONS }, caller),
    );
    const probes = await probeAll(port, cases, (fuzzCase, response) => apiProblems(name, fuzzCase, response));
    console.info(`fuzz ${name}: ${statusSummary(probes)}`);
    expect(probes).toHaveLength(cases.length);
    expect(failureReport(probes, describeCaller)).toBe('');
  });
});

describe("fuzz of the Cognito calls past the proxy's gate", () => {
  const cognito = (target: string, body: object) =>
    fetch(`${local.url}/cognito/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
      },
      body: JSON.stringify(body),
    }).then((response) => response.json() as Promise<{ Session?: string }>);

  it("a signed-in user's calls with a real access token: no 5xx and no internals", async () => {
    const { AccessToken } = await local.signIn('luca.verdi');
    const cases = signedInCognitoCases(FUZZ_SEED, AccessToken);
    const probes = await probeAll(port, cases, surfaceProblems);
    expect(failureReport(probes, () => 'signed in')).toBe('');
  });

  it('answers to a challenge session the proxy issued: no 5xx and no internals', async () => {
    const { username, temporaryPassword } = FIRST_SIGN_IN_DEMO_USER;
    const clientId = local.stack.userPoolClientId;
    const cases = await challengeCases(FUZZ_SEED, async () => {
      const answer = await cognito('InitiateAuth', {
        ClientId: clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: username, PASSWORD: temporaryPassword },
      });
      return { session: answer.Session ?? '', username, clientId };
    });
    const probes = await probeAll(port, cases, surfaceProblems);
    expect(failureReport(probes, () => 'challenge')).toBe('');
  });
});

describe('the forgotten password past the proxy: no password without the emailed code', () => {
  const call = (target: string, body: object) =>
    fetch(`${local.url}/cognito/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
      },
      body: JSON.stringify(body),
    }).then(async (response) => ({ status: response.status, json: (await response.json()) as { __type?: string } }));
  const { username, password } = DEMO_USERS.find(
    (user) => user.username === 'paolo.gallo',
  ) as (typeof DEMO_USERS)[number];
  const taken = 'Presa-Di-Forza-2026!';
  const confirm = (ConfirmationCode?: string) =>
    call('ConfirmForgotPassword', {
      ClientId: local.stack.userPoolClientId,
      Username: username,
      Password: taken,
      ...(ConfirmationCode === undefined ? {} : { ConfirmationCode }),
    });
  const signsInWith = async (secret: string) =>
    (
      await call('InitiateAuth', {
        ClientId: local.stack.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: username, PASSWORD: secret },
      })
    ).status === 200;

  it('refuses a confirmation with no code, with or without a code pending, and six wrong codes', async () => {
    expect((await confirm()).status).toBe(400);
    await call('ForgotPassword', { ClientId: local.stack.userPoolClientId, Username: username });
    const code = await lastEmailedCode(local.stack.dataDir, username);
    expect((await confirm()).status).toBe(400);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) answers.push((await confirm(wrong)).json.__type);
    expect(answers).toEqual([...Array(5).fill('CodeMismatchException'), 'LimitExceededException']);
    // The right code, after the limit, is refused too: the password was never taken.
    expect((await confirm(code)).json.__type).toBe('LimitExceededException');
    expect(await signsInWith(taken)).toBe(false);
    expect(await signsInWith(password)).toBe(true);
  });
});

describe('fuzz of the local server around the API', () => {
  it.each(['config', 'cognito', 'static', 'protocol'] as const)(
    '%s: no 5xx and no internals, whatever is sent',
    async (surface) => {
      const cases = surfaceCases(surface, FUZZ_SEED);
      const probes = await probeAll(port, cases, surfaceProblems);
      expect(failureReport(probes, () => 'no token')).toBe('');
    },
  );
});

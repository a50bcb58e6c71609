import { describe, expect, it } from 'vitest';
import { DEMO_USERS, FIRST_SIGN_IN_DEMO_USER } from '../../infra/local/demo-users';
import { lastEmailedCode } from '../support/outbox';
import { FUZZ_SEED, failureReport, probeAll } from './fuzz-run';
import { fuzzStackOfThisFile } from './fuzz-stack';
import { challengeCases, signedInCognitoCases } from './gated-cognito-cases';
import { surfaceCases, surfaceProblems } from './surface-cases';

/*
 * What the local server answers around the API, fuzzed: the Cognito calls past the proxy's gate, as a
 * signed-in user and inside a challenge session, the forgotten password without its emailed code, and the
 * config, static and protocol surfaces. No answer may be a 5xx or show internals. The routes of the API
 * are fuzzed by the routes-*.fuzz.test.ts files.
 */

const stack = fuzzStackOfThisFile();

/** A call of the local pool through the proxy, as the console's sign-in sends it. */
const call = (target: string, body: object) =>
  fetch(`${stack.local.url}/cognito/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
  }).then(async (response) => ({ status: response.status, json: (await response.json()) as { __type?: string } }));

describe("fuzz of the Cognito calls past the proxy's gate", () => {
  const cognito = async (target: string, body: object) => (await call(target, body)).json as { Session?: string };

  it("a signed-in user's calls with a real access token: no 5xx and no internals", async () => {
    const { AccessToken } = await stack.local.signIn('luca.verdi');
    const cases = signedInCognitoCases(FUZZ_SEED, AccessToken);
    const probes = await probeAll(stack.port, cases, surfaceProblems);
    expect(failureReport(probes, () => 'signed in')).toBe('');
  });

  it('answers to a challenge session the proxy issued: no 5xx and no internals', async () => {
    const { username, temporaryPassword } = FIRST_SIGN_IN_DEMO_USER;
    const clientId = stack.local.stack.userPoolClientId;
    const cases = await challengeCases(FUZZ_SEED, async () => {
      const answer = await cognito('InitiateAuth', {
        ClientId: clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: username, PASSWORD: temporaryPassword },
      });
      return { session: answer.Session ?? '', username, clientId };
    });
    const probes = await probeAll(stack.port, cases, surfaceProblems);
    expect(failureReport(probes, () => 'challenge')).toBe('');
  });
});

describe('the forgotten password past the proxy: no password without the emailed code', () => {
  const { username, password } = DEMO_USERS.find(
    (user) => user.username === 'paolo.gallo',
  ) as (typeof DEMO_USERS)[number];
  const taken = 'Presa-Di-Forza-2026!';
  const confirm = (ConfirmationCode?: string) =>
    call('ConfirmForgotPassword', {
      ClientId: stack.local.stack.userPoolClientId,
      Username: username,
      Password: taken,
      ...(ConfirmationCode === undefined ? {} : { ConfirmationCode }),
    });
  const signsInWith = async (secret: string) =>
    (
      await call('InitiateAuth', {
        ClientId: stack.local.stack.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: username, PASSWORD: secret },
      })
    ).status === 200;

  it('refuses a confirmation with no code, with or without a code pending, and six wrong codes', async () => {
    expect((await confirm()).status).toBe(400);
    await call('ForgotPassword', { ClientId: stack.local.stack.userPoolClientId, Username: username });
    const code = await lastEmailedCode(stack.local.stack.dataDir, username);
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
      const probes = await probeAll(stack.port, cases, surfaceProblems);
      expect(failureReport(probes, () => 'no token')).toBe('');
    },
  );
});

import {
  AdminGetUserCommand,
  type CognitoIdentityProviderServiceException,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../infra/local/demo-users';
import { createdUser } from '../support/cognito-proxy-calls';
import { startTestStack, type TestStack } from '../support/local-stack';

/** The /cognito/ proxy lets the console sign in and nothing more (what a hostile probe found it let through). */

let local: TestStack;

beforeAll(async () => {
  local = await startTestStack();
});

afterAll(async () => {
  await local?.stop();
});

const cognitoCall = (target: string, body: unknown, path = '/cognito/') =>
  local.api('POST', path, {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    rawBody: typeof body === 'string' ? body : JSON.stringify(body),
  });

const signInWith = (username: string, password: string) =>
  cognitoCall('InitiateAuth', {
    ClientId: local.stack.userPoolClientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: username, PASSWORD: password },
  });

/** Nothing of the emulator's insides: no HTML, no stack frame, no file path. */
function expectNoInternals(text: string) {
  expect(text).not.toMatch(/<html|<pre|\bat .+\(|node_modules|\/work\/|\.js:\d+/i);
}

describe('calls the console does not make', () => {
  it.each([
    ['ListUsers', { UserPoolId: 'eu-south-1_LocalDev01' }],
    ['AdminGetUser', { UserPoolId: 'eu-south-1_LocalDev01', Username: 'mario.rossi' }],
    ['ListGroups', { UserPoolId: 'eu-south-1_LocalDev01' }],
    ['AdminAddUserToGroup', { UserPoolId: 'eu-south-1_LocalDev01', Username: 'anna.ferrari', GroupName: 'ADMIN' }],
    ['AdminInitiateAuth', { UserPoolId: 'eu-south-1_LocalDev01', ClientId: 'x', AuthFlow: 'ADMIN_USER_PASSWORD_AUTH' }],
    ['SignUp', { ClientId: 'x', Username: 'mallory', Password: 'Passw0rd!' }],
    ['AdminUserGlobalSignOut', { UserPoolId: 'eu-south-1_LocalDev01', Username: 'mario.rossi' }],
    ['AdminSetUserPassword', { UserPoolId: 'eu-south-1_LocalDev01', Username: 'mario.rossi', Password: 'x' }],
    [
      'AdminSetUserMFAPreference',
      { UserPoolId: 'eu-south-1_LocalDev01', Username: 'mario.rossi', SoftwareTokenMfaSettings: { Enabled: false } },
    ],
    ['GlobalSignOut', { AccessToken: 'x' }],
    ['NoSuchCall', {}],
    ['constructor', {}],
  ])('refuses %s with 403 in a Cognito error', async (target, body) => {
    const { status, json, text } = await cognitoCall(target, body);
    expect(status).toBe(403);
    expect(json).toEqual({ __type: 'AccessDeniedException', message: expect.any(String) });
    expectNoInternals(text);
  });

  it('refuses a call without a target, and any other path or method', async () => {
    expect((await local.api('POST', '/cognito/', { rawBody: '{}' })).status).toBe(403);
    expect((await local.api('GET', '/cognito/eu-south-1_LocalDev01/.well-known/jwks.json')).status).toBe(403);
    expect((await cognitoCall('InitiateAuth', {}, '/cognito/eu-south-1_LocalDev01')).status).toBe(403);
  });
});

describe('calls of a signed-in user or of a challenge', () => {
  it.each([
    ['SMS_MFA', { ChallengeName: 'SMS_MFA', Session: 'x', ChallengeResponses: { USERNAME: 'mario.rossi' } }],
    [
      'NEW_PASSWORD_REQUIRED',
      {
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        Session: 'x',
        ChallengeResponses: { USERNAME: 'mario.rossi', NEW_PASSWORD: 'Presa-2026!Tua' },
      },
    ],
    ['without a session', { ChallengeName: 'SOFTWARE_TOKEN_MFA', ChallengeResponses: { USERNAME: 'mario.rossi' } }],
  ])('refuses an answer to a %s challenge it never issued, as an expired session', async (_, body) => {
    // cognito-local never checks a Session: a forged one would give ADMIN tokens or set the password.
    const { status, json } = await cognitoCall('RespondToAuthChallenge', {
      ClientId: local.stack.userPoolClientId,
      ...body,
    });
    expect(status).toBe(400);
    expect(json).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });
  });

  it.each(['GetUser', 'AssociateSoftwareToken', 'VerifySoftwareToken', 'SetUserMFAPreference'])(
    'refuses %s with an access token the pool did not sign',
    async (target) => {
      const { AccessToken, IdToken } = await local.signIn('mario.rossi');
      const [header, payload] = AccessToken.split('.');
      const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
      for (const token of [forged, IdToken, 'x', undefined]) {
        const { status, json } = await cognitoCall(target, { AccessToken: token, UserCode: '123456' });
        expect(status).toBe(400);
        expect(json).toEqual({ __type: 'NotAuthorizedException', message: 'Invalid Access Token' });
      }
    },
  );

  it("passes a signed-in user's own call with its access token", async () => {
    const { AccessToken } = await local.signIn('mario.rossi');
    const { status, json } = await cognitoCall('GetUser', { AccessToken });
    expect(status).toBe(200);
    expect(json).toMatchObject({ Username: 'mario.rossi' });
  });
});

describe('what the proxy answers', () => {
  it.each([
    ['not JSON', '{"ClientId": '],
    ['not an object', '[1, 2]'],
    ['a bare value', 'null'],
    ['nested deeper than any Cognito request', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`],
  ])('answers a body that is %s with a Cognito error and no internals', async (_case, body) => {
    const { status, json, text, headers } = await cognitoCall('InitiateAuth', body);
    expect(status).toBe(400);
    expect(headers.get('content-type')).toContain('application/x-amz-json-1.1');
    expect(json).toEqual({ __type: 'SerializationException', message: expect.any(String) });
    expectNoInternals(text);
  });

  it('answers an unknown user exactly as a wrong password, as a pool preventing user existence errors', async () => {
    const unknown = await signInWith('nessuno.esiste', 'wrong-password');
    const wrong = await signInWith('mario.rossi', 'wrong-password');
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    expect({ status: unknown.status, json: unknown.json }).toEqual({ status: wrong.status, json: wrong.json });
  });

  it('passes an emulator error of a call it proxies as its type and message only', async () => {
    const { status, json, text } = await cognitoCall('GetTokensFromRefreshToken', {
      ClientId: local.stack.userPoolClientId,
      RefreshToken: 'not-a-token',
    });
    expect(status).toBe(400);
    expect(json).toEqual({ __type: 'NotAuthorizedException', message: expect.any(String) });
    expectNoInternals(text);
  });

  it.each(['USER_SRP_AUTH', 'CUSTOM_AUTH', 'ADMIN_USER_PASSWORD_AUTH'])(
    'refuses the %s flow with a 400 that is the same for a known and an unknown user',
    async (flow) => {
      const asked = (username: string) =>
        cognitoCall('InitiateAuth', {
          ClientId: local.stack.userPoolClientId,
          AuthFlow: flow,
          AuthParameters: { USERNAME: username, SRP_A: 'ab', PASSWORD: 'x' },
        });
      const known = await asked('mario.rossi');
      const unknown = await asked('nessuno.esiste');
      expect(known.status).toBe(400);
      expect(known.json).toEqual({ __type: 'InvalidParameterException', message: expect.any(String) });
      expect({ status: unknown.status, json: unknown.json }).toEqual({ status: known.status, json: known.json });
    },
  );

  it('still signs a demo user in', async () => {
    const { status, json } = await signInWith('mario.rossi', DEMO_PASSWORD);
    expect(status).toBe(200);
    expect(json).toMatchObject({ AuthenticationResult: { IdToken: expect.any(String) } });
  });
});

describe('a username that names a property of every JavaScript object', () => {
  const PROTOTYPE_NAMES = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];

  /** Every answer a stranger gets for a name: sign-in with and without a password, the forgotten password. */
  async function answersFor(username: string) {
    const clientId = local.stack.userPoolClientId;
    const answers = [
      await signInWith(username, 'Qualsiasi-2026!'),
      await cognitoCall('InitiateAuth', {
        ClientId: clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: username },
      }),
      await cognitoCall('ForgotPassword', { ClientId: clientId, Username: username }),
      await cognitoCall('ConfirmForgotPassword', {
        ClientId: clientId,
        Username: username,
        Password: 'Presa-2026!Tua',
      }),
      await cognitoCall('ConfirmForgotPassword', {
        ClientId: clientId,
        Username: username,
        ConfirmationCode: '123456',
        Password: 'Presa-2026!Tua',
      }),
    ];
    return answers.map(({ status, json }) => ({ status, json }));
  }

  const adminGetUser = (Username: string) =>
    local.cognito.send(new AdminGetUserCommand({ UserPoolId: local.stack.userPoolId, Username })).then(
      (user) => user.Username,
      (error: CognitoIdentityProviderServiceException) => error.name,
    );

  it.each(PROTOTYPE_NAMES)('reads %s as any name nobody has', async (username) => {
    // Each name against one of the same length class: the forgotten password's mask follows the name.
    const [known, unknown] = [await answersFor(username), await answersFor(`${username.replace(/^_+/, '')}.x`)];
    expect(known.map(({ status }) => status)).toEqual(unknown.map(({ status }) => status));
    expect(known[0]).toEqual(unknown[0]);
    expect(known[1]).toEqual(unknown[1]);
    expect(known.slice(3)).toEqual(unknown.slice(3));
    expect(known[2]?.json).toEqual({
      CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: expect.any(String) },
    });
    expect(await adminGetUser(username)).toBe('UserNotFoundException');
  });

  it('creates a user named constructor, who then exists as any other', async () => {
    const temporary = await createdUser(local, 'constructor');
    expect(await adminGetUser('constructor')).toBe('constructor');
    const { json } = await signInWith('constructor', temporary);
    expect(json).toMatchObject({ ChallengeName: 'NEW_PASSWORD_REQUIRED' });
  });
});

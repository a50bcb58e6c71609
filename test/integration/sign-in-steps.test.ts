import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalClients, type LocalClients } from '../../infra/local/aws-clients';
import { DEMO_PASSWORD, FIRST_SIGN_IN_DEMO_USER } from '../../infra/local/demo-users';
import { LOCAL_NAMES } from '../../shared/resources';
import { API_ROUTES } from '../../shared/route-table';
import { answerOf, type CognitoCall, cognitoProxy, firstSignIn } from '../support/cognito-proxy-calls';
import { startTestStack, type TestStack } from '../support/local-stack';
import { totpCode } from '../support/totp';

/**
 * Every step of the sign-in through the /cognito/ proxy, as Amplify makes them: the first
 * sign-in's new password, TOTP set up and asked at sign-in, a disabled user refused (the forgotten password
 * has its own file); the product's last sign-in kept by the post-authentication trigger.
 */

let local: TestStack;
let clients: LocalClients;
let cognito: CognitoCall;
let clientId: string;

beforeAll(async () => {
  local = await startTestStack({ demoSeeders: [] });
  clients = createLocalClients(local.stack.endpoints);
  cognito = cognitoProxy(local.api);
  clientId = local.stack.userPoolClientId;
}, 120_000);

afterAll(async () => {
  clients?.destroy();
  await local?.stop();
});

const passwordSignIn = (username: string, password: string) =>
  cognito('InitiateAuth', {
    ClientId: clientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: username, PASSWORD: password },
  });

const WRONG = { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' };

/** A new user made by the back office, as an administrator would: its username and temporary password. */
async function newUser(username: string, role = 'ANALISTA') {
  const { IdToken } = await local.signIn('mario.rossi');
  const { method, path } = API_ROUTES.createUser;
  const created = await local.api(method, path, {
    token: IdToken,
    body: { username, email: `${username}@semaforo.local`, role },
  });
  expect(created.status).toBe(200);
  return (created.json as { temporaryPassword: string }).temporaryPassword;
}

async function lastSignInOf(username: string): Promise<string | undefined> {
  const { Item } = await clients.dynamoDb.send(
    new GetItemCommand({
      TableName: LOCAL_NAMES.table('data'),
      Key: { pk: { S: `USER#${username}` }, sk: { S: 'SIGN_IN' } },
    }),
  );
  return Item?.lastSignInAt?.S;
}

describe('the first sign-in of a user made with a temporary password', () => {
  const { username, temporaryPassword } = FIRST_SIGN_IN_DEMO_USER;

  it('offers the new-password step to the temporary password only', async () => {
    expect((await passwordSignIn(username, 'Sbagliata-2026!')).json).toEqual(WRONG);
    const asked = answerOf(await passwordSignIn(username, temporaryPassword));
    expect(asked).toMatchObject({ ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: expect.any(String) });
  });

  it('refuses a password outside the policy, keeps the step open, and signs in with a good one', async () => {
    const { Session } = answerOf(await passwordSignIn(username, temporaryPassword));
    const answer = (NEW_PASSWORD: string, session = Session, user = username) =>
      cognito('RespondToAuthChallenge', {
        ClientId: clientId,
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        Session: session,
        ChallengeResponses: { USERNAME: user, NEW_PASSWORD },
      });
    const weak = await answer('corta');
    expect(weak.status).toBe(400);
    expect(weak.json).toMatchObject({ __type: 'InvalidPasswordException' });

    const done = answerOf(await answer('Mia-Password-2026'));
    expect(done.AuthenticationResult?.IdToken).toEqual(expect.any(String));
    // Spent: the session cannot set the password again.
    expect((await answer('Altra-Password-2026')).json).toMatchObject({ __type: 'NotAuthorizedException' });

    expect((await passwordSignIn(username, temporaryPassword)).json).toEqual(WRONG);
    expect(answerOf(await passwordSignIn(username, 'Mia-Password-2026')).AuthenticationResult).toBeDefined();
    expect(await lastSignInOf(username)).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
  });

  it("refuses another user's answer to the session, which then ends", async () => {
    await newUser('sessione.altrui');
    const password = await newUser('sessione.propria');
    const { Session } = answerOf(await passwordSignIn('sessione.propria', password));
    const hijack = await cognito('RespondToAuthChallenge', {
      ClientId: clientId,
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session,
      ChallengeResponses: { USERNAME: 'sessione.altrui', NEW_PASSWORD: 'Presa-Da-Altri-2026' },
    });
    expect(hijack.json).toMatchObject({ __type: 'NotAuthorizedException' });
    expect((await passwordSignIn('sessione.altrui', 'Presa-Da-Altri-2026')).json).toEqual(WRONG);
  });
});

describe('TOTP', () => {
  it('is set up by a signed-in user and then asked at every sign-in', async () => {
    const temporary = await newUser('due.passaggi');
    const { AccessToken } = await firstSignIn(cognito, clientId, 'due.passaggi', temporary, 'Due-Passaggi-2026');
    const { SecretCode: secret = '' } = answerOf(await cognito('AssociateSoftwareToken', { AccessToken }));
    expect(secret).toMatch(/^[A-Z2-7]+$/);

    const verify = (UserCode: string) => cognito('VerifySoftwareToken', { AccessToken, UserCode });
    expect((await verify(totpCode(secret, Date.now() - 10 * 60_000))).status).toBe(400);
    expect((await verify(totpCode(secret))).json).toMatchObject({ Status: 'SUCCESS' });
    expect(
      (
        await cognito('SetUserMFAPreference', {
          AccessToken,
          SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
        })
      ).status,
    ).toBe(200);

    const asked = answerOf(await passwordSignIn('due.passaggi', 'Due-Passaggi-2026'));
    expect(asked).toMatchObject({ ChallengeName: 'SOFTWARE_TOKEN_MFA' });
    expect(asked.AuthenticationResult).toBeUndefined();
    const answer = (code: string) =>
      cognito('RespondToAuthChallenge', {
        ClientId: clientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: asked.Session,
        ChallengeResponses: { USERNAME: 'due.passaggi', SOFTWARE_TOKEN_MFA_CODE: code },
      });
    // A mistyped code is tried again on the same session.
    expect((await answer(totpCode(secret, Date.now() - 10 * 60_000))).json).toMatchObject({
      __type: 'CodeMismatchException',
    });
    expect(answerOf(await answer(totpCode(secret))).AuthenticationResult?.IdToken).toEqual(expect.any(String));
  });
});

describe('a disabled user', () => {
  it('is refused at sign-in (as disabled only with the right password) and at refresh', async () => {
    const temporary = await newUser('da.disabilitare');
    const { RefreshToken } = await firstSignIn(cognito, clientId, 'da.disabilitare', temporary, 'Disabilitato-2026');
    const { IdToken } = await local.signIn('mario.rossi');
    const { method, path } = API_ROUTES.disableUser;
    expect((await local.api(method, path.replace('{username}', 'da.disabilitare'), { token: IdToken })).status).toBe(
      200,
    );

    expect((await passwordSignIn('da.disabilitare', 'Disabilitato-2026')).json).toEqual({
      __type: 'NotAuthorizedException',
      message: 'User is disabled.',
    });
    expect((await passwordSignIn('da.disabilitare', 'Sbagliata-2026!')).json).toEqual(WRONG);
    const refresh = await cognito('GetTokensFromRefreshToken', { ClientId: clientId, RefreshToken });
    expect(refresh.status).toBe(400);
    expect(refresh.json).toMatchObject({ __type: 'NotAuthorizedException' });
  });

  it('keeps demo users signing in with their password', async () => {
    expect(answerOf(await passwordSignIn('luca.verdi', DEMO_PASSWORD)).AuthenticationResult).toBeDefined();
  });
});

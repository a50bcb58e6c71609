import {
  AdminGetUserCommand,
  AdminSetUserMFAPreferenceCommand,
  type CognitoIdentityProviderServiceException,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../shared/route-table';
import {
  answerOf,
  type CognitoCall,
  cognitoProxy,
  createdUser,
  firstSignIn,
  passwordSignIn,
  turnTotpOn,
} from '../support/cognito-proxy-calls';
import { startTestStack, type TestStack } from '../support/local-stack';
import { totpCode } from '../support/totp';

/**
 * Sessions begun by a sign-in step, and TOTP across a password reset, through the /cognito/
 * proxy as Amplify calls it: a session begun by a new password or a TOTP code refreshes like a password
 * sign-in's; the first sign-in after an administrator's reset asks for the code of a user with TOTP on;
 * an administrator turns a user's TOTP off on the emulator's own endpoint, never through the proxy.
 */

let local: TestStack;
let cognito: CognitoCall;
let clientId: string;

beforeAll(async () => {
  local = await startTestStack({ demoSeeders: [] });
  cognito = cognitoProxy(local.api);
  clientId = local.stack.userPoolClientId;
}, 120_000);

afterAll(async () => {
  await local?.stop();
});

const signIn = (username: string, password: string) => passwordSignIn(cognito, clientId, username, password);
const refreshed = async (RefreshToken: string) =>
  answerOf(await cognito('GetTokensFromRefreshToken', { ClientId: clientId, RefreshToken }));
const answerTotp = (username: string, Session: string | undefined, code: string) =>
  cognito('RespondToAuthChallenge', {
    ClientId: clientId,
    ChallengeName: 'SOFTWARE_TOKEN_MFA',
    Session,
    ChallengeResponses: { USERNAME: username, SOFTWARE_TOKEN_MFA_CODE: code },
  });

/** A new user who signed in once with a password of its own and turned TOTP on: its TOTP secret. */
async function userWithTotp(username: string, password: string): Promise<string> {
  const { AccessToken } = await firstSignIn(cognito, clientId, username, await createdUser(local, username), password);
  return turnTotpOn(cognito, AccessToken, (secret) => totpCode(secret));
}

async function resetByAdministrator(username: string): Promise<string> {
  const { IdToken } = await local.signIn('mario.rossi');
  const { method, path } = API_ROUTES.resetUserPassword;
  const reset = await local.api(method, path.replace('{username}', username), { token: IdToken });
  expect(reset.status).toBe(200);
  return (reset.json as { temporaryPassword: string }).temporaryPassword;
}

describe('a session begun by a sign-in step', () => {
  it('refreshes after a first sign-in with a new password', async () => {
    const temporary = await createdUser(local, 'nuova.sessione');
    const { RefreshToken } = await firstSignIn(cognito, clientId, 'nuova.sessione', temporary, 'Nuova-Sessione-2026');
    expect((await refreshed(RefreshToken)).AuthenticationResult?.IdToken).toEqual(expect.any(String));
  });

  it('refreshes after a sign-in with a TOTP code', async () => {
    const secret = await userWithTotp('sessione.totp', 'Sessione-Totp-2026');
    const asked = answerOf(await signIn('sessione.totp', 'Sessione-Totp-2026'));
    expect(asked.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    const done = answerOf(await answerTotp('sessione.totp', asked.Session, totpCode(secret)));
    const refreshToken = done.AuthenticationResult?.RefreshToken ?? '';
    expect((await refreshed(refreshToken)).AuthenticationResult?.IdToken).toEqual(expect.any(String));
  });
});

describe('a password reset of a user with TOTP on', () => {
  it('asks for the TOTP code after the new password, then gives tokens that refresh', async () => {
    const secret = await userWithTotp('reset.totp', 'Prima-Del-Reset-2026');
    const temporary = await resetByAdministrator('reset.totp');

    const step = answerOf(await signIn('reset.totp', temporary));
    expect(step.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const newPassword = answerOf(
      await cognito('RespondToAuthChallenge', {
        ClientId: clientId,
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        Session: step.Session,
        ChallengeResponses: { USERNAME: 'reset.totp', NEW_PASSWORD: 'Dopo-Il-Reset-2026' },
      }),
    );
    expect(newPassword).toMatchObject({
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: expect.any(String),
      ChallengeParameters: { USER_ID_FOR_SRP: 'reset.totp' },
    });
    expect(newPassword.Session).not.toBe(step.Session);
    expect(newPassword.AuthenticationResult).toBeUndefined();

    const wrong = totpCode(secret, Date.now() - 10 * 60_000);
    expect((await answerTotp('reset.totp', newPassword.Session, wrong)).json).toMatchObject({
      __type: 'CodeMismatchException',
    });
    const done = answerOf(await answerTotp('reset.totp', newPassword.Session, totpCode(secret)));
    expect(done.AuthenticationResult?.IdToken).toEqual(expect.any(String));
    expect((await refreshed(done.AuthenticationResult?.RefreshToken ?? '')).AuthenticationResult).toBeDefined();

    // The new password was kept: the next sign-in takes it, and asks for the code again.
    expect((await signIn('reset.totp', temporary)).json).toMatchObject({ __type: 'NotAuthorizedException' });
    expect(answerOf(await signIn('reset.totp', 'Dopo-Il-Reset-2026')).ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
  });
});

describe("an administrator's AdminSetUserMFAPreference", () => {
  const userPoolId = () => local.stack.userPoolId;

  it('turns TOTP off on the emulator: the next sign-in gives tokens with no code', async () => {
    await userWithTotp('totp.spento', 'Totp-Spento-2026');
    await local.cognito.send(
      new AdminSetUserMFAPreferenceCommand({
        UserPoolId: userPoolId(),
        Username: 'totp.spento',
        SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
      }),
    );
    const user = await local.cognito.send(
      new AdminGetUserCommand({ UserPoolId: userPoolId(), Username: 'totp.spento' }),
    );
    expect(user.UserMFASettingList ?? []).not.toContain('SOFTWARE_TOKEN_MFA');
    expect(user.PreferredMfaSetting).toBeUndefined();
    expect(answerOf(await signIn('totp.spento', 'Totp-Spento-2026')).AuthenticationResult?.IdToken).toEqual(
      expect.any(String),
    );
  });

  it('turns TOTP on only for a user with a verified secret, and an unknown user is not found', async () => {
    const temporary = await createdUser(local, 'senza.segreto');
    await firstSignIn(cognito, clientId, 'senza.segreto', temporary, 'Senza-Segreto-2026');
    const turnOn = (Username: string) =>
      local.cognito
        .send(
          new AdminSetUserMFAPreferenceCommand({
            UserPoolId: userPoolId(),
            Username,
            SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
          }),
        )
        .then(
          () => 'accepted',
          (error: CognitoIdentityProviderServiceException) => error.name,
        );
    expect(await turnOn('senza.segreto')).toBe('InvalidParameterException');
    expect(await turnOn('nessuno.esiste')).toBe('UserNotFoundException');
    expect(answerOf(await signIn('senza.segreto', 'Senza-Segreto-2026')).AuthenticationResult).toBeDefined();
  });

  it('is refused through the public proxy, as every admin call', async () => {
    const refused = await cognito('AdminSetUserMFAPreference', {
      UserPoolId: userPoolId(),
      Username: 'mario.rossi',
      SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
    });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ __type: 'AccessDeniedException' });
  });
});

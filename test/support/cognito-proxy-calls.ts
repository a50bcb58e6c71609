import { API_ROUTES } from '../../shared/route-table';
import type { ApiResponse, TestStack } from './local-stack';

/** A Cognito call through the local server's /cognito/ proxy, as Amplify sends it from the browser. */
export type CognitoCall = (target: string, body: unknown) => Promise<ApiResponse>;

export function cognitoProxy(
  api: (method: string, path: string, options: object) => Promise<ApiResponse>,
): CognitoCall {
  return (target, body) =>
    api('POST', '/cognito/', {
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
      },
      rawBody: typeof body === 'string' ? body : JSON.stringify(body),
    });
}

export interface Tokens {
  IdToken: string;
  AccessToken: string;
  RefreshToken: string;
}

/** The parts of a Cognito answer the flows read. */
export interface CognitoAnswer {
  ChallengeName?: string;
  Session?: string;
  ChallengeParameters?: Record<string, string>;
  AuthenticationResult?: Tokens;
  CodeDeliveryDetails?: { Destination?: string };
  SecretCode?: string;
  __type?: string;
  message?: string;
}

export const answerOf = (response: ApiResponse) => response.json as CognitoAnswer;

/** The user's first sign-in: the temporary password, then a password of its own; its tokens. */
export async function firstSignIn(
  cognito: CognitoCall,
  clientId: string,
  username: string,
  temporaryPassword: string,
  newPassword: string,
): Promise<Tokens> {
  const challenge = answerOf(
    await cognito('InitiateAuth', {
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: username, PASSWORD: temporaryPassword },
    }),
  );
  if (challenge.ChallengeName !== 'NEW_PASSWORD_REQUIRED') throw new Error(`${username}: no new-password step`);
  const done = answerOf(
    await cognito('RespondToAuthChallenge', {
      ClientId: clientId,
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: challenge.Session,
      ChallengeResponses: { USERNAME: username, NEW_PASSWORD: newPassword },
    }),
  );
  if (!done.AuthenticationResult) throw new Error(`${username}: the new password was refused: ${done.message}`);
  return done.AuthenticationResult;
}

/** A password sign-in through the proxy, as Amplify's signIn sends it. */
export const passwordSignIn = (cognito: CognitoCall, clientId: string, username: string, password: string) =>
  cognito('InitiateAuth', {
    ClientId: clientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: username, PASSWORD: password },
  });

/**
 * TOTP turned on by a signed-in user from the user menu (setUpTOTP, verifyTOTPSetup, updateMFAPreference):
 * the secret its authenticator app keeps, which the tests read codes from.
 */
export async function turnTotpOn(
  cognito: CognitoCall,
  accessToken: string,
  codeOf: (secret: string) => string,
): Promise<string> {
  const { SecretCode: secret } = answerOf(await cognito('AssociateSoftwareToken', { AccessToken: accessToken }));
  if (!secret) throw new Error('No TOTP secret');
  const verified = await cognito('VerifySoftwareToken', { AccessToken: accessToken, UserCode: codeOf(secret) });
  if (verified.status !== 200) throw new Error(`TOTP not verified: ${verified.text}`);
  const preferred = await cognito('SetUserMFAPreference', {
    AccessToken: accessToken,
    SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
  });
  if (preferred.status !== 200) throw new Error(`TOTP not turned on: ${preferred.text}`);
  return secret;
}

/** A new user made by the back office, as an administrator does it: its temporary password. */
export async function createdUser(local: TestStack, username: string, role = 'ANALISTA'): Promise<string> {
  const { IdToken } = await local.signIn('mario.rossi');
  const { method, path } = API_ROUTES.createUser;
  const created = await local.api(method, path, {
    token: IdToken,
    body: { username, email: `${username}@semaforo.local`, role },
  });
  if (created.status !== 200) throw new Error(`${username} not created: ${created.status} ${created.text}`);
  return (created.json as { temporaryPassword: string }).temporaryPassword;
}

import type { ApiResponse } from './local-stack';

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

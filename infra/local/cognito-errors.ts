import type { ServerResponse } from 'node:http';

/** Cognito's error body: the exception name and a message, which Amplify turns into the error it throws. */
export interface CognitoError {
  __type: string;
  message: string;
}

export const COGNITO_CONTENT_TYPE = 'application/x-amz-json-1.1';

export const NOT_A_CONSOLE_CALL: CognitoError = {
  __type: 'AccessDeniedException',
  message: 'This Cognito call is not available through the console.',
};

/** What AWS's JSON protocol answers to a body it cannot read as a JSON object. */
export const UNREADABLE_BODY: CognitoError = {
  __type: 'SerializationException',
  message: "The request body is not a JSON object of the call's fields.",
};

export const BODY_TOO_LARGE: CognitoError = {
  __type: 'InvalidParameterException',
  message: 'The request body is too large.',
};

export const INTERNAL_ERROR: CognitoError = { __type: 'InternalErrorException', message: 'Internal error.' };

export const FLOW_NOT_AVAILABLE: CognitoError = {
  __type: 'InvalidParameterException',
  message: 'This authentication flow is not available through the console.',
};

/** What the browser gets when cognito-local fails on a request it accepted: the request, not the server, is at fault here. */
export const NOT_SERVED_LOCALLY: CognitoError = {
  __type: 'InvalidParameterException',
  message: 'The local Cognito cannot serve this request.',
};

/** Cognito's answer to a challenge answered with a session it did not issue, or too late. */
export const INVALID_SESSION: CognitoError = {
  __type: 'NotAuthorizedException',
  message: 'Invalid session for the user, session is expired.',
};

/** Cognito's answer to a call of a signed-in user whose access token it does not accept. */
export const INVALID_ACCESS_TOKEN: CognitoError = { __type: 'NotAuthorizedException', message: 'Invalid Access Token' };

/** The deployed pool's answer to a disabled user's right password or refresh: the console says so. */
export const USER_DISABLED = 'User is disabled.';

/** The deployed pool's answer to a refresh token an administrator's sign-out everywhere revoked. */
export const REFRESH_TOKEN_REVOKED = 'Refresh Token has been revoked';

/**
 * The deployed pool prevents user existence errors (preventUserExistenceErrors in the auth stack): an
 * unknown user, a wrong password and a disabled user all get this. cognito-local tells them apart
 * (NotAuthorizedException 'User not authorized' for an unknown user, InvalidPasswordException for a
 * wrong password), which would let anyone list the usernames.
 */
export const WRONG_CREDENTIALS: CognitoError = {
  __type: 'NotAuthorizedException',
  message: 'Incorrect username or password.',
};
// PasswordResetRequiredException too: cognito-local answers it before it checks the password.
const SIGN_IN_REFUSALS = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'InvalidPasswordException',
  'PasswordResetRequiredException',
]);

/**
 * An emulator failure as the browser may see it: only a Cognito exception name and a one-line
 * message pass. An HTML page (Express's, with a stack and file paths), an emulator-only type
 * (`CognitoLocal#Unsupported`) or anything unreadable becomes a plain internal error.
 */
export function publicError(upstreamText: string, signingIn: boolean): CognitoError {
  let parsed: unknown;
  try {
    parsed = JSON.parse(upstreamText);
  } catch {
    return INTERNAL_ERROR;
  }
  const { __type: type, message } = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Partial<
    Record<keyof CognitoError, unknown>
  >;
  if (typeof type !== 'string' || !/^[A-Za-z]+Exception$/.test(type)) return INTERNAL_ERROR;
  if (signingIn && SIGN_IN_REFUSALS.has(type) && message !== USER_DISABLED && message !== REFRESH_TOKEN_REVOKED) {
    return WRONG_CREDENTIALS;
  }
  const oneLine = typeof message === 'string' && message.length <= 200 && !/[\r\n]/.test(message);
  return { __type: type, message: oneLine ? message : type };
}

export function sendCognitoError(res: ServerResponse, status: number, error: CognitoError): void {
  const text = JSON.stringify(error);
  res.writeHead(status, {
    'content-type': COGNITO_CONTENT_TYPE,
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}

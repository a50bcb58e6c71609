import { describe, expect, it } from 'vitest';
import { en } from '../../shared/i18n/locales/en';
import { it as italian } from '../../shared/i18n/locales/it';
import { failureOf, restartsSignIn, type SignInStage, sessionEndOf, sessionEndOfApiCode } from './auth-failures';
import type { SignInFailureReason } from './auth-state';

function cognitoError(name: string, message = 'x'): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('Cognito refusals as the form shows them', () => {
  it.each<[string, string, SignInStage, SignInFailureReason]>([
    ['NotAuthorizedException', 'Incorrect username or password.', 'password', 'invalidCredentials'],
    ['UserNotFoundException', 'User does not exist.', 'password', 'invalidCredentials'],
    ['InvalidPasswordException', 'Invalid password', 'password', 'invalidCredentials'],
    ['InvalidPasswordException', 'Password does not conform to policy', 'newPassword', 'passwordPolicy'],
    ['InvalidPasswordException', 'Password does not conform to policy', 'resetPassword', 'passwordPolicy'],
    ['NotAuthorizedException', 'Password attempts exceeded', 'password', 'tooManyAttempts'],
    ['NotAuthorizedException', 'User is disabled.', 'password', 'userDisabled'],
    [
      'NotAuthorizedException',
      'Temporary password has expired and must be reset by an administrator.',
      'password',
      'temporaryPasswordExpired',
    ],
    ['NotAuthorizedException', 'Invalid session for the user, session is expired.', 'code', 'sessionExpired'],
    ['NotAuthorizedException', 'Invalid code received for user', 'code', 'wrongCode'],
    ['CodeMismatchException', 'Invalid verification code provided, please try again.', 'code', 'wrongCode'],
    ['CodeMismatchException', 'Invalid verification code provided, please try again.', 'resetPassword', 'wrongCode'],
    ['EnableSoftwareTokenMFAException', 'Code mismatch', 'code', 'wrongCode'],
    ['ExpiredCodeException', 'Invalid code provided, please request a code again.', 'resetPassword', 'expiredCode'],
    [
      'LimitExceededException',
      'Attempt limit exceeded, please try after some time.',
      'forgotPassword',
      'tooManyAttempts',
    ],
    ['TooManyRequestsException', 'Rate exceeded', 'password', 'tooManyAttempts'],
    ['TooManyFailedAttemptsException', 'Too many failed attempts', 'code', 'tooManyAttempts'],
    ['SignInException', 'An error occurred during the sign in process.', 'newPassword', 'sessionExpired'],
    ['NetworkError', 'A network error has occurred.', 'password', 'network'],
    ['TypeError', 'Failed to fetch', 'password', 'network'],
    ['InternalErrorException', 'Internal error', 'password', 'generic'],
  ])('%s (%s) at %s: %s', (name, message, stage, reason) => {
    expect(failureOf(cognitoError(name, message), stage)).toEqual({ reason });
  });

  it('reads nothing but errors', () => {
    expect(failureOf('NotAuthorizedException', 'password')).toEqual({ reason: 'generic' });
  });

  it.each<[SignInFailureReason, boolean]>([
    ['sessionExpired', true],
    ['temporaryPasswordExpired', true],
    ['wrongCode', false],
    ['passwordPolicy', false],
  ])('%s starts the sign-in again: %s', (reason, restarts) => {
    expect(restartsSignIn({ reason })).toBe(restarts);
  });

  it.each([
    ['Italian', italian],
    ['English', en],
  ] as const)('every reason has its text in %s', (_, catalogue) => {
    const reasons: SignInFailureReason[] = [
      'invalidCredentials',
      'network',
      'nextStep',
      'generic',
      'wrongCode',
      'expiredCode',
      'passwordPolicy',
      'tooManyAttempts',
      'sessionExpired',
      'userDisabled',
      'temporaryPasswordExpired',
    ];
    for (const reason of reasons) expect(catalogue.auth.errors[reason]).toBeTruthy();
  });
});

describe('why a session ended', () => {
  it.each([
    [cognitoError('NotAuthorizedException', 'User is disabled.'), 'disabled'],
    [cognitoError('NotAuthorizedException', 'Refresh Token has been revoked'), 'accessChanged'],
    [cognitoError('NotAuthorizedException', 'Refresh Token has expired'), 'expired'],
    [cognitoError('NotAuthorizedException', 'Invalid Refresh Token'), 'expired'],
    [new TypeError('Failed to fetch'), 'expired'],
    [undefined, 'expired'],
  ])('a refresh refused by %s: %s', (error, reason) => {
    expect(sessionEndOf(error)).toBe(reason);
  });

  it.each([
    ['USER_DISABLED', 'disabled'],
    ['ROLE_CHANGED', 'roleChanged'],
    ['UNAUTHORIZED', 'expired'],
    ['FORBIDDEN', undefined],
    [undefined, undefined],
  ])('an API refusal %s: %s', (code, reason) => {
    expect(sessionEndOfApiCode(code)).toBe(reason);
  });

  it.each(['disabled', 'roleChanged', 'accessChanged', 'expired'] as const)(
    'is said in both languages: %s',
    (reason) => {
      expect(italian.auth.sessionEnded[reason]).toMatch(/sessione/i);
      expect(en.auth.sessionEnded[reason]).toMatch(/session/i);
    },
  );
});

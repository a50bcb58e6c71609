import type { SessionEnd, SignInFailure } from './auth-state';

/** Which form a Cognito refusal answers: the same exception means different things at each. */
export type SignInStage = 'password' | 'newPassword' | 'code' | 'forgotPassword' | 'resetPassword';

/**
 * A Cognito (or Amplify) error as the failure the form shows. Only the exception's name and, for the
 * refusals Cognito tells apart by message alone, its message are read; nothing of it is shown.
 */
export function failureOf(error: unknown, stage: SignInStage): SignInFailure {
  const name = error instanceof Error ? error.name : undefined;
  const message = error instanceof Error ? error.message : '';
  switch (name) {
    case 'NotAuthorizedException':
      return notAuthorized(message, stage);
    case 'UserNotFoundException':
      return { reason: 'invalidCredentials' };
    // At sign-in, the local Cognito emulator's answer to a wrong password; elsewhere the policy's refusal.
    case 'InvalidPasswordException':
      return { reason: stage === 'password' ? 'invalidCredentials' : 'passwordPolicy' };
    case 'CodeMismatchException':
    // VerifySoftwareToken's answer to a wrong code while setting TOTP up.
    case 'EnableSoftwareTokenMFAException':
      return { reason: 'wrongCode' };
    case 'ExpiredCodeException':
      return { reason: 'expiredCode' };
    case 'LimitExceededException':
    case 'TooManyRequestsException':
    case 'TooManyFailedAttemptsException':
    case 'CodeDeliveryFailureException':
      return { reason: 'tooManyAttempts' };
    // Amplify's own: a step answered after its session was dropped (three minutes, or a reload).
    case 'SignInException':
      return { reason: 'sessionExpired' };
    case 'NetworkError':
    case 'TypeError':
      return { reason: 'network' };
    default:
      return { reason: 'generic' };
  }
}

/** Cognito says several things with NotAuthorizedException; the message is the only way to tell them apart. */
function notAuthorized(message: string, stage: SignInStage): SignInFailure {
  if (/attempts exceeded/i.test(message)) return { reason: 'tooManyAttempts' };
  if (/disabled/i.test(message)) return { reason: 'userDisabled' };
  if (/temporary password has expired/i.test(message)) return { reason: 'temporaryPasswordExpired' };
  if (/session/i.test(message)) return { reason: 'sessionExpired' };
  return { reason: stage === 'code' ? 'wrongCode' : 'invalidCredentials' };
}

/** A failure after which the step cannot go on: the sign-in starts again from the password. */
export function restartsSignIn(failure: SignInFailure): boolean {
  return failure.reason === 'sessionExpired' || failure.reason === 'temporaryPasswordExpired';
}

/**
 * Why a refresh of the session's tokens was refused, as the sign-in form then says it: Cognito refuses a
 * disabled user's refresh as such, and a refresh token revoked by an administrator's sign-out everywhere
 * (a role changed, a password reset, TOTP turned off); anything else is a session that ran out.
 */
export function sessionEndOf(error: unknown): SessionEnd {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : '';
  if (name.startsWith('NotAuthorizedException') && /disabled/i.test(message)) return 'disabled';
  if (/revoked/i.test(message) || name === 'TokenRevokedException') return 'accessChanged';
  return 'expired';
}

/**
 * Why the API signed the user out, from its error code: the frame reads who acts at each change and
 * refuses a disabled user (USER_DISABLED) or one whose role changed (ROLE_CHANGED); a plain 401 is a
 * token the API no longer takes. A role's refusal (FORBIDDEN) is said by its alert, which stays.
 */
export function sessionEndOfApiCode(code: string | undefined): SessionEnd | undefined {
  if (code === 'USER_DISABLED') return 'disabled';
  if (code === 'ROLE_CHANGED') return 'roleChanged';
  return code === 'UNAUTHORIZED' ? 'expired' : undefined;
}

import { CognitoError, InvalidParameterError } from 'cognito-local/lib/errors';
import { unmetPasswordRules } from '../../shared/users/password-policy';

/**
 * The refusals the local pool adds to cognito-local's, in the deployed pool's words: the console maps
 * each exception name to its text (web/src/features/auth/auth-failures.ts), and the messages are the
 * ones Cognito sends, so an SDK or a person reading the answer sees what AWS would show.
 */

/** Every wrong forgotten-password code, a user's or a name nobody has (cognito-local says 'Incorrect confirmation code'). */
export const codeMismatch = () =>
  new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');

/** No code pending: never asked, already used, or older than its hour. */
export const expiredCode = () =>
  new CognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');

/** The pending code took its five wrong tries. */
export const attemptLimitExceeded = () =>
  new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');

/** AWS's own check of a request's fields, made before any user is looked up. */
export function requiredText(value: unknown, field: string): string {
  if (value === undefined || value === null) {
    throw new InvalidParameterError(
      `1 validation error detected: Value null at '${field}' failed to satisfy constraint: Member must not be null`,
    );
  }
  if (typeof value !== 'string' || !/^\S+$/u.test(value) || value.length > 2048) {
    throw new InvalidParameterError(
      `1 validation error detected: Value at '${field}' failed to satisfy constraint: Member must satisfy regular expression pattern: [\\S]+`,
    );
  }
  return value;
}

/** A new password (first sign-in, forgotten password) outside the pool's policy (shared/users). */
export function checkPolicy(password: unknown): void {
  const unmet = unmetPasswordRules(typeof password === 'string' ? password : '');
  if (unmet.length > 0) {
    throw new CognitoError('InvalidPasswordException', `Password does not conform to policy: ${unmet.join(', ')}`);
  }
}

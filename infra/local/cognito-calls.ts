const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/**
 * The Cognito calls the console makes (aws-amplify v6: `signIn` with USER_PASSWORD_AUTH, the token
 * refresh of `fetchAuthSession`, `signOut`), and only those pass the /cognito/ proxy. Everything else,
 * ListUsers, AdminAddUserToGroup, SignUp, ForgotPassword…, is an administrator's or a feature the
 * console does not offer: cognito-local checks no credentials at all, so passing them would let any
 * page on this machine read or change the users. In AWS the admin calls need IAM credentials.
 */
const CONSOLE_CALLS = new Set([
  // signIn: the password flow. Not RespondToAuthChallenge: the demo users get no challenge, and
  // cognito-local never checks that a challenge's Session was issued, so it would hand out any user's
  // tokens (an SMS_MFA answer without a code) or set any user's password (NEW_PASSWORD_REQUIRED).
  'InitiateAuth',
  // fetchAuthSession, when the ID token has expired (rewritten by the proxy: cognito-local lacks it).
  'GetTokensFromRefreshToken',
  // signOut, when the pool issued revocable tokens (an origin_jti claim).
  'RevokeToken',
]);

export const INITIATE_AUTH = `${TARGET_PREFIX}InitiateAuth`;
export const REFRESH = `${TARGET_PREFIX}GetTokensFromRefreshToken`;

/**
 * The flows an InitiateAuth may name: the console's password sign-in and the refresh the proxy writes.
 * cognito-local answers other flows (USER_SRP_AUTH, CUSTOM_AUTH) with a 500 for a user it knows and a
 * 400 for one it does not: refused before forwarding, the answer depends on nothing but the request.
 */
export const CONSOLE_AUTH_FLOWS = new Set(['USER_PASSWORD_AUTH', 'REFRESH_TOKEN_AUTH']);

/** Whether an X-Amz-Target header names a call the console makes. */
export function isConsoleCall(target: string | undefined): target is string {
  return target?.startsWith(TARGET_PREFIX) === true && CONSOLE_CALLS.has(target.slice(TARGET_PREFIX.length));
}

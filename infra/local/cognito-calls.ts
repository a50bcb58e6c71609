const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/**
 * The Cognito calls the console makes (aws-amplify v6: `signIn` with USER_PASSWORD_AUTH, the token
 * refresh of `fetchAuthSession`, `signOut`), and only those pass the /cognito/ proxy. Everything else,
 * ListUsers, AdminAddUserToGroup, SignUp, ForgotPassword…, is an administrator's or a feature the
 * console does not offer: cognito-local checks no credentials at all, so passing them would let any
 * page on this machine read or change the users. In AWS the admin calls need IAM credentials.
 */
const CONSOLE_CALLS = new Set([
  // signIn: the password flow…
  'InitiateAuth',
  // …and the challenge answers Amplify's signIn sends itself (a remembered device's SRP).
  'RespondToAuthChallenge',
  // fetchAuthSession, when the ID token has expired (rewritten by the proxy: cognito-local lacks it).
  'GetTokensFromRefreshToken',
  // signOut, when the pool issued revocable tokens (an origin_jti claim).
  'RevokeToken',
]);

export const INITIATE_AUTH = `${TARGET_PREFIX}InitiateAuth`;
export const REFRESH = `${TARGET_PREFIX}GetTokensFromRefreshToken`;
export const RESPOND_TO_CHALLENGE = `${TARGET_PREFIX}RespondToAuthChallenge`;

/** Whether an X-Amz-Target header names a call the console makes. */
export function isConsoleCall(target: string | undefined): target is string {
  return target?.startsWith(TARGET_PREFIX) === true && CONSOLE_CALLS.has(target.slice(TARGET_PREFIX.length));
}

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/**
 * What a call must carry to pass the /cognito/ proxy. cognito-local checks no credentials at all: it
 * trusts any Session and reads an access token without checking its signature, so the proxy does it.
 * - open: the calls AWS takes from anyone (sign-in, refresh, sign-out, the forgotten password);
 * - session: an answer to a challenge the proxy saw issued to that user (challenge-sessions.ts);
 * - accessToken: a call of a signed-in user, with an access token of the local pool, signed and unexpired.
 */
export type CallGate = 'open' | 'session' | 'accessToken';

/**
 * The Cognito calls the console makes (aws-amplify v6), and only those pass. Everything else, ListUsers,
 * AdminAddUserToGroup, SignUp…, is an administrator's or a feature the console does not offer: passing
 * it would let any page on this machine read or change the users. In AWS the admin calls need IAM
 * credentials; here the back office makes them through its API, never through this proxy.
 */
const CONSOLE_CALLS: Readonly<Record<string, CallGate>> = {
  // signIn: the password flow.
  InitiateAuth: 'open',
  // fetchAuthSession, when the ID token has expired (rewritten by the proxy: cognito-local lacks it).
  GetTokensFromRefreshToken: 'open',
  // signOut, when the pool issued revocable tokens (an origin_jti claim).
  RevokeToken: 'open',
  // resetPassword and confirmResetPassword: the emailed code.
  ForgotPassword: 'open',
  ConfirmForgotPassword: 'open',
  // confirmSignIn: a new password at the first sign-in, a TOTP code.
  RespondToAuthChallenge: 'session',
  // setUpTOTP, verifyTOTPSetup, updateMFAPreference and fetchMFAPreference of a signed-in user.
  AssociateSoftwareToken: 'accessToken',
  VerifySoftwareToken: 'accessToken',
  SetUserMFAPreference: 'accessToken',
  GetUser: 'accessToken',
};

export const INITIATE_AUTH = `${TARGET_PREFIX}InitiateAuth`;
export const RESPOND_TO_CHALLENGE = `${TARGET_PREFIX}RespondToAuthChallenge`;
export const REFRESH = `${TARGET_PREFIX}GetTokensFromRefreshToken`;

/**
 * The flows an InitiateAuth may name: the console's password sign-in and the refresh the proxy writes.
 * cognito-local answers other flows (USER_SRP_AUTH, CUSTOM_AUTH) with a 500 for a user it knows and a
 * 400 for one it does not: refused before forwarding, the answer depends on nothing but the request.
 */
export const CONSOLE_AUTH_FLOWS = new Set(['USER_PASSWORD_AUTH', 'REFRESH_TOKEN_AUTH']);

/** The gate of the call an X-Amz-Target header names, or undefined when it is no call of the console. */
export function gateOf(target: string | undefined): CallGate | undefined {
  if (!target?.startsWith(TARGET_PREFIX)) return undefined;
  const call = target.slice(TARGET_PREFIX.length);
  return Object.hasOwn(CONSOLE_CALLS, call) ? CONSOLE_CALLS[call] : undefined;
}

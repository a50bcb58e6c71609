/**
 * How long a signed-in session lives, once for the deployed pool's app client (infra/stacks/auth-stack.ts),
 * the local Cognito (infra/local/cognito.ts) and the console's session check.
 *
 * A disabled or signed-out-everywhere user keeps a valid ID token until it expires: API Gateway's Cognito
 * authorizer checks its signature and expiry only. So the ID and access tokens live 5 minutes, Cognito's
 * shortest, and the open console checks its session every minute: when the tokens have expired it asks
 * for new ones, which Cognito refuses to a disabled user, and the console signs out. A disabled user is
 * out of every open console within 6 minutes (docs/deploy.md 'Sessions').
 */
export const ID_TOKEN_MINUTES = 5;
export const ACCESS_TOKEN_MINUTES = 5;
/** A working day: past it the user signs in again. */
export const REFRESH_TOKEN_HOURS = 12;
/** How often the open console checks that its session still stands. */
export const SESSION_CHECK_MS = 60_000;
/** The longest a disabled user stays signed in to an open console. */
export const SIGN_OUT_BOUND_MINUTES = ID_TOKEN_MINUTES + SESSION_CHECK_MS / 60_000;
/**
 * A call that changes managed data reads its caller's enabled state and role from the user directory at
 * the call, not from the token (functions/commons/http/acting-caller.ts); a state read this recently in
 * the same function container is used again. So a disabled or demoted user's changes are refused within
 * these seconds, where the token alone would take up to ID_TOKEN_MINUTES.
 */
export const ACTING_CALLER_CACHE_MS = 3_000;

import { CognitoJwtVerifier } from 'aws-jwt-verify';
import type { Jwks } from 'aws-jwt-verify/jwk';
import { nameRecord } from './name-record';
import { missingRequiredClaim } from './required-claims';
import { LOCAL_USER_POOL_CLIENT_ID, LOCAL_USER_POOL_ID } from './settings';

/** Claims as the API Gateway Cognito authorizer hands them to a handler: every value a string. */
export type AuthorizerClaims = Record<string, string>;

export interface Authorizer {
  /** The caller's claims, or undefined when the request must be refused with 401. */
  authorize(authorizationHeader: string | undefined): AuthorizerClaims | undefined;
}

/**
 * Checks tokens as the deployed API Gateway Cognito authorizer does, with the production verifier.
 * Without OAuth scopes on the methods that authorizer accepts ID tokens only (an access token has no
 * `aud` and is refused), so the console must send the ID token; the same holds here. The JWKS is
 * fetched once from cognito-local (its key never changes) and verification is synchronous, so an
 * unknown key id is refused at once instead of sending the verifier to the real Cognito. The claims
 * every Cognito ID token carries are required too (required-claims.ts).
 */
export function createAuthorizer(jwks: Jwks): Authorizer {
  const verifier = CognitoJwtVerifier.create({
    userPoolId: LOCAL_USER_POOL_ID,
    tokenUse: 'id',
    clientId: LOCAL_USER_POOL_CLIENT_ID,
    customJwtCheck: ({ payload }) => {
      const claim = missingRequiredClaim(payload, Date.now() / 1000);
      if (claim) throw new Error(`The token's ${claim} claim is missing or wrong`);
    },
  });
  verifier.cacheJwks(jwks);

  return {
    authorize: (header) => {
      // The authorizer reads the raw token; a "Bearer " prefix is accepted as well, as clients send it.
      const token = header?.replace(/^Bearer\s+/i, '').trim();
      if (!token) return undefined;
      try {
        return toAuthorizerClaims(verifier.verifySync(token));
      } catch {
        return undefined;
      }
    },
  };
}

/** The local pool's signing keys, read once from cognito-local (its key never changes). */
export async function readLocalJwks(cognitoEndpoint: string): Promise<Jwks> {
  const response = await fetch(`${cognitoEndpoint}/${LOCAL_USER_POOL_ID}/.well-known/jwks.json`);
  if (!response.ok) throw new Error(`Cannot read the local JWKS: HTTP ${response.status}`);
  return (await response.json()) as Jwks;
}

/**
 * API Gateway (REST) flattens claims to strings: arrays comma-joined (`cognito:groups` "A,B"),
 * `exp` and `iat` as Java date strings, other values as their text. Mirroring that keeps handlers from
 * relying locally on shapes they would not get in AWS.
 */
export function toAuthorizerClaims(payload: Record<string, unknown>): AuthorizerClaims {
  // Claim names come from the token: a `__proto__` claim must stay a claim.
  const claims = nameRecord<string>();
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if ((name === 'exp' || name === 'iat') && typeof value === 'number') claims[name] = javaDate(value);
    else if (Array.isArray(value)) claims[name] = value.join(',');
    else if (typeof value === 'object') claims[name] = JSON.stringify(value);
    else claims[name] = String(value);
  }
  return claims;
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Thu Jan 04 10:14:37 UTC 2024", the form API Gateway gives exp and iat. */
function javaDate(epochSeconds: number): string {
  const date = new Date(epochSeconds * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  const day = `${DAYS[date.getUTCDay()]} ${MONTHS[date.getUTCMonth()]} ${pad(date.getUTCDate())}`;
  return `${day} ${time} UTC ${date.getUTCFullYear()}`;
}

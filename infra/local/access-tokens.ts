import { CognitoJwtVerifier } from 'aws-jwt-verify';
import type { Jwks } from 'aws-jwt-verify/jwk';
import type { AccessTokenCheck } from './cognito-proxy';
import { LOCAL_USER_POOL_CLIENT_ID, LOCAL_USER_POOL_ID } from './settings';

/**
 * The check AWS makes on the access token of a signed-in user's own calls (GetUser, the TOTP calls):
 * signed by the local pool's key, issued to the console's app client, an access token, unexpired.
 * cognito-local only decodes it, so a forged one would set anyone's TOTP; the /cognito/ proxy asks this.
 */
export function accessTokenCheck(jwks: Jwks): AccessTokenCheck {
  const verifier = CognitoJwtVerifier.create({
    userPoolId: LOCAL_USER_POOL_ID,
    tokenUse: 'access',
    clientId: LOCAL_USER_POOL_CLIENT_ID,
  });
  verifier.cacheJwks(jwks);
  return (token) => {
    if (typeof token !== 'string' || token === '') return false;
    try {
      verifier.verifySync(token);
      return true;
    } catch {
      return false;
    }
  };
}

/**
 * Claims every ID token of a Cognito user pool carries. aws-jwt-verify checks exp only when it is
 * there, and never iat or sub; API Gateway's Cognito authorizer refuses a token missing any of them,
 * and a token without exp would never expire. With the emulator's signing key public (it ships in
 * the cognito-local package), the claims are all that stands between a forged token and the API.
 * iss, aud and token_use are the verifier's own checks.
 */
export function missingRequiredClaim(payload: Record<string, unknown>, nowSeconds: number): string | undefined {
  const { exp, iat, sub } = payload;
  if (!isEpochSeconds(exp)) return 'exp';
  if (!isEpochSeconds(iat) || iat > nowSeconds || iat > exp) return 'iat';
  if (typeof sub !== 'string' || sub === '') return 'sub';
  return undefined;
}

function isEpochSeconds(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

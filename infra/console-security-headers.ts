/**
 * The security headers of everything the console's origin serves, in one place: the CloudFront
 * response headers policy (constructs/security-headers.ts) and the local runtime's public server
 * (local/http-server.ts) both read them, so the browser suite runs under the CSP users get.
 */

/** The Cognito endpoint Amplify signs in against in AWS; locally it is proxied on 'self' but stays allowed. */
export const cognitoOrigin = (region: string) => `https://cognito-idp.${region}.amazonaws.com`;

/**
 * Only this origin, plus that Cognito endpoint and the inline styles Cloudscape injects at run time.
 * `extraScriptSources` exists for the Vite dev server alone (see local/dev.ts).
 */
export function contentSecurityPolicy(region: string, extraScriptSources: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...extraScriptSources].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self' ${cognitoOrigin(region)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const FRAME_OPTION = 'DENY';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The same headers as HTTP header fields, for a server that writes them itself. No Strict-Transport-
 * Security: a browser ignores it over plain HTTP (RFC 6797 8.1), and were a developer to put TLS in
 * front of localhost it would pin every localhost site of the machine to HTTPS for a year.
 */
export function securityHeaderFields(contentSecurity: string): Record<string, string> {
  return {
    'content-security-policy': contentSecurity,
    'x-content-type-options': 'nosniff',
    'x-frame-options': FRAME_OPTION,
    'referrer-policy': REFERRER_POLICY,
  };
}

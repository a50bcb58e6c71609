import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendError } from './http-response';
import { readBody } from './request-body';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const MAX_COGNITO_BODY_BYTES = 1024 * 1024;

/**
 * Cognito for the browser through the console's own origin (no CORS, one URL in config.json).
 * cognito-local lacks GetTokensFromRefreshToken, which Amplify sends to refresh tokens: it becomes
 * InitiateAuth REFRESH_TOKEN_AUTH and its answer is reshaped to what GetTokensFromRefreshToken returns.
 */
export function createCognitoProxy(cognitoEndpoint: string) {
  return async (req: IncomingMessage, res: ServerResponse, upstreamPath: string): Promise<void> => {
    const read = await readBody(req, MAX_COGNITO_BODY_BYTES);
    if (read.kind === 'too-large') return sendError(res, 400, 'BAD_REQUEST');
    const method = req.method ?? 'GET';
    let target = header(req, 'x-amz-target');
    let body: string | undefined = method === 'GET' || method === 'HEAD' ? undefined : read.body.toString('utf8');
    const refreshing = target === `${TARGET_PREFIX}GetTokensFromRefreshToken`;
    if (refreshing) {
      const request = parseJson(body) as { RefreshToken?: string; ClientId?: string; ClientMetadata?: unknown };
      target = `${TARGET_PREFIX}InitiateAuth`;
      body = JSON.stringify({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: request.ClientId,
        AuthParameters: { REFRESH_TOKEN: request.RefreshToken },
        ClientMetadata: request.ClientMetadata,
      });
    }
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'x-amz-user-agent', 'user-agent']) {
      const value = header(req, name);
      if (value) headers[name] = value;
    }
    if (target) headers['x-amz-target'] = target;

    const upstream = await fetch(`${cognitoEndpoint}${upstreamPath}`, { method, headers, body });
    let text = await upstream.text();
    if (refreshing && upstream.ok) text = JSON.stringify(asGetTokensResponse(parseJson(text)));
    if (target === `${TARGET_PREFIX}InitiateAuth` && isWrongPassword(text)) text = JSON.stringify(WRONG_CREDENTIALS);
    res.writeHead(upstream.status, {
      'content-type': upstream.headers.get('content-type') ?? 'application/x-amz-json-1.1',
      'cache-control': 'no-store',
    });
    res.end(text);
  };
}

/**
 * cognito-local answers a wrong password with InvalidPasswordException (a password-policy error in
 * AWS); Cognito answers it, like an unknown user, with this, and the console maps this one.
 */
const WRONG_CREDENTIALS = { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' };

function isWrongPassword(text: string): boolean {
  return (parseJson(text) as { __type?: string }).__type === 'InvalidPasswordException';
}

interface InitiateAuthResponse {
  AuthenticationResult?: { AccessToken?: string; IdToken?: string; RefreshToken?: string };
}

/** GetTokensFromRefreshToken answers only the AuthenticationResult, with its type and lifetime. */
function asGetTokensResponse(response: unknown) {
  const result = (response as InitiateAuthResponse).AuthenticationResult ?? {};
  return {
    AuthenticationResult: {
      AccessToken: result.AccessToken,
      IdToken: result.IdToken,
      // No rotation: the client keeps its refresh token, as with a real pool without rotation.
      RefreshToken: result.RefreshToken,
      TokenType: 'Bearer',
      ExpiresIn: secondsLeft(result.AccessToken),
    },
  };
}

function secondsLeft(jwt: string | undefined): number | undefined {
  const payload = jwt?.split('.')[1];
  if (!payload) return undefined;
  const { exp } = parseJson(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: number };
  return typeof exp === 'number' ? Math.max(0, exp - Math.floor(Date.now() / 1000)) : undefined;
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function parseJson(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return {};
  }
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { CONSOLE_AUTH_FLOWS, INITIATE_AUTH, isConsoleCall, REFRESH } from './cognito-calls';
import {
  BODY_TOO_LARGE,
  COGNITO_CONTENT_TYPE,
  FLOW_NOT_AVAILABLE,
  INTERNAL_ERROR,
  NOT_A_CONSOLE_CALL,
  NOT_SERVED_LOCALLY,
  publicError,
  sendCognitoError,
  UNREADABLE_BODY,
  WRONG_CREDENTIALS,
} from './cognito-errors';
import { readBody } from './request-body';

const MAX_COGNITO_BODY_BYTES = 1024 * 1024;
/**
 * The deepest Cognito request the console sends is three levels (InitiateAuth → AuthParameters →
 * a string; UserContextData → EncodedData). cognito-local fails with a 500 on a body nested thousands
 * deep, where Cognito answers a body of the wrong shape with a 400: refuse it before forwarding.
 */
const MAX_COGNITO_BODY_DEPTH = 8;

/**
 * Cognito for the browser through the console's own origin (no CORS, one URL in config.json): only
 * the calls the console makes (cognito-calls.ts), a body that is a JSON object, and answers cleaned
 * of the emulator's insides (cognito-errors.ts). cognito-local lacks GetTokensFromRefreshToken, which
 * Amplify sends to refresh tokens: it becomes InitiateAuth REFRESH_TOKEN_AUTH and its answer is
 * reshaped to what GetTokensFromRefreshToken returns.
 */
export function createCognitoProxy(cognitoEndpoint: string) {
  return async (req: IncomingMessage, res: ServerResponse, upstreamPath: string): Promise<void> => {
    const requested = header(req, 'x-amz-target');
    // Cognito's JSON API is one POST to the root; the emulator's other paths (its JWKS) are no console call.
    if (req.method !== 'POST' || upstreamPath !== '/' || !isConsoleCall(requested)) {
      return sendCognitoError(res, 403, NOT_A_CONSOLE_CALL);
    }
    const read = await readBody(req, MAX_COGNITO_BODY_BYTES);
    if (read.kind === 'aborted') return;
    if (read.kind === 'too-large') return sendCognitoError(res, 400, BODY_TOO_LARGE);
    const request = jsonObject(read.body.toString('utf8'));
    if (!request || depthOf(request) > MAX_COGNITO_BODY_DEPTH) return sendCognitoError(res, 400, UNREADABLE_BODY);

    if (requested === INITIATE_AUTH && !CONSOLE_AUTH_FLOWS.has(String(request.AuthFlow))) {
      return sendCognitoError(res, 400, FLOW_NOT_AVAILABLE);
    }
    const refreshing = requested === REFRESH;
    const target = refreshing ? INITIATE_AUTH : requested;
    const body = refreshing ? asRefreshAuth(request) : request;
    const headers: Record<string, string> = { 'content-type': COGNITO_CONTENT_TYPE, 'x-amz-target': target };
    for (const name of ['x-amz-user-agent', 'user-agent']) {
      const value = header(req, name);
      if (value) headers[name] = value;
    }

    let upstream: Response;
    let text: string;
    try {
      upstream = await fetch(`${cognitoEndpoint}/`, { method: 'POST', headers, body: JSON.stringify(body) });
      text = await upstream.text();
    } catch {
      return sendCognitoError(res, 500, INTERNAL_ERROR);
    }
    if (upstream.status >= 500) {
      // Only a request can have made the emulator fail (it runs beside us): the client's 400, and at
      // sign-in the same answer as a wrong password, so a failure cannot tell known users apart.
      return sendCognitoError(res, 400, target === INITIATE_AUTH ? WRONG_CREDENTIALS : NOT_SERVED_LOCALLY);
    }
    if (!upstream.ok) return sendCognitoError(res, upstream.status, publicError(text, target === INITIATE_AUTH));
    const answer = jsonObject(text);
    if (!answer) return sendCognitoError(res, 500, INTERNAL_ERROR);
    const out = JSON.stringify(refreshing ? asGetTokensResponse(answer) : answer);
    res.writeHead(200, {
      'content-type': COGNITO_CONTENT_TYPE,
      'content-length': Buffer.byteLength(out),
      'cache-control': 'no-store',
    });
    res.end(out);
  };
}

function asRefreshAuth(request: Record<string, unknown>) {
  return {
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    ClientId: request.ClientId,
    AuthParameters: { REFRESH_TOKEN: request.RefreshToken },
    ClientMetadata: request.ClientMetadata,
  };
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
  const { exp } = jsonObject(Buffer.from(payload, 'base64url').toString('utf8')) ?? {};
  return typeof exp === 'number' ? Math.max(0, exp - Math.floor(Date.now() / 1000)) : undefined;
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The text as a JSON object, or undefined when it is not one (arrays and bare values included). */
function jsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** How deep a parsed JSON value nests (an object of strings is 1), walked without recursion. */
function depthOf(value: unknown): number {
  let deepest = 0;
  const pending: Array<[unknown, number]> = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next;
    if (typeof node !== 'object' || node === null) continue;
    deepest = Math.max(deepest, depth + 1);
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return deepest;
}

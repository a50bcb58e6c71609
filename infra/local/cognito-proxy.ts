import type { IncomingMessage, ServerResponse } from 'node:http';
import { type ChallengeSessions, challengeSessions } from './challenge-sessions';
import { CONSOLE_AUTH_FLOWS, gateOf, INITIATE_AUTH, REFRESH, RESPOND_TO_CHALLENGE } from './cognito-calls';
import {
  BODY_TOO_LARGE,
  COGNITO_CONTENT_TYPE,
  FLOW_NOT_AVAILABLE,
  INTERNAL_ERROR,
  INVALID_ACCESS_TOKEN,
  INVALID_SESSION,
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

/** Tells whether a text is an access token of the local pool and its app client, signed and unexpired. */
export type AccessTokenCheck = (token: unknown) => boolean;

/**
 * Cognito for the browser through the console's own origin (no CORS, one URL in config.json): only
 * the calls the console makes (cognito-calls.ts), each with what it must carry (a challenge session the
 * proxy saw issued, a valid access token), a body that is a JSON object, and answers cleaned of the
 * emulator's insides (cognito-errors.ts). cognito-local lacks GetTokensFromRefreshToken, which Amplify
 * sends to refresh tokens: it becomes InitiateAuth REFRESH_TOKEN_AUTH and its answer is reshaped to what
 * GetTokensFromRefreshToken returns.
 */
export function createCognitoProxy(
  cognitoEndpoint: string,
  validAccessToken: AccessTokenCheck,
  sessions: ChallengeSessions = challengeSessions(),
) {
  return async (req: IncomingMessage, res: ServerResponse, upstreamPath: string): Promise<void> => {
    const requested = header(req, 'x-amz-target');
    const gate = gateOf(requested);
    // Cognito's JSON API is one POST to the root; the emulator's other paths (its JWKS) are no console call.
    if (req.method !== 'POST' || upstreamPath !== '/' || !requested || !gate) {
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
    if (gate === 'session' && !sessions.admits(challengeAnswerOf(request))) {
      return sendCognitoError(res, 400, INVALID_SESSION);
    }
    if (gate === 'accessToken' && !validAccessToken(request.AccessToken)) {
      return sendCognitoError(res, 400, INVALID_ACCESS_TOKEN);
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
    if (gate === 'session') sessions.answered(String(request.Session), upstream.ok);
    if (upstream.status >= 500) {
      // Only a request can have made the emulator fail (it runs beside us): the client's 400, and at
      // sign-in the same answer as a wrong password, so a failure cannot tell known users apart.
      return sendCognitoError(res, 400, target === INITIATE_AUTH ? WRONG_CREDENTIALS : NOT_SERVED_LOCALLY);
    }
    if (!upstream.ok) return sendCognitoError(res, upstream.status, publicError(text, target === INITIATE_AUTH));
    const answer = jsonObject(text);
    if (!answer) return sendCognitoError(res, 500, INTERNAL_ERROR);
    if (target === INITIATE_AUTH || target === RESPOND_TO_CHALLENGE) rememberChallenge(sessions, request, answer);
    const out = JSON.stringify(refreshing ? asGetTokensResponse(answer) : answer);
    res.writeHead(200, {
      'content-type': COGNITO_CONTENT_TYPE,
      'content-length': Buffer.byteLength(out),
      'cache-control': 'no-store',
    });
    res.end(out);
  };
}

/** What an answer to a challenge names, for the session register. */
function challengeAnswerOf(request: Record<string, unknown>) {
  const responses = request.ChallengeResponses;
  const username =
    typeof responses === 'object' && responses !== null ? (responses as Record<string, unknown>).USERNAME : undefined;
  return { session: request.Session, challenge: request.ChallengeName, username, clientId: request.ClientId };
}

/** An answer that asks for a challenge opens a session the next answer may use, for that user only. */
function rememberChallenge(
  sessions: ChallengeSessions,
  request: Record<string, unknown>,
  answer: Record<string, unknown>,
) {
  const { ChallengeName: challenge, Session: session } = answer;
  if (typeof challenge !== 'string' || typeof session !== 'string') return;
  const parameters = (answer.ChallengeParameters ?? {}) as Record<string, unknown>;
  const asked = (request.AuthParameters ?? request.ChallengeResponses ?? {}) as Record<string, unknown>;
  const username = parameters.USER_ID_FOR_SRP ?? asked.USERNAME;
  if (typeof username !== 'string') return;
  sessions.issue(session, { username, challenge, clientId: String(request.ClientId) });
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

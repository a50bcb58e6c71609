import { type APIRequestContext, expect } from '@playwright/test';
import { INITIATE_AUTH } from '../../../infra/local/cognito-calls';
import { COGNITO_CONTENT_TYPE } from '../../../infra/local/cognito-errors';
import { administrator } from './administrators';

/** A call's whole answer, whatever its status: the id the server gave the request and its JSON body. */
export interface ApiAnswer {
  status: number;
  requestId: string | undefined;
  body: unknown;
}

/**
 * A demo user's calls to the API, made beside the browser, each answered whatever its status. Signs in
 * through the console's own Cognito proxy, with the pool client of /config.json.
 */
export async function apiAnswersAs(request: APIRequestContext, username: string) {
  const { userPoolClientId } = await (await request.get('/config.json')).json();
  const { password } = administrator(username);
  const signedIn = await request.post('/cognito/', {
    headers: { 'content-type': COGNITO_CONTENT_TYPE, 'x-amz-target': INITIATE_AUTH },
    data: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: userPoolClientId,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const token: string = (await signedIn.json()).AuthenticationResult.IdToken;
  return async function answer(method: string, path: string, body?: unknown): Promise<ApiAnswer> {
    const response = await request.fetch(path, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      data: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status(),
      requestId: response.headers()['x-amzn-requestid'],
      body: parsed(text),
    };
  };
}

/**
 * A demo user's calls to the API, made beside the browser: changes a spec needs as its starting point,
 * which a person made elsewhere (the spec then walks what the person it is about does). Each must succeed.
 */
export async function apiAs(request: APIRequestContext, username: string) {
  const answer = await apiAnswersAs(request, username);
  return async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const { status, body: answered } = await answer(method, path, body);
    expect(status, `${method} ${path}: ${JSON.stringify(answered)}`).toBe(200);
    return answered as T;
  };
}

/** A body as JSON when it is JSON, else its text (a gateway's own page), so a failure shows what came. */
function parsed(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

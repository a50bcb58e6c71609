import { type APIRequestContext, expect } from '@playwright/test';
import { INITIATE_AUTH } from '../../../infra/local/cognito-calls';
import { COGNITO_CONTENT_TYPE } from '../../../infra/local/cognito-errors';
import { administrator } from './administrators';

/**
 * A demo user's calls to the API, made beside the browser: changes a spec needs as its starting point,
 * which a person made elsewhere (the spec then walks what the person it is about does). Signs in
 * through the console's own Cognito proxy, with the pool client of /config.json.
 */
export async function apiAs(request: APIRequestContext, username: string) {
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
  return async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await request.fetch(path, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      data: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  };
}

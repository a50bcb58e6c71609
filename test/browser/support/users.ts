import { expect, type Page } from '@playwright/test';
import { LOCAL_USER_POOL_CLIENT_ID } from '../../../infra/local/settings';
import { ROLE_PROFILES, type Role } from '../../../shared/roles';
import { lastEmailedCode } from '../../support/outbox';
import { DEMO_USERS } from './console';

/**
 * Users the sign-in specs work on, made as an administrator makes them (the back office's createUser, with
 * mario.rossi's token) and, where a spec starts after the first sign-in, given their own password through
 * the /cognito/ proxy as the console does. Each spec has users of its own: specs run side by side.
 */

const baseUrl = () => `http://localhost:${process.env.SEMAFORO_BROWSER_PORT}`;

async function cognito(target: string, body: object): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl()}/cognito/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

const passwordAuth = (username: string, password: string) =>
  cognito('InitiateAuth', {
    ClientId: LOCAL_USER_POOL_CLIENT_ID,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: username, PASSWORD: password },
  });

/** A new user in the role, with its temporary password. */
export async function createUser(username: string, role: Role): Promise<string> {
  const admin = DEMO_USERS.find((user) => user.username === 'mario.rossi');
  const signedIn = (await passwordAuth('mario.rossi', admin?.password ?? '')) as {
    AuthenticationResult: { IdToken: string };
  };
  const response = await fetch(`${baseUrl()}/api/v1/createUser`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${signedIn.AuthenticationResult.IdToken}` },
    body: JSON.stringify({ username, email: `${username}@semaforo.local`, role }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { temporaryPassword: string }).temporaryPassword;
}

/** A new user who has made its first sign-in: it signs in with `password`. */
export async function activeUser(username: string, role: Role, password: string): Promise<void> {
  const temporary = await createUser(username, role);
  const challenge = await passwordAuth(username, temporary);
  const done = await cognito('RespondToAuthChallenge', {
    ClientId: LOCAL_USER_POOL_CLIENT_ID,
    ChallengeName: 'NEW_PASSWORD_REQUIRED',
    Session: challenge.Session,
    ChallengeResponses: { USERNAME: username, NEW_PASSWORD: password },
  });
  expect(done.AuthenticationResult).toBeDefined();
}

/** The last code emailed to the user, read where a developer reads it: the local runtime's outbox. */
export const emailedCode = (username: string) => lastEmailedCode(process.env.SEMAFORO_BROWSER_DATA_DIR ?? '', username);

/** Signs in through the form in either language and waits for the step after the password. */
export async function typeCredentials(page: Page, username: string, password: string, english = false) {
  await page.getByLabel(english ? 'Username' : 'Nome utente').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: english ? 'Sign in' : 'Accedi', exact: true }).click();
}

/** The menu paths a role sees (the screens of spec section 6). */
export const roleMenu = (role: Role) => ROLE_PROFILES[role].screens.map((screen) => `/admin/${screen}`).sort();

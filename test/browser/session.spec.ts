import { expect, type Page, test } from '@playwright/test';
import { signInAs, signInForm } from './support/console';

/** Amplify keeps the ID token in localStorage under a key ending in '.idToken'. */
function storedIdToken(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('.idToken'));
    return key ? (localStorage.getItem(key) ?? undefined) : undefined;
  });
}

test('an expired ID token is refreshed silently and the call goes on', async ({ page }) => {
  // The page's clock is ours to move; it runs at normal speed until moved.
  await page.clock.install();
  await signInAs(page, 'AGENT');
  const firstToken = await storedIdToken(page);
  expect(firstToken).toBeTruthy();

  const refresh = page.waitForRequest(
    (request) =>
      request.url().includes('/cognito/') &&
      request.headers()['x-amz-target'] === 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken',
  );
  const call = page.waitForRequest('**/api/v1/cities/RM');
  // Past the ID token's 5 minutes, within the refresh token's 12 hours (shared/users/token-lifetimes.ts):
  // the next call must refresh before it is sent. Choosing a province on the precheck form loads its
  // municipalities.
  await page.clock.fastForward('00:10:00');
  await page.getByRole('button', { name: /^Provincia\b/ }).click();
  await page.getByRole('combobox', { name: 'Cerca' }).fill('Roma');
  await page.getByRole('option', { name: 'Roma', exact: true }).click();
  await refresh;

  const sentToken = (await call).headers().authorization?.replace('Bearer ', '');
  expect(sentToken).toBeTruthy();
  expect(sentToken).not.toBe(firstToken);
  expect(sentToken).toBe(await storedIdToken(page));
  // The server accepted the refreshed token: whatever it answers, it is not a 401.
  const response = await (await call).response();
  expect(response?.status()).not.toBe(401);
  await expect(signInForm(page)).toHaveCount(0);
});

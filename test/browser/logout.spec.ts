import { expect, test } from '@playwright/test';
import { signInAs, signInForm, signOut } from './support/console';

test('logout returns to the sign-in form and a reload does not sign back in', async ({ page }) => {
  await signInAs(page, 'ANALISTA');
  await signOut(page);
  await expect(signInForm(page)).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);

  // Amplify keeps its tokens in localStorage: none may be left behind.
  const storedTokens = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('Token')));
  expect(storedTokens).toEqual([]);

  await page.reload();
  await expect(signInForm(page)).toBeVisible();
  await page.goto('/admin/precheck');
  await expect(signInForm(page)).toBeVisible();
});

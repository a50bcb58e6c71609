import { expect, type Page, test } from '@playwright/test';
import { DEMO_SUBJECTS } from '../../infra/local/demo/precheck-demo-subjects';
import {
  defaultPath,
  demoUser,
  forgetSignedInSessions,
  signIn,
  signInAs,
  signInForm,
  signOut,
} from './support/console';

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

/** A demo customer's page, which ADMIN and RISK_OFFICER may both open: a sign-out there once left the next user on it. */
const CUSTOMER = DEMO_SUBJECTS.find((subject) => subject.customer?.A_CODICE_CLIENTE === 'C000101');
const CUSTOMER_PAGE = '/admin/clientsList/details?code=C000101';

async function openCustomerPage(page: Page) {
  await page.goto(CUSTOMER_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: `${CUSTOMER?.surname} ${CUSTOMER?.name}` })).toBeVisible();
}

test("after a sign-out the next user opens its own role's default page, not the previous user's customer", async ({
  page,
}) => {
  await signInAs(page, 'ADMIN');
  await openCustomerPage(page);
  await signOut(page);
  await expect(signInForm(page)).toBeVisible();
  await signIn(page, demoUser('RISK_OFFICER'));
  await expect(page).toHaveURL(defaultPath('RISK_OFFICER'));
});

test('after an expired session its user comes back where it was; another user opens its own default page', async ({
  page,
}) => {
  // The session ends under the user: the page's next call answers 401 and the console signs out.
  const expire = async () => {
    await page.route('**/api/v1/customerDetails/**', (route) =>
      route.fulfill({
        status: 401,
        json: { errors: [{ code: 'UNAUTHORIZED', description: 'Autenticazione richiesta.' }] },
      }),
    );
    await page.reload();
    await expect(signInForm(page)).toBeVisible();
    // The console's sign-out revoked the session: no later test may start from it.
    forgetSignedInSessions();
    await page.unrouteAll();
    await expect(page).toHaveURL(CUSTOMER_PAGE);
  };
  const admin = await signInAs(page, 'ADMIN');
  await openCustomerPage(page);
  await expire();
  await signIn(page, admin);
  await expect(page).toHaveURL(CUSTOMER_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: `${CUSTOMER?.surname} ${CUSTOMER?.name}` })).toBeVisible();

  await expire();
  await signIn(page, demoUser('RISK_OFFICER'));
  await expect(page).toHaveURL(defaultPath('RISK_OFFICER'));
});

import { expect, type Page, test } from '@playwright/test';
import { ALERT_TIMEOUT_MS } from '../../shared/constants';
import { demoUser, signIn, signInAs, signInForm } from './support/console';

// The precheck screen (AGENT's first page) loads GET /api/v1/provinces as it opens, and opening the
// province list after a failure loads it again. Its answer is set per test, before signing in, so the
// tests hold whatever the server does.
const PROVINCES = '**/api/v1/provinces';

function answerProvinces(page: Page, status: number) {
  return page.route(PROVINCES, (route) =>
    route.fulfill({ status, json: { errors: [{ code: 'NOT_IMPLEMENTED', description: 'Non disponibile.' }] } }),
  );
}

function alertsBar(page: Page) {
  return page.getByRole('region', { name: 'Notifiche' });
}

/** Opens the province list, which loads the provinces again after a failed load. */
async function reloadProvinces(page: Page) {
  const call = page.waitForRequest(PROVINCES);
  await page.getByRole('button', { name: /^Provincia\b/ }).click();
  await call;
  await page.keyboard.press('Escape');
}

test.describe('alerts', () => {
  test("a failing call shows the red alert with its status and the server's text, gone after 5 s", async ({ page }) => {
    await answerProvinces(page, 501);
    await signInAs(page, 'AGENT');
    const alert = alertsBar(page).getByText('501 - Non disponibile.');
    await expect(alert).toBeVisible();
    await expect(alertsBar(page).locator('[role="alert"]')).toHaveCount(1);

    // Real time on purpose: the timeout is the behaviour under test. Visible a second before it
    // runs out, gone within two seconds after.
    await page.waitForTimeout(ALERT_TIMEOUT_MS - 1000);
    await expect(alert).toBeVisible();
    await expect(alert).toBeHidden({ timeout: 3000 });
  });

  test('the next request clears the previous alert, and an alert can be closed', async ({ page }) => {
    await answerProvinces(page, 501);
    await signInAs(page, 'AGENT');
    await expect(alertsBar(page).getByText('501 - Non disponibile.')).toHaveCount(1);
    await reloadProvinces(page);
    await expect(alertsBar(page).getByText('501 - Non disponibile.')).toHaveCount(1);
    await alertsBar(page).getByRole('button', { name: 'Chiudi notifica' }).click();
    await expect(alertsBar(page).getByText('501 - Non disponibile.')).toHaveCount(0);
  });

  test('with no response the alert says the server is unreachable', async ({ page }) => {
    await page.route(PROVINCES, (route) => route.abort('connectionrefused'));
    await signInAs(page, 'AGENT');
    await expect(alertsBar(page).getByText('Server non raggiungibile.', { exact: true })).toBeVisible();
  });

  for (const status of [401, 403]) {
    test(`a ${status} signs the user out, the alert saying why`, async ({ page }) => {
      await page.route(PROVINCES, (route) =>
        route.fulfill({
          status,
          json: { errors: [{ code: 'UNAUTHORIZED', description: 'Autenticazione richiesta.' }] },
        }),
      );
      // The precheck's first call answers it: the user is signed out on arrival.
      await page.goto('/');
      await signIn(page, demoUser('AGENT'));
      await expect(signInForm(page)).toBeVisible();
      await expect(alertsBar(page).getByText(`${status} - Autenticazione richiesta.`)).toBeVisible();
      await page.reload();
      await expect(signInForm(page)).toBeVisible();
    });
  }
});

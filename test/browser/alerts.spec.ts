import { expect, type Page, test } from '@playwright/test';
import { ALERT_TIMEOUT_MS } from '../../shared/constants';
import { signInAs, signInForm } from './support/console';

// Placeholder screens offer 'Verifica servizio', which makes the screen's first call: the precheck's
// is GET /api/v1/provinces. Its answer is set per test, so the tests hold whatever the server does.
const PROVINCES = '**/api/v1/provinces';

function answerProvinces(page: Page, status: number) {
  return page.route(PROVINCES, (route) =>
    route.fulfill({ status, json: { errors: [{ code: 'NOT_IMPLEMENTED', description: 'Non disponibile.' }] } }),
  );
}

function alertsBar(page: Page) {
  return page.getByRole('region', { name: 'Notifiche' });
}

async function checkService(page: Page) {
  await page.getByRole('button', { name: 'Verifica servizio' }).click();
}

test.describe('alerts', () => {
  test('a failing call shows the red alert with its status, gone after 5 s', async ({ page }) => {
    await signInAs(page, 'AGENT');
    await answerProvinces(page, 501);
    await checkService(page);
    const alert = alertsBar(page).getByText('Error - Error status code: 501');
    await expect(alert).toBeVisible();
    await expect(alertsBar(page).locator('[role="alert"]')).toHaveCount(1);

    // Real time on purpose: the timeout is the behaviour under test. Visible a second before it
    // runs out, gone within two seconds after.
    await page.waitForTimeout(ALERT_TIMEOUT_MS - 1000);
    await expect(alert).toBeVisible();
    await expect(alert).toBeHidden({ timeout: 3000 });
  });

  test('the next request clears the previous alert, and an alert can be closed', async ({ page }) => {
    await signInAs(page, 'AGENT');
    await answerProvinces(page, 501);
    await checkService(page);
    await expect(alertsBar(page).getByText('Error - Error status code: 501')).toHaveCount(1);
    await checkService(page);
    await expect(alertsBar(page).getByText('Error - Error status code: 501')).toHaveCount(1);
    await alertsBar(page).getByRole('button', { name: 'Chiudi notifica' }).click();
    await expect(alertsBar(page).getByText('Error - Error status code: 501')).toHaveCount(0);
  });

  test('with no response the alert reads GENERIC ERROR', async ({ page }) => {
    await signInAs(page, 'AGENT');
    await page.route(PROVINCES, (route) => route.abort('connectionrefused'));
    await checkService(page);
    await expect(alertsBar(page).getByText('GENERIC ERROR')).toBeVisible();
  });

  for (const status of [401, 403]) {
    test(`a ${status} signs the user out, the alert saying why`, async ({ page }) => {
      await signInAs(page, 'AGENT');
      await page.route(PROVINCES, (route) =>
        route.fulfill({
          status,
          json: { errors: [{ code: 'UNAUTHORIZED', description: 'Autenticazione richiesta.' }] },
        }),
      );
      await checkService(page);
      await expect(signInForm(page)).toBeVisible();
      await expect(alertsBar(page).getByText(`Error - Error status code: ${status}`)).toBeVisible();
      await page.reload();
      await expect(signInForm(page)).toBeVisible();
    });
  }
});

import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInAs } from './support/console';

/**
 * The two KPI modals (issue 5) on the demo data, which covers the last year: the dossier list's KPIs
 * over its default range (one month ago to today) and the aggregated list's business KPIs over its
 * green chips (default months). Charts must be drawn, not empty; axe finds nothing serious in either.
 */

async function seriousViolations(page: Page, include: string) {
  const { violations } = await new AxeBuilder({ page })
    .include(include)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, impact, help, nodes }) => ({ id, impact, help, targets: nodes.map((node) => node.target) }));
}

function kpiDialog(page: Page, title: string | RegExp): Locator {
  return page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: title }) });
}

/**
 * Opens the list and its KPI modal. Until the click, neither the KPI route nor the chart code has
 * been asked for: the modal loads its data when opened, and the charts are a lazy chunk.
 */
async function openKpi(page: Page, screen: string, heading: RegExp, button = /Calcola KPI|Calculate KPI/) {
  const early: string[] = [];
  const watch = (request: { url: () => string }) => {
    if (/Kpi\b|kpi-charts/.test(request.url())) early.push(request.url());
  };
  page.on('request', watch);
  await page.goto(`/admin/${screen}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const kpiButton = page.getByRole('button', { name: button });
  await expect(kpiButton).toBeEnabled();
  page.off('request', watch);
  expect(early).toEqual([]);
  await kpiButton.click();
}

/** A drawn Cloudscape chart has an SVG plot with marks; an empty one shows 'Nessun dato disponibile'. */
async function expectDrawn(chart: Locator) {
  await expect(chart).toBeVisible();
  await expect(chart.getByTestId('chart-empty')).toHaveCount(0);
  await expect(chart.locator('svg').first()).toBeVisible();
}

test('the dossier list KPIs: outcomes per month, error rate and response time per workflow', async ({ page }) => {
  await signInAs(page, 'ANALISTA');
  const kpiCall = page.waitForResponse((response) => response.url().includes('/api/v1/requestLogKpi'));
  await openKpi(page, 'dossierList', /^Lista pratiche di accettazione trovate/);
  expect((await kpiCall).status()).toBe(200);

  const dialog = kpiDialog(page, 'KPI Log Richieste');
  await expect(dialog).toBeVisible();
  await expectDrawn(dialog.getByTestId('kpi-outcomes-chart'));
  await expectDrawn(dialog.getByTestId('kpi-error-rate-chart'));
  await expectDrawn(dialog.getByTestId('kpi-response-time-chart'));
  const rows = dialog.getByTestId('kpi-workflow-table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  // Seconds in the Italian format: digits with a decimal comma, never a point.
  await expect(rows.first().locator('td').last()).toHaveText(/^\d{1,3}(\.\d{3})*(,\d{1,2})?$/);

  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  await dialog.getByRole('button', { name: 'Chiudi', exact: true }).click();
  await expect(dialog).toBeHidden();
});

test('the aggregated list business KPIs: headline, result codes, rates and the rejected table', async ({ page }) => {
  await signInAs(page, 'ANALISTA');
  const kpiCall = page.waitForResponse((response) => response.url().includes('/api/v1/groupedRequestLogsBusinessKpi'));
  await openKpi(page, 'dossierListAggregated', /^Pratiche Aggregate/);
  expect((await kpiCall).status()).toBe(200);

  const dialog = kpiDialog(page, 'KPI di business');
  await expect(dialog).toBeVisible();
  const headline = dialog.getByTestId('kpi-headline');
  await expect(headline).toContainText('% respinti totale');
  await expect(headline).toContainText('% respinti Centro-Sud-Isole');
  for (const chart of [
    'kpi-result-codes-chart',
    'kpi-yearly-share-chart',
    'kpi-paymentMode-chart',
    'kpi-personType-chart',
    'kpi-commodity-chart',
  ]) {
    await expectDrawn(dialog.getByTestId(chart));
  }
  const rows = dialog.getByTestId('kpi-rejected-table').locator('tbody tr');
  await expect(rows.first()).toContainText(/EX\d{3}/);

  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  await dialog.getByRole('button', { name: 'Chiudi', exact: true }).click();
  await expect(dialog).toBeHidden();
});

test('the dossier list KPIs speak English, with Italian figures', async ({ page }) => {
  await signInAs(page, 'ANALISTA');
  await page.getByRole('button', { name: /: Italiano$/ }).click();
  await page.getByRole('menuitemcheckbox', { name: 'English' }).click();
  await openKpi(page, 'dossierList', /Request log|acceptance/i);

  const dialog = kpiDialog(page, 'Request log KPIs');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Check outcomes per month' })).toBeVisible();
  await expectDrawn(dialog.getByTestId('kpi-outcomes-chart'));
  await expect(dialog.getByTestId('kpi-workflow-table')).toContainText('Average response time (s)');
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
});

import { expect, type Locator, type Page, test } from '@playwright/test';
import { it as italian } from '../../web/src/shared/i18n/locales/it';
import { signInAs } from './support/console';
import { seriousViolations } from './support/list-page';

/**
 * The two KPI modals on the demo data, which covers the last year: the dossier list's KPIs
 * over its default range (one month ago to today) and the aggregated list's business KPIs over its
 * green chips (default months). Charts must be drawn, not empty; axe finds nothing serious in either.
 */

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
  // The screen with its query: the filters of the list the KPIs are computed on.
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
  // Seconds in the Italian format, to the millisecond: digits with a decimal comma, never a point.
  await expect(rows.first().locator('td').last()).toHaveText(/^\d{1,3}(\.\d{3})*(,\d{1,3})?$/);

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
  await signInAs(page, 'ANALISTA', { english: true });
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

/** A legend entry of a chart, by its name (Cloudscape draws the legend as a toolbar of buttons). */
function legendEntry(chart: Locator, name: string): Locator {
  return chart.getByRole('toolbar', { name: /Legenda|Legend/ }).getByRole('button', { name, exact: true });
}

/** The colour of a legend entry's marker, as the browser paints it. */
async function markerColour(entry: Locator): Promise<string> {
  return entry.evaluate((item) => {
    const marker = [...item.querySelectorAll<HTMLElement>('*')].find(
      (element) => getComputedStyle(element).backgroundColor !== 'rgba(0, 0, 0, 0)',
    );
    return marker ? getComputedStyle(marker).backgroundColor : '';
  });
}

test("with 'Semaforo: Rosso' the month bars are completed checks in grey beside technical errors, not green successes", async ({
  page,
}) => {
  await signInAs(page, 'ANALISTA');
  await openKpi(page, 'dossierList?trafficLight=R', /^Lista pratiche di accettazione trovate/);
  const dialog = kpiDialog(page, 'KPI Log Richieste');
  const outcomes = dialog.getByTestId('kpi-outcomes-chart');
  await expectDrawn(outcomes);
  await expect(dialog).not.toContainText('Successo');
  await expect(
    dialog
      .getByRole('paragraph')
      .filter({ hasText: /verifiche completate senza errori tecnici, qualunque sia il loro semaforo/ }),
  ).toBeVisible();
  const completed = legendEntry(outcomes, 'Verifiche completate');
  await expect(completed).toBeVisible();
  await expect(legendEntry(outcomes, 'Errore tecnico')).toBeVisible();
  // Neutral grey (#5f6b7a), never the green of a green light.
  expect(await markerColour(completed)).toBe('rgb(95, 107, 122)');
  // Red checks end without technical errors: 0 % per workflow is drawn as a figure, not as no data.
  await expectDrawn(dialog.getByTestId('kpi-error-rate-chart'));
  await expect(dialog.getByTestId('kpi-workflow-table')).toContainText('Completate');
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
});

test('a month with no check draws its zeros; charts with nothing to draw say so', async ({ page }) => {
  await signInAs(page, 'ANALISTA');
  // Two years before the demo data: the list is empty, the KPIs are zeros.
  await openKpi(page, 'dossierList?dateRange=2024-01-01..2024-01-31', /^Lista pratiche di accettazione trovate/);
  const dialog = kpiDialog(page, 'KPI Log Richieste');
  const outcomes = dialog.getByTestId('kpi-outcomes-chart');
  await expectDrawn(outcomes);
  await expect(outcomes).toContainText('2024-01');
  await expect(legendEntry(outcomes, 'Verifiche completate')).toBeVisible();
  // A real axis from 0, not a lone zero line.
  await expect(outcomes.locator('svg').getByText('10', { exact: true })).toBeVisible();
  // No workflow had a check: nothing to draw per workflow.
  for (const chart of ['kpi-error-rate-chart', 'kpi-response-time-chart']) {
    await expect(dialog.getByTestId(chart).getByTestId('chart-empty')).toHaveText('Nessun dato disponibile');
  }
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
});

/** A business-KPI answer where client-months exist and none was rejected: every figure is a zero. */
const NOBODY_REJECTED = {
  clients: { success: 120, rejected: 0, percentage: { total: 0, roma: 0, csi: 0, nord: 0, nd: 0 } },
  catalog: ['2026-10', '2026-11'],
  resultCodeRejected: [],
  paymentMode: [
    { name: 'RID', data: [0, 0] },
    { name: 'BON', data: [0, 0] },
  ],
  personType: [{ name: 'PF', data: [0, 0] }],
  commodity: [{ name: 'ELE', data: [0, 0] }],
  rejectedTable: [],
};

// In Italian only: the KPIs are read in English by the tests beside it, and catalogues.test.ts holds every
// Italian text in English; the same steps twice would cost the suite time, not find a fault.
test('business KPIs where nobody was rejected draw their zeros', async ({ page }) => {
  await page.route('**/api/v1/groupedRequestLogsBusinessKpi', (route) => route.fulfill({ json: NOBODY_REJECTED }));
  await signInAs(page, 'ANALISTA');
  await openKpi(page, 'dossierListAggregated', /^Pratiche Aggregate/);
  const dialog = kpiDialog(page, italian.kpi.business.title);
  const texts = {
    rejections: italian.kpi.business.rejections,
    none: italian.kpi.business.noRejection,
    empty: italian.kpi.chart.empty,
    transfer: italian.list.options.paymentMode.BON,
  };
  const resultCodes = dialog.getByTestId('kpi-result-codes-chart');
  await expectDrawn(resultCodes);
  await expect(legendEntry(resultCodes, texts.rejections)).toBeVisible();
  for (const chart of ['kpi-paymentMode-chart', 'kpi-personType-chart', 'kpi-commodity-chart']) {
    await expectDrawn(dialog.getByTestId(chart));
    // Rates from 0 to 100 %, the lines lying on 0.
    await expect(dialog.getByTestId(chart).locator('svg').getByText('100%', { exact: true })).toBeVisible();
  }
  await expect(legendEntry(dialog.getByTestId('kpi-paymentMode-chart'), texts.transfer)).toBeVisible();
  await expect(dialog.getByTestId('kpi-yearly-share-chart').getByTestId('chart-zero')).toHaveText(texts.none);
  await expect(dialog.getByText(texts.empty)).toHaveCount(1);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
});

test('the month bars are named for what they count in English too', async ({ page }) => {
  await signInAs(page, 'ANALISTA', { english: true });
  await openKpi(page, 'dossierList?trafficLight=R', /Request log|acceptance/i);
  const dialog = kpiDialog(page, 'Request log KPIs');
  const outcomes = dialog.getByTestId('kpi-outcomes-chart');
  await expectDrawn(outcomes);
  await expect(legendEntry(outcomes, 'Completed checks')).toBeVisible();
  await expect(legendEntry(outcomes, 'Technical error')).toBeVisible();
  await expect(dialog).not.toContainText('Success');
  await expect(
    dialog
      .getByRole('paragraph')
      .filter({ hasText: /checks completed without a technical error, whatever their traffic light/ }),
  ).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
});

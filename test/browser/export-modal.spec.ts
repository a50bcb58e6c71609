import { expect, type Page, test } from '@playwright/test';
import { signInAs } from './support/console';
import { dataRows, listHeading, seriousViolations } from './support/list-page';

/**
 * The queued export of a whole list from both dossier lists, as an analyst: the
 * default name, the name check on blur, the required name, the submit with the list's applied
 * filters, the submitted view and its link to the extractions. Names are unique per run, since the
 * check is per user and other specs may export too.
 */

const LISTS = {
  dossiers: {
    path: '/admin/dossierList',
    title: /^Lista pratiche di accettazione trovate/,
    listCall: '/api/v1/requestLog',
    extractionType: 'REQUEST_LOG',
    prefix: 'logRichieste',
  },
  aggregated: {
    path: '/admin/dossierListAggregated',
    title: /^Pratiche Aggregate/,
    listCall: '/api/v1/groupedRequestLog',
    extractionType: 'GROUPED_REQUEST_LOG',
    prefix: 'praticheAggregate',
  },
} as const;
type List = (typeof LISTS)[keyof typeof LISTS];

const uniqueName = (label: string) => `e2e_${label}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;

/** Opens the list and returns the filters its first search sent. */
async function openList(page: Page, list: List, query = ''): Promise<unknown> {
  const answer = page.waitForResponse((response) => response.url().endsWith(list.listCall));
  await page.goto(`${list.path}${query}`);
  const sent = JSON.parse((await answer).request().postData() ?? '{}').filters;
  await expect(listHeading(page, list.title)).toHaveText(/\d$/);
  return sent;
}

const exportDialog = (page: Page, title = 'Esportazione lista') => page.getByRole('dialog', { name: title });

async function openExport(page: Page, label = 'Esporta tutto', title = 'Esportazione lista') {
  await page.getByRole('button', { name: label }).click();
  await expect(exportDialog(page, title)).toBeVisible();
  return exportDialog(page, title);
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'ANALISTA');
});

test('dossier list: default name, a used name on blur, an empty name, submit, the link to the extractions', async ({
  page,
}) => {
  const list = LISTS.dossiers;
  const listFilters = await openList(page, list, '?trafficLight=R');
  await expect(dataRows(page).first()).toBeVisible();

  // First export: the default name, '|' as separator and a note; the body carries the applied filters.
  let dialog = await openExport(page);
  const name = dialog.getByLabel('Nome file');
  await expect(name).toHaveValue(new RegExp(`^${list.prefix}_\\d{8}_\\d{4}$`));
  await expect(dialog.getByText('Punto e virgola ( ; )')).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  const used = uniqueName('dossier');
  await name.fill(`  ${used}`);
  await expect(name).toHaveValue(used);
  await dialog.getByRole('button', { name: /^Separatore/ }).click();
  await page.getByRole('option', { name: 'Barra verticale ( | )' }).click();
  await dialog.getByLabel(/^Nota/).fill('Estrazione di prova');
  const queued = page.waitForRequest((request) => request.url().endsWith('/api/v1/exportFileAsync'));
  await dialog.getByRole('button', { name: 'Conferma' }).click();
  expect(JSON.parse((await queued).postData() ?? '{}')).toEqual({
    extractionType: list.extractionType,
    filters: listFilters,
    filename: used,
    fileSeparator: '|',
    note: 'Estrazione di prova',
  });
  expect(listFilters).toMatchObject({ trafficLight: ['R'] });
  await expect(dialog.getByText('Lista in fase di esportazione....')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Vista Estrazioni & Arricchimenti' })).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Chiudi', exact: true }).click();
  await expect(dialog).toBeHidden();

  // Again: a fresh form; the name just used is refused when the field is left.
  dialog = await openExport(page);
  await expect(dialog.getByLabel('Nome file')).toHaveValue(new RegExp(`^${list.prefix}_`));
  const check = page.waitForResponse((response) => response.url().includes('/api/v1/checkExportFilename/'));
  await dialog.getByLabel('Nome file').fill(used);
  await dialog.getByLabel('Nome file').press('Tab');
  expect(await (await check).json()).toBe(true);
  await expect(dialog.getByText('File con lo stesso nome già esistente')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Conferma' })).toBeDisabled();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  // Empty: required, Confirm disabled.
  await dialog.getByLabel('Nome file').fill('');
  await dialog.getByLabel('Nome file').press('Tab');
  await expect(dialog.getByText('Campo obbligatorio')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Conferma' })).toBeDisabled();

  // A name with other characters is shown as stored, checked free, and submitted.
  const fresh = uniqueName('dossier');
  await dialog.getByLabel('Nome file').fill(`${fresh} nov/26`);
  await dialog.getByLabel('Nome file').press('Tab');
  await expect(dialog.getByLabel('Nome file')).toHaveValue(`${fresh}_nov_26`);
  await expect(dialog.getByRole('button', { name: 'Conferma' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Conferma' }).click();
  await expect(dialog.getByText('Lista in fase di esportazione....')).toBeVisible();

  // The link is a console route: the page is not reloaded on the way.
  await page.evaluate(() => Object.assign(window, { exportSpecMarker: true }));
  await dialog.getByRole('link', { name: 'Vista Estrazioni & Arricchimenti' }).click();
  await expect(page).toHaveURL(/\/admin\/enricher$/);
  await expect(listHeading(page, /^Estrazioni & Arricchimenti/)).toBeVisible();
  await expect(exportDialog(page)).toBeHidden();
  expect(await page.evaluate(() => (window as { exportSpecMarker?: boolean }).exportSpecMarker)).toBe(true);
});

test('aggregated list: default name, submit with the applied filters, the link', async ({ page }) => {
  const list = LISTS.aggregated;
  const listFilters = await openList(page, list);
  const dialog = await openExport(page);
  await expect(dialog.getByLabel('Nome file')).toHaveValue(new RegExp(`^${list.prefix}_\\d{8}_\\d{4}$`));
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  const name = uniqueName('aggregated');
  await dialog.getByLabel('Nome file').fill(name);
  const queued = page.waitForRequest((request) => request.url().endsWith('/api/v1/exportFileAsync'));
  await dialog.getByRole('button', { name: 'Conferma' }).click();
  const body = JSON.parse((await queued).postData() ?? '{}');
  expect(body).toEqual({
    extractionType: list.extractionType,
    filters: listFilters,
    filename: name,
    fileSeparator: ';',
  });
  expect(listFilters).toHaveProperty('dateRange');
  await expect(dialog.getByText('Lista in fase di esportazione....')).toBeVisible();
  await dialog.getByRole('link', { name: 'Vista Estrazioni & Arricchimenti' }).click();
  await expect(page).toHaveURL(/\/admin\/enricher$/);
});

test('export all is disabled while the total is unknown and when the filters give no row', async ({ page }) => {
  const list = LISTS.dossiers;
  // Hold the list's answer back a little, so the state before the total is known can be seen.
  await page.route(`**${list.listCall}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.goto(list.path);
  await expect(page.getByRole('button', { name: 'Esporta tutto' })).toBeDisabled();
  await expect(listHeading(page, list.title)).toHaveText(/\d$/);
  await expect(page.getByRole('button', { name: 'Esporta tutto' })).toBeEnabled();

  await openList(page, list, '?companyName=Nessuna%20azienda%20con%20questo%20nome');
  await expect(listHeading(page, list.title)).toHaveText(/ 0$/);
  await expect(page.getByRole('button', { name: 'Esporta tutto' })).toBeDisabled();
});

test('in English: the button, the form, a used name, the submitted view', async ({ page }) => {
  const list = LISTS.aggregated;
  await page.getByRole('button', { name: /: Italiano$/ }).click();
  await page.getByRole('menuitemcheckbox', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto(list.path);
  await expect(listHeading(page, /^Aggregated dossiers/)).toHaveText(/\d$/);

  let dialog = await openExport(page, 'Export all', 'Export list');
  await expect(dialog.getByLabel('File name')).toHaveValue(new RegExp(`^${list.prefix}_\\d{8}_\\d{4}$`));
  await expect(dialog.getByText('Semicolon ( ; )')).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  const name = uniqueName('english');
  await dialog.getByLabel('File name').fill(name);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('List being exported....')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Extractions & Enrichments view' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  dialog = await openExport(page, 'Export all', 'Export list');
  await dialog.getByLabel('File name').fill(name);
  await dialog.getByLabel('File name').press('Tab');
  await expect(dialog.getByText('A file with the same name already exists')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await dialog.getByLabel('File name').fill('');
  await dialog.getByLabel('File name').press('Tab');
  await expect(dialog.getByText('Required field')).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { signInAs } from './support/console';
import {
  chips,
  chooseInDropdown,
  columnHeader,
  columnTexts,
  csvLines,
  DOSSIER_TITLE,
  dataRows,
  downloadText,
  headingCount,
  italianDate,
  italianDay,
  listHeading,
  openDossierList,
  PAST_RANGE,
  search,
  seriousViolations,
} from './support/list-page';

/**
 * The dossier list as an analyst uses it, on the demo request log (a year of checks). The
 * default range ends today, when other specs add checks; counts that must not move are taken over a
 * range ending yesterday.
 */

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'ANALISTA');
});

test('filters: dropdown, chips, the URL, a reload, a chip removed, the date range', async ({ page }) => {
  await openDossierList(page);
  await expect(chips(page)).toHaveCount(0);
  // The period searched, in dates under the title: the dashboard's 30 days name theirs too.
  await expect(page.getByTestId('list-period')).toHaveText(
    /^Periodo dal \d{2}\/\d{2}\/\d{4} al \d{2}\/\d{2}\/\d{4}\.$/,
  );

  // A dropdown filter changes nothing until 'Applica', and nothing is searched until 'ESEGUI RICERCA'.
  await page.getByRole('button', { name: /^Semaforo: Tutti$/ }).click();
  await page.getByRole('dialog', { name: 'Semaforo' }).getByRole('button', { name: 'Seleziona tutto' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Semaforo' }).getByRole('button', { name: 'Deseleziona tutto' }),
  ).toBeVisible();
  await page.getByRole('dialog', { name: 'Semaforo' }).getByRole('button', { name: 'Annulla' }).click();
  await expect(page.getByRole('button', { name: /^Semaforo: Tutti$/ })).toBeVisible();

  await chooseInDropdown(page, 'Semaforo', ['Rosso']);
  await expect(page).not.toHaveURL(/trafficLight/);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/requestLog'));
  await search(page);
  expect(JSON.parse((await answer).request().postData() ?? '{}')).toMatchObject({
    filters: { trafficLight: ['R'] },
    pageNumber: 0,
    pageSize: 50,
  });
  await expect(page).toHaveURL(/\?trafficLight=R$/);
  await expect(chips(page)).toContainText('Semaforo: Rosso');
  await expect.poll(async () => new Set(await columnTexts(page, 'Semaforo'))).toEqual(new Set(['Rosso']));

  // The date range: 'Dal' typed, 'Fino ad oggi' for the end, 'Applica'; the chip shows it as text.
  const start = italianDay(-10);
  await page.getByRole('button', { name: /^Periodo \d/ }).click();
  const from = page.getByRole('textbox', { name: 'Dal' });
  await from.fill(italianDate(start));
  await page.getByRole('textbox', { name: 'Fino Al' }).fill(italianDate(italianDay(-2)));
  await page.getByRole('button', { name: 'Fino ad oggi' }).click();
  await expect(page.getByRole('textbox', { name: 'Fino Al' })).toHaveValue(italianDate(italianDay()));
  await page.getByRole('button', { name: 'Applica' }).click();
  await search(page);
  const rangeText = `${italianDate(start)} - ${italianDate(italianDay())}`;
  await expect(chips(page)).toContainText(`Periodo: ${rangeText}`);
  await expect(page).toHaveURL(new RegExp(`dateRange=${start}\\.\\.${italianDay()}`));

  // A reload keeps the filters: the same chips, the same choice in the bar.
  await page.reload();
  await expect(listHeading(page, DOSSIER_TITLE)).toHaveText(/\d$/);
  await expect(chips(page)).toContainText('Semaforo: Rosso');
  await expect(chips(page)).toContainText(`Periodo: ${rangeText}`);
  await expect(page.getByRole('button', { name: /^Semaforo: Rosso$/ })).toBeVisible();

  // The chip's 'x' removes the filter and searches again: a search without it is sent (the reload's own
  // late search, still filtered, may answer first, so the one awaited is picked by what it asks).
  const unfiltered = page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/v1/requestLog') &&
      !('trafficLight' in (JSON.parse(request.postData() ?? '{}').filters ?? {})),
  );
  await page.getByRole('button', { name: 'Rimuovi il filtro Semaforo' }).click();
  expect(JSON.parse((await unfiltered).postData() ?? '{}').filters).toMatchObject({
    dateRange: { startDate: start, endDate: italianDay() },
  });
  await expect(chips(page)).not.toContainText('Semaforo');
  await expect(page).not.toHaveURL(/trafficLight/);

  // 'AZZERA FILTRI' goes back to the defaults.
  await page.getByRole('button', { name: 'AZZERA FILTRI' }).click();
  await expect(chips(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/dossierList$/);

  expect(await seriousViolations(page)).toEqual([]);
});

test('a range longer than a year cannot be searched and disables the KPI', async ({ page }) => {
  await openDossierList(page);
  await expect(page.getByRole('button', { name: 'Calcola KPI' })).toBeEnabled();
  await page.getByRole('button', { name: /^Periodo \d/ }).click();
  await page.getByRole('textbox', { name: 'Dal' }).fill(italianDate(italianDay(-400)));
  await page.getByRole('button', { name: 'Applica' }).click();
  await expect(page.getByText('Range temporale non valido').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Calcola KPI' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'ESEGUI RICERCA' })).toBeDisabled();
});

test('scrolling to the bottom loads the next pages from their cursor; the count stays', async ({ page }) => {
  await openDossierList(page, `?dateRange=${PAST_RANGE}`);
  const total = await headingCount(page, DOSSIER_TITLE);
  expect(total).toBeGreaterThan(100);
  await expect(dataRows(page)).toHaveCount(50);

  // Outcomes only (rows, count, requests), never the loading row a fast page does not show.
  const pages: { pageNumber: number; cursor?: string }[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/requestLog')) pages.push(JSON.parse(request.postData() ?? '{}'));
  });
  await page.getByTestId('load-more').scrollIntoViewIfNeeded();
  await expect(dataRows(page)).toHaveCount(100);
  expect(await headingCount(page, DOSSIER_TITLE)).toBe(total);

  await page.getByTestId('load-more').scrollIntoViewIfNeeded();
  await expect(dataRows(page)).toHaveCount(Math.min(150, total));
  expect(await headingCount(page, DOSSIER_TITLE)).toBe(total);
  const ids = await columnTexts(page, 'ID richiesta');
  expect(new Set(ids).size).toBe(ids.length);
  // Each next page starts from where the last one ended: the server reads that page and counts nothing.
  expect(pages.map((request) => request.pageNumber)).toEqual([1, 2]);
  for (const request of pages) expect(request.cursor).toEqual(expect.any(String));
});

test('the selected rows export to CSV', async ({ page }) => {
  await openDossierList(page, `?dateRange=${PAST_RANGE}`);
  await expect(page.getByRole('button', { name: 'Esporta CSV' })).toBeDisabled();
  const ids = (await columnTexts(page, 'ID richiesta')).slice(0, 3);
  // Exact: the row 171's name is also the start of the row 1718's.
  for (const id of ids) await page.getByRole('checkbox', { name: `Seleziona la riga ${id}`, exact: true }).check();
  await expect(page.getByText('3 pratiche selezionate')).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Esporta CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Export_VistaPratiche_\d{8}_\d{4}\.csv$/);
  const lines = csvLines(await downloadText(download));
  expect(lines).toHaveLength(1 + ids.length);
  expect(lines[0]?.split(';').length).toBeGreaterThan(10);
  for (const id of ids) expect(lines.some((line) => line.split(';').includes(id))).toBe(true);
});

test('columns chosen in the settings are kept after a reload; Ripristina brings back the defaults', async ({
  page,
}) => {
  await openDossierList(page);
  await expect(columnHeader(page, 'Codice fiscale')).toHaveCount(1);
  await expect(columnHeader(page, 'Comune')).toHaveCount(0);

  await page.getByRole('button', { name: 'Impostazioni colonne' }).click();
  const settings = page.getByRole('dialog', { name: 'Impostazioni colonne' });
  await settings.getByRole('checkbox', { name: 'Codice fiscale' }).uncheck();
  await settings.getByRole('checkbox', { name: 'Comune', exact: true }).check();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await settings.getByRole('button', { name: 'Applica' }).click();
  await expect(settings).toBeHidden();
  await expect(columnHeader(page, 'Codice fiscale')).toHaveCount(0);
  await expect(columnHeader(page, 'Comune')).toHaveCount(1);

  await page.reload();
  await expect(dataRows(page).first()).toBeVisible();
  await expect(columnHeader(page, 'Codice fiscale')).toHaveCount(0);
  await expect(columnHeader(page, 'Comune')).toHaveCount(1);

  await page.getByRole('button', { name: 'Impostazioni colonne' }).click();
  await settings.getByRole('button', { name: 'Ripristina' }).click();
  await settings.getByRole('button', { name: 'Applica' }).click();
  await expect(columnHeader(page, 'Codice fiscale')).toHaveCount(1);
  await expect(columnHeader(page, 'Comune')).toHaveCount(0);
});

test('advanced filters: side tabs, select all, and an empty result', async ({ page }) => {
  await openDossierList(page);
  await page.getByRole('button', { name: 'Filtri avanzati' }).click();
  const modal = page.getByRole('dialog', { name: 'Filtri avanzati' });
  for (const tab of ['ANAGRAFICA ADVANCED', 'AREA GEOGRAFICA', 'RICHIESTA', 'ESITO']) {
    await expect(modal.getByRole('link', { name: tab })).toBeVisible();
  }
  await modal.getByRole('link', { name: 'ESITO' }).click();
  await modal.getByRole('button', { name: /^Codice esito precheck/ }).click();
  await page.getByRole('option', { name: 'Seleziona tutto' }).click();
  await expect(page.getByRole('option', { name: 'Deseleziona tutto' })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  await modal.getByRole('link', { name: 'ANAGRAFICA ADVANCED' }).click();
  await modal.getByRole('textbox', { name: 'Ragione sociale' }).fill('Nessuna azienda con questo nome');
  await modal.getByRole('button', { name: 'Chiudi', exact: true }).click();
  await search(page);
  await expect(page.getByText('Nessuna pratica trovata.')).toBeVisible();
  await expect(listHeading(page, DOSSIER_TITLE)).toHaveText('Lista pratiche di accettazione trovate 0');
  await expect(chips(page)).toContainText('Ragione sociale: Nessuna azienda con questo nome');
  await expect(chips(page)).toContainText('Codice esito precheck: EX406 - Cliente esistente con profilo positivo');
});

test('the list in English', async ({ page }) => {
  await page.getByRole('button', { name: /: Italiano$/ }).click();
  await page.getByRole('menuitemcheckbox', { name: 'English' }).click();
  // The choice is kept once the English texts have arrived and the console shows them.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/admin/dossierList?trafficLight=V');
  await expect(listHeading(page, /^Acceptance dossiers found \d/)).toBeVisible();
  await expect(page.getByTestId('list-period')).toHaveText(
    /^Period from \d{2}\/\d{2}\/\d{4} to \d{2}\/\d{2}\/\d{4}\.$/,
  );
  await expect(page.getByRole('heading', { name: 'FILTER BY' })).toBeVisible();
  await expect(chips(page)).toContainText('Traffic light: Green');
  await expect(page.getByRole('button', { name: 'RUN SEARCH' })).toBeVisible();
  await expect(columnHeader(page, 'Request date')).toHaveCount(1);
  await expect.poll(async () => new Set(await columnTexts(page, 'Traffic light'))).toEqual(new Set(['Green']));
});

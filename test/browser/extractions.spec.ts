import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import JSZip from 'jszip';
import { COLUMN_LABELS } from '../../shared/request-log/column-labels';
import { REQUEST_LOG_COLUMNS } from '../../shared/request-log/row';
import type { Role } from '../../shared/roles';
import { signInAs } from './support/console';
import { chips, chooseInDropdown, italianDay, listHeading, search, seriousViolations } from './support/list-page';

/**
 * Extractions & Enrichments on the local runtime: a request-log export queued
 * through the API by ADMIN is followed on the screen until DISPONIBILE without a reload, downloaded as
 * a zip through the presigned URL and read back; filters and chips, the download failure, another
 * user's view, the enrichment button per role, axe and English.
 */

const TITLE = /^Estrazioni & Arricchimenti/;
// The worker's first job pays for loading its code; on a busy two-core machine that takes a while.
const JOB_DONE_MS = 120_000;
test.describe.configure({ timeout: 180_000 });
// Ends yesterday, so other specs adding checks today do not move the count between export and list.
const RANGE = { startDate: italianDay(-45), endDate: italianDay(-1) };

/** An API call as the signed-in page makes it, with the ID token Amplify keeps in localStorage. */
async function callApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, path, body }) => {
      const key = Object.keys(localStorage).find((name) => name.endsWith('.idToken'));
      const response = await fetch(path, {
        method,
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          Authorization: `Bearer ${key ? localStorage.getItem(key) : ''}`,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    },
    { method, path, body },
  );
  expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(300);
  return JSON.parse(answer.text) as T;
}

async function queueExport(page: Page, fileName: string): Promise<void> {
  await callApi(page, 'POST', '/api/v1/exportFileAsync', {
    extractionType: 'REQUEST_LOG',
    filters: { dateRange: RANGE },
    filename: fileName,
    fileSeparator: ';',
    note: 'Prova end-to-end',
  });
}

function jobsTable(page: Page): Locator {
  return page.getByRole('table', { name: /^(Elaborazioni|Jobs)$/ });
}

function jobRow(page: Page, fileName: string): Locator {
  return jobsTable(page).locator('tbody tr').filter({ hasText: fileName });
}

async function openScreen(page: Page, query = '') {
  await page.goto(`/admin/enricher${query}`);
  await expect(listHeading(page, TITLE)).toHaveText(/\d$/);
}

async function filterByName(page: Page, fileName: string) {
  await page.getByRole('textbox', { name: /^(Nome file|File name)$/ }).fill(fileName);
  await search(page);
}

/** The records of a CSV text, quote-aware: a line break inside quotes does not end a record. */
function csvRecords(text: string): string[] {
  const records: string[] = [];
  let current = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    if (char === '"') quoted = !quoted;
    if (!quoted && (char === '\n' || char === '\r')) {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      records.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  if (current !== '') records.push(current);
  return records;
}

/** Texts of a row that its cells cut short (an ellipsis instead of the end of the text). */
function cutTexts(row: Locator): Promise<string[]> {
  return row
    .locator('td')
    .evaluateAll((cells) =>
      cells
        .filter((cell) => [cell, ...cell.querySelectorAll('*')].some((part) => part.scrollWidth > part.clientWidth + 1))
        .map((cell) => cell.textContent ?? ''),
    );
}

const cells = (record: string) => record.split(';').map((cell) => cell.replace(/^"|"$/g, ''));

async function signedInPage(browser: Browser, role: Role): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, role);
  return page;
}

test('an export reaches DISPONIBILE without a reload and downloads as a zip of the whole list', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'ADMIN');
  const fileName = `e2e_estrazione_${Date.now()}`;
  const { total } = await callApi<{ total: number }>(page, 'POST', '/api/v1/requestLog', {
    filters: { dateRange: RANGE },
    pageNumber: 0,
    pageSize: 1,
  });
  expect(total).toBeGreaterThan(0);

  await openScreen(page);
  await filterByName(page, fileName);
  await expect(page.getByText('Nessuna elaborazione trovata.')).toBeVisible();
  await expect(chips(page)).toContainText(`Nome file: ${fileName}`);

  // Queued now: the screen asks again by itself (refresh button) and then polls until the job is done.
  await queueExport(page, fileName);
  await page.getByRole('button', { name: 'Aggiorna' }).click();
  const row = jobRow(page, fileName);
  await expect(row).toBeVisible();
  await expect(row).toContainText('Vista Log Richieste');
  await expect(row).toContainText('mario.rossi');
  await expect(row).toContainText('Prova end-to-end');
  // A mark on the window: a reload would wipe it.
  await page.evaluate(() => Object.assign(window, { semaforoNoReload: true }));
  await expect(row.getByTestId('job-status')).toHaveText('DISPONIBILE', { timeout: JOB_DONE_MS });
  expect(await page.evaluate(() => 'semaforoNoReload' in window)).toBe(true);
  await expect(row).toContainText(new Intl.NumberFormat('it-IT', { useGrouping: 'always' }).format(total));
  await expect(listHeading(page, TITLE)).toHaveText('Estrazioni & Arricchimenti 1');
  // The row says it whole: the date with its time, the status, the note, and the filters of the export.
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
  const period = `${RANGE.startDate.split('-').reverse().join('/')} - ${RANGE.endDate.split('-').reverse().join('/')}`;
  await expect(row).toContainText(`Periodo: ${period}`);
  expect(await cutTexts(row)).toEqual([]);
  // Nothing is on its way any more: the polling stops.
  await expect(page.getByText('Aggiornamento automatico in corso')).toBeHidden();

  // Click, confirm, and the zip is saved as {fileName}.zip.
  await row.click();
  const modal = page.getByRole('dialog', { name: 'Scarica file' });
  await expect(modal).toContainText(`Vuoi scaricare il file ${fileName}?`);
  expect(await seriousViolations(page)).toEqual([]);
  const downloading = page.waitForEvent('download');
  await modal.getByRole('button', { name: 'Scarica' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${fileName}.zip`);
  await expect(modal).toBeHidden();

  const zip = await JSZip.loadAsync(await readFile(await download.path()));
  const entries = Object.keys(zip.files);
  expect(entries).toHaveLength(1);
  const bytes = await zip.file(entries[0] as string)?.async('uint8array');
  expect(Array.from((bytes ?? new Uint8Array()).slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder().decode(bytes).replace(/^\uFEFF/, '');
  const [header = '', ...rows] = csvRecords(text);
  expect(cells(header)).toEqual(REQUEST_LOG_COLUMNS.map((column) => COLUMN_LABELS[column]));
  expect(rows).toHaveLength(total);

  // Another user does not see ADMIN's job (and the list is the user's own).
  const analyst = await signedInPage(browser, 'ANALISTA');
  await openScreen(analyst, `?fileName=${fileName}`);
  await expect(analyst.getByText('Nessuna elaborazione trovata.')).toBeVisible();
  await expect(listHeading(analyst, TITLE)).toHaveText('Estrazioni & Arricchimenti 0');
  await analyst.context().close();
});

test('filters: status and type dropdowns, chips, the URL, a chip removed, AZZERA FILTRI', async ({ page }) => {
  await signInAs(page, 'ADMIN');
  const fileName = `e2e_filtri_${Date.now()}`;
  await queueExport(page, fileName);
  await openScreen(page);

  await chooseInDropdown(page, 'Stato', ['ERRORE']);
  await chooseInDropdown(page, 'Tipo', ['Vista Log Richieste']);
  const answer = page.waitForResponse((response) => response.url().includes('/api/v1/exportFilesList'));
  await search(page);
  const filters = JSON.parse(new URL((await answer).url()).searchParams.get('filters') ?? '{}');
  expect(filters).toEqual({ executionStatus: ['ERROR'], exportType: ['REQUEST_LOG'] });
  await expect(page).toHaveURL(/executionStatus=ERROR/);
  await expect(chips(page)).toContainText('Stato: ERRORE');
  await expect(chips(page)).toContainText('Tipo: Vista Log Richieste');
  await expect(jobRow(page, fileName)).toHaveCount(0);

  // The status chip removed: the job (whatever its status now) is back.
  await page.getByRole('button', { name: 'Rimuovi il filtro Stato' }).click();
  await expect(chips(page)).not.toContainText('Stato');
  await expect(jobRow(page, fileName)).toBeVisible();

  // A request date range of long ago finds nothing; the chip shows it as text.
  await page.getByRole('button', { name: /^Data richiesta Scegliere/ }).click();
  const day = (offset: number) => italianDay(offset).split('-').reverse().join('/');
  await page.getByRole('textbox', { name: 'Dal' }).fill(day(-400));
  await page.getByRole('textbox', { name: 'Fino Al' }).fill(day(-399));
  await page.getByRole('button', { name: 'Applica' }).click();
  await search(page);
  await expect(chips(page)).toContainText(`Data richiesta: ${day(-400)} - ${day(-399)}`);
  await expect(page.getByText('Nessuna elaborazione trovata.')).toBeVisible();
  await expect(listHeading(page, TITLE)).toHaveText('Estrazioni & Arricchimenti 0');

  // The empty list offers the way back too; the bar's link does the same.
  await jobsTable(page).getByRole('button', { name: 'AZZERA FILTRI' }).click();
  await expect(chips(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/enricher$/);
  await expect(jobRow(page, fileName)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a download that fails says so and keeps the console', async ({ page }) => {
  await signInAs(page, 'ADMIN');
  const fileName = `e2e_errore_${Date.now()}`;
  await queueExport(page, fileName);
  await openScreen(page, `?fileName=${fileName}`);
  const row = jobRow(page, fileName);
  await expect(row.getByTestId('job-status')).toHaveText('DISPONIBILE', { timeout: JOB_DONE_MS });

  await page.route('**/api/v1/downloadFileUrl', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ errors: [{ code: 'INTERNAL_ERROR', description: 'errore generico' }] }),
    }),
  );
  // The keyboard reaches the same modal through the file name.
  await row.getByRole('button', { name: `Scarica ${fileName}` }).focus();
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Scarica file' });
  await modal.getByRole('button', { name: 'Scarica' }).click();
  await expect(modal).toContainText('Impossibile scaricare il file. Riprovare.');
  await modal.getByRole('button', { name: 'Annulla' }).click();
  await expect(modal).toBeHidden();
  await expect(listHeading(page, TITLE)).toBeVisible();
});

test('rows that are not READY or DISCARDED open nothing', async ({ page }) => {
  await signInAs(page, 'ADMIN');
  await page.route('**/api/v1/exportFilesList*', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        total: 3,
        exports: [
          job('in_attesa', 'PENDING'),
          { ...job('in_errore', 'ERROR'), failure: 'TIMEOUT' },
          { ...job('scartato', 'DISCARDED'), downloadable: false },
        ],
      }),
    }),
  );
  await openScreen(page);
  await expect(listHeading(page, TITLE)).toHaveText('Estrazioni & Arricchimenti 3');
  await expect(jobRow(page, 'in_errore')).toContainText(
    'Tempo massimo di elaborazione superato: restringere i filtri e riprovare.',
  );
  await expect(page.getByText('Aggiornamento automatico in corso')).toBeVisible();
  await jobRow(page, 'in_attesa').click();
  await jobRow(page, 'in_errore').click();
  await expect(page.getByRole('dialog', { name: 'Scarica file' })).toBeHidden();

  // A discarded file: the modal says so, and the server's 410 reads as the download failure.
  await jobRow(page, 'scartato').click();
  const modal = page.getByRole('dialog', { name: 'Scarica file' });
  await expect(modal).toContainText('in stato scartato');
  await page.route('**/api/v1/downloadFileUrl', (route) =>
    route.fulfill({
      status: 410,
      contentType: 'application/json',
      body: JSON.stringify({ errors: [{ code: 'GONE', description: 'Il file non è più disponibile.' }] }),
    }),
  );
  await modal.getByRole('button', { name: 'Scarica' }).click();
  await expect(modal).toContainText('Impossibile scaricare il file. Riprovare.');
});

function job(fileName: string, status: string) {
  return {
    fileName,
    exportType: 'REQUEST_LOG',
    requestDate: new Date().toISOString(),
    recordCount: status === 'PENDING' ? null : 10,
    userId: 'mario.rossi',
    status,
    downloadable: false,
    note: null,
    filters: {},
    failure: null,
  };
}

test('the enrichment button is there for ADMIN and RISK_OFFICER only; the wizard passes axe', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'ANALISTA');
  await openScreen(page);
  await expect(page.getByRole('button', { name: 'Aggiorna' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Arricchimento On Demand' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  const officer = await signedInPage(browser, 'RISK_OFFICER');
  await openScreen(officer);
  await officer.getByRole('button', { name: 'Arricchimento On Demand' }).click();
  const wizard = officer.getByRole('dialog', { name: 'Arricchimento On Demand' });
  await expect(wizard.getByRole('button', { name: 'Continua' })).toBeDisabled();
  expect(await seriousViolations(officer)).toEqual([]);
  await officer.context().close();
});

test('the screen in English', async ({ page }) => {
  await signInAs(page, 'ADMIN');
  const fileName = `e2e_english_${Date.now()}`;
  await queueExport(page, fileName);
  await page.getByRole('button', { name: /: Italiano$/ }).click();
  await page.getByRole('menuitemcheckbox', { name: 'English' }).click();
  // The choice is kept once the English texts have arrived and the console shows them.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto(`/admin/enricher?fileName=${fileName}&exportType=REQUEST_LOG`);
  await expect(listHeading(page, /^Extractions & Enrichments 1$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'FILTER BY' })).toBeVisible();
  await expect(chips(page)).toContainText('Type: Request log view');
  const row = jobRow(page, fileName);
  await expect(row).toContainText('Request log view');
  await expect(row.getByTestId('job-status')).toHaveText('AVAILABLE', { timeout: JOB_DONE_MS });
  await row.click();
  await expect(page.getByRole('dialog', { name: 'Download file' })).toContainText(
    `Do you want to download the file ${fileName}?`,
  );
  await page
    .getByRole('dialog', { name: 'Download file' })
    .getByRole('button', { name: 'Cancel', exact: true })
    .last()
    .click();
  await page.getByRole('button', { name: 'On-demand enrichment' }).click();
  await expect(
    page.getByRole('dialog', { name: 'On-demand enrichment' }).getByRole('button', { name: 'Continue' }),
  ).toBeDisabled();
});

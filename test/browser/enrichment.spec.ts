import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import JSZip from 'jszip';
import { signInAs } from './support/console';
import { listHeading, seriousViolations } from './support/list-page';

/**
 * On-demand enrichment on the local runtime: the wizard's Step1 rules, the limit
 * checked in the browser, a real upload of a few hundred subjects followed to DISPONIBILE and read
 * back (one output row per input row), and the error view with the server's text.
 */

const TITLE = /^Estrazioni & Arricchimenti/;
test.describe.configure({ timeout: 180_000 });

/** An 11-digit VAT number with its check digit (Luhn-like rule of the Italian partita IVA). */
function vatNumber(seed: number): string {
  const body = String(1_000_000_000 + seed * 7919).slice(0, 10);
  let sum = 0;
  for (let index = 0; index < 10; index++) {
    let digit = Number(body[index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** A header, then subjects: VAT numbers and a few tax codes, one per line. */
function subjectsCsv(count: number): string {
  const rows = Array.from({ length: count }, (_, index) =>
    index % 10 === 0 ? 'RSSMRA80A01H501U;' : `;${vatNumber(index)}`,
  );
  return `codiceFiscale;partitaIva\n${rows.join('\n')}\n`;
}

async function openWizard(page: Page): Promise<Locator> {
  await page.goto('/admin/enricher');
  await expect(listHeading(page, TITLE)).toHaveText(/\d$/);
  await page.getByRole('button', { name: 'Arricchimento On Demand' }).click();
  const wizard = page.getByRole('dialog', { name: 'Arricchimento On Demand' });
  await expect(wizard).toBeVisible();
  return wizard;
}

async function chooseFile(wizard: Locator, name: string, text: string) {
  await wizard.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await expect(wizard).toContainText(name);
}

test('Step1: Continua disabled while pristine, Elimina removes the file, only CSV', async ({ page }) => {
  await signInAs(page, 'RISK_OFFICER');
  const wizard = await openWizard(page);
  const proceed = wizard.getByRole('button', { name: 'Continua' });
  await expect(proceed).toBeDisabled();
  await expect(wizard.getByRole('button', { name: /Punto e virgola/ })).toBeVisible();

  await chooseFile(wizard, 'soggetti.csv', subjectsCsv(5));
  await expect(proceed).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
  await wizard.getByRole('button', { name: 'Elimina' }).click();
  await expect(wizard).not.toContainText('soggetti.csv');
  await expect(proceed).toBeDisabled();

  await chooseFile(wizard, 'soggetti.txt', subjectsCsv(5));
  await expect(wizard).toContainText('Il file deve essere in formato CSV.');
  await expect(proceed).toBeDisabled();
});

test('a file of 50,001 records is refused in the browser with the limit message', async ({ page }) => {
  await signInAs(page, 'RISK_OFFICER');
  const wizard = await openWizard(page);
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/uploadEnricherFile')) uploads += 1;
  });
  const lines = Array.from({ length: 50_001 }, (_, index) => vatNumber(index));
  await chooseFile(wizard, 'troppi.csv', `${lines.join('\n')}\n`);
  await wizard.getByRole('button', { name: 'Continua' }).click();
  await expect(wizard).toContainText('Il file supera il limite di 50.000 record.');
  await expect(wizard.getByRole('button', { name: 'Continua' })).toBeDisabled();
  expect(uploads).toBe(0);

  // Another file clears the message.
  await wizard.getByRole('button', { name: 'Elimina' }).click();
  await chooseFile(wizard, 'pochi.csv', subjectsCsv(3));
  await expect(wizard).not.toContainText('Il file supera il limite');
  await expect(wizard.getByRole('button', { name: 'Continua' })).toBeEnabled();
});

test('an upload of a few hundred subjects becomes a DISPONIBILE ENRICHER file, one row per subject', async ({
  page,
}) => {
  await signInAs(page, 'ADMIN');
  const wizard = await openWizard(page);
  const subjects = 300;
  await chooseFile(wizard, 'soggetti.csv', subjectsCsv(subjects));
  await wizard.getByRole('textbox', { name: 'Note' }).fill('Arricchimento end-to-end');
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/v1/uploadEnricherFile'));
  await wizard.getByRole('button', { name: 'Continua' }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  const sent = response.request().postDataJSON() as Record<string, string>;
  expect(sent).toMatchObject({ realFilename: 'soggetti.csv', fileSeparator: ';', note: 'Arricchimento end-to-end' });
  expect(sent.outputFilename).toMatch(/^arricchitore_\d{8}_\d{4}$/);
  // The body carries the file zipped (a zip starts with 'PK', base64 'UEs').
  expect(sent.data?.startsWith('UEs')).toBe(true);
  const { fileName } = (await response.json()) as { fileName: string };

  await expect(wizard).toContainText('Operazione effettuata con successo!');
  await wizard.getByRole('button', { name: 'Chiudi', exact: true }).click();
  await expect(wizard).toBeHidden();

  const row = page.getByRole('table', { name: 'Elaborazioni' }).locator('tbody tr').filter({ hasText: fileName });
  await expect(row).toContainText('Arricchitore On Demand');
  await expect(row).toContainText('Arricchimento end-to-end');
  await expect(row.getByTestId('job-status')).toHaveText('DISPONIBILE', { timeout: 120_000 });
  await expect(row).toContainText(String(subjects));

  await row.click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('dialog', { name: 'Scarica file' }).getByRole('button', { name: 'Scarica' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${fileName}.zip`);
  const zip = await JSZip.loadAsync(await readFile(await download.path()));
  const [entry] = Object.values(zip.files);
  const text = ((await entry?.async('string')) ?? '').replace(/^\uFEFF/, '');
  const [header = '', ...rows] = text.replace(/\r?\n$/, '').split(/\r?\n/);
  // The input's columns first, then the added ones; one output row per input row.
  expect(header.startsWith('codiceFiscale;partitaIva;')).toBe(true);
  expect(rows).toHaveLength(subjects);
});

test('a refused upload shows the error view with the server text', async ({ page }) => {
  await signInAs(page, 'RISK_OFFICER');
  await page.route('**/api/v1/uploadEnricherFile', (route) =>
    route.fulfill({
      status: 413,
      contentType: 'application/json',
      body: JSON.stringify({
        errors: [{ code: 'FILE_TOO_LARGE', description: 'Il file decompresso supera il limite di 20 MB.' }],
      }),
    }),
  );
  const wizard = await openWizard(page);
  await chooseFile(wizard, 'soggetti.csv', subjectsCsv(10));
  await wizard.getByRole('button', { name: 'Continua' }).click();
  await expect(wizard).toContainText('Errore nella richiesta di arricchimento On Demand.');
  await expect(wizard.getByTestId('wizard-outcome-detail')).toHaveText(
    'Il file decompresso supera il limite di 20 MB.',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await wizard.getByRole('button', { name: 'Chiudi', exact: true }).click();
  await expect(wizard).toBeHidden();

  // In English a known code reads in English.
  await page.getByRole('button', { name: /: Italiano$/ }).click();
  await page.getByRole('menuitemcheckbox', { name: 'English' }).click();
  await page.getByRole('button', { name: 'On-demand enrichment' }).click();
  const english = page.getByRole('dialog', { name: 'On-demand enrichment' });
  await chooseFile(english, 'subjects.csv', subjectsCsv(10));
  await english.getByRole('button', { name: 'Continue' }).click();
  await expect(english).toContainText('On-demand enrichment request failed.');
  await expect(english.getByTestId('wizard-outcome-detail')).toHaveText(
    'The decompressed file exceeds the 20 MB limit.',
  );
});

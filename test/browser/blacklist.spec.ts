import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import JSZip from 'jszip';
import type { BlacklistKind } from '../../shared/enums';
import { en } from '../../web/src/shared/i18n/locales/en';
import { type Catalogue, it as italian } from '../../web/src/shared/i18n/locales/it';
import { administratorPage, fillText } from './support/administrators';
import { signInAs } from './support/console';
import { italianDate, italianDay, seriousViolations } from './support/list-page';

/**
 * The black-list screens on the local runtime, whose worker loads each upload from the
 * queue: mario.rossi uploads a list, sees it 'in aggiornamento' and loaded with its counts and its
 * changes, cannot publish it himself ('Pubblica' disabled with the reason); chiara.ferri publishes it and it waits in
 * 'Lista attiva' to be in force from tomorrow; the version downloads as a zip of its members. A second
 * upload is deleted; a file over 50,000 records is refused in the browser. Both lists, in Italian and
 * English, axe clean; no other role reaches them.
 *
 * A publication takes effect at the next Italian midnight, so what these tests publish never changes
 * the lists the other specs' prechecks read. Each test leaves no list 'in aggiornamento'.
 */

test.describe.configure({ timeout: 180_000 });

const LANGUAGES: [string, Catalogue][] = [
  ['Italian', italian],
  ['English', en],
];

const SECTION: Record<BlacklistKind, string> = { CEDUTI: 'ceduti', RADIATI: 'radiati' };

/**
 * Three subjects (a person's tax code; a VAT number; a tax code whose check letter is wrong beside a
 * valid VAT number, loaded by its VAT number) and one row with neither valid, discarded.
 */
const UPLOADED_ROWS = ['RSSMRA85T10A562S;', ';01234567897', 'BNCGLI80A41H501Y;12345678903', 'non valido;'];
const LOADED_IDENTIFIERS = ['RSSMRA85T10A562S', '01234567897', '12345678903'];
const csvOf = (rows: readonly string[]) => `codiceFiscale;partitaIva\n${rows.join('\n')}\n`;

const tableOf = (page: Page, title: string) => page.getByRole('table', { name: title, exact: true });
const rowsOf = (page: Page, title: string) => tableOf(page, title).locator('tbody tr');

async function openList(page: Page, texts: Catalogue, kind: BlacklistKind) {
  await page.goto(`/admin/blacklist?section=${SECTION[kind]}`);
  const section = SECTION[kind] as keyof Catalogue['blacklistTitles'];
  await expect(page.getByRole('heading', { level: 1, name: texts.blacklistTitles[section] })).toBeVisible();
  await expect(tableOf(page, texts.blacklistScreen.tables.active)).toBeVisible();
  await expect(tableOf(page, texts.blacklistScreen.tables.history)).toBeVisible();
}

/** 'Aggiorna lista' with a file and a note, confirmed: the wizard closed on its success. */
async function upload(page: Page, texts: Catalogue, fileName: string, note: string) {
  const screen = texts.blacklistScreen;
  await page.getByRole('button', { name: screen.actions.upload, exact: true }).click();
  const wizard = page.getByRole('dialog', { name: screen.upload.title });
  const proceed = wizard.getByRole('button', { name: texts.operationWizard.continue });
  // Spec section 5: the button is disabled until the form changes.
  await expect(proceed).toBeDisabled();
  await wizard
    .locator('input[type="file"]')
    .setInputFiles({ name: `${fileName}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csvOf(UPLOADED_ROWS)) });
  await expect(wizard).toContainText(fillText(screen.upload.records, { records: UPLOADED_ROWS.length }));
  await wizard.getByRole('textbox', { name: screen.upload.note }).fill(note);
  expect(await seriousViolations(page)).toEqual([]);
  await proceed.click();
  await expect(wizard).toContainText(texts.operationWizard.question);
  await expect(wizard).toContainText(`${fileName}.csv`);
  await wizard.getByRole('button', { name: texts.operationWizard.confirm }).click();
  await expect(wizard).toContainText(texts.operationWizard.success);
  await wizard.getByRole('button', { name: texts.operationWizard.close, exact: true }).click();
  await expect(wizard).toBeHidden();
}

/** The uploaded list 'in aggiornamento', followed until the worker has loaded it: its row. */
async function loadedRow(page: Page, texts: Catalogue, fileName: string): Promise<Locator> {
  const screen = texts.blacklistScreen;
  const row = rowsOf(page, screen.tables.updating).filter({ hasText: fileName });
  await expect(row).toHaveCount(1);
  // The screen follows the load by itself: no reload.
  await expect(row).toContainText(screen.statuses.READY, { timeout: 60_000 });
  // Three subjects loaded, one row with neither a valid tax code nor a valid VAT number discarded.
  await expect(row.locator('td').nth(3)).toHaveText('3');
  await expect(row.locator('td').nth(4)).toHaveText('1');
  return row;
}

async function openDetail(page: Page, texts: Catalogue, row: Locator): Promise<Locator> {
  await row.locator('td').nth(3).click();
  const detail = page.getByRole('dialog', { name: texts.blacklistScreen.detail.title });
  await expect(detail).toBeVisible();
  return detail;
}

/** From the detail, an operation through the wizard to its outcome; returns the wizard there. */
async function operate(page: Page, texts: Catalogue, detail: Locator, action: 'publish' | 'delete') {
  const screen = texts.blacklistScreen;
  await detail.getByRole('button', { name: screen.actions[action], exact: true }).click();
  const wizard = page.getByRole('dialog', { name: screen.operations[action] });
  await wizard.getByRole('button', { name: texts.operationWizard.continue }).click();
  await expect(wizard).toContainText(texts.operationWizard.question);
  // Only a deletion cannot be undone (a publication is, by restoring the version before).
  await expect(wizard.getByText(texts.operationWizard.irreversible, { exact: true })).toHaveCount(
    action === 'delete' ? 1 : 0,
  );
  await wizard.getByRole('button', { name: texts.operationWizard.confirm }).click();
  // The outcome, success or error, closes with 'Chiudi'.
  await expect(wizard.getByRole('button', { name: texts.operationWizard.close, exact: true })).toBeVisible();
  return wizard;
}

async function closeOutcome(wizard: Locator, texts: Catalogue) {
  await wizard.getByRole('button', { name: texts.operationWizard.close, exact: true }).click();
  await expect(wizard).toBeHidden();
}

/** The full path in each language, one list each: Radiati in Italian, Ceduti in English. */
const FULL_PATHS: [string, Catalogue, BlacklistKind][] = [
  ['Italian', italian, 'RADIATI'],
  ['English', en, 'CEDUTI'],
];

for (const [language, texts, kind] of FULL_PATHS) {
  const screen = texts.blacklistScreen;
  const tables = screen.tables;

  test(`${kind}: upload, four-eyes, publication by a second administrator from tomorrow, download, in ${language}`, async ({
    browser,
  }) => {
    const fileName = `${SECTION[kind]}_prova_${language.toLowerCase()}`;
    const mario = await administratorPage(browser, 'mario.rossi', language);
    await openList(mario, texts, kind);
    await expect(tableOf(mario, tables.updating)).toHaveCount(0);
    expect(await seriousViolations(mario)).toEqual([]);

    await upload(mario, texts, fileName, 'Aggiornamento di prova');
    const row = await loadedRow(mario, texts, fileName);
    await expect(row).toContainText('mario.rossi');
    await expect(row).toContainText('Aggiornamento di prova');
    expect(await seriousViolations(mario)).toEqual([]);

    // Its detail: what it changes against the list in force, and what its status allows.
    const own = await openDetail(mario, texts, row);
    const changes = own.getByTestId('blacklist-changes');
    await expect(changes).toContainText(screen.detail.changes.added);
    await expect(changes).toContainText(screen.detail.changes.unchanged);
    await expect(own.getByRole('button', { name: screen.actions.delete, exact: true })).toBeVisible();
    await expect(own.getByRole('button', { name: screen.actions.restore, exact: true })).toHaveCount(0);
    expect(await seriousViolations(mario)).toEqual([]);

    // He cannot publish what he uploaded (four-eyes): 'Pubblica' is disabled and says why, before any step.
    const ownPublish = own.getByRole('button', { name: screen.actions.publish, exact: true });
    await expect(ownPublish).toBeDisabled();
    await expect(ownPublish).toHaveAccessibleDescription(screen.publishNeedsSecondPerson);
    await ownPublish.click({ force: true });
    await expect(mario.getByRole('dialog', { name: screen.operations.publish })).toHaveCount(0);
    expect(await seriousViolations(mario, '[role="dialog"]')).toEqual([]);
    await own.getByRole('button', { name: screen.detail.close, exact: true }).click();
    await expect(own).toBeHidden();
    await expect(rowsOf(mario, tables.updating).filter({ hasText: fileName })).toHaveCount(1);
    await mario.context().close();

    // chiara.ferri publishes it: it waits in 'Lista attiva', in force from tomorrow.
    const chiara = await administratorPage(browser, 'chiara.ferri', language);
    await openList(chiara, texts, kind);
    const toPublish = await openDetail(chiara, texts, rowsOf(chiara, tables.updating).filter({ hasText: fileName }));
    const published = await operate(chiara, texts, toPublish, 'publish');
    await expect(published).toContainText(texts.operationWizard.success);
    await closeOutcome(published, texts);
    await expect(tableOf(chiara, tables.updating)).toHaveCount(0);
    const waiting = rowsOf(chiara, tables.active).filter({ hasText: fileName });
    await expect(waiting).toContainText(screen.statuses.PUBLISHED);
    await expect(waiting).toContainText(fillText(screen.validity.from, { from: italianDate(italianDay(1)) }));
    // The list in force stays in force until then.
    await expect(rowsOf(chiara, tables.active).filter({ hasText: screen.statuses.ACTIVE })).toHaveCount(1);

    // Downloaded: a zip of the members it loaded.
    const detail = await openDetail(chiara, texts, waiting);
    const asked = chiara.waitForRequest('**/api/v1/downloadFileUrl');
    const downloading = chiara.waitForEvent('download');
    await detail.getByRole('button', { name: screen.actions.download, exact: true }).click();
    const request = (await asked).postDataJSON() as { userId: string; exportType: string; fileName: string };
    expect(request).toMatchObject({ userId: 'mario.rossi', exportType: 'BLACKLIST' });
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${request.fileName}.zip`);
    const zip = await JSZip.loadAsync(await readFile(await download.path()));
    const [entry] = Object.values(zip.files);
    const members = ((await entry?.async('string')) ?? '').replace(/^\uFEFF/, '');
    for (const identifier of LOADED_IDENTIFIERS) expect(members).toContain(identifier);
    expect(members).not.toContain('BNCGLI80A41H501Y');
    expect(members).not.toContain('non valido');
    await chiara.context().close();
  });
}

/** The other list in each language: an upload deleted, and a file over the limit refused in the browser. */
const DELETE_PATHS: [string, Catalogue, BlacklistKind][] = [
  ['Italian', italian, 'CEDUTI'],
  ['English', en, 'RADIATI'],
];

for (const [language, texts, kind] of DELETE_PATHS) {
  const screen = texts.blacklistScreen;

  test(`${kind}: a file over 50,000 records is refused, a loaded upload is deleted, in ${language}`, async ({
    browser,
  }) => {
    const page = await administratorPage(browser, 'mario.rossi', language);
    await openList(page, texts, kind);

    // Refused in the browser, before anything is sent.
    await page.getByRole('button', { name: screen.actions.upload, exact: true }).click();
    const wizard = page.getByRole('dialog', { name: screen.upload.title });
    const tooMany = Array.from({ length: 50_001 }, (_, index) => `;${String(index).padStart(11, '0')}`);
    await wizard
      .locator('input[type="file"]')
      .setInputFiles({ name: 'troppi.csv', mimeType: 'text/csv', buffer: Buffer.from(csvOf(tooMany)) });
    await expect(wizard).toContainText(fillText(screen.upload.refusals.tooManyRecords, { max: '50.000' }));
    await expect(wizard.getByRole('button', { name: texts.operationWizard.continue })).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
    await wizard.getByRole('button', { name: texts.operationWizard.cancel, exact: true }).click();
    await expect(wizard).toBeHidden();

    const fileName = `${SECTION[kind]}_da_eliminare_${language.toLowerCase()}`;
    await upload(page, texts, fileName, 'Caricata per errore');
    const detail = await openDetail(page, texts, await loadedRow(page, texts, fileName));
    const deleted = await operate(page, texts, detail, 'delete');
    await expect(deleted).toContainText(texts.operationWizard.success);
    await closeOutcome(deleted, texts);
    await expect(tableOf(page, screen.tables.updating)).toHaveCount(0);
    await expect(page.getByRole('button', { name: screen.actions.upload, exact: true })).toBeEnabled();
    await page.context().close();
  });
}

// One language per flow where the other is seen elsewhere in this file and catalogues.test.ts holds
// every Italian text in English: the same steps twice would cost the suite time, not find a fault.
for (const [language, texts] of LANGUAGES.slice(0, 1)) {
  test(`both lists show their history and their list in force, in ${language}`, async ({ page }) => {
    await signInAs(page, 'ADMIN', { english: language === 'English' });
    for (const kind of ['CEDUTI', 'RADIATI'] as const) {
      await openList(page, texts, kind);
      await expect(
        rowsOf(page, texts.blacklistScreen.tables.active).filter({ hasText: texts.blacklistScreen.statuses.ACTIVE }),
      ).toHaveCount(1);
      await expect(rowsOf(page, texts.blacklistScreen.tables.history).first()).toContainText(
        texts.blacklistScreen.statuses.ARCHIVED,
      );
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
}

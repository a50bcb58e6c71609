import { expect, type Locator, type Page, test } from '@playwright/test';
import { AGENCIES } from '../../infra/local/synthetic/channels';
import { AGENCY_CSV_HEADER } from '../../shared/agency/agency-csv';
import { formatCount } from '../../shared/format/italian-format';
import { en } from '../../web/src/shared/i18n/locales/en';
import { type Catalogue, it as italian } from '../../web/src/shared/i18n/locales/it';
import { administratorPage, fillText } from './support/administrators';
import { defaultPath, sideNavigation, signInAs } from './support/console';
import {
  csvLines,
  dataRows,
  downloadText,
  headingCount,
  listHeading,
  search,
  seriousViolations,
} from './support/list-page';

/**
 * The agency mapping, the default section of /admin/blacklist, on the local runtime as
 * mario.rossi (ADMIN), in Italian and English: the seeded mapping with its count; an agency inserted
 * (both fields required), found by its code and by its accented name typed plainly in lower case; the
 * same code refused with the server's text; the row exported as CSV and the list queued as an AGENCY
 * export; renamed and deleted from its detail. Axe is clean on the list, the insert wizard and the
 * detail. Each test's code is new to the run and the agency is deleted at its end, so the seeded
 * mapping is what the next test starts from. A risk officer has no /admin/blacklist.
 */

test.describe.configure({ timeout: 120_000 });

const LANGUAGES: [string, Catalogue, RegExp][] = [
  ['Italian', italian, /^Mapping codice agenzia/],
  ['English', en, /^Agency code mapping/],
];

const runId = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** Types into the bar's filter and runs the search: the rows it finds. */
async function filterBy(page: Page, texts: Catalogue, text: string): Promise<Locator> {
  await page.getByRole('textbox', { name: texts.list.filters.searchText, exact: true }).fill(text);
  await search(page);
  await expect(page.getByTestId('filter-chips')).toContainText(text);
  return dataRows(page);
}

/**
 * From the wizard's confirmation to its outcome: the wizard there, success or error. Only a deletion
 * says it cannot be undone; every confirmation offers 'Annulla'.
 */
async function confirm(wizard: Locator, texts: Catalogue, irreversible = false) {
  await expect(wizard).toContainText(texts.operationWizard.question);
  await expect(wizard.getByText(texts.operationWizard.irreversible, { exact: true })).toHaveCount(irreversible ? 1 : 0);
  await expect(wizard.getByRole('button', { name: texts.operationWizard.cancel, exact: true })).toBeVisible();
  await wizard.getByRole('button', { name: texts.operationWizard.confirm, exact: true }).click();
  await expect(wizard.getByRole('button', { name: texts.operationWizard.close, exact: true })).toBeVisible();
}

async function closeOutcome(wizard: Locator, texts: Catalogue) {
  await wizard.getByRole('button', { name: texts.operationWizard.close, exact: true }).click();
  await expect(wizard).toBeHidden();
}

/** 'Inserisci agenzia' filled in and confirmed: the wizard on its outcome. */
async function insert(page: Page, texts: Catalogue, code: string, name: string): Promise<Locator> {
  await page.getByRole('button', { name: texts.agencies.actions.insert, exact: true }).click();
  const wizard = dialog(page, texts.agencies.operations.insert);
  await wizard.getByRole('textbox', { name: texts.agencies.fields.code }).fill(code);
  await wizard.getByRole('textbox', { name: texts.agencies.fields.name }).fill(name);
  await wizard.getByRole('button', { name: texts.operationWizard.continue, exact: true }).click();
  await expect(wizard).toContainText(code.toUpperCase());
  await confirm(wizard, texts);
  return wizard;
}

/** The only row's detail, opened by clicking its name. */
async function openDetail(page: Page, texts: Catalogue): Promise<Locator> {
  await expect(dataRows(page)).toHaveCount(1);
  await dataRows(page).first().locator('td').nth(2).click();
  const detail = dialog(page, texts.agencies.detail.title);
  await expect(detail).toBeVisible();
  return detail;
}

for (const [language, texts, title] of LANGUAGES) {
  const agencies = texts.agencies;

  test(`insert, find, refuse a taken code, export, rename and delete an agency, in ${language}`, async ({
    browser,
  }) => {
    const page = await administratorPage(browser, 'mario.rossi', language);
    const id = `${language.slice(0, 2).toUpperCase()}${runId()}`;
    const code = `E2E-${id}`;
    const name = `Agenzia Città Prova ${id}`;

    // No section chosen: the agency mapping, with the seeded agencies counted in its title.
    const listed = page.waitForResponse((response) => response.url().endsWith('/api/v1/retrieveAgencies'));
    await page.goto('/admin/blacklist');
    const { total } = (await (await listed).json()) as { total: number };
    expect(total).toBeGreaterThanOrEqual(AGENCIES.length);
    await expect(listHeading(page, title)).toHaveText(fillText(agencies.title, { total: formatCount(total) }));
    await expect(dataRows(page)).toHaveCount(Math.min(total, 50));
    expect(await seriousViolations(page)).toEqual([]);

    // Both fields required, said under each once it is left (not before); the code shown as it will be saved.
    await page.getByRole('button', { name: agencies.actions.insert, exact: true }).click();
    const wizard = dialog(page, agencies.operations.insert);
    const codeField = wizard.getByRole('textbox', { name: agencies.fields.code });
    const nameField = wizard.getByRole('textbox', { name: agencies.fields.name });
    // Opened on the code, and nothing said before anything is touched.
    await expect(codeField).toBeFocused();
    await expect(wizard.getByText(agencies.rules.required, { exact: true })).toHaveCount(0);
    await codeField.focus();
    await codeField.press('Tab');
    await nameField.press('Tab');
    await expect(wizard.getByText(agencies.rules.required, { exact: true })).toHaveCount(2);
    await expect(wizard.getByRole('button', { name: texts.operationWizard.continue, exact: true })).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
    await codeField.fill(code.toLowerCase());
    await expect(codeField).toHaveValue(code);
    await nameField.fill(name);
    await expect(wizard.getByText(agencies.rules.required, { exact: true })).toHaveCount(0);
    await wizard.getByRole('button', { name: texts.operationWizard.continue, exact: true }).click();
    await expect(wizard).toContainText(name);
    await confirm(wizard, texts);
    await expect(wizard).toContainText(texts.operationWizard.success);
    await closeOutcome(wizard, texts);

    // Found by its code typed in lower case, and by its name in lower case without the accent.
    await expect(await filterBy(page, texts, code.toLowerCase())).toHaveCount(1);
    await expect(dataRows(page).first()).toContainText(name);
    expect(await headingCount(page, title)).toBe(1);
    await expect(await filterBy(page, texts, `agenzia citta prova ${id.toLowerCase()}`)).toHaveCount(1);
    await expect(dataRows(page).first()).toContainText(code);
    await filterBy(page, texts, code);

    // The same code again: the error outcome with the server's text.
    const refused = await insert(page, texts, code.toLowerCase(), 'Agenzia doppia');
    await expect(refused).toContainText(texts.operationWizard.error);
    await expect(refused.getByTestId('wizard-outcome-detail')).toHaveText(texts.alerts.serverErrors.AGENCY_CODE_TAKEN);
    await closeOutcome(refused, texts);
    await expect(dataRows(page)).toHaveCount(1);
    await expect(dataRows(page).first()).toContainText(name);

    // The selected row as CSV, written in the browser with the export's columns.
    await dataRows(page).first().getByRole('checkbox').check();
    await expect(page.getByText(fillText(agencies.selected, { count: 1 }))).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: texts.list.exportCsv, exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Export_MappingAgenzie_\d{8}_\d{4}\.csv$/);
    expect(csvLines(await downloadText(download))).toEqual([AGENCY_CSV_HEADER.join(';'), `${code};${name}`]);

    // The whole filtered list queued as an AGENCY export, under a name of its own: the proposed one
    // changes by the minute, and the other language's test may have used it this minute.
    await page.getByRole('button', { name: texts.exportModal.exportAll, exact: true }).click();
    const exporting = dialog(page, texts.exportModal.title);
    await exporting.getByLabel(texts.exportModal.fields.filename).fill(`agenzie_${id}`);
    const queued = page.waitForRequest((request) => request.url().endsWith('/api/v1/exportFileAsync'));
    await exporting.getByRole('button', { name: texts.exportModal.confirm, exact: true }).click();
    expect((await queued).postDataJSON()).toMatchObject({
      extractionType: 'AGENCY',
      filters: { searchText: code },
      filename: `agenzie_${id}`,
    });
    await expect(exporting).toContainText(texts.exportModal.submitted);
    await exporting.getByRole('button', { name: texts.exportModal.close, exact: true }).click();
    await expect(exporting).toBeHidden();

    // Renamed from its detail: the list shows the new name.
    const detail = await openDetail(page, texts);
    await expect(detail).toContainText(code);
    await expect(detail).toContainText(name);
    expect(await seriousViolations(page)).toEqual([]);
    await detail.getByRole('button', { name: agencies.actions.rename, exact: true }).click();
    const renaming = dialog(page, agencies.operations.rename);
    const newName = `Agenzia Rinominata ${id}`;
    await renaming.getByRole('textbox', { name: agencies.fields.name }).fill(newName);
    await renaming.getByRole('button', { name: texts.operationWizard.continue, exact: true }).click();
    await confirm(renaming, texts);
    await expect(renaming).toContainText(texts.operationWizard.success);
    await closeOutcome(renaming, texts);
    await expect(dataRows(page).first()).toContainText(newName);

    // Deleted from its detail, opened from the keyboard this time, once confirmed: the search finds nothing.
    const openAction = dataRows(page)
      .first()
      .getByRole('button', { name: `${agencies.actions.open} ${code} ${newName}`, exact: true });
    await openAction.focus();
    await openAction.press('Enter');
    await dialog(page, agencies.detail.title)
      .getByRole('button', { name: agencies.actions.delete, exact: true })
      .click();
    const deleting = dialog(page, agencies.operations.delete);
    await expect(deleting).toContainText(newName);
    await confirm(deleting, texts, true);
    await expect(deleting).toContainText(texts.operationWizard.success);
    await closeOutcome(deleting, texts);
    await expect(page.getByText(agencies.empty, { exact: true })).toBeVisible();
    await expect(dataRows(page)).toHaveCount(0);
    await page.context().close();
  });
}

test('a risk officer has no Configuration Manager area', async ({ page }) => {
  await signInAs(page, 'RISK_OFFICER');
  await expect(sideNavigation(page).locator('a[href^="/admin/blacklist"]')).toHaveCount(0);
  await page.goto('/admin/blacklist');
  await expect(page).toHaveURL(defaultPath('RISK_OFFICER'));
  await expect(listHeading(page, /^Mapping codice agenzia/)).toHaveCount(0);
});

import { expect, type Locator, type Page, test } from '@playwright/test';
import { personTaxCode, vatNumber } from '../../infra/local/synthetic/tax-code';
import type { Role } from '../../shared/roles';
import { TAX_CODE_MESSAGES, WHITELIST_MESSAGES } from '../../shared/validators/messages';
import { en } from '../../web/src/shared/i18n/locales/en';
import { type Catalogue, it as italian } from '../../web/src/shared/i18n/locales/it';
import { fillText } from './support/administrators';
import { defaultPath, demoUser, expectNoAlert, signInAs } from './support/console';
import {
  chips,
  columnTexts,
  csvLines,
  dataRows,
  downloadText,
  listHeading,
  search,
  seriousViolations,
} from './support/list-page';
import { rangeButton } from './support/range-picker';

/** A seeded exemption inserted 45 days ago for 90 days (infra/local/demo/white-list-seeder.ts). */
const FARMACIA = 'Farmacia San Lorenzo S.n.c.';

/**
 * The white list on the local runtime, as a risk officer (giulia.bianchi) and an administrator
 * (mario.rossi), in Italian and English: a subject inserted with a wrong check letter shows the spec's
 * message, is fixed, confirmed, found by its tax code, opened and revoked; both identifiers empty show
 * the spec's message on both; 'Solo attivi' leaves out the revoked one; the selected rows download as
 * CSV and the whole list is queued as a WHITELIST export; axe is clean on the list, the wizard and the
 * detail. Every subject is new to the run (the data folder is shared by the whole suite): a subject
 * already exempt would be refused with a 409.
 */

test.describe.configure({ timeout: 120_000 });

const CONSONANTS = 'BCDFGHLMNPRSTVZ';
const pick = (letters: string) => letters.charAt(Math.floor(Math.random() * letters.length));
const randomBetween = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));

/** A person's valid tax code no other test has used: random consonants and a random birth day. */
function freshTaxCode(): string {
  const three = () => pick(CONSONANTS) + pick(CONSONANTS) + pick(CONSONANTS);
  const month = String(randomBetween(1, 12)).padStart(2, '0');
  const day = String(randomBetween(1, 28)).padStart(2, '0');
  return personTaxCode({
    surname: three(),
    name: three(),
    birthDate: `${randomBetween(1950, 2000)}-${month}-${day}`,
    sex: Math.random() < 0.5 ? 'M' : 'F',
    birthplaceCode: 'H501',
  });
}

/** The same code with another check letter: what a typing slip gives. */
function withWrongCheckLetter(taxCode: string): string {
  const last = taxCode.charCodeAt(15) - 65;
  return taxCode.slice(0, 15) + String.fromCharCode(65 + ((last + 1) % 26));
}

const runId = () => `${Date.now().toString(36)}${randomBetween(0, 1295).toString(36)}`.toUpperCase();

const TITLE: Record<string, RegExp> = {
  Italian: /^Gestione White list/,
  English: /^White list management/,
};

async function openWhitelist(page: Page, language: string) {
  await page.goto('/admin/whitelist');
  await expect(listHeading(page, TITLE[language] as RegExp)).toHaveText(/\d$/);
}

/** giulia.bianchi for RISK_OFFICER, mario.rossi for ADMIN: signed in, in the test's language. */
async function signInFor(page: Page, role: Role, language: string) {
  const user = await signInAs(page, role, { english: language === 'English' });
  return user;
}

const wizardOf = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** 'Inserisci soggetto' opened: its wizard, once the configuration's expiry is shown. */
async function openInsert(page: Page, texts: Catalogue): Promise<Locator> {
  await page.getByRole('button', { name: texts.whitelist.insert.open, exact: true }).click();
  const wizard = wizardOf(page, texts.whitelist.insert.title);
  // The expiry of the CURRENT configuration's validity days, at 23:59 (spec section 5).
  await expect(wizard.getByRole('textbox', { name: texts.whitelist.columns.expiringDate })).toHaveValue(
    /^\d{2}\/\d{2}\/\d{4} 23:59$/,
  );
  return wizard;
}

interface Subject {
  taxCode?: string;
  vatRegistrationNo?: string;
  companyName: string;
  note?: string;
}

async function fillSubject(wizard: Locator, texts: Catalogue, subject: Subject) {
  const { columns } = texts.whitelist;
  if (subject.taxCode) await wizard.getByRole('textbox', { name: columns.taxCode }).fill(subject.taxCode);
  if (subject.vatRegistrationNo) {
    await wizard.getByRole('textbox', { name: columns.vatRegistrationNo }).fill(subject.vatRegistrationNo);
  }
  await wizard.getByRole('textbox', { name: columns.companyName }).fill(subject.companyName);
  if (subject.note) await wizard.getByRole('textbox', { name: columns.note }).fill(subject.note);
}

/** Continue, the confirmation, Confirm: the body sent and the wizard on its outcome. */
async function confirmInsert(page: Page, wizard: Locator, texts: Catalogue) {
  await wizard.getByRole('button', { name: texts.operationWizard.continue }).click();
  await expect(wizard).toContainText(texts.operationWizard.question);
  // An insert is undone by a revocation: it is not said to be irreversible.
  await expect(wizard).not.toContainText(texts.operationWizard.irreversible);
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/v1/addToWhitelist'));
  await wizard.getByRole('button', { name: texts.operationWizard.confirm }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  await expect(wizard.getByRole('button', { name: texts.operationWizard.close, exact: true })).toBeVisible();
  return body;
}

async function closeOutcome(wizard: Locator, texts: Catalogue) {
  await wizard.getByRole('button', { name: texts.operationWizard.close, exact: true }).click();
  await expect(wizard).toBeHidden();
}

/** A subject inserted from scratch, the wizard closed on its success. */
async function insertSubject(page: Page, texts: Catalogue, subject: Subject) {
  const wizard = await openInsert(page, texts);
  await fillSubject(wizard, texts, subject);
  await confirmInsert(page, wizard, texts);
  await expect(wizard).toContainText(texts.operationWizard.success);
  await closeOutcome(wizard, texts);
}

/** The list searched for one filter typed in the bar. */
async function searchFor(page: Page, label: string, value: string) {
  await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  await search(page);
  await expect(chips(page)).toContainText(`${label}: ${value}`);
}

/**
 * The detail of the one row the list shows: opened by a click on its company name, or through its row
 * action 'Dettaglio', the keyboard's way.
 */
async function openOnlyRow(page: Page, texts: Catalogue, companyName: string, by: 'click' | 'action' = 'click') {
  await expect(dataRows(page)).toHaveCount(1);
  const row = dataRows(page).first();
  if (by === 'click') await row.getByText(companyName).click();
  else await row.getByRole('button', { name: new RegExp(`^${texts.whitelist.detail.open} `) }).click();
  const detail = page.getByRole('dialog', { name: texts.whitelist.detail.title });
  await expect(detail).toBeVisible();
  return detail;
}

const PATHS: [string, Catalogue, Role][] = [
  ['Italian', italian, 'RISK_OFFICER'],
  ['English', en, 'ADMIN'],
];

for (const [language, texts, role] of PATHS) {
  const screen = texts.whitelist;

  test(`insert with a wrong check letter, fix, find, revoke; 'only active' narrows; as ${demoUser(role).username} in ${language}`, async ({
    page,
  }) => {
    const user = await signInFor(page, role, language);
    await openWhitelist(page, language);
    expect(await seriousViolations(page)).toEqual([]);
    const run = runId();
    const taxCode = freshTaxCode();
    const companyName = `E2E ${run} Persona`;

    const wizard = await openInsert(page, texts);
    const proceed = wizard.getByRole('button', { name: texts.operationWizard.continue });
    await expect(proceed).toBeDisabled();
    // The reason defaults to 'Altro' (spec section 9).
    await expect(wizard).toContainText('Altro');

    // Both identifiers empty: the spec's message under both, once the user has been through one.
    const taxCodeField = wizard.getByRole('textbox', { name: screen.columns.taxCode });
    await taxCodeField.fill('x');
    await taxCodeField.fill('');
    await taxCodeField.press('Tab');
    await expect(wizard.getByText(WHITELIST_MESSAGES.oneIdentifier, { exact: true })).toHaveCount(2);

    // A typing slip in the check letter: the spec's message, and no way on.
    await fillSubject(wizard, texts, { taxCode: withWrongCheckLetter(taxCode).toLowerCase(), companyName });
    await taxCodeField.press('Tab');
    await expect(wizard.getByText(TAX_CODE_MESSAGES.checkCharacter, { exact: true })).toBeVisible();
    await expect(wizard.getByText(WHITELIST_MESSAGES.oneIdentifier, { exact: true })).toHaveCount(0);
    await expect(proceed).toBeDisabled();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    // Fixed (typed in lower case): sent upper-cased, the empty VAT number as null.
    await taxCodeField.fill(taxCode.toLowerCase());
    await wizard.getByRole('textbox', { name: screen.columns.note }).fill('Esenzione di prova');
    await expect(wizard.getByText(TAX_CODE_MESSAGES.checkCharacter, { exact: true })).toHaveCount(0);
    await expect(proceed).toBeEnabled();
    const body = await confirmInsert(page, wizard, texts);
    expect(body).toMatchObject({
      taxCode,
      vatRegistrationNo: null,
      companyName,
      reasonDescription: 'Altro',
      note: 'Esenzione di prova',
    });
    await expect(wizard).toContainText(texts.operationWizard.success);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await closeOutcome(wizard, texts);

    // Found by its tax code, active.
    await searchFor(page, texts.list.filters.vatNumber, taxCode);
    const row = dataRows(page).filter({ hasText: companyName });
    await expect(dataRows(page)).toHaveCount(1);
    await expect(row).toContainText(taxCode);
    await expect(row).toContainText(screen.statuses.active);

    // Its detail: every field, and 'Revoca' while it is not revoked.
    const detail = await openOnlyRow(page, texts, companyName);
    await expect(detail).toContainText(taxCode);
    await expect(detail).toContainText(user.username);
    await expect(detail).toContainText('Esenzione di prova');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await detail.getByRole('button', { name: screen.detail.revoke, exact: true }).click();
    await expect(detail).toBeHidden();

    const revocation = wizardOf(page, screen.revoke.title);
    await expect(revocation).toContainText(texts.operationWizard.question);
    await expect(revocation).toContainText(texts.operationWizard.irreversible);
    await expect(revocation).toContainText(taxCode);
    await expect(revocation.getByRole('button', { name: texts.operationWizard.cancel, exact: true })).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await revocation.getByRole('button', { name: texts.operationWizard.confirm }).click();
    await expect(revocation).toContainText(texts.operationWizard.success);
    await closeOutcome(revocation, texts);

    // The list reloaded: revoked, and its detail offers no second revocation.
    await expect(row).toContainText(screen.statuses.revoked);
    await openOnlyRow(page, texts, companyName);
    await expect(detail).toContainText(screen.statuses.revoked);
    await expect(detail.getByRole('button', { name: screen.detail.revoke, exact: true })).toHaveCount(0);
    await detail.getByRole('button', { name: screen.detail.close, exact: true }).click();
    await expect(detail).toBeHidden();

    // A second subject of the run, by its VAT number, stays active: 'Solo attivi' keeps only it.
    const vat = vatNumber(randomBetween(1, 9_999_999), randomBetween(1, 100));
    await insertSubject(page, texts, { vatRegistrationNo: vat, companyName: `E2E ${run} Impresa` });
    await page
      .getByRole('button', { name: fillText(texts.list.removeFilter, { filter: texts.list.filters.vatNumber }) })
      .click();
    await searchFor(page, texts.list.filters.companyName, `e2e ${run}`.toLowerCase());
    await expect(dataRows(page)).toHaveCount(2);
    await page.getByRole('checkbox', { name: texts.list.options.onlyActiveSubjects.true }).check();
    await search(page);
    await expect(chips(page)).toContainText(
      `${texts.list.filters.onlyActiveSubjects}: ${texts.list.options.onlyActiveSubjects.true}`,
    );
    await expect(dataRows(page)).toHaveCount(1);
    await expect(dataRows(page).first()).toContainText(vat);
    expect(await columnTexts(page, screen.columns.status)).toEqual([screen.statuses.active]);
    expect(await seriousViolations(page)).toEqual([]);

    // 'Solo attivi' with no insertion range chosen: every active exemption, also one inserted before the
    // last month (the seeded pharmacy, 45 days ago, valid 90 days); the chip and the picker say so.
    await searchFor(page, texts.list.filters.companyName, 'farmacia san lorenzo');
    await expect(chips(page)).toContainText(
      `${texts.list.filters.onlyActiveSubjects}: ${screen.options.onlyActiveSubjects.liftedRange}`,
    );
    await expect(chips(page)).not.toContainText(screen.filters.dateRange);
    await expect(rangeButton(page, screen.filters.dateRange)).toContainText(texts.list.dateRange.any);
    await expect(dataRows(page)).toHaveCount(1);
    await expect(dataRows(page).first()).toContainText(FARMACIA);
    // Without 'Solo attivi' the insertion range is the last month again: the pharmacy is not in it.
    await page
      .getByRole('button', {
        name: fillText(texts.list.removeFilter, { filter: texts.list.filters.onlyActiveSubjects }),
      })
      .click();
    await expect(rangeButton(page, screen.filters.dateRange)).not.toContainText(texts.list.dateRange.any);
    await expect(page.getByText(screen.empty, { exact: true })).toBeVisible();
  });
}

// One language per flow where the other is seen elsewhere in this file and catalogues.test.ts holds
// every Italian text in English: the same steps twice would cost the suite time, not find a fault.
for (const [language, texts, role] of PATHS.slice(0, 1)) {
  const screen = texts.whitelist;

  test(`the server's refusals in the wizards: inserted again while exempt, revoked meanwhile elsewhere, in ${language}`, async ({
    page,
    browser,
  }) => {
    await signInFor(page, role, language);
    await openWhitelist(page, language);
    const subject = { taxCode: freshTaxCode(), companyName: `E2E ${runId()} Conteso` };
    await insertSubject(page, texts, subject);

    // The same subject again while it is exempt: 409, the server's text in the user's language.
    const again = await openInsert(page, texts);
    await fillSubject(again, texts, subject);
    await confirmInsert(page, again, texts);
    await expect(again).toContainText(texts.operationWizard.error);
    await expect(again.getByTestId('wizard-outcome-detail')).toHaveText(texts.alerts.serverErrors.ALREADY_EXEMPT);
    // The wizard says it: no red alert of the 409 repeats it.
    await expectNoAlert(page);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await closeOutcome(again, texts);

    // Revocation asked here, and done meanwhile on another page.
    await searchFor(page, texts.list.filters.vatNumber, subject.taxCode);
    const detail = await openOnlyRow(page, texts, subject.companyName);
    await detail.getByRole('button', { name: screen.detail.revoke, exact: true }).click();
    const revocation = wizardOf(page, screen.revoke.title);
    await expect(revocation).toContainText(texts.operationWizard.question);

    const elsewhere = await (await browser.newContext()).newPage();
    await signInFor(elsewhere, role, language);
    await openWhitelist(elsewhere, language);
    await searchFor(elsewhere, texts.list.filters.vatNumber, subject.taxCode);
    const otherDetail = await openOnlyRow(elsewhere, texts, subject.companyName, 'action');
    await otherDetail.getByRole('button', { name: screen.detail.revoke, exact: true }).click();
    const first = wizardOf(elsewhere, screen.revoke.title);
    await first.getByRole('button', { name: texts.operationWizard.confirm }).click();
    await expect(first).toContainText(texts.operationWizard.success);
    await elsewhere.context().close();

    await revocation.getByRole('button', { name: texts.operationWizard.confirm }).click();
    await expect(revocation).toContainText(texts.operationWizard.error);
    await expect(revocation.getByTestId('wizard-outcome-detail')).toHaveText(texts.alerts.serverErrors.ALREADY_REVOKED);
    await closeOutcome(revocation, texts);
  });
}

const EXPORT_PATHS: [string, Catalogue, Role][] = [
  ['Italian', italian, 'ADMIN'],
  ['English', en, 'RISK_OFFICER'],
];

for (const [language, texts, role] of EXPORT_PATHS) {
  test(`the selected rows download as CSV and the whole list is queued, as ${demoUser(role).username} in ${language}`, async ({
    page,
  }) => {
    await signInFor(page, role, language);
    await openWhitelist(page, language);
    const taxCode = freshTaxCode();
    const companyName = `E2E ${runId()} Esportato`;
    await insertSubject(page, texts, { taxCode, companyName });
    await searchFor(page, texts.list.filters.vatNumber, taxCode);
    await expect(dataRows(page)).toHaveCount(1);

    const exportCsv = page.getByRole('button', { name: texts.list.exportCsv, exact: true });
    await expect(exportCsv).toBeDisabled();
    await dataRows(page).first().getByRole('checkbox').check();
    await expect(page.getByText(fillText(texts.whitelist.selected, { count: 1 }))).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), exportCsv.click()]);
    expect(download.suggestedFilename()).toMatch(/^Export_WhiteList_\d{8}_\d{4}\.csv$/);
    const lines = csvLines(await downloadText(download));
    expect(lines).toHaveLength(2);
    expect(lines[1]?.split(';')).toEqual(expect.arrayContaining([taxCode, companyName]));

    // 'Esporta tutto': the filtered list queued as a WHITELIST export.
    await page.getByRole('button', { name: texts.exportModal.exportAll, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: texts.exportModal.title });
    await expect(dialog.getByLabel(texts.exportModal.fields.filename)).toHaveValue(/^WHITELIST_\d{8}_\d{4}$/);
    await dialog.getByLabel(texts.exportModal.fields.filename).fill(`e2e_whitelist_${runId()}`);
    const queued = page.waitForRequest((request) => request.url().endsWith('/api/v1/exportFileAsync'));
    await dialog.getByRole('button', { name: texts.exportModal.confirm, exact: true }).click();
    expect((await queued).postDataJSON()).toMatchObject({
      extractionType: 'WHITELIST',
      filters: { vatNumber: taxCode },
    });
    await expect(dialog.getByText(texts.exportModal.submitted)).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: texts.exportModal.close, exact: true }).click();
    await expect(dialog).toBeHidden();
  });
}

test('a role without the white list is sent to its own page', async ({ page }) => {
  // luca.verdi.
  await signInAs(page, 'ANALISTA', { path: '/admin/whitelist' });
  await expect(page).toHaveURL(defaultPath('ANALISTA'));
  await expect(listHeading(page, TITLE.Italian as RegExp)).toHaveCount(0);
});

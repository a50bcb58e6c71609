import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_SUBJECTS, type DemoSubject } from '../../infra/local/demo/precheck-demo-subjects';
import { formatEuro } from '../../shared/format/italian-format';
import type { Role } from '../../shared/roles';
import { en } from '../../web/src/shared/i18n/locales/en';
import { type Catalogue, it as italian } from '../../web/src/shared/i18n/locales/it';
import { fillText } from './support/administrators';
import { expectNoAlert, signInAs } from './support/console';
import { dataRows, seriousViolations } from './support/list-page';

/**
 * The customer's page (/admin/clientsList/details?code=…) in Chromium, in Italian and English:
 * a demo customer opened by URL shows who it is, its figures in the Italian format, its lists and its
 * checks, and stays after a reload; a precheck run from it opens the form prefilled and gives the demo
 * subject's outcome, which then shows among its checks; a customer outside the role's markets and an
 * unknown code read 'Cliente non trovato' with the way back; only the roles that run prechecks are
 * offered one. Axe is clean on the page and on its not-found state.
 */

const LANGUAGES = { Italian: italian, English: en } as const;
type Language = keyof typeof LANGUAGES;

function demoCustomer(code: string): DemoSubject & { customer: NonNullable<DemoSubject['customer']> } {
  const subject = DEMO_SUBJECTS.find((candidate) => candidate.customer?.A_CODICE_CLIENTE === code);
  if (!subject?.customer) throw new Error(`No demo customer ${code}`);
  return subject as DemoSubject & { customer: NonNullable<DemoSubject['customer']> };
}

const detailsUrl = (code: string) => `/admin/clientsList/details?code=${encodeURIComponent(code)}`;

async function signInFor(page: Page, role: Role, language: Language) {
  await signInAs(page, role, { english: language === 'English' });
}

/** The customer's page, open on its name. */
async function openCustomer(page: Page, code: string, name: string) {
  await page.goto(detailsUrl(code));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

const value = (page: Page, field: string): Locator => page.locator(`[data-field="${field}"]`);

const precheckLink = (page: Page, texts: Catalogue) =>
  page.getByRole('link', { name: texts.customerDetails.runPrecheck, exact: true });

for (const [language, texts] of Object.entries(LANGUAGES) as [Language, Catalogue][]) {
  const page_ = texts.customerDetails;

  test.describe(`customer's page in ${language}`, () => {
    test('a demo customer opened by URL: identity, figures, lists and checks; a reload keeps it', async ({ page }) => {
      const subject = demoCustomer('C000101');
      await signInFor(page, 'ADMIN', language);
      await openCustomer(page, 'C000101', `${subject.surname} ${subject.name}`);

      await expect(value(page, 'A_CODICE_CLIENTE')).toHaveText('C000101');
      await expect(value(page, 'A_CODICE_FISCALE')).toHaveText(subject.taxCode ?? '');
      await expect(value(page, 'A_MERCATO')).toHaveText(texts.list.options.market.L);
      await expect(value(page, 'A_MICRO_SEGMENTO_DESC')).toHaveText(texts.list.options.microSegment.PER);
      await expect(value(page, 'K_STATO_CLIENTE')).toHaveText(texts.clientsList.options.clientStatus.ATTIVO);
      await expect(value(page, 'supplyAddress')).toHaveText('Via del Corso 1, Roma (RM)');
      // Money in the Italian format whatever the language: 600 € overdue of 2.000 € invoiced in 12 months.
      await expect(value(page, 'K_CRED_SCAD_NETTO_TOTALE')).toHaveText(formatEuro(600));
      expect(formatEuro(600)).toMatch(/^600,00\s€$/);
      await expect(value(page, 'K_CRED_A_SCAD_NETTO_TOTALE')).toHaveText(formatEuro(300));
      await expect(value(page, 'K_FATTURATO_ULTIMI_12M')).toHaveText(formatEuro(2000));
      await expect(value(page, 'K_FATTURATO_TOTALE')).toHaveText(formatEuro(6000));
      await expect(value(page, 'K_DATA_CALCOLO_KPI')).toHaveText('01/01/2026');
      // Class and index by their number and what it means, in the console's language.
      await expect(value(page, 'K_ANDAMENTALE_CLASSE')).toHaveText(
        `2 - ${texts.clientsList.options.performanceClass['2']}`,
      );
      await expect(value(page, 'K_INDICE_DUNNING')).toHaveText(`2 - ${texts.clientsList.options.dunningIndex['2']}`);
      await expect(value(page, 'arrears')).toHaveText(page_.values.inArrears);
      await expect(value(page, 'whiteList')).toHaveText(page_.whiteList.none);
      await expect(value(page, 'RADIATI')).toHaveText(page_.blackList.notListed);
      await expect(value(page, 'CEDUTI')).toHaveText(page_.blackList.notListed);
      await expect(page.getByRole('table', { name: page_.checks.label })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: `${subject.surname} ${subject.name}` })).toBeVisible();
      await expect(value(page, 'K_CRED_SCAD_NETTO_TOTALE')).toHaveText(formatEuro(600));
      await expect(page).toHaveURL(detailsUrl('C000101'));
    });

    test('outside the role’s markets the customer is not found, with the way back to the list', async ({ page }) => {
      await signInFor(page, 'ANALISTA_TUTELATO', language);
      await page.goto(detailsUrl('C000101'));
      await expect(page.getByRole('heading', { level: 1, name: page_.notFound.title })).toBeVisible();
      await expect(page.getByText(fillText(page_.notFound.description, { code: 'C000101' }))).toBeVisible();
      await expect(value(page, 'K_CRED_SCAD_NETTO_TOTALE')).toHaveCount(0);
      // The page says it: no red alert of the 404 repeats it.
      await expectNoAlert(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('link', { name: page_.backToList }).last().click();
      await expect(page).toHaveURL('/admin/clientsList');
    });
  });
}

test.describe("customer's page: not found and who may run a precheck", () => {
  test('an unknown code and a malformed one are not found', async ({ page }) => {
    await signInFor(page, 'ADMIN', 'Italian');
    await page.goto(detailsUrl('ZZ404404'));
    await expect(page.getByRole('heading', { level: 1, name: 'Cliente non trovato' })).toBeVisible();
    await expect(
      page.getByText('Nessun cliente con codice ZZ404404 tra quelli visibili al tuo profilo.'),
    ).toBeVisible();
    await page.goto(detailsUrl('<C1>'));
    await expect(page.getByRole('heading', { level: 1, name: 'Cliente non trovato' })).toBeVisible();
    await expect(page.getByText(italian.customerDetails.notFound.noCode)).toBeVisible();
  });

  test('a role without the precheck screen is not offered one; opened by URL, the top bar leads to the list', async ({
    page,
  }) => {
    await signInFor(page, 'ANALISTA_LIBERO', 'Italian');
    const subject = demoCustomer('C000103');
    await openCustomer(page, 'C000103', `${subject.surname} ${subject.name}`);
    await expect(value(page, 'K_CRED_SCAD_NETTO_TOTALE')).toHaveText(formatEuro(40));
    await expect(precheckLink(page, italian)).toHaveCount(0);
    await page.getByRole('link', { name: italian.customerDetails.backToList }).click();
    await expect(page).toHaveURL('/admin/clientsList');
  });
});

/** A Cloudscape Select by its form-field label: the trigger button. */
const selectTrigger = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`^${label}\\b`) });

async function choose(page: Page, label: string, option: string) {
  await selectTrigger(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const PRECHECK_RUNS: [Language, string][] = [
  ['Italian', 'C000101'],
  ['English', 'C000103'],
];

for (const [language, code] of PRECHECK_RUNS) {
  const texts = LANGUAGES[language];
  const subject = demoCustomer(code);
  const { trafficLight, code: resultCode } = subject.expected;

  test(`${language}: a precheck run from ${code}'s page is prefilled and gives ${trafficLight} ${resultCode}`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const form = texts.precheck;
    await signInFor(page, 'ADMIN', language);
    await openCustomer(page, code, `${subject.surname} ${subject.name}`);
    await precheckLink(page, texts).click();

    await expect(page).toHaveURL(/\/admin\/precheck\?/);
    await expect(page.getByRole('textbox', { name: form.fields.taxCode, exact: true })).toHaveValue(
      subject.taxCode ?? '',
    );
    await expect(page.getByRole('textbox', { name: form.fields.name, exact: true })).toHaveValue(subject.name ?? '');
    await expect(page.getByRole('textbox', { name: form.fields.surname, exact: true })).toHaveValue(
      subject.surname ?? '',
    );
    // PF disables the VAT number (spec section 4), as when the form is filled by hand.
    await expect(page.getByRole('textbox', { name: form.fields.vatRegistrationNo, exact: true })).toBeDisabled();
    await expect(selectTrigger(page, form.fields.subjectType)).toContainText(form.subjectTypes.PF);
    await expect(selectTrigger(page, form.fields.municipality)).toContainText(subject.address.municipality);
    await expect(page.getByRole('textbox', { name: form.fields.street, exact: true })).toHaveValue(
      subject.address.street,
    );
    // Commodity and payment mode are the user's to choose: until then the form does not submit.
    const submit = page.getByRole('button', { name: form.submit });
    await expect(submit).toBeDisabled();
    await choose(page, form.fields.commodity, form.commodities.ELE);
    await choose(page, form.fields.paymentMode, form.paymentModes.BON);
    await submit.click();

    const modal = page.getByRole('dialog', { name: form.result.title });
    await expect(modal.getByTestId('traffic-light')).toHaveAttribute('data-light', trafficLight);
    await expect(modal.getByTestId('reason-code')).toHaveText(resultCode);
    await modal.getByRole('button', { name: form.result.close, exact: true }).click();

    // Back on the customer's page, the check is among its checks, with its light and code.
    await page.goBack();
    const checks = page.getByRole('table', { name: texts.customerDetails.checks.label });
    const row = checks.locator('tbody tr').filter({ hasText: resultCode }).first();
    await expect(row).toBeVisible();
    await expect(row).toContainText(texts.list.options.trafficLight[trafficLight]);
    await expect(row).toContainText(texts.list.options.workflow.EVOPRECHECK);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('English: a row of the customers list opens the page; back, the list is as it was left', async ({ page }) => {
  const subject = demoCustomer('C000102');
  const list = `/admin/clientsList?siebelCode=C000102`;
  await signInFor(page, 'ADMIN', 'English');
  await page.goto(list);
  const row = dataRows(page).filter({ hasText: 'C000102' });
  await expect(row).toHaveCount(1);
  // A click on the row, as a person opens it (the clients-list spec opens one by its row action).
  await row.getByText(subject.companyName ?? '', { exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: subject.companyName })).toBeVisible();
  await expect(page).toHaveURL(detailsUrl('C000102'));
  await expect(value(page, 'A_PARTITA_IVA')).toHaveText(subject.vatRegistrationNo ?? '');
  await expect(value(page, 'A_MICRO_SEGMENTO_DESC')).toHaveText(en.list.options.microSegment.SOC);
  await expect(value(page, 'K_ANDAMENTALE_CLASSE')).toHaveText(`4 - ${en.clientsList.options.performanceClass['4']}`);
  await expect(value(page, 'K_CRED_SCAD_NETTO_TOTALE')).toHaveText(formatEuro(1500));

  await page.getByRole('link', { name: en.customerDetails.backToList }).click();
  await expect(page).toHaveURL(list);
  await expect(dataRows(page).filter({ hasText: 'C000102' })).toHaveCount(1);
});

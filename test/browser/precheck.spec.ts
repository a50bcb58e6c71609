import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_SUBJECTS, type DemoSubject } from '../../infra/local/demo/precheck-demo-subjects';
import { signInAs } from './support/console';

/**
 * The precheck screen in Chromium (spec section 2 'Precheck screen', 4 and 5 'Precheck form'): the demo
 * subjects of the README's 'Try these subjects' give their light and code, every form message shows for its case,
 * and the PF/PG and cascade rules hold. AGENT opens on the precheck.
 */

const PROVINCE_NAMES: Record<string, string> = { RM: 'Roma' };
const MICRO_SEGMENT_LABELS = { PER: 'Persona Fisica o Ditta Individuale', SOC: 'Società', CON: 'Condominio' };

async function openPrecheck(page: Page) {
  await signInAs(page, 'AGENT');
  await expect(page.getByRole('heading', { level: 2, name: 'Dati anagrafici' })).toBeVisible();
}

/** A Cloudscape Select by its form-field label: the trigger button. */
function selectTrigger(page: Page, label: string): Locator {
  return page.getByRole('button', { name: new RegExp(`^${label}\\b`) });
}

async function choose(page: Page, label: string, option: string) {
  await selectTrigger(page, label).click();
  const filter = page.getByRole('combobox', { name: 'Cerca' });
  if (await filter.isVisible()) await filter.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

function field(page: Page, label: string): Locator {
  return page.getByRole('textbox', { name: label, exact: true });
}

function submitButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Esegui verifica' });
}

function resultModal(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Esito Verifica' });
}

async function fillSubject(page: Page, subject: DemoSubject) {
  await choose(page, 'Tipo soggetto', subject.subjectType === 'PF' ? 'Persona Fisica' : 'Persona Giuridica');
  if (subject.subjectType === 'PG') {
    await choose(page, 'Microsegmento', MICRO_SEGMENT_LABELS[subject.microSegment as 'SOC']);
    await field(page, 'Partita IVA').fill(subject.vatRegistrationNo ?? '');
  } else {
    await field(page, 'Codice fiscale').fill(subject.taxCode ?? '');
    await field(page, 'Nome').fill(subject.name ?? '');
    await field(page, 'Cognome').fill(subject.surname ?? '');
  }
}

async function fillSupply(
  page: Page,
  address = { provinceCode: 'RM', municipality: 'Roma', street: 'Via del Corso 1' },
) {
  await choose(page, 'Commodity', 'Energia elettrica');
  await choose(page, 'Modalità di pagamento', 'Bonifico');
  await choose(page, 'Provincia', PROVINCE_NAMES[address.provinceCode] ?? address.provinceCode);
  await choose(page, 'Comune', address.municipality);
  await field(page, 'Via').fill(address.street);
}

async function seriousViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, impact, help, nodes }) => ({ id, impact, help, targets: nodes.map((node) => node.target) }));
}

test.describe('precheck: demo subjects', () => {
  for (const subject of DEMO_SUBJECTS) {
    const { trafficLight, code } = subject.expected;
    const who = subject.taxCode ?? subject.vatRegistrationNo;
    test(`${who} gives ${trafficLight} ${code}`, async ({ page }) => {
      await openPrecheck(page);
      await fillSubject(page, subject);
      await fillSupply(page, subject.address);
      await expect(submitButton(page)).toBeEnabled();
      await submitButton(page).click();
      const modal = resultModal(page);
      await expect(modal).toBeVisible();
      await expect(modal.getByTestId('traffic-light')).toHaveAttribute('data-light', trafficLight);
      await expect(modal.getByTestId('traffic-light')).toHaveText(trafficLight === 'R' ? 'Rosso' : 'Verde');
      await expect(modal.getByTestId('reason-code')).toHaveText(code);
      await expect(modal.getByTestId('reason-description')).not.toBeEmpty();
      const warning = modal.getByText('Si sconsiglia di ripetere le verifiche sugli stessi soggetti');
      await expect(warning).toHaveCount(trafficLight === 'R' ? 1 : 0);
      await modal.getByRole('button', { name: 'Chiudi', exact: true }).click();
      await expect(modal).toBeHidden();
    });
  }
});

test.describe('precheck: form rules', () => {
  test('the tax-code messages show for their cases', async ({ page }) => {
    await openPrecheck(page);
    await choose(page, 'Tipo soggetto', 'Persona Fisica');
    await field(page, 'Nome').fill('Giovanni');
    await field(page, 'Cognome').fill('Fontana');
    const cases: [string, string][] = [
      ['FNTGNN80B14', 'Deve essere di 16 caratteri'],
      ['1234567890123456', 'Il codice fiscale contiene dei caratteri non validi.'],
      ['FNTGNN80B14H501A', 'Codice fiscale non corretto: il codice di controllo non corrisponde.'],
      ['BNCLRA85C52H501S', 'Il Nome ed il Cognome non combaciano con il Codice Fiscale inserito'],
    ];
    for (const [taxCode, message] of cases) {
      await field(page, 'Codice fiscale').fill(taxCode);
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await field(page, 'Codice fiscale').fill('FNTGNN80B14H501Y');
    for (const [, message] of cases) await expect(page.getByText(message, { exact: true })).toHaveCount(0);
  });

  test('the VAT messages show for their cases', async ({ page }) => {
    await openPrecheck(page);
    await choose(page, 'Tipo soggetto', 'Persona Giuridica');
    const cases: [string, string][] = [
      ['0123456', 'Deve essere di 11 caratteri'],
      ['0123456058A', 'la parita iva contiene dei caratteri non validi.'],
      ['01234560588', 'Partita IVA non corretta: il codice di controllo non corrisponde.'],
    ];
    for (const [vat, message] of cases) {
      await field(page, 'Partita IVA').fill(vat);
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
  });

  test('the required-field messages show once a field is touched', async ({ page }) => {
    await openPrecheck(page);
    await choose(page, 'Tipo soggetto', 'Persona Fisica');
    for (const label of ['Codice fiscale', 'Nome', 'Cognome']) {
      await field(page, label).focus();
      await field(page, label).blur();
    }
    await expect(page.getByText('Campo obbligatorio', { exact: true })).toHaveCount(3);
    for (const [label, message] of [
      ['Commodity', 'Definire una commodity'],
      ['Modalità di pagamento', 'Definire una modalità di pagamento'],
      ['Provincia', 'Scegliere una provincia'],
    ]) {
      await selectTrigger(page, label as string).focus();
      await selectTrigger(page, label as string).blur();
      await expect(page.getByText(message as string, { exact: true })).toBeVisible();
    }
    await choose(page, 'Provincia', 'Roma');
    await selectTrigger(page, 'Comune').focus();
    await selectTrigger(page, 'Comune').blur();
    await expect(page.getByText('Scegliere un comune', { exact: true })).toBeVisible();
    await choose(page, 'Comune', 'Roma');
    await field(page, 'Via').focus();
    await field(page, 'Via').blur();
    await expect(page.getByText('Definire una via', { exact: true })).toBeVisible();
    await expect(submitButton(page)).toBeDisabled();

    await choose(page, 'Tipo soggetto', 'Persona Giuridica');
    await field(page, 'Partita IVA').focus();
    await field(page, 'Partita IVA').blur();
    await selectTrigger(page, 'Microsegmento').focus();
    await selectTrigger(page, 'Microsegmento').blur();
    await expect(page.getByText('Campo obbligatorio', { exact: true })).toHaveCount(1);
    await expect(page.getByText('Specificare un microsegmento', { exact: true })).toBeVisible();
  });

  test('PF disables the VAT number and fixes PER; PG disables tax code, name and surname', async ({ page }) => {
    await openPrecheck(page);
    await expect(submitButton(page)).toBeDisabled();
    await choose(page, 'Tipo soggetto', 'Persona Fisica');
    await expect(field(page, 'Partita IVA')).toBeDisabled();
    await expect(field(page, 'Codice fiscale')).toBeEnabled();
    await expect(selectTrigger(page, 'Microsegmento')).toContainText('Persona Fisica o Ditta Individuale');
    await expect(selectTrigger(page, 'Microsegmento')).toBeDisabled();

    await choose(page, 'Tipo soggetto', 'Persona Giuridica');
    await expect(field(page, 'Partita IVA')).toBeEnabled();
    for (const label of ['Codice fiscale', 'Nome', 'Cognome']) await expect(field(page, label)).toBeDisabled();
    await selectTrigger(page, 'Microsegmento').click();
    await expect(page.getByRole('option')).toHaveCount(2);
    await expect(page.getByRole('option', { name: 'Società' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Condominio' })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  test('municipality waits for a province, street for a municipality; a new province clears them', async ({ page }) => {
    await openPrecheck(page);
    await expect(selectTrigger(page, 'Comune')).toBeDisabled();
    await expect(field(page, 'Via')).toBeDisabled();
    await choose(page, 'Provincia', 'Roma');
    await expect(selectTrigger(page, 'Comune')).toBeEnabled();
    await expect(field(page, 'Via')).toBeDisabled();
    await choose(page, 'Comune', 'Fiumicino');
    await field(page, 'Via').fill('   Via dei Gracchi 12');
    await expect(field(page, 'Via')).toHaveValue('Via dei Gracchi 12');
    await choose(page, 'Provincia', 'Milano');
    await expect(selectTrigger(page, 'Comune')).not.toContainText('Fiumicino');
    await expect(field(page, 'Via')).toHaveValue('');
    await expect(field(page, 'Via')).toBeDisabled();
  });

  test('changing the subject type resets the form, and Reset empties it', async ({ page }) => {
    await openPrecheck(page);
    const [subject] = DEMO_SUBJECTS;
    if (!subject) throw new Error('No demo subject');
    await fillSubject(page, subject);
    await fillSupply(page);
    await expect(submitButton(page)).toBeEnabled();
    await choose(page, 'Tipo soggetto', 'Persona Giuridica');
    await expect(field(page, 'Partita IVA')).toHaveValue('');
    await expect(selectTrigger(page, 'Provincia')).not.toContainText('Roma');
    await expect(selectTrigger(page, 'Commodity')).not.toContainText('Energia elettrica');
    await expect(submitButton(page)).toBeDisabled();

    await field(page, 'Partita IVA').fill('01234560587');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(field(page, 'Partita IVA')).toHaveValue('');
    await expect(selectTrigger(page, 'Tipo soggetto')).not.toContainText('Persona Giuridica');
  });

  test('a transaction code other than 200 shows its error description on the form', async ({ page }) => {
    await page.route('**/api/v1/creditcheck', (route) =>
      route.fulfill({
        json: { transactionInfo: { code: 500, errorDescription: 'Servizio di verifica non disponibile' } },
      }),
    );
    await openPrecheck(page);
    const subject = DEMO_SUBJECTS.find((candidate) => candidate.subjectType === 'PF');
    if (!subject) throw new Error('No PF demo subject');
    await fillSubject(page, subject);
    await fillSupply(page);
    await submitButton(page).click();
    await expect(page.getByTestId('transaction-error')).toContainText('Servizio di verifica non disponibile');
    await expect(resultModal(page)).toHaveCount(0);
  });

  test("a 400 puts the server's messages on their fields", async ({ page }) => {
    await page.route('**/api/v1/creditcheck', (route) =>
      route.fulfill({
        status: 400,
        json: {
          errors: [
            { code: 'VALIDATION_ERROR', field: 'contactAddress.street', description: 'Definire una via' },
            { code: 'VALIDATION_ERROR', field: 'taxCode', description: 'Deve essere di 16 caratteri' },
          ],
        },
      }),
    );
    await openPrecheck(page);
    const subject = DEMO_SUBJECTS.find((candidate) => candidate.subjectType === 'PF');
    if (!subject) throw new Error('No PF demo subject');
    await fillSubject(page, subject);
    await fillSupply(page);
    await submitButton(page).click();
    await expect(page.getByText('Definire una via', { exact: true })).toBeVisible();
    await expect(page.getByText('Deve essere di 16 caratteri', { exact: true })).toBeVisible();
  });
});

test('precheck: no serious or critical accessibility violations on the form and the result modal', async ({ page }) => {
  await openPrecheck(page);
  const subject = DEMO_SUBJECTS.find((candidate) => candidate.expected.trafficLight === 'R');
  if (!subject) throw new Error('No red demo subject');
  await fillSubject(page, subject);
  await fillSupply(page, subject.address);
  expect(await seriousViolations(page)).toEqual([]);
  await submitButton(page).click();
  await expect(resultModal(page)).toBeVisible();
  await resultModal(page).getByRole('button', { name: 'Dettagli' }).click();
  expect(await seriousViolations(page)).toEqual([]);
});

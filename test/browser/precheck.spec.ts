import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_SUBJECTS, type DemoSubject } from '../../infra/local/demo/precheck-demo-subjects';
import { RULE_OUTCOMES } from '../../shared/decision/rule-outcomes';
import type { DecisionRule } from '../../shared/decision/types';
import { en } from '../../web/src/shared/i18n/locales/en';
import { it as italian } from '../../web/src/shared/i18n/locales/it';
import { signInAs } from './support/console';
import { seriousViolations, switchToEnglish } from './support/list-page';
import {
  choose,
  FORM,
  field,
  fillSubject,
  fillSupply,
  type Language,
  resultModal,
  selectTrigger,
  submitButton,
} from './support/precheck-form';

/**
 * The precheck screen in Chromium (spec section 2 'Precheck screen', 4 and 5 'Precheck form'): the demo
 * subjects of the README's 'Try these subjects' give their light and code, every form message shows for its case,
 * and the PF/PG and cascade rules hold. AGENT opens on the precheck and reads no details; the details
 * are read as a RISK_OFFICER.
 */

async function openPrecheck(page: Page, language: Language = 'it', role: 'AGENT' | 'RISK_OFFICER' = 'AGENT') {
  await signInAs(page, role, { english: language === 'en' });
  await expect(page.getByRole('heading', { level: 2, name: FORM[language].subjectSection })).toBeVisible();
}

/** The rule that gives a result code (shared/decision/rule-outcomes.ts). */
const ruleOf = (code: string) =>
  (Object.entries(RULE_OUTCOMES) as [DecisionRule, { code: string }][]).find(
    ([, outcome]) => outcome.code === code,
  )?.[0] ?? 'PROSPECT';

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
      await test.step('an agent reads the rule in words, and no details, figures or thresholds', async () => {
        await expect(modal.getByTestId('agent-rule')).toHaveText(FORM.it.result.agentRules[ruleOf(code)]);
        await expect(modal.getByTestId('agent-note')).toHaveText(FORM.it.result.agentNote);
        await expect(modal.getByRole('button', { name: FORM.it.result.details })).toHaveCount(0);
        await expect(modal).not.toContainText(/€|%|\d+,\d{2}|soglia|K_[A-Z]/);
      });
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

  test('municipality waits for a province, street for a municipality; found best first; the street is kept', async ({
    page,
  }) => {
    await openPrecheck(page);
    await expect(selectTrigger(page, 'Comune')).toBeDisabled();
    await expect(field(page, 'Via')).toBeDisabled();
    await choose(page, 'Provincia', 'Roma');
    await expect(selectTrigger(page, 'Comune')).toBeEnabled();
    await expect(field(page, 'Via')).toBeDisabled();

    // Typing 'Roma' finds Roma first (not 14th, among the names holding it).
    await selectTrigger(page, 'Comune').click();
    await page.getByRole('combobox', { name: FORM.it.filter }).fill('Roma');
    await expect(page.getByRole('option').first()).toHaveText('Roma');
    await page.keyboard.press('Escape');

    await choose(page, 'Comune', 'Fiumicino');
    await field(page, 'Via').fill('   Via dei Gracchi 12');
    await expect(field(page, 'Via')).toHaveValue('Via dei Gracchi 12');
    // Another municipality keeps the street the user typed.
    await choose(page, 'Comune', 'Roma');
    await expect(field(page, 'Via')).toHaveValue('Via dei Gracchi 12');
    // A new province clears the municipality; the street waits, disabled, for a new one, still there.
    await choose(page, 'Provincia', 'Milano');
    await expect(selectTrigger(page, 'Comune')).not.toContainText('Roma');
    await expect(field(page, 'Via')).toBeDisabled();
    await expect(field(page, 'Via')).toHaveValue('Via dei Gracchi 12');
    await choose(page, 'Comune', 'Milano');
    await expect(field(page, 'Via')).toBeEnabled();
    await expect(field(page, 'Via')).toHaveValue('Via dei Gracchi 12');
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
  await openPrecheck(page, 'it', 'RISK_OFFICER');
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

/** Euro amounts as the Italian format writes them: a no-break space before the sign. */
const eur = (amount: string) => `${amount}\u00a0€`;

function demoSubject(code: string): DemoSubject {
  const subject = DEMO_SUBJECTS.find((candidate) => candidate.expected.code === code);
  if (!subject) throw new Error(`No demo subject for ${code}`);
  return subject;
}

/** Checks the subject as a risk officer would and opens the result's details, which an agent has not. */
async function checkAndOpenDetails(page: Page, code: string, language: Language): Promise<Locator> {
  const subject = demoSubject(code);
  await openPrecheck(page, language, 'RISK_OFFICER');
  await fillSubject(page, subject, language);
  await fillSupply(page, subject.address, language);
  await submitButton(page, language).click();
  const modal = resultModal(page, language);
  await expect(modal.getByTestId('reason-code')).toHaveText(code);
  await modal.getByRole('button', { name: FORM[language].result.details }).click();
  await expect(modal.getByTestId('explanation-rule')).toBeVisible();
  return modal;
}

/** The sentences of a list in the details, in order. */
async function sentences(list: Locator): Promise<string[]> {
  return (await list.locator('li').allTextContents()).map((text) => text.trim());
}

// What the details used to show and a risk officer cannot read: codes, field names, ISO instants, operators.
const INTERNALS =
  /WHITE_LIST|PAYMENT_(TREND|SCORE)|Checks\b|PF\/DEFAULT|PG\/DEFAULT|K_[A-Z_]+|\bEUR\b|PERCENT|\bDATE\b|\d{4}-\d{2}-\d{2}T|>=|<=/;

test.describe('precheck: the details, written for a risk officer', () => {
  test('Italian: current arrears of an existing customer in words, each comparison a sentence (EX303)', async ({
    page,
  }) => {
    const modal = await checkAndOpenDetails(page, 'EX303', 'it');
    await expect(modal.getByTestId('reason-description')).toHaveText('Cliente esistente con morosità in corso');
    await expect(modal.getByTestId('explanation-rule')).toHaveText('Morosità in corso');
    await expect(modal.getByTestId('explanation-summary')).toContainText('Cliente esistente con morosità in corso');
    expect(await sentences(modal.getByTestId('explanation-rows'))).toEqual([
      'Parametri Black List Morosi: Persona Fisica, segmento predefinito',
    ]);
    const comparisons = modal.getByTestId('explanation-comparisons');
    await expect(comparisons.getByText('Controllo morosità in corso', { exact: true })).toBeVisible();
    expect(await sentences(comparisons)).toEqual([
      `Credito scaduto ${eur('600,00')} ≥ soglia ${eur('500,00')}: soglia raggiunta.`,
      'Quota scaduta sul fatturato degli ultimi 12 mesi 30% ≥ soglia 20%: soglia raggiunta.',
      `Esposizione (credito scaduto più credito a scadere) ${eur('900,00')} < soglia ${eur('5.000,00')}: soglia non raggiunta.`,
    ]);
    await expect(modal).not.toContainText(INTERNALS);
  });

  test('English: the white-list exemption, its dates in Italian time (EX301)', async ({ page }) => {
    const modal = await checkAndOpenDetails(page, 'EX301', 'en');
    await expect(modal.getByTestId('reason-description')).toHaveText('Customer in white list');
    await expect(modal.getByTestId('explanation-rule')).toHaveText('White-list exemption');
    await expect(modal.getByTestId('explanation-summary')).toHaveText(
      'Subject in the white list, neither revoked nor expired, with the white-list check enabled for its segment.',
    );
    expect(await sentences(modal.getByTestId('explanation-rows'))).toEqual([
      'White list parameters: Natural person, default segment',
    ]);
    const [expiry, ...others] = await sentences(modal.getByTestId('explanation-comparisons'));
    expect(others).toEqual([]);
    // Checked now, against the end of the entry's last Italian day (the demo entry lasts a year from its seeding).
    expect(expiry).toMatch(
      /^Checked on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}, within the white-list expiry of \d{2}\/\d{2}\/\d{4} 23:59: white list valid\.$/,
    );
    await expect(modal).not.toContainText(INTERNALS);
    await expect(modal).not.toContainText(/Cliente|Esenzione|Verifica del|soglia/);
    expect(await seriousViolations(page)).toEqual([]);
    await modal.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(modal).toBeHidden();
  });

  test("English: a company's payment score, its grace not applied (EX302)", async ({ page }) => {
    const modal = await checkAndOpenDetails(page, 'EX302', 'en');
    await expect(modal.getByTestId('reason-description')).toHaveText(
      'Existing free-market customer with negative profile',
    );
    await expect(modal.getByTestId('explanation-rule')).toHaveText('Negative payment profile');
    expect(await sentences(modal.getByTestId('explanation-rows'))).toEqual([
      'Arrears black list parameters: Legal entity, default segment',
      'Payment score parameters: Legal entity, default segment',
    ]);
    const comparisons = modal.getByTestId('explanation-comparisons');
    await expect(comparisons.getByText('Current-arrears check', { exact: true })).toBeVisible();
    await expect(comparisons.getByText('Payment-score check', { exact: true })).toBeVisible();
    expect(await sentences(comparisons)).toEqual([
      `Overdue credit ${eur('1.500,00')} < threshold ${eur('2.000,00')}: threshold not reached.`,
      'Overdue share of the last 12 months’ invoicing 12,5% ≥ threshold 10%: threshold reached.',
      `Exposure (overdue plus not-yet-due credit) ${eur('3.500,00')} < threshold ${eur('50.000,00')}: threshold not reached.`,
      'Payment class 4 ≥ threshold 4: threshold reached.',
      'Overdue share of the last 12 months’ invoicing 12,5% ≥ grace 10%: grace not applied.',
    ]);
    await expect(modal).not.toContainText(INTERNALS);
  });

  test('Italian and English: the notes of a prospect read as sentences (EX400)', async ({ page }) => {
    const modal = await checkAndOpenDetails(page, 'EX400', 'it');
    await expect(modal.getByTestId('explanation-rule')).toHaveText('Prospect senza evidenze negative');
    const italian = await sentences(modal.getByTestId('explanation-notes'));
    expect(italian.length).toBeGreaterThan(0);
    for (const note of italian) expect(note).toMatch(/^[A-Z].*\.$/);
    await expect(modal).not.toContainText(INTERNALS);

    await modal.getByRole('button', { name: 'Chiudi', exact: true }).click();
    await switchToEnglish(page);
    await submitButton(page, 'en').click();
    const english = resultModal(page, 'en');
    await english.getByRole('button', { name: 'Details' }).click();
    await expect(english.getByTestId('reason-description')).toHaveText('Positive prospect');
    await expect(english.getByTestId('explanation-rule')).toHaveText('Prospect with no negative findings');
    const notes = await sentences(english.getByTestId('explanation-notes'));
    expect(notes).toHaveLength(italian.length);
    expect(notes.join(' ')).not.toMatch(/Nessun|rischi|controllo/);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

import { type Browser, expect, type Page, test } from '@playwright/test';
import { FLAGGED_ADDRESS } from '../../infra/local/demo/precheck-demo-subjects';
import { DEMO_AGENT_AGENCY } from '../../infra/local/demo-users';
import { personTaxCode } from '../../infra/local/synthetic/tax-code';
import { en } from '../../web/src/shared/i18n/locales/en';
import { it as italian } from '../../web/src/shared/i18n/locales/it';
import { type CheckedSubject, creditCheckRequestFor } from '../support/credit-check-request';
import { apiAs } from './support/api-as';
import { signInAs } from './support/console';
import { seriousViolations } from './support/list-page';
import { expectListFits } from './support/list-widths';
import { fillSubject, fillSupply, resultModal, submitButton } from './support/precheck-form';

/**
 * 'Verifiche ripetute' as a risk officer (giulia.bianchi) would work it: the demo agent checks a
 * prospect who is red at an address shared with a black-listed subject, then, through the precheck
 * form, the same person with a letter of the surname changed (a new, valid tax code) at another
 * address, and reads the counter's line under the result. The risk officer finds the agent's agency in
 * 'Chi ripete', opens its chains, the chain of that subject, reads what changed between the red and the
 * green, opens the red's check and its chain, marks the chain suspicious with a note, and sees it leave
 * the open chains; the administrator finds the review in 'Registro modifiche'. In English, the same
 * chain's page and a review as legitimate. Each language's subject is its own (born on another day), so
 * the two tests and the rest of the suite never share a chain. Axe is clean on each page and the wizard.
 * At 1440×900, the widths list-widths.spec.ts asks of every list: both lists need this flow's chains.
 */

test.describe.configure({ mode: 'serial', timeout: 150_000 });
test.use({ viewport: { width: 1440, height: 900 } });

const T = { it: italian.repeatedChecks, en: en.repeatedChecks };
type Language = keyof typeof T;

/** A prospect of this run, born on a day of its own: red at the flagged address. */
function prospect(name: string, surname: string, birthDate: string): CheckedSubject {
  const taxCode = personTaxCode({ name, surname, birthDate, sex: 'F', birthplaceCode: 'H501' });
  return { subjectType: 'PF', microSegment: 'PER', taxCode, name, surname, address: FLAGGED_ADDRESS };
}

/** The same person with the surname's last letter changed, its tax code of the same birth data, elsewhere. */
function edited(subject: CheckedSubject, surname: string, birthDate: string): CheckedSubject {
  const taxCode = personTaxCode({ name: subject.name ?? '', surname, birthDate, sex: 'F', birthplaceCode: 'H501' });
  return {
    ...subject,
    surname,
    taxCode,
    address: { provinceCode: 'RM', municipality: 'Roma', street: 'Via Appia Nuova 210' },
  };
}

const run = Date.now();
/** Birth dates no other spec uses: 1951–1960, a day of the run. */
const birthDate = (offset: number) =>
  `${1951 + ((run + offset) % 10)}-0${1 + ((run + offset) % 9)}-${String(1 + ((run + offset) % 28)).padStart(2, '0')}`;
const SUBJECTS = {
  it: { red: prospect('Vittoria', 'Martini', birthDate(0)), surname: 'Mantini', birth: birthDate(0) },
  en: { red: prospect('Ludovica', 'Ricci', birthDate(5)), surname: 'Rizzi', birth: birthDate(5) },
};

/** The red, checked by the demo agent through the API: its request id. */
async function redCheck(request: Parameters<typeof apiAs>[0], subject: CheckedSubject): Promise<number> {
  const agent = await apiAs(request, 'anna.ferrari');
  const answer = await agent<{ idRequest: number; fullCheckInfo: { trafficLight: string } }>(
    'POST',
    '/api/v1/creditcheck',
    creditCheckRequestFor(subject, 'ELE', 'BON'),
  );
  expect(answer.fullCheckInfo.trafficLight).toBe('R');
  return answer.idRequest;
}

/** The green after the edit, typed by the agent into the precheck form: the counter's line shows. */
async function greenAtTheCounter(browser: Browser, subject: CheckedSubject, language: Language) {
  // The agent's own browser: the risk officer signs in on another.
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, 'AGENT', { english: language === 'en' });
  await fillSubject(page, subject, language);
  await fillSupply(page, subject.address, language);
  await submitButton(page, language).click();
  const modal = resultModal(page, language);
  await expect(modal.getByTestId('traffic-light')).toHaveAttribute('data-light', 'V');
  await expect(modal.getByTestId('repeated-checks-notice')).toHaveText(
    T[language].counter_one.replace('{{days}}', '7'),
  );
  expect(await seriousViolations(page)).toEqual([]);
  await modal.getByRole('button', { name: language === 'it' ? 'Chiudi' : 'Close', exact: true }).click();
  await context.close();
}

/** The chains table's row of a subject (its latest attempt's name). */
const chainRow = (page: Page, language: Language, subject: string) =>
  page.getByRole('table', { name: T[language].tableLabel }).locator('tbody tr').filter({ hasText: subject });

async function reviewChain(page: Page, language: Language, outcome: 'LEGITIMATE' | 'SUSPICIOUS', note: string) {
  const wizard = italian.operationWizard;
  const words = language === 'it' ? wizard : en.operationWizard;
  await page.getByRole('button', { name: T[language].review.action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: T[language].review.title });
  await dialog.getByRole('radio', { name: T[language].review.outcomes[outcome] }).check();
  await dialog.getByRole('textbox').fill(note);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: words.continue }).click();
  await dialog.getByRole('button', { name: words.confirm }).click();
  await expect(dialog.getByText(words.success)).toBeVisible();
  await dialog.getByRole('button', { name: words.close, exact: true }).click();
  await expect(page.getByTestId('chain-review-status')).toHaveText(T[language].reviewStatuses[outcome]);
}

test('in Italian: from the agency that repeats to the chain, its review and its audit record', async ({
  browser,
  page,
  request,
}) => {
  const { red, surname, birth } = SUBJECTS.it;
  const redId = await redCheck(request, red);
  const green = edited(red, surname, birth);
  await greenAtTheCounter(browser, green, 'it');

  await test.step("'Chi ripete' names the agent's agency; its row opens its chains", async () => {
    await signInAs(page, 'RISK_OFFICER', { path: '/admin/repeatedChecks?section=chiRipete' });
    const table = page.getByRole('table', { name: T.it.whoRepeats.tableLabel });
    const agencyRow = table.locator('tbody tr').filter({ hasText: DEMO_AGENT_AGENCY });
    await expect(agencyRow).toHaveCount(1);
    await expect(page.getByTestId('who-repeats-overall')).toContainText('Tutti, nel periodo:');
    await expect(page.getByTestId('who-repeats-chart-redThenGreenRate')).toBeVisible();
    await expectListFits(page, 'whoRepeats');
    expect(await seriousViolations(page)).toEqual([]);
    await agencyRow.getByRole('button', { name: new RegExp(`^${T.it.whoRepeats.openChains}`) }).click();
    await expect(page).toHaveURL(new RegExp(`agency=${DEMO_AGENT_AGENCY}`));
  });

  await test.step('the chain of the subject: the red, then the green with what changed', async () => {
    const row = chainRow(page, 'it', `Vittoria ${surname}`);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(T.it.flagNames.RED_THEN_GREEN_EDIT);
    await expect(row).toContainText(T.it.reviewStatuses.OPEN);
    await expectListFits(page, 'repeatedChecks');
    expect(await seriousViolations(page)).toEqual([]);
    await row.getByRole('button', { name: new RegExp(`^${T.it.open}`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Catena \d+$/ })).toBeVisible();
    const attempts = page.getByTestId('chain-attempts').locator('tbody tr');
    await expect(attempts).toHaveCount(2);
    await expect(attempts.nth(0)).toContainText(T.it.attempts.first);
    await expect(attempts.nth(0)).toContainText('Rosso');
    await expect(attempts.nth(1)).toContainText('Verde');
    await expect(attempts.nth(1)).toContainText(`Cognome: Martini → ${surname}`);
    await expect(attempts.nth(1)).toContainText(`Codice fiscale: ${red.taxCode} → ${green.taxCode}`);
    await expect(attempts.nth(1)).toContainText('Indirizzo di fornitura:');
    await expect(attempts.nth(1).locator('.semaforo-changed').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step("the red's check opens, with the chain it belongs to", async () => {
    await page.getByRole('link', { name: `N. ${redId}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Verifica ${redId}` })).toBeVisible();
    const section = page.getByTestId('check-chain');
    await expect(section).toContainText(T.it.detail.title);
    await expect(section).toContainText(
      `${T.it.attempts.check.replace('{{id}}', String(redId))} (${T.it.attempts.thisCheck})`,
    );
    await section.getByRole('button', { name: T.it.detail.open }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Catena \d+$/ })).toBeVisible();
  });

  const chainId = /id=(\d+)/.exec(page.url())?.[1] ?? '';
  await test.step('marked suspicious with a note, it leaves the open chains', async () => {
    await reviewChain(page, 'it', 'SUSPICIOUS', 'Cognome e codice fiscale cambiati dopo un rosso');
    await page.goto(`/admin/repeatedChecks?agency=${DEMO_AGENT_AGENCY}&reviewStatus=OPEN`);
    await expect(page.getByRole('heading', { level: 1, name: /^Verifiche ripetute \d/ })).toBeVisible();
    await expect(chainRow(page, 'it', `Vittoria ${surname}`)).toHaveCount(0);
    await page.goto(`/admin/repeatedChecks?agency=${DEMO_AGENT_AGENCY}&reviewStatus=SUSPICIOUS`);
    await expect(chainRow(page, 'it', `Vittoria ${surname}`)).toHaveCount(1);
  });

  await test.step("the review is in 'Registro modifiche'", async () => {
    const context = await browser.newContext();
    const admin = await context.newPage();
    await signInAs(admin, 'ADMIN', { path: `/admin/backoffice?section=registro&entityId=${chainId}` });
    const record = admin.getByRole('table').locator('tbody tr').filter({ hasText: 'Esame delle verifiche ripetute' });
    await expect(record).toHaveCount(1);
    await expect(record).toContainText('giulia.bianchi');
    await expect(record).toContainText('Catena di verifiche ripetute');
    await context.close();
  });
});

test('in English: the chain read and reviewed as legitimate', async ({ page, request }) => {
  const { red, surname, birth } = SUBJECTS.en;
  await redCheck(request, red);
  const green = edited(red, surname, birth);
  const agent = await apiAs(request, 'anna.ferrari');
  await agent('POST', '/api/v1/creditcheck', creditCheckRequestFor(green, 'ELE', 'BON'));

  await signInAs(page, 'RISK_OFFICER', { path: '/admin/repeatedChecks?flags=RED_THEN_GREEN_EDIT', english: true });
  const row = chainRow(page, 'en', `Ludovica ${surname}`);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(T.en.flagNames.RED_THEN_GREEN_EDIT);
  await row.getByRole('button', { name: new RegExp(`^${T.en.open}`) }).click();
  const attempts = page.getByTestId('chain-attempts').locator('tbody tr');
  await expect(attempts).toHaveCount(2);
  await expect(attempts.nth(1)).toContainText(`Surname: Ricci → ${surname}`);
  await expect(attempts.nth(1)).toContainText(`Tax code: ${red.taxCode} → ${green.taxCode}`);
  await expect(page.getByText(T.en.flagNames.IDENTITY_VARIANTS).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await reviewChain(page, 'en', 'LEGITIMATE', 'Surname typo corrected by the customer');
});

import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_ARCHIVED_CONFIGURATION } from '../../infra/local/demo/demo-versions';
import { DEMO_SUBJECTS } from '../../infra/local/demo/precheck-demo-subjects';
import { checkDetailHref } from '../../web/src/shared/components/console-paths';
import { en } from '../../web/src/shared/i18n/locales/en';
import { it as italian } from '../../web/src/shared/i18n/locales/it';
import { creditCheckRequestFor } from '../support/credit-check-request';
import { fillText } from './support/administrators';
import { apiAs } from './support/api-as';
import { demoUser, signInAs } from './support/console';
import {
  dataRows,
  italianDay,
  openDossierList,
  PAST_RANGE,
  seriousViolations,
  switchToEnglish,
} from './support/list-page';

/**
 * Why a past check was decided so, as a risk officer reads it: a row of the request
 * log opens the check on its own page, with its outcome, the explanation, the versions it was decided
 * with by id, name and date, and the facts it read. Every field says something true or is left out:
 * the page never reads 'Nessuno' / 'None' beside a value it shows elsewhere, the explanation names the
 * configuration the versions box names, and codes read as their labels. The English flow is the
 * request log's first past check, the Italian one a black-list outcome (EX305) and its side-by-side;
 * the other language's texts are the unit tests' (web/src/features/check-detail/*.test.ts, the
 * catalogues' test).
 */

/** Opens the first check of the request log over `query`; returns its id and its result code. */
async function openFirstCheck(page: Page, query: string): Promise<{ id: string; code: string }> {
  await openDossierList(page, query);
  const row = dataRows(page).first();
  const code = ((await row.locator('td').nth(5).textContent()) ?? '').trim();
  await row.locator('td').nth(2).click();
  await expect(page).toHaveURL(/\/admin\/dossierList\/check\?id=\d+$/);
  return { id: new URL(page.url()).searchParams.get('id') ?? '', code };
}

/** 'Perché è stata decisa così' / 'Why it was decided so': the explanation of the check itself. */
const whySection = (page: Page): Locator => page.getByTestId('check-why');

test('a check of the request log opens on its own page and says why it was decided so, in English', async ({
  page,
}) => {
  await signInAs(page, 'RISK_OFFICER');
  // A range ending yesterday: the demo history, whose checks carry their facts and no explanation.
  const { id, code } = await openFirstCheck(page, `?dateRange=${PAST_RANGE}`);
  await switchToEnglish(page);

  const texts = en.checkDetail;
  await expect(page.getByRole('heading', { level: 1, name: `Check ${id}` })).toBeVisible();
  await expect(page.getByTestId('reason-code').first()).toHaveText(code);
  await expect(page.getByRole('heading', { name: texts.sections.why })).toBeVisible();
  await expect(page.getByText(texts.reproduced)).toBeVisible();
  await expect(page.getByText(texts.replayed)).toBeVisible();
  await expect(page.getByTestId('explanation-rule').first()).not.toBeEmpty();

  // The configuration by its id, as the audit trail names it; the explanation names the same one.
  const version = page.getByTestId('version-configuration');
  await expect(version).toHaveText(/^Version \S+, in force from \d{2}\/\d{2}\/\d{4}/);
  const why = whySection(page);
  await expect(why.getByTestId('explanation-configuration')).toHaveText((await version.textContent()) ?? '');
  await expect(why.getByTestId('explanation-id-request')).toHaveText(id);
  await expect(page.getByTestId('version-RADIATI')).toHaveText(/\(version [\w-]+\), /);

  await expect(page.getByRole('heading', { name: texts.sections.facts })).toBeVisible();
  await expect(page.getByText(texts.facts.decidedAt)).toBeVisible();
  // No field is a bare 'None' or a dash, and no subject type or micro segment reads as its code.
  const content = page.getByRole('main');
  await expect(content).not.toContainText(/\bNone\b/);
  await expect(content).not.toContainText(/\b(PF|PG) · [A-Z]{3}\b/);
  expect(await seriousViolations(page)).toEqual([]);

  // Back to the list by the breadcrumb.
  // The side navigation names the list too: the breadcrumbs' link is the one meant.
  const breadcrumbs = page.getByRole('navigation', { name: texts.breadcrumbs });
  await breadcrumbs.getByRole('link', { name: texts.dossierList }).click();
  await expect(page).toHaveURL(/\/admin\/dossierList$/);
});

test('a check decided by the black list radiati says what the list is and which version, and beside another configuration names both and the request, in Italian', async ({
  page,
  request,
}) => {
  const texts = italian.checkDetail;
  // A check of the RADIATI subject of its own: the synthetic history's few EX305 fall where the day it
  // was seeded puts them, and a range may hold none.
  const listed = DEMO_SUBJECTS.find((subject) => subject.expected.code === 'EX305');
  const call = await apiAs(request, demoUser('ADMIN').username);
  await call('POST', '/api/v1/creditcheck', creditCheckRequestFor(listed as never));
  await signInAs(page, 'ADMIN');
  const { id } = await openFirstCheck(page, `?dateRange=${italianDay(-45)}..${italianDay(0)}&resultCode=EX305`);

  // 'Cliente con morosità pregressa R' with the R said in words, and the rule with its list and version.
  await expect(page.getByTestId('reason-code')).toHaveText('EX305');
  await expect(page.getByTestId('reason-note')).toHaveText(italian.list.optionDescriptions.resultCode.EX305);
  const why = whySection(page);
  await expect(why.getByTestId('explanation-rule')).toHaveText(italian.precheck.explanation.rules.BLACK_LIST_RADIATI);
  await expect(why.getByTestId('explanation-blacklist')).toHaveText(italian.precheck.explanation.blacklists.RADIATI);
  const radiati = page.getByTestId('version-RADIATI');
  await expect(radiati).toHaveText(/^\S+ \(versione [\w-]+\), in vigore dal \d{2}\/\d{2}\/\d{4}/);
  const radiatiVersion = (await radiati.textContent()) ?? '';
  await expect(why.getByTestId('explanation-blacklist-version')).toHaveText(radiatiVersion);
  // The configuration field shows the version the versions box shows: never 'Nessuno' beside it.
  const configuration = page.getByTestId('version-configuration');
  await expect(configuration).toHaveText(/^Versione \S+, in vigore dal \d{2}\/\d{2}\/\d{4}/);
  await expect(why.getByTestId('explanation-configuration')).toHaveText((await configuration.textContent()) ?? '');
  await expect(page.getByText(texts.reproduced)).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/Nessuno|Rigiocata/);

  // Beside another version of the configuration, as a back-test's changed check opens once its draft
  // was published and archived (a draft of its own would meet the configuration spec's, run beside).
  const other = DEMO_ARCHIVED_CONFIGURATION.id;
  await page.goto(checkDetailHref(Number(id), { kind: 'CONFIGURATION', id: other }));
  await expect(page.getByRole('heading', { name: texts.sections.comparisonOther })).toBeVisible();
  const current = page.getByTestId('comparison-current');
  const compared = page.getByTestId('comparison-draft');
  await expect(current).toContainText(texts.comparison.current);
  await expect(compared).toContainText(fillText(texts.comparison.otherConfiguration, { id: other }));
  await expect(current.getByTestId('explanation-configuration')).toHaveText(
    /^Versione \S+, in vigore dal \d{2}\/\d{2}\/\d{4} a oggi/,
  );
  await expect(compared.getByTestId('explanation-configuration')).toHaveText(
    new RegExp(`^Versione ${other}, in vigore dal 01/06/2025 al \\d{2}/\\d{2}/\\d{4}`),
  );
  for (const side of [current, compared]) {
    await expect(side.getByTestId('explanation-id-request')).toHaveText(id);
    // Neither column replaces a black list: both read the version the check recorded.
    await expect(side.getByTestId('explanation-blacklist-version')).toHaveText(radiatiVersion);
  }
  await expect(page.getByRole('main')).not.toContainText(/Nessuno|bozza/);
  expect(await seriousViolations(page)).toEqual([]);
});

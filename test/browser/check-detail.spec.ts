import { expect, test } from '@playwright/test';
import { en } from '../../web/src/shared/i18n/locales/en';
import { signInAs } from './support/console';
import { dataRows, openDossierList, PAST_RANGE, seriousViolations, switchToEnglish } from './support/list-page';

/**
 * Why a past check was decided so (issue 25, part 6), as a risk officer reads it: a row of the request
 * log opens the check on its own page, with its outcome, the explanation, the versions it was decided
 * with by name and date, and the facts it read. English only: the Italian texts of the page are the
 * unit tests' (web/src/features/check-detail/check-texts.test.ts, the catalogues' test).
 */
test('a check of the request log opens on its own page and says why it was decided so, in English', async ({
  page,
}) => {
  await signInAs(page, 'RISK_OFFICER');
  // A range ending yesterday: the demo history, whose checks carry their facts and no explanation.
  await openDossierList(page, `?dateRange=${PAST_RANGE}`);
  const row = dataRows(page).first();
  const code = ((await row.locator('td').nth(5).textContent()) ?? '').trim();
  await row.locator('td').nth(2).click();
  await expect(page).toHaveURL(/\/admin\/dossierList\/check\?id=\d+$/);
  const id = new URL(page.url()).searchParams.get('id');
  await switchToEnglish(page);

  const texts = en.checkDetail;
  await expect(page.getByRole('heading', { level: 1, name: `Check ${id}` })).toBeVisible();
  await expect(page.getByTestId('reason-code').first()).toHaveText(code);
  await expect(page.getByRole('heading', { name: texts.sections.why })).toBeVisible();
  await expect(page.getByText(texts.reproduced)).toBeVisible();
  await expect(page.getByText(texts.replayed)).toBeVisible();
  await expect(page.getByTestId('explanation-rule').first()).not.toBeEmpty();
  await expect(page.getByTestId('version-configuration')).toContainText(/^In force from \d{2}\/\d{2}\/\d{4}/);
  await expect(page.getByRole('heading', { name: texts.sections.facts })).toBeVisible();
  await expect(page.getByText(texts.facts.decidedAt)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Back to the list by the breadcrumb.
  // The side navigation names the list too: the breadcrumbs' link is the one meant.
  const breadcrumbs = page.getByRole('navigation', { name: texts.breadcrumbs });
  await breadcrumbs.getByRole('link', { name: texts.dossierList }).click();
  await expect(page).toHaveURL(/\/admin\/dossierList$/);
});

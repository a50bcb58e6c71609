import { expect, test } from '@playwright/test';
import { it as texts } from '../../web/src/shared/i18n/locales/it';
import { signInAs } from './support/console';
import { DOSSIER_TITLE, dataRows, headingCount, listHeading } from './support/list-page';

/**
 * A page does not wait for its count: the list kit asks the first page and its count apart.
 * The count is held back here (the one fault the local stack cannot make: a slow answer), so what a
 * person sees meanwhile is pinned: the rows at once, 'Conteggio in corso…' in the header, no figure in
 * the title and 'Esporta tutto' disabled; then the count fills in the title and enables the export. The
 * same kit draws the aggregated and customers lists; their count requests: pager-state.test.ts.
 */
test('the dossier list shows its rows before its count, then fills in the title and Esporta tutto', async ({
  page,
}) => {
  let release = () => {};
  const counted = new Promise<void>((resolve) => {
    release = resolve;
  });
  let countsAsked = 0;
  await page.route('**/api/v1/requestLog', async (route) => {
    if (route.request().postDataJSON()?.count === 'only') {
      countsAsked += 1;
      await counted;
    }
    await route.continue();
  });
  await signInAs(page, 'ANALISTA', { path: '/admin/dossierList' });

  await expect(dataRows(page).first()).toBeVisible();
  await expect(page.getByTestId('list-counting')).toHaveText(texts.list.counting);
  await expect(listHeading(page, DOSSIER_TITLE)).toHaveText(texts.dossierList.titleLoading);
  await expect(page.getByTestId('export-all')).toBeDisabled();
  expect(countsAsked).toBe(1);

  release();
  expect(await headingCount(page, DOSSIER_TITLE)).toBeGreaterThan(0);
  await expect(page.getByTestId('list-counting')).toHaveCount(0);
  await expect(page.getByTestId('export-all')).toBeEnabled();
});

import { expect, type Page, test } from '@playwright/test';
import { defaultAggregatedRange, defaultRequestLogRange } from '../../shared/validators/ranges';
import { signInAs } from './support/console';
import {
  chips,
  italianDate,
  italianDay,
  italianMonth,
  listHeading,
  monthStart,
  search,
  seriousViolations,
} from './support/list-page';
import { rangeButton } from './support/range-picker';

/**
 * A link whose filters the list cannot use: the list shows its defaults instead, and
 * says so in a warning above the filters, which filter, why and what is shown instead, until dismissed.
 */

const DOSSIERS = /^Lista pratiche di accettazione trovate/;
const today = italianDay();

function notice(page: Page) {
  return page.getByTestId('link-notice');
}

test('a link with a 13-month range shows the default range and says why', async ({ page }) => {
  await signInAs(page, 'ANALISTA');
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/requestLog'));
  await page.goto(`/admin/dossierList?dateRange=${italianDay(-396)}..${today}`);
  await expect(listHeading(page, DOSSIERS)).toHaveText(/\d$/);

  const fallback = defaultRequestLogRange(today);
  const fallbackText = `${italianDate(fallback.startDate)} - ${italianDate(fallback.endDate)}`;
  await expect(notice(page)).toContainText('Filtri del link non validi');
  await expect(notice(page)).toContainText(
    `Il periodo nel link supera un anno: è stato sostituito con il periodo predefinito (${fallbackText}).`,
  );
  // What is shown instead: the default range, searched, with no chip.
  await expect(rangeButton(page, 'Periodo')).toHaveText(fallbackText);
  expect(JSON.parse((await answer).request().postData() ?? '{}').filters.dateRange).toEqual(fallback);
  await expect(chips(page)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await notice(page).getByRole('button', { name: "Chiudi l'avviso" }).click();
  await expect(notice(page)).toHaveCount(0);
  await expect(rangeButton(page, 'Periodo')).toHaveText(fallbackText);
});

test('several filters of a link, in English; a search of valid filters says nothing', async ({ page }) => {
  // Months: this one to two months ago, the start after the end.
  await signInAs(page, 'ANALISTA', {
    english: true,
    path: `/admin/dossierListAggregated?dateRange=${monthStart()}..${monthStart(-2)}&trafficLight=GIALLO`,
  });
  await expect(listHeading(page, /^Aggregated dossiers/)).toHaveText(/\d$/);

  const fallback = defaultAggregatedRange(today);
  const fallbackText = `${italianMonth(fallback.startDate)} - ${italianMonth(fallback.endDate)}`;
  await expect(notice(page)).toContainText('Invalid filters in the link');
  await expect(notice(page).getByRole('listitem')).toHaveText([
    `In the period of the link the start date is after the end date: it was replaced by the default period (${fallbackText}).`,
    'The filter “Traffic light” in the link has a value that is not valid (GIALLO): the filter was not applied.',
  ]);
  await expect(rangeButton(page, 'Period')).toHaveText(fallbackText);
  expect(await seriousViolations(page)).toEqual([]);

  // The next search is the user's own: the notice goes, and a reload of its link has nothing to say.
  await search(page);
  await expect(notice(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/dossierListAggregated$/);
  await page.reload();
  await expect(listHeading(page, /^Aggregated dossiers/)).toHaveText(/\d$/);
  await expect(rangeButton(page, 'Period')).toHaveText(fallbackText);
  await expect(notice(page)).toHaveCount(0);
});

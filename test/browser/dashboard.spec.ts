import { expect, test } from '@playwright/test';
import { en } from '../../web/src/shared/i18n/locales/en';
import { it as texts } from '../../web/src/shared/i18n/locales/it';
import { sideNavigation, signInAs } from './support/console';
import { seriousViolations } from './support/list-page';

/**
 * The dashboard on the demo data: in Italian, a risk officer reads the periods against the
 * days before, the charts of the last 30 days, the versions in force, what waits, the last customer feed
 * and their own jobs; in English, an administrator reads the same page, offered a link to act on each
 * version that waits. axe finds nothing serious in either. Every English text and the marks of the
 * versions at their instant: dashboard-screen.test.tsx; figures against the rows and a publication's
 * mark: test/integration/dashboard.test.ts.
 */
test('a risk officer reads the dashboard: periods, charts, versions in force, the last feed, their jobs', async ({
  page,
}) => {
  const { dashboard } = texts;
  await signInAs(page, 'RISK_OFFICER');
  await sideNavigation(page).getByRole('link', { name: texts.screens.dashboard }).click();
  await expect(page).toHaveURL('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: dashboard.title })).toBeVisible();

  for (const period of ['today', 'week', 'month'] as const) {
    const box = page.getByTestId(`dashboard-period-${period}`);
    await expect(box.getByRole('heading', { name: dashboard.periods[period] })).toBeVisible();
    await expect(box).toContainText(dashboard.periods[`${period}Previous`]);
  }
  // The 30 days' dates, the same under the period's box and the charts that count them.
  const [from, to] = ((await page.getByTestId('dashboard-period-month').textContent()) ?? '').match(
    /\d{2}\/\d{2}\/\d{4}/g,
  ) as [string, string];
  await expect(page.getByText(`Le verifiche dal ${from} al ${to}, giorno per giorno`)).toBeVisible();
  await expect(page.getByText(`Dal ${from} al ${to}: su cento verifiche`).first()).toBeVisible();
  // The demo's year of checks: the last 30 days hold some, in Italian digits.
  await expect(page.getByTestId('dashboard-month-checks')).toHaveText(/^\d{1,3}(\.\d{3})*$/);
  await expect(page.getByTestId('dashboard-month-checks')).not.toHaveText('0');

  for (const chart of ['dashboard-checks-chart', 'dashboard-red-share-chart', 'dashboard-red-share-byMarket']) {
    await expect(page.getByTestId(chart).locator('svg').first()).toBeVisible();
    await expect(page.getByTestId(chart).getByTestId('chart-empty')).toHaveCount(0);
  }
  await expect(page.getByTestId('dashboard-reasons').getByRole('row')).not.toHaveCount(1);

  const versions = page.getByTestId('dashboard-versions');
  for (const kind of ['CONFIGURATION', 'RADIATI', 'CEDUTI'] as const)
    await expect(versions).toContainText(dashboard.kinds[kind]);
  await expect(page.getByTestId('dashboard-feed')).toContainText(dashboard.feed.kpiDate);
  // A risk officer publishes nothing: what waits is told, never offered as a link.
  await expect(page.getByTestId('dashboard-pending').getByRole('link')).toHaveCount(0);
  await page.getByTestId('dashboard-jobs').getByRole('link', { name: dashboard.jobs.all }).click();
  await expect(page).toHaveURL('/admin/enricher');
  await page.goBack();

  await expect(page.getByTestId('dashboard-checks-chart').locator('svg').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('an administrator reads the dashboard in English, Italian figures, a link on each version that waits', async ({
  page,
}) => {
  const { dashboard } = en;
  await signInAs(page, 'ADMIN', { english: true });
  await sideNavigation(page).getByRole('link', { name: en.screens.dashboard }).click();
  await expect(page).toHaveURL('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: dashboard.title })).toBeVisible();
  await expect(page.getByText(/Figures as of \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  for (const period of ['today', 'week', 'month'] as const) {
    const box = page.getByTestId(`dashboard-period-${period}`);
    await expect(box.getByRole('heading', { name: dashboard.periods[period] })).toBeVisible();
    await expect(box).toContainText(dashboard.periods[`${period}Previous`]);
  }
  await expect(page.getByTestId('dashboard-month-checks')).toHaveText(/^\d{1,3}(\.\d{3})*$/);
  await expect(page.getByRole('heading', { name: dashboard.series.checksTitle })).toBeVisible();
  await expect(page.getByText(/^The checks from \d{2}\/\d{2}\/\d{4} to \d{2}\/\d{2}\/\d{4}, day by day/)).toBeVisible();
  await expect(page.getByTestId('dashboard-checks-chart').locator('svg').first()).toBeVisible();

  const versions = page.getByTestId('dashboard-versions');
  for (const kind of ['CONFIGURATION', 'RADIATI', 'CEDUTI'] as const)
    await expect(versions).toContainText(dashboard.kinds[kind]);
  const pending = page.getByTestId('dashboard-pending');
  await expect(pending.getByRole('heading', { name: dashboard.pending.title })).toBeVisible();
  // Other specs may leave a draft or a READY version: whatever waits, an administrator can open it.
  const waiting = await pending.getByText(/^prepared by /).count();
  await expect(pending.getByRole('link', { name: dashboard.pending.open })).toHaveCount(waiting);
  if (waiting === 0) await expect(pending).toContainText(dashboard.pending.none);
  await expect(page.getByTestId('dashboard-feed')).toContainText(dashboard.feed.kpiDate);
  await expect(page.getByTestId('dashboard-jobs')).toContainText(dashboard.jobs.title);
  expect(await seriousViolations(page)).toEqual([]);
});

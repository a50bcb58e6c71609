import { expect, type Page, test } from '@playwright/test';
import { API_ROUTES, ROUTE_NAMES } from '../../shared/route-table';
import { en } from '../../web/src/shared/i18n/locales/en';
import { type Catalogue, it as italian } from '../../web/src/shared/i18n/locales/it';
import { defaultPath, signInAs } from './support/console';
import { downloadText, seriousViolations } from './support/list-page';

/**
 * The API contract page: ADMIN follows the back office's link, reads every route of the
 * route table grouped by route code, finds one by searching, opens it onto its roles, parameters and
 * responses, and downloads the document, in Italian and in English, under the console's CSP.
 */

const LANGUAGES: [string, Catalogue][] = [
  ['Italian', italian],
  ['English', en],
];

const operations = (page: Page) => page.getByTestId('api-operation');

/** Content Security Policy reports the browser prints: the page must need no exception to it. */
function cspViolations(page: Page): string[] {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) reports.push(message.text());
  });
  return reports;
}

for (const [language, texts] of LANGUAGES) {
  test(`ADMIN reads the API contract from the back office, in ${language}`, async ({ page }) => {
    const violations = cspViolations(page);
    await signInAs(page, 'ADMIN', { english: language === 'English', path: '/admin/backoffice' });
    await page.getByRole('navigation').getByRole('link', { name: texts.backofficeSections.strumenti }).click();
    await page.getByRole('main').getByRole('link', { name: texts.backoffice.apiContract }).click();
    await expect(page).toHaveURL('/admin/backoffice/api');
    await expect(page.getByRole('heading', { level: 1, name: texts.apiDocs.title })).toBeVisible();
    // The menu keeps the back office's tools lit (the breadcrumb's link to it is not the current page).
    await expect(page.locator('a[aria-current="page"][href="/admin/backoffice?section=strumenti"]')).toHaveText(
      texts.backofficeSections.strumenti,
    );

    // Every route of the route table, once.
    await expect(operations(page)).toHaveCount(ROUTE_NAMES.length);
    for (const name of ['creditCheck', 'exportFilesList', 'openApiDocument'] as const) {
      const { method, path } = API_ROUTES[name];
      await expect(operations(page).filter({ hasText: `${method} ${path}` })).toHaveCount(1);
    }

    // A search keeps what it finds and says how many.
    const search = page.getByRole('searchbox', { name: texts.apiDocs.filterLabel });
    await search.fill('openapi');
    await expect(operations(page)).toHaveCount(1);
    const found = texts.apiDocs.matches_one.replace('{{count}}', '1');
    await expect(page.getByText(found, { exact: true }).filter({ visible: true })).toBeVisible();

    // Opened, an operation says who may call it and what it answers.
    await page.getByRole('button', { name: 'GET /api/v1/openapi.json (openApiDocument)' }).click();
    await expect(page.getByText(texts.apiDocs.roles)).toBeVisible();
    await expect(
      page.getByRole('table', { name: `${texts.apiDocs.responses} GET /api/v1/openapi.json` }),
    ).toContainText('403');
    const errorSchema = page.getByRole('region', { name: texts.apiDocs.schemaOf.replace('{{name}}', 'ErrorBody') });
    await expect(errorSchema).toContainText('"errors"');
    expect(await seriousViolations(page), 'an operation open').toEqual([]);

    // A search that finds nothing says so and offers to clear it.
    await search.fill('nessuna-rotta-così');
    await expect(page.getByTestId('api-docs-empty')).toContainText(texts.apiDocs.noMatches);
    await page.getByTestId('api-docs-empty').getByRole('button', { name: texts.apiDocs.clearFilter }).click();
    await expect(operations(page)).toHaveCount(ROUTE_NAMES.length);

    // The download is the document the server sent.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: texts.apiDocs.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^semaforo-openapi-\d+\.\d+\.\d+\.json$/);
    const document = JSON.parse(await downloadText(download)) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toContain('/api/v1/creditcheck');

    expect(await seriousViolations(page), 'the whole page').toEqual([]);
    expect(violations).toEqual([]);
  });
}

test('a role without the back office does not reach the contract page', async ({ page }) => {
  await signInAs(page, 'RISK_OFFICER', { path: '/admin/backoffice/api' });
  await expect(page).toHaveURL(defaultPath('RISK_OFFICER'));
  await expect(operations(page)).toHaveCount(0);
});

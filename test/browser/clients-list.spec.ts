import { expect, type Page, type Request, test } from '@playwright/test';
import { CUSTOMER_FEED_FIELDS } from '../../shared/customers/customer-fields';
import { formatCount, formatNumber } from '../../shared/format/italian-format';
import { ROLE_PROFILES, type Role } from '../../shared/roles';
import { en } from '../../web/src/shared/i18n/locales/en';
import { type Catalogue, it as italian } from '../../web/src/shared/i18n/locales/it';
import { fillText } from './support/administrators';
import { demoUser, signInAs } from './support/console';
import {
  chips,
  columnTexts,
  csvLines,
  dataRows,
  downloadText,
  headingCount,
  listHeading,
  search,
  seriousViolations,
  showColumns,
} from './support/list-page';

/**
 * Vista Clienti on the local runtime, in Italian and English: each role that lands here
 * (ADMIN, ANALISTA_LIBERO, ANALISTA_TUTELATO) sees customers of its own markets only, and the market
 * filter only when it has more than one market (spec section 5); an administrator narrows by performance
 * class in 'Filtri avanzati', moves the invoiced slider (an inverted typed value is discarded, spec
 * section 4), opens the KPIs over the same filters, opens a customer's page, downloads the selected rows
 * and queues the whole list. Axe is clean on the list, the slider, the modal and the KPIs.
 */

test.describe.configure({ timeout: 120_000 });

const LANGUAGES: [string, Catalogue][] = [
  ['Italian', italian],
  ['English', en],
];

const titleOf = (texts: Catalogue) => new RegExp(`^${texts.clientsList.titleLoading}`);
const runId = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** The filters a list call sent. */
const filtersOf = (request: Request) => (request.postDataJSON() as { filters: Record<string, unknown> }).filters;
const listCall = (page: Page) =>
  page.waitForRequest((request) => request.url().endsWith('/api/v1/clientsList') && request.method() === 'POST');

/**
 * The role's demo user signed in, in the test's language, the list open showing `columns` (as its column
 * settings would remember them): its count and the filters its first call sent.
 */
async function openAs(page: Page, role: Role, language: string, texts: Catalogue, columns?: readonly string[]) {
  await signInAs(page, role, { english: language === 'English' });
  if (columns) await showColumns(page, 'clientsList', columns);
  const firstCall = listCall(page);
  await page.goto('/admin/clientsList');
  const sent = filtersOf(await firstCall);
  const count = await headingCount(page, titleOf(texts));
  if (count > 0) await expect(dataRows(page).first()).toBeVisible();
  return { count, sent };
}

/** '1.234,50 €' → 1234.5 */
const euros = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

for (const [language, texts] of LANGUAGES) {
  const screen = texts.clientsList;
  const filters = { ...texts.list.filters, ...screen.filters };

  // Each flow in one language (the suite's time): the filters, KPIs and customer in Italian, the exports
  // in English; the catalogues' tests hold every text of the screen in both.
  if (language === 'Italian')
    test(`an administrator filters by performance class and by the invoiced slider, opens the KPIs and a customer, in ${language}`, async ({
      page,
    }) => {
      const { count: total, sent } = await openAs(page, 'ADMIN', language, texts, [
        'A_CODICE_CLIENTE',
        'A_MERCATO',
        'K_ANDAMENTALE_CLASSE',
        'K_FATTURATO_TOTALE',
      ]);
      // An untouched slider sends no invoiced filter: no customer is hidden by the slider's span.
      expect(sent).toEqual({});
      expect(total).toBeGreaterThan(0);
      // Three markets: the market filter is there.
      await expect(page.getByRole('button', { name: new RegExp(`^${filters.market}: `) })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      // 'Filtri avanzati' opens on SCORE; performance class 4 narrows the list to class 4.
      await page.getByRole('button', { name: texts.list.advancedFilters }).click();
      const modal = page.getByRole('dialog', { name: texts.list.advancedFilters });
      await expect(modal.getByRole('heading', { name: texts.list.tabs.score })).toBeVisible();
      for (const tab of [texts.list.tabs.score, texts.list.tabs.profile, texts.list.tabs.segment]) {
        await expect(modal.getByRole('link', { name: tab })).toBeVisible();
      }
      await modal.getByRole('button', { name: new RegExp(`^${filters.performanceClass}`) }).click();
      // A class reads with what it means: '4 - Sotto la media'.
      const classFour = `4 - ${texts.clientsList.options.performanceClass['4']}`;
      await page.getByRole('option', { name: classFour }).click();
      await page.keyboard.press('Escape');
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
      const classCall = listCall(page);
      await modal.getByRole('button', { name: texts.list.apply, exact: true }).click();
      await expect(modal).toBeHidden();
      expect(filtersOf(await classCall)).toEqual({ performanceClass: ['4'] });
      await expect(chips(page)).toContainText(`${filters.performanceClass}: ${classFour}`);
      const classCount = await headingCount(page, titleOf(texts));
      expect(classCount).toBeGreaterThan(0);
      expect(classCount).toBeLessThanOrEqual(total);
      expect(new Set(await columnTexts(page, screen.columns.K_ANDAMENTALE_CLASSE))).toEqual(new Set([classFour]));
      await chips(page)
        .getByRole('button', { name: new RegExp(filters.performanceClass) })
        .click();
      await expect(listHeading(page, titleOf(texts))).toHaveText(new RegExp(`${formatCount(total)}$`));

      // The invoiced slider spans the limits once they answer (not the starting -20..100).
      await page.getByRole('button', { name: `${filters.invoiced} ${texts.list.all}` }).click();
      const slider = page.getByRole('dialog', { name: filters.invoiced });
      const ends = texts.list.numberRange;
      const lower = slider.getByRole('textbox', { name: ends.from, exact: true });
      const upper = slider.getByRole('textbox', { name: ends.to, exact: true });
      await expect(upper).not.toHaveValue('100');
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
      // The arrow keys move in round steps that fit the range (not 1 € over millions).
      const upperSlider = slider.getByRole('slider', { name: ends.to, exact: true });
      const attribute = async (name: string) => Number(await upperSlider.getAttribute(name));
      const [min, max, step] = [await attribute('min'), await attribute('max'), await attribute('step')];
      expect((max - min) / step).toBeGreaterThanOrEqual(100);
      expect((max - min) / step).toBeLessThanOrEqual(252);
      await upperSlider.press('ArrowLeft');
      await expect(upper).toHaveValue(formatNumber(max - step));
      const upperLimit = await upper.inputValue();
      await lower.fill('100');
      await lower.press('Enter');
      // The box keeps the euro typed; the slider shows the stop nearest to it.
      await expect(lower).toHaveValue('100');
      const nearestStop = min + Math.round((100 - min) / step) * step;
      await expect(slider.getByRole('slider', { name: ends.from, exact: true })).toHaveValue(String(nearestStop));
      // An upper end typed below the lower one is discarded: the box shows the upper end again.
      await upper.fill('50');
      await upper.press('Enter');
      await expect(upper).toHaveValue(upperLimit);
      await upper.fill('19.999');
      await upper.press('Enter');
      await expect(upper).toHaveValue('19.999');
      // The lower end moved past the upper one on its slider: discarded as well.
      await slider.getByRole('slider', { name: ends.from, exact: true }).press('End');
      await expect(lower).toHaveValue('100');
      await slider.getByRole('button', { name: texts.list.apply, exact: true }).click();
      await expect(slider).toBeHidden();
      await expect(page.getByRole('button', { name: `${filters.invoiced} 100 - 19.999` })).toBeVisible();
      const invoicedCall = listCall(page);
      await search(page);
      expect(filtersOf(await invoicedCall)).toEqual({ invoiced: { from: 100, to: 19999 } });
      await expect(chips(page)).toContainText(`${filters.invoiced}: 100 - 19.999`);
      const invoicedCount = await headingCount(page, titleOf(texts));
      if (invoicedCount === 0) await expect(page.getByText(screen.empty)).toBeVisible();
      else {
        for (const amount of await columnTexts(page, screen.columns.K_FATTURATO_TOTALE)) {
          expect(euros(amount)).toBeGreaterThanOrEqual(100);
          expect(euros(amount)).toBeLessThanOrEqual(19999);
        }
      }
      // Back to every customer: the KPIs are over the whole list.
      await page.getByRole('button', { name: texts.list.reset, exact: true }).click();
      await expect(listHeading(page, titleOf(texts))).toHaveText(new RegExp(`${formatCount(total)}$`));

      // 'Calcola KPI': the KPIs of the same customers, money in the Italian format, the date they were computed.
      const kpiCall = page.waitForRequest((request) => request.url().endsWith('/api/v1/customerKpi'));
      await page.getByRole('button', { name: texts.list.kpi, exact: true }).click();
      expect((await kpiCall).postDataJSON()).toEqual({ filters: {} });
      const kpi = page.getByRole('dialog', { name: screen.kpi.title });
      const totals = kpi.getByTestId('customer-kpi-totals');
      await expect(totals).toContainText(screen.kpi.customers);
      await expect(totals).toContainText(formatCount(total));
      await expect(totals).toContainText(/\d,\d{2}\s€/);
      await expect(kpi.getByTestId('customer-kpi-date')).toHaveText(
        new RegExp(`^(${fillText(screen.kpi.kpiDate, { date: '\\d{2}/\\d{2}/\\d{4}' })}|${screen.kpi.noKpiDate})$`),
      );
      for (const chart of ['credit-split', 'byPerformanceClass-credit', 'byDunningIndex-arrears', 'byMarket-credit']) {
        await expect(kpi.getByTestId(`customer-kpi-${chart}`)).toBeVisible();
      }
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
      await kpi.getByRole('button', { name: texts.kpi.close, exact: true }).click();
      await expect(kpi).toBeHidden();

      // A row opens the customer's page, by its code (another layout; its content is tested with it).
      const [code] = await columnTexts(page, screen.columns.A_CODICE_CLIENTE);
      await dataRows(page)
        .first()
        .getByRole('button', { name: `${screen.open} ${code}` })
        .click();
      await expect(page).toHaveURL(`/admin/clientsList/details?code=${code}`);
      // Opened once: one step back is the list again, not a second copy of the page.
      await page.goBack();
      await expect(page).toHaveURL(/\/admin\/clientsList(\?|$)/);
    });

  if (language === 'English')
    test(`the selected customers download as CSV and the whole list is queued, in ${language}`, async ({ page }) => {
      await openAs(page, 'ADMIN', language, texts, ['A_CODICE_CLIENTE', 'A_RAGIONE_SOCIALE']);
      const exportCsv = page.getByRole('button', { name: texts.list.exportCsv, exact: true });
      await expect(exportCsv).toBeDisabled();
      await dataRows(page).nth(0).getByRole('checkbox').check();
      await dataRows(page).nth(1).getByRole('checkbox').check();
      await expect(page.getByText(fillText(texts.list.selected, { count: 2 }))).toBeVisible();
      const codes = (await columnTexts(page, screen.columns.A_CODICE_CLIENTE)).slice(0, 2);
      const sent = page.waitForRequest((request) => request.url().endsWith('/api/v1/exportClientsList'));
      const [download] = await Promise.all([page.waitForEvent('download'), exportCsv.click()]);
      expect((await sent).postDataJSON()).toEqual({ customerCodes: codes });
      expect(download.suggestedFilename()).toMatch(/^Export_VistaClienti_\d{8}_\d{4}\.csv$/);
      const lines = csvLines(await downloadText(download));
      expect(lines[0]?.split(';')).toEqual([...CUSTOMER_FEED_FIELDS]);
      expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual(codes);

      // 'Esporta tutto': the list queued as a CUSTOMER export.
      await page.getByRole('button', { name: texts.exportModal.exportAll, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: texts.exportModal.title });
      await dialog.getByLabel(texts.exportModal.fields.filename).fill(`e2e_clienti_${runId()}`);
      const queued = page.waitForRequest((request) => request.url().endsWith('/api/v1/exportFileAsync'));
      await dialog.getByRole('button', { name: texts.exportModal.confirm, exact: true }).click();
      expect((await queued).postDataJSON()).toMatchObject({ extractionType: 'CUSTOMER', filters: {} });
      await expect(dialog.getByText(texts.exportModal.submitted)).toBeVisible();
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
      await dialog.getByRole('button', { name: texts.exportModal.close, exact: true }).click();
      await expect(dialog).toBeHidden();
    });

  // Each market-bound role in one language, the other's in the other: its markets are the same in both.
  for (const role of language === 'Italian' ? (['ANALISTA_LIBERO'] as const) : (['ANALISTA_TUTELATO'] as const)) {
    const markets = ROLE_PROFILES[role].markets;
    test(`${demoUser(role).username} (${role}) lands on its own markets' customers, in ${language}`, async ({
      page,
    }) => {
      const { count } = await openAs(page, role, language, texts, ['A_CODICE_CLIENTE', 'A_MERCATO']);
      expect(count).toBeGreaterThan(0);
      const marketNames = markets.map((market) => screen.options.market[market]);
      for (const shown of await columnTexts(page, screen.columns.A_MERCATO)) expect(marketNames).toContain(shown);

      // The market filter only where the role has more than one market, offering those markets only.
      const marketFilter = page.getByRole('button', { name: new RegExp(`^${filters.market}: `) });
      if (markets.length === 1) await expect(marketFilter).toHaveCount(0);
      else {
        await marketFilter.click();
        const panel = page.getByRole('dialog', { name: filters.market });
        for (const name of marketNames) await expect(panel.getByRole('checkbox', { name, exact: true })).toBeVisible();
        await expect(panel.getByRole('checkbox', { name: screen.options.market.L, exact: true })).toHaveCount(0);
        await page.keyboard.press('Escape');
      }
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

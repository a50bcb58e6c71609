import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { type Download, expect, type Locator, type Page } from '@playwright/test';
import { MS_PER_DAY } from '../../../shared/italian-time';

/**
 * Helpers of the list screens' browser specs (dossier list, aggregated list): the table, its count,
 * the filter bar, chips, column settings, downloads, and the axe check used by accessibility.spec.ts.
 */

/** Axe with the WCAG 2.1 A/AA rules; only serious and critical findings count. */
export async function seriousViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, impact, help, nodes }) => ({ id, impact, help, targets: nodes.map((node) => node.target) }));
}

/** YYYY-MM-DD of a day `offset` days from today, in Italian time (the lists' days). */
export function italianDay(offset = 0): string {
  const day = new Date(Date.now() + offset * MS_PER_DAY);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(day);
}

/** dd/MM/yyyy, as chips and the picker trigger show a day. */
export const italianDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** The first day of the month `offset` months from the current one, YYYY-MM-DD. */
export function monthStart(offset = 0): string {
  const [year, month] = italianDay().split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, month - 1 + offset, 1));
  return date.toISOString().slice(0, 10);
}

export function monthEnd(offset = 0): string {
  const start = new Date(`${monthStart(offset + 1)}T00:00:00Z`);
  start.setUTCDate(0);
  return start.toISOString().slice(0, 10);
}

/** MM/YYYY, as the month-range chip shows a month. */
export const italianMonth = (day: string) => `${day.slice(5, 7)}/${day.slice(0, 4)}`;

export function listHeading(page: Page, title: RegExp): Locator {
  return page.getByRole('heading', { level: 1, name: title });
}

/** The count at the end of the list's heading, in the Italian format ('1.234'). */
export async function headingCount(page: Page, title: RegExp): Promise<number> {
  const heading = listHeading(page, title);
  await expect(heading).toHaveText(/\d[\d.]*$/);
  const text = (await heading.textContent()) ?? '';
  return Number((/(\d[\d.]*)$/.exec(text)?.[1] ?? '').replaceAll('.', ''));
}

/** The rows of the results table (the loader row excluded). */
export function dataRows(page: Page): Locator {
  return page
    .getByRole('table', { name: /Risultati|Results/ })
    .locator('tbody tr')
    .filter({ has: page.getByRole('checkbox') });
}

/** The cells of one column, found by its header's position among the visible headers. */
export async function columnTexts(page: Page, header: string): Promise<string[]> {
  const table = page.getByRole('table', { name: /Risultati|Results/ });
  // Cells are read once the list has rows: right after a search the table may still be loading.
  await expect(dataRows(page).first()).toBeVisible();
  const headers = await table.locator('thead tr').first().locator('th').allTextContents();
  const index = headers.findIndex((text) => text.trim() === header);
  expect(index, `column ${header} among ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return dataRows(page)
    .locator(`td:nth-child(${index + 1})`)
    .allTextContents();
}

export function columnHeader(page: Page, header: string): Locator {
  return page
    .getByRole('table', { name: /Risultati|Results/ })
    .locator('thead tr')
    .first()
    .locator('th')
    .filter({ hasText: new RegExp(`^${header}$`) });
}

export function chips(page: Page): Locator {
  return page.getByTestId('filter-chips');
}

/** A dropdown filter of the bar: open it, tick the options, 'Applica'. */
export async function chooseInDropdown(page: Page, filter: string, options: string[]) {
  const trigger = page.getByRole('button', { name: new RegExp(`^${filter}: `) });
  const panel = page.getByRole('dialog', { name: filter });
  // The trigger toggles its panel, and a filter bar drawn again (a reset, a search answered) closes an
  // open one: open it until its choices show, rather than wait on a panel that closed under the click.
  await expect(async () => {
    if (!(await panel.isVisible())) await trigger.click();
    await expect(panel.getByRole('checkbox').first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  for (const option of options) await panel.getByRole('checkbox', { name: option, exact: true }).check();
  await panel.getByRole('button', { name: /^(Applica|Apply)$/ }).click();
  await expect(panel).toBeHidden();
}

export async function search(page: Page) {
  await page.getByRole('button', { name: /^(ESEGUI RICERCA|RUN SEARCH)$/ }).click();
}

/** The page's CSV download, read as text. */
export async function downloadText(download: Download): Promise<string> {
  const path = await download.path();
  return readFile(path, 'utf8');
}

/** The CSV's lines without a byte-order mark or a trailing newline. */
export function csvLines(text: string): string[] {
  return text
    .replace(/^\uFEFF/, '')
    .replace(/\r?\n$/, '')
    .split(/\r?\n/);
}

/** Which columns a list shows, chosen before it opens, as its column settings would remember them. */
export async function showColumns(page: Page, listId: string, columns: readonly string[]) {
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: `semaforo.columns.${listId}`,
    value: JSON.stringify(columns),
  });
}

/** The console in English, from the language menu of the top bar. */
export async function switchToEnglish(page: Page) {
  await page.getByRole('button', { name: /: Italiano$/ }).click();
  await page.getByRole('menuitemcheckbox', { name: 'English' }).click();
}

export const DOSSIER_TITLE = /^Lista pratiche di accettazione trovate/;

/** A range ending yesterday: other specs add checks today, so counts over it do not move. */
export const PAST_RANGE = `${italianDay(-45)}..${italianDay(-1)}`;

/** The dossier list, open with its rows (`query` the URL's filters, e.g. `?dateRange=…`). */
export async function openDossierList(page: Page, query = '') {
  await page.goto(`/admin/dossierList${query}`);
  await expect(listHeading(page, DOSSIER_TITLE)).toHaveText(/\d$/);
  await expect(dataRows(page).first()).toBeVisible();
}

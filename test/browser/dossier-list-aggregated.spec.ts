import { expect, type Page, test } from '@playwright/test';
import { ACQUISITION_CHANNEL_LABELS, FILTER_SUBJECT_TYPE_LABELS } from '../../shared/enums';
import { signInAs } from './support/console';
import {
  chips,
  chooseInDropdown,
  columnHeader,
  columnTexts,
  csvLines,
  dataRows,
  downloadText,
  headingCount,
  italianMonth,
  listHeading,
  monthEnd,
  monthStart,
  search,
  seriousViolations,
  showColumns,
} from './support/list-page';

/**
 * The aggregated list as an analyst uses it, on the demo request log: one row per subject
 * and month. Counts that must not move are taken over the previous month, which no other spec's
 * checks reach.
 */

const TITLE = /^Pratiche Aggregate/;
const PREVIOUS_MONTH = `${monthStart(-1)}..${monthEnd(-1)}`;
/** The code a cell or option names, read back from the labels the console shows. */
function codeOf(labels: Readonly<Record<string, string>>, label: string): string {
  const code = Object.keys(labels).find((candidate) => labels[candidate] === label);
  expect(code, `a code named ${label}`).toBeDefined();
  return code as string;
}

async function openList(page: Page, query = '') {
  await page.goto(`/admin/dossierListAggregated${query}`);
  await expect(listHeading(page, TITLE)).toHaveText(/\d$/);
  await expect(dataRows(page).first()).toBeVisible();
}

function monthPicker(page: Page) {
  return page.getByRole('button', { name: /^Periodo \d/ });
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'ANALISTA');
  // The filters' own columns beside the defaults, so a row can show what the filters match.
  await showColumns(page, 'dossierListAggregated', [
    'pivacf16',
    'annoMeseRichiesta',
    'trafficLight',
    'acquisitionChannel',
    'subjectTypeC',
  ]);
});

test('the KPI filters are green chips; the URL and a reload keep them; a chip removed searches again', async ({
  page,
}) => {
  await openList(page);
  // Default: the previous month to the current month.
  await expect(monthPicker(page)).toHaveText(`${italianMonth(monthStart(-1))} - ${italianMonth(monthStart())}`);
  await expect(chips(page)).toHaveCount(0);

  // Business Decision is not offered.
  await page.getByRole('button', { name: /^Workflow: / }).click();
  const workflows = page.getByRole('dialog', { name: 'Workflow' });
  await expect(workflows.getByRole('checkbox', { name: 'EvoPrecheck', exact: true })).toBeVisible();
  await expect(workflows.getByRole('checkbox', { name: /Business Decision/ })).toHaveCount(0);
  await workflows.getByRole('button', { name: 'Annulla' }).click();

  // Filters taken from one row, so the result holds at least that row. Cells and options name the
  // codes; the request and the URL carry the codes.
  const channels = await columnTexts(page, 'Canale di acquisizione');
  const index = Math.max(
    0,
    channels.findIndex((text) => text !== '-'),
  );
  const channelLabel = channels[index] ?? 'Web';
  const channel = codeOf(ACQUISITION_CHANNEL_LABELS, channelLabel);
  const subjectTypeLabel = (await columnTexts(page, 'Tipo soggetto'))[index] ?? 'Persona Fisica (PF)';
  const subjectType = codeOf(FILTER_SUBJECT_TYPE_LABELS, subjectTypeLabel);
  const light = (await columnTexts(page, 'Semaforo'))[index] === 'Rosso' ? 'R' : 'V';
  const lightLabel = light === 'R' ? 'Rosso' : 'Verde';
  await chooseInDropdown(page, 'Canale di acquisizione', [channelLabel]);
  await chooseInDropdown(page, 'Tipo soggetto', [subjectTypeLabel]);
  await chooseInDropdown(page, 'Semaforo', [lightLabel]);
  await search(page);

  const green = page.getByTestId('kpi-chip');
  await expect(green).toHaveCount(2);
  await expect(green.first()).toContainText(`Canale di acquisizione: ${channelLabel}`);
  await expect(green.first()).toContainText('KPI business');
  await expect(chips(page)).toContainText(`Semaforo: ${lightLabel}`);
  await expect(page.getByText('I filtri evidenziati in verde definiscono')).toBeVisible();
  // The chips show at once; the rows follow when the search answers.
  await expect
    .poll(async () => new Set(await columnTexts(page, 'Canale di acquisizione')))
    .toEqual(new Set([channelLabel]));
  await expect.poll(async () => new Set(await columnTexts(page, 'Tipo soggetto'))).toEqual(new Set([subjectTypeLabel]));
  await expect(page).toHaveURL(
    new RegExp(`\\?acquisitionChannel=${channel}&subjectType=${subjectType}&trafficLight=${light}$`),
  );
  expect(await seriousViolations(page)).toEqual([]);

  await page.reload();
  await expect(dataRows(page).first()).toBeVisible();
  await expect(page.getByTestId('kpi-chip')).toHaveCount(2);
  await expect(chips(page)).toContainText(`Semaforo: ${lightLabel}`);

  const again = page.waitForResponse((response) => response.url().endsWith('/api/v1/groupedRequestLog'));
  await page.getByRole('button', { name: 'Rimuovi il filtro Canale di acquisizione' }).click();
  const body = JSON.parse((await again).request().postData() ?? '{}');
  expect(body.filters).not.toHaveProperty('acquisitionChannel');
  expect(body.filters).toMatchObject({ subjectType: [subjectType], trafficLight: [light] });
  await expect(page.getByTestId('kpi-chip')).toHaveCount(1);
  await expect(page).not.toHaveURL(/acquisitionChannel/);
});

test('the month range: Dal: and Al:, Conferma, Resetta, and the one-year rule', async ({ page }) => {
  await openList(page);
  await monthPicker(page).click();
  await page.getByRole('textbox', { name: 'Dal:' }).fill(italianMonth(monthStart(-3)));
  await page.getByRole('textbox', { name: 'Al:', exact: true }).fill(italianMonth(monthStart(-2)));
  await page.getByRole('button', { name: 'Conferma' }).click();
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/groupedRequestLog'));
  await search(page);
  expect(JSON.parse((await answer).request().postData() ?? '{}').filters.dateRange).toEqual({
    startDate: monthStart(-3),
    endDate: monthEnd(-2),
  });
  const rangeChip = page.getByTestId('kpi-chip');
  await expect(rangeChip).toContainText(`Periodo: ${italianMonth(monthStart(-3))} - ${italianMonth(monthStart(-2))}`);
  const months = new Set(await columnTexts(page, 'Mese richiesta'));
  for (const month of months) expect([monthStart(-3).slice(0, 7), monthStart(-2).slice(0, 7)]).toContain(month);

  // Thirteen months (-14 to -2): the KPI and the search wait for a valid range.
  await monthPicker(page).click();
  await page.getByRole('textbox', { name: 'Dal:' }).fill(italianMonth(monthStart(-14)));
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText('Range temporale non valido').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Calcola KPI' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'ESEGUI RICERCA' })).toBeDisabled();

  // 'Resetta' goes back to the default months.
  await monthPicker(page).click();
  await page.getByRole('button', { name: 'Resetta' }).click();
  await expect(monthPicker(page)).toHaveText(`${italianMonth(monthStart(-1))} - ${italianMonth(monthStart())}`);
  await expect(page.getByRole('button', { name: 'Calcola KPI' })).toBeEnabled();
});

test('scrolling loads more rows with the count unchanged; the selected rows export to CSV', async ({ page }) => {
  await openList(page, `?dateRange=${PREVIOUS_MONTH}`);
  const total = await headingCount(page, TITLE);
  expect(total).toBeGreaterThan(50);
  await expect(dataRows(page)).toHaveCount(50);
  await page.getByTestId('load-more').scrollIntoViewIfNeeded();
  await expect(dataRows(page)).toHaveCount(Math.min(100, total));
  expect(await headingCount(page, TITLE)).toBe(total);

  await page.evaluate(() => window.scrollTo(0, 0));
  const subjects = (await columnTexts(page, 'Codice fiscale / Partita IVA')).slice(0, 2);
  const month = monthStart(-1).slice(0, 7);
  for (const subject of subjects) {
    await page.getByRole('checkbox', { name: `Seleziona la riga ${month}:${subject}` }).check();
  }
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Esporta CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Export_VistaPraticheAggregate_\d{8}_\d{4}\.csv$/);
  const lines = csvLines(await downloadText(download));
  expect(lines).toHaveLength(1 + subjects.length);
  for (const subject of subjects) {
    expect(lines.some((line) => line.split(';').includes(subject) && line.split(';').includes(month))).toBe(true);
  }
});

test('columns of this list are its own; the list in English; an empty result', async ({ page }) => {
  await openList(page, `?dateRange=${PREVIOUS_MONTH}`);
  await page.getByRole('button', { name: 'Impostazioni colonne' }).click();
  const settings = page.getByRole('dialog', { name: 'Impostazioni colonne' });
  await settings.getByRole('checkbox', { name: 'Comune', exact: true }).check();
  await settings.getByRole('button', { name: 'Applica' }).click();
  await expect(columnHeader(page, 'Comune')).toHaveCount(1);

  await page.getByRole('button', { name: /: Italiano$/ }).click();
  await page.getByRole('menuitemcheckbox', { name: 'English' }).click();
  await expect(listHeading(page, /^Aggregated dossiers \d/)).toBeVisible();
  await expect(columnHeader(page, 'Municipality')).toHaveCount(1);
  await expect(columnHeader(page, 'Request month')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'RUN SEARCH' })).toBeVisible();
  await page.reload();
  await expect(columnHeader(page, 'Municipality')).toHaveCount(1);

  // A valid VAT number nobody was checked with.
  await page.getByRole('textbox', { name: 'Tax code / VAT number' }).fill('09998887773');
  await page.keyboard.press('Enter');
  await expect(page.getByText('No dossier found.')).toBeVisible();
  await expect(listHeading(page, TITLE)).toHaveCount(0);
  await expect(listHeading(page, /^Aggregated dossiers 0$/)).toBeVisible();
  await expect(chips(page)).toContainText('Tax code / VAT number: 09998887773');

  // The dossier list keeps its own columns.
  await page.goto('/admin/dossierList');
  await expect(dataRows(page).first()).toBeVisible();
  await expect(columnHeader(page, 'Municipality')).toHaveCount(0);
});

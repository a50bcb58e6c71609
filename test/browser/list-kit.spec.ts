import { expect, test } from '@playwright/test';
import { ACQUISITION_CHANNELS, GEO_AREAS, PAYMENT_MODES } from '../../shared/enums';
import { signInAs } from './support/console';
import {
  chips,
  chooseInDropdown,
  columnTexts,
  DOSSIER_TITLE,
  dataRows,
  listHeading,
  openDossierList,
  PAST_RANGE,
  search,
  seriousViolations,
  showColumns,
  switchToEnglish,
} from './support/list-page';

/**
 * What the list kit mended on the list screens, as a daily user meets it at 1440×900: codes by their names,
 * the default columns whole on the screen, only the column header pinned, 'Filtri avanzati' that
 * searches, an empty result that offers the way back, and format filters that say what is wrong
 * instead of finding nothing; in Italian and English, axe clean.
 */

const CODES = new Set<string>([
  ...ACQUISITION_CHANNELS,
  ...GEO_AREAS,
  ...PAYMENT_MODES,
  'SUCCESS',
  'ERROR',
  'REA',
  'NOREA',
]);

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'ANALISTA');
});

test('cells and chips name codes in words, in Italian and in English', async ({ page }) => {
  await showColumns(page, 'dossierList', [
    'idRequest',
    'requestStatus',
    'acquisitionChannel',
    'subjectTypeC',
    'geoArea',
  ]);
  await openDossierList(page, `?dateRange=${PAST_RANGE}`);
  for (const column of ['Stato richiesta', 'Canale di acquisizione', 'Tipo soggetto', 'Area geografica']) {
    const texts = new Set(await columnTexts(page, column));
    expect(
      [...texts].filter((text) => CODES.has(text)),
      column,
    ).toEqual([]);
  }
  expect(new Set(await columnTexts(page, 'Stato richiesta'))).toContain('Completata');
  expect(await seriousViolations(page)).toEqual([]);

  // The aggregated list filters by channel in its bar: the chip names the channel, the URL keeps its code.
  await showColumns(page, 'dossierListAggregated', ['pivacf16', 'acquisitionChannel']);
  await page.goto('/admin/dossierListAggregated');
  await expect(dataRows(page).first()).toBeVisible();
  await chooseInDropdown(page, 'Canale di acquisizione', ['Call center outbound']);
  await search(page);
  await expect(chips(page)).toContainText('Canale di acquisizione: Call center outbound');
  await expect(page).toHaveURL(/acquisitionChannel=CALL_CENTER_OUTBOUND/);

  await switchToEnglish(page);
  await expect(chips(page)).toContainText('Acquisition channel: Call centre, outbound');
  await expect
    .poll(async () => new Set(await columnTexts(page, 'Acquisition channel')))
    .toEqual(new Set(['Call centre, outbound']));
  expect(await seriousViolations(page)).toEqual([]);
});

test('the reason of a result reads in the language of the console', async ({ page }) => {
  await openDossierList(page, `?dateRange=${PAST_RANGE}&resultCode=EX400`);
  await expect
    .poll(async () => new Set(await columnTexts(page, 'Motivazione esito')))
    .toEqual(new Set(['Prospect positivo']));
  await switchToEnglish(page);
  await expect
    .poll(async () => new Set(await columnTexts(page, 'Outcome reason')))
    .toEqual(new Set(['Positive prospect']));
});

test('at 1440×900 the default columns fit whole and only the column header stays pinned', async ({ page }) => {
  await openDossierList(page, `?dateRange=${PAST_RANGE}`);
  const table = page.getByRole('table', { name: 'Risultati' });
  const reason = table.locator('thead th').filter({ hasText: /^Motivazione esito$/ });
  await expect(reason).toBeVisible();
  const box = await reason.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1440);
  const overflow = await table.evaluate((element) => element.scrollWidth - (element.parentElement?.clientWidth ?? 0));
  expect(overflow).toBeLessThanOrEqual(1);

  // Scrolled down, the title and the filters are gone and the column header is at the top.
  await page.mouse.move(720, 600);
  await page.mouse.wheel(0, 1200);
  await expect(listHeading(page, DOSSIER_TITLE)).not.toBeInViewport();
  await expect(page.getByRole('button', { name: 'ESEGUI RICERCA' })).not.toBeInViewport();
  // Cloudscape pins a copy of the header row (hidden from assistive technology, which reads the
  // table's own): the copy is what the eye sees, right under the top bar.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('th')]
          .filter((cell) => cell.textContent?.trim() === 'Motivazione esito')
          .map((cell) => Math.round(cell.getBoundingClientRect().top))
          .filter((top) => top >= 0 && top < 200),
      ),
    )
    .toHaveLength(1);
});

test("'Filtri avanzati' runs the search with 'Applica' and opens again on its first tab", async ({ page }) => {
  await openDossierList(page);
  await page.getByRole('button', { name: 'Filtri avanzati' }).click();
  const modal = page.getByRole('dialog', { name: 'Filtri avanzati' });
  await modal.getByRole('link', { name: 'AREA GEOGRAFICA' }).click();
  await modal.getByRole('button', { name: /^Area geografica/ }).click();
  await page.getByRole('option', { name: 'Nord' }).click();
  await page.keyboard.press('Escape');
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/requestLog'));
  await modal.getByRole('button', { name: 'Applica' }).click();
  expect(JSON.parse((await answer).request().postData() ?? '{}').filters).toMatchObject({ geoArea: ['NORD'] });
  await expect(modal).toBeHidden();
  await expect(chips(page)).toContainText('Area geografica: Nord');

  await page.getByRole('button', { name: 'Filtri avanzati' }).click();
  await expect(modal.getByRole('heading', { name: 'ANAGRAFICA ADVANCED' })).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
});

test("an empty result offers 'AZZERA FILTRI', which brings the list back", async ({ page }) => {
  await page.goto('/admin/dossierList?companyName=Nessuna%20azienda%20con%20questo%20nome');
  await expect(listHeading(page, DOSSIER_TITLE)).toHaveText(/ 0$/);
  const empty = page.getByRole('table', { name: 'Risultati' }).getByText('Nessuna pratica trovata.');
  await expect(empty).toBeVisible();
  await page.getByRole('table', { name: 'Risultati' }).getByRole('button', { name: 'AZZERA FILTRI' }).click();
  await expect(dataRows(page).first()).toBeVisible();
  await expect(chips(page)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a tax code or VAT filter that breaks its rules is not searched and says why', async ({ page }) => {
  await openDossierList(page);
  // Every page asked from here on (its count travels apart): a refused search sends none, so the
  // first one is the mended search.
  const searches: { filters: Record<string, unknown> }[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/api/v1/requestLog')) return;
    const body = JSON.parse(request.postData() ?? '{}');
    if (body.count !== 'only') searches.push(body);
  });
  const subject = page.getByRole('textbox', { name: 'Codice fiscale / Partita IVA' });
  await subject.fill('123');
  await search(page);
  await expect(page.getByText('Deve essere di 11 o 16 caratteri')).toBeVisible();
  await expect(page.getByText('Correggere i filtri evidenziati: la ricerca non è stata eseguita.')).toBeVisible();
  await subject.fill('01234560588');
  await expect(page.getByText('Partita IVA non corretta: il codice di controllo non corrisponde.')).toBeVisible();
  await expect(chips(page)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // A request id with letters: 'Filtri avanzati' opens where the message is, and 'Applica' stays there.
  await subject.fill('');
  await page.getByRole('button', { name: 'Filtri avanzati' }).click();
  const modal = page.getByRole('dialog', { name: 'Filtri avanzati' });
  await modal.getByRole('textbox', { name: 'ID richiesta' }).fill('12a');
  await modal.getByRole('button', { name: 'Chiudi', exact: true }).click();
  await search(page);
  await expect(modal).toBeVisible();
  await expect(modal.getByText('Deve essere un numero')).toBeVisible();
  await modal.getByRole('link', { name: 'ESITO' }).click();
  await modal.getByRole('button', { name: 'Applica' }).click();
  await expect(modal.getByRole('heading', { name: 'ANAGRAFICA ADVANCED' })).toBeVisible();
  await expect(modal.getByText('Correggere i filtri evidenziati: la ricerca non è stata eseguita.')).toBeVisible();

  // Mended, it searches: that search is the first list call since the refusals.
  await modal.getByRole('textbox', { name: 'ID richiesta' }).fill('');
  await modal.getByRole('button', { name: 'Chiudi', exact: true }).click();
  await subject.fill('bnclra85c52h501s');
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/requestLog'));
  await search(page);
  await answer;
  expect(searches.map((sent) => sent.filters.vatNumber)).toEqual(['bnclra85c52h501s']);

  await switchToEnglish(page);
  await page.getByRole('textbox', { name: 'Tax code / VAT number' }).fill('123');
  await search(page);
  await expect(page.getByText('Must be 11 or 16 characters')).toBeVisible();
  await expect(page.getByText('Correct the highlighted filters: the search was not run.')).toBeVisible();
});

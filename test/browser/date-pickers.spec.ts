import { expect, type Page, test } from '@playwright/test';
import { signInAs } from './support/console';
import {
  chips,
  italianDate,
  italianDay,
  italianMonth,
  listHeading,
  monthEnd,
  monthStart,
  search,
  seriousViolations,
} from './support/list-page';
import { dayCell, monthCell, openRangePicker, rangeButton } from './support/range-picker';

/**
 * The range pickers of the lists: days typed and shown GG/MM/AAAA and months
 * MM/AAAA in Italian and English alike, nothing after today, 'Fino ad oggi', and the list searching
 * with the range picked (the chip, the URL, the request).
 */

const today = italianDay();
const tomorrow = italianDay(1);
/** ddmmyyyy: what a person types, the mask adds the slashes. */
const digits = (day: string) => italianDate(day).replaceAll('/', '');

async function openList(page: Page, path: string, title: RegExp) {
  await page.goto(path);
  await expect(listHeading(page, title)).toHaveText(/\d$/);
}

function listCall(page: Page, route: string) {
  return page.waitForResponse((response) => response.url().endsWith(`/api/v1/${route}`));
}

test('a day range typed GG/MM/AAAA: impossible and future days refused, Fino ad oggi, the list searches it', async ({
  page,
}) => {
  await signInAs(page, 'ANALISTA');
  await openList(page, '/admin/dossierList', /^Lista pratiche di accettazione trovate/);
  const picker = await openRangePicker(page, 'Periodo');
  const from = picker.getByRole('textbox', { name: 'Dal' });
  const to = picker.getByRole('textbox', { name: 'Fino Al' });
  // The boxes show the applied range in the Italian format, and say which format they take.
  await expect(to).toHaveValue(italianDate(today));
  await expect(picker.getByText('Formato GG/MM/AAAA')).toHaveCount(2);

  const start = italianDay(-20);
  await from.clear();
  await from.pressSequentially(digits(start));
  await expect(from).toHaveValue(italianDate(start));

  await to.fill('31/02/2025');
  await to.press('Tab');
  await expect(picker.getByText('Il giorno 31/02/2025 non esiste')).toBeVisible();
  await to.fill('2026/11/05');
  await expect(picker.getByText('Scrivere la data come GG/MM/AAAA')).toBeVisible();

  // Tomorrow cannot be typed: 'Applica' keeps the dialog open and the applied range as it was.
  const applied = await rangeButton(page, 'Periodo').textContent();
  await to.fill(italianDate(tomorrow));
  await picker.getByRole('button', { name: 'Applica' }).click();
  await expect(picker.getByText(`Non si possono scegliere giorni dopo oggi (${italianDate(today)})`)).toBeVisible();
  await expect(picker).toBeVisible();
  expect(await rangeButton(page, 'Periodo').textContent()).toBe(applied);
  expect(await seriousViolations(page)).toEqual([]);

  // 'Fino ad oggi' sets the end to today.
  await picker.getByRole('button', { name: 'Fino ad oggi' }).click();
  await expect(to).toHaveValue(italianDate(today));
  await expect(picker.getByText(/Non si possono scegliere/)).toHaveCount(0);

  // The start may not follow the end.
  await from.fill(italianDate(today));
  await to.fill(italianDate(start));
  await picker.getByRole('button', { name: 'Applica' }).click();
  await expect(picker.getByText('La data di inizio non può essere successiva alla data di fine')).toBeVisible();
  await from.fill(italianDate(start));
  await to.fill(italianDate(today));
  await to.press('Enter');
  await expect(picker).toBeHidden();

  const rangeText = `${italianDate(start)} - ${italianDate(today)}`;
  await expect(rangeButton(page, 'Periodo')).toHaveText(rangeText);
  const answer = listCall(page, 'requestLog');
  await search(page);
  expect(JSON.parse((await answer).request().postData() ?? '{}').filters.dateRange).toEqual({
    startDate: start,
    endDate: today,
  });
  await expect(chips(page)).toContainText(`Periodo: ${rangeText}`);
  await expect(page).toHaveURL(new RegExp(`dateRange=${start}\\.\\.${today}`));
  expect(await seriousViolations(page)).toEqual([]);
});

test('a day range clicked in the calendar: tomorrow is disabled, Escape closes', async ({ page }) => {
  await signInAs(page, 'ANALISTA');
  await openList(page, '/admin/dossierList', /^Lista pratiche di accettazione trovate/);
  const picker = await openRangePicker(page, 'Periodo');
  const from = picker.getByRole('textbox', { name: 'Dal' });
  const to = picker.getByRole('textbox', { name: 'Fino Al' });

  // The calendar sets the box last focused: the start, then the end.
  const start = italianDay(-6);
  const end = italianDay(-2);
  await from.click();
  await expect(picker.getByRole('group', { name: 'Il calendario imposta «Dal»' })).toBeVisible();
  await (await dayCell(picker, start, 'it')).click();
  await expect(from).toHaveValue(italianDate(start));
  await expect(picker.getByRole('group', { name: 'Il calendario imposta «Fino Al»' })).toBeVisible();

  const future = await dayCell(picker, tomorrow, 'it');
  await expect(future).toHaveAttribute('aria-disabled', 'true');
  // A click on it changes nothing; its reason shows while it has the pointer or the focus.
  await future.click({ force: true });
  await expect(page.getByRole('tooltip')).toHaveText('Giorno futuro: non si può scegliere');
  await expect(to).toHaveValue(italianDate(today));
  await to.click();

  await (await dayCell(picker, end, 'it')).click();
  await expect(to).toHaveValue(italianDate(end));
  await picker.getByRole('button', { name: 'Applica' }).click();
  await expect(picker).toBeHidden();
  await expect(rangeButton(page, 'Periodo')).toHaveText(`${italianDate(start)} - ${italianDate(end)}`);
  await expect(rangeButton(page, 'Periodo')).toBeFocused();

  // Escape closes without applying; reopened, the boxes start from the applied range.
  await rangeButton(page, 'Periodo').click();
  await from.fill(italianDate(italianDay(-30)));
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(rangeButton(page, 'Periodo')).toBeFocused();
  await expect(rangeButton(page, 'Periodo')).toHaveText(`${italianDate(start)} - ${italianDate(end)}`);
  await rangeButton(page, 'Periodo').click();
  await expect(from).toHaveValue(italianDate(start));
});

test('in English the boxes take and show DD/MM/YYYY too', async ({ page }) => {
  await signInAs(page, 'ANALISTA', { english: true });
  await openList(page, '/admin/dossierList', /^Acceptance dossiers found/);
  const picker = await openRangePicker(page, 'Period');
  const from = picker.getByRole('textbox', { name: 'From' });
  const to = picker.getByRole('textbox', { name: 'Until' });
  await expect(picker.getByText('Format DD/MM/YYYY')).toHaveCount(2);
  await expect(from).toHaveAttribute('placeholder', 'DD/MM/YYYY');

  await to.fill(italianDate(tomorrow));
  await to.press('Tab');
  await expect(picker.getByText(`Days after today (${italianDate(today)}) cannot be chosen`)).toBeVisible();
  await to.click();
  await expect(picker.getByRole('group', { name: 'The calendar sets “Until”' })).toBeVisible();
  await expect(await dayCell(picker, tomorrow, 'en')).toHaveAttribute('aria-disabled', 'true');

  const start = italianDay(-9);
  await from.fill(italianDate(start));
  await picker.getByRole('button', { name: 'Until today' }).click();
  await picker.getByRole('button', { name: 'Apply' }).click();
  const rangeText = `${italianDate(start)} - ${italianDate(today)}`;
  await expect(rangeButton(page, 'Period')).toHaveText(rangeText);
  await page.getByRole('button', { name: 'RUN SEARCH' }).click();
  await expect(chips(page)).toContainText(`Period: ${rangeText}`);
  await expect(page).toHaveURL(new RegExp(`dateRange=${start}\\.\\.${today}`));
  expect(await seriousViolations(page)).toEqual([]);
});

test('the month range: MM/AAAA typed and clicked, no month after this one, 340 px', async ({ page }) => {
  await signInAs(page, 'ANALISTA');
  await openList(page, '/admin/dossierListAggregated', /^Pratiche Aggregate/);
  const button = rangeButton(page, 'Periodo');
  const picker = await openRangePicker(page, 'Periodo');
  expect((await picker.getByTestId('range-panel').boundingBox())?.width).toBe(340);
  const from = picker.getByRole('textbox', { name: 'Dal:' });
  const to = picker.getByRole('textbox', { name: 'Al:', exact: true });
  await expect(from).toHaveValue(italianMonth(monthStart(-1)));
  await expect(picker.getByText('Formato MM/AAAA')).toHaveCount(2);

  await from.fill('');
  await from.pressSequentially(italianMonth(monthStart(-4)).replace('/', ''));
  await expect(from).toHaveValue(italianMonth(monthStart(-4)));
  await to.fill(italianMonth(monthStart(1)));
  await to.press('Tab');
  await expect(
    picker.getByText(`Non si possono scegliere mesi dopo il mese corrente (${italianMonth(monthStart())})`),
  ).toBeVisible();
  await to.fill('13/2025');
  await to.press('Tab');
  await expect(picker.getByText('Il mese 13/2025 non esiste')).toBeVisible();

  await to.click();
  await expect(await monthCell(picker, monthStart(1), 'it')).toHaveAttribute('aria-disabled', 'true');
  await (await monthCell(picker, monthStart(-2), 'it')).click();
  await expect(to).toHaveValue(italianMonth(monthStart(-2)));
  expect(await seriousViolations(page)).toEqual([]);
  await picker.getByRole('button', { name: 'Conferma' }).click();
  await expect(picker).toBeHidden();

  const monthsText = `${italianMonth(monthStart(-4))} - ${italianMonth(monthStart(-2))}`;
  await expect(button).toHaveText(monthsText);
  const answer = listCall(page, 'groupedRequestLog');
  await search(page);
  expect(JSON.parse((await answer).request().postData() ?? '{}').filters.dateRange).toEqual({
    startDate: monthStart(-4),
    endDate: monthEnd(-2),
  });
  await expect(page.getByTestId('kpi-chip')).toContainText(`Periodo: ${monthsText}`);
  await expect(page).toHaveURL(new RegExp(`dateRange=${monthStart(-4)}\\.\\.${monthEnd(-2)}`));

  // In English: the same MM/YYYY.
  await page.getByRole('button', { name: /: Italiano$/ }).click();
  await page.getByRole('menuitemcheckbox', { name: 'English' }).click();
  await expect(rangeButton(page, 'Period')).toHaveText(monthsText);
  const english = await openRangePicker(page, 'Period');
  await expect(english.getByRole('textbox', { name: 'From:' })).toHaveValue(italianMonth(monthStart(-4)));
  await expect(english.getByText('Format MM/YYYY')).toHaveCount(2);
  await english.getByRole('button', { name: 'Reset' }).click();
  await expect(rangeButton(page, 'Period')).toHaveText(
    `${italianMonth(monthStart(-1))} - ${italianMonth(monthStart())}`,
  );
  expect(await seriousViolations(page)).toEqual([]);
});

test('the extractions list: the request date starts empty, is picked, and Azzera empties it', async ({ page }) => {
  await signInAs(page, 'ADMIN');
  await openList(page, '/admin/enricher', /^Estrazioni & Arricchimenti/);
  await expect(rangeButton(page, 'Data richiesta')).toHaveText('Scegliere un periodo');
  const picker = await openRangePicker(page, 'Data richiesta');
  await expect(picker.getByRole('textbox', { name: 'Dal' })).toHaveValue('');
  const start = italianDay(-3);
  await picker.getByRole('textbox', { name: 'Dal' }).fill(italianDate(start));
  await picker.getByRole('button', { name: 'Fino ad oggi' }).click();
  await picker.getByRole('button', { name: 'Applica' }).click();
  const rangeText = `${italianDate(start)} - ${italianDate(today)}`;
  await expect(rangeButton(page, 'Data richiesta')).toHaveText(rangeText);
  await search(page);
  await expect(chips(page)).toContainText(`Data richiesta: ${rangeText}`);

  await openRangePicker(page, 'Data richiesta');
  await picker.getByRole('button', { name: 'Azzera' }).click();
  await expect(rangeButton(page, 'Data richiesta')).toHaveText('Scegliere un periodo');
  await search(page);
  await expect(chips(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/enricher$/);
});

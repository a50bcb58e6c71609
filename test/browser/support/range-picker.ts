import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The lists' range pickers as a person uses them: the button named after the filter opens a dialog
 * with two date boxes and Cloudscape's calendar. Calendar cells are found by the name a screen reader
 * hears ('23 novembre 2026', '23 November 2026'; 'novembre 2026' in the month picker), which Chromium
 * builds with the same Intl data as Node.
 */

export type Language = 'it' | 'en';
const LOCALES: Record<Language, string> = { it: 'it-IT', en: 'en-GB' };
const PAGE_BUTTONS: Record<Language, { day: [string, string]; month: [string, string] }> = {
  it: { day: ['Mese precedente', 'Mese successivo'], month: ['Anno precedente', 'Anno successivo'] },
  en: { day: ['Previous month', 'Next month'], month: ['Previous year', 'Next year'] },
};

/** The button of a range filter, by the filter's name ('Periodo', 'Data richiesta'). */
export function rangeButton(page: Page, filter: string): Locator {
  return page.getByRole('button', { name: new RegExp(`^${filter} `) });
}

export async function openRangePicker(page: Page, filter: string): Promise<Locator> {
  await rangeButton(page, filter).click();
  const dialog = page.getByRole('dialog', { name: filter });
  await expect(dialog).toBeVisible();
  return dialog;
}

const localDate = (day: string) =>
  new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

/** The calendar page of a day (YYYY-MM-DD) as its heading names it: its month, or its year for months. */
function pageName(day: string, granularity: 'day' | 'month', language: Language): string {
  return granularity === 'day'
    ? localDate(day).toLocaleDateString(LOCALES[language], { year: 'numeric', month: 'long' })
    : day.slice(0, 4);
}

/** A page as a number, to count the steps from one to another. */
const pageNumber = (day: string, granularity: 'day' | 'month') =>
  granularity === 'day' ? Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) : Number(day.slice(0, 4));

/** The page the calendar shows, as a day of it (YYYY-MM-01), among the two years around `near`. */
async function shownPage(dialog: Locator, near: string, granularity: 'day' | 'month', language: Language) {
  const shown = await dialog
    .getByRole('grid')
    .evaluate((grid) => document.getElementById(grid.getAttribute('aria-labelledby') ?? '')?.textContent ?? '');
  for (let offset = -24; offset <= 24; offset += 1) {
    const date = localDate(near);
    date.setDate(1);
    if (granularity === 'day') date.setMonth(date.getMonth() + offset);
    else date.setFullYear(date.getFullYear() + offset);
    const candidate = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-01`;
    if (pageName(candidate, granularity, language) === shown) return candidate;
  }
  throw new Error(`calendar page '${shown}' not understood`);
}

/** Turns the calendar, a page at a time as a person does, to the page of `day`. */
async function showPageOf(dialog: Locator, day: string, granularity: 'day' | 'month', language: Language) {
  const [previous, next] = PAGE_BUTTONS[language][granularity];
  for (let turns = 0; turns < 24; turns += 1) {
    const steps =
      pageNumber(day, granularity) - pageNumber(await shownPage(dialog, day, granularity, language), granularity);
    if (steps === 0) return;
    await dialog.getByRole('button', { name: steps < 0 ? previous : next }).click();
  }
  throw new Error(`calendar page of ${day} not reached`);
}

/** The calendar cell of a day (YYYY-MM-DD), on its page. */
export async function dayCell(dialog: Locator, day: string, language: Language): Promise<Locator> {
  await showPageOf(dialog, day, 'day', language);
  const name = localDate(day).toLocaleDateString(LOCALES[language], { day: 'numeric', month: 'long', year: 'numeric' });
  return dialog.getByRole('gridcell', { name: new RegExp(`^${name}(\\.|$)`) });
}

/** The calendar cell of a month (YYYY-MM-..), on its year's page. */
export async function monthCell(dialog: Locator, day: string, language: Language): Promise<Locator> {
  await showPageOf(dialog, day, 'month', language);
  const name = localDate(day).toLocaleDateString(LOCALES[language], { month: 'long', year: 'numeric' });
  return dialog.getByRole('gridcell', { name: new RegExp(`^${name}(\\.|$)`) });
}

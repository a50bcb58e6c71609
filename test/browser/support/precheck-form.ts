import { expect, type Locator, type Page } from '@playwright/test';
import { en } from '../../../web/src/shared/i18n/locales/en';
import { it as italian } from '../../../web/src/shared/i18n/locales/it';
import type { CheckedSubject } from '../../support/credit-check-request';

/** The precheck form as a person fills it: its selects, fields, button and result, in either language. */

const PROVINCE_NAMES: Record<string, string> = { RM: 'Roma' };

/** The precheck's texts a person reads, per language: the console's own catalogues. */
export const FORM = { it: italian.precheck, en: en.precheck };
export type Language = keyof typeof FORM;

/** A Cloudscape Select by its form-field label: the trigger button. */
export function selectTrigger(page: Page, label: string): Locator {
  return page.getByRole('button', { name: new RegExp(`^${label}\\b`) });
}

export async function choose(page: Page, label: string, option: string, language: Language = 'it') {
  // Typing in a filtered select reorders its options as the typed text is read: a click in that moment can
  // land on an option being replaced and choose nothing. Chosen is when the trigger shows it; else once more.
  await expect(async () => {
    const trigger = selectTrigger(page, label);
    if (!(await page.getByRole('option').first().isVisible())) await trigger.click();
    const filter = page.getByRole('combobox', { name: FORM[language].filter });
    if (await filter.isVisible()) await filter.fill(option);
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 5_000 });
    await expect(trigger).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

export function field(page: Page, label: string): Locator {
  return page.getByRole('textbox', { name: label, exact: true });
}

export function submitButton(page: Page, language: Language = 'it'): Locator {
  return page.getByRole('button', { name: FORM[language].submit });
}

export function resultModal(page: Page, language: Language = 'it'): Locator {
  return page.getByRole('dialog', { name: FORM[language].result.title });
}

export async function fillSubject(page: Page, subject: CheckedSubject, language: Language = 'it') {
  const { fields, subjectTypes, microSegments } = FORM[language];
  await choose(page, fields.subjectType, subjectTypes[subject.subjectType], language);
  if (subject.subjectType === 'PG') {
    await choose(page, fields.microSegment, microSegments[subject.microSegment as 'SOC'], language);
    await field(page, fields.vatRegistrationNo).fill(subject.vatRegistrationNo ?? '');
  } else {
    await field(page, fields.taxCode).fill(subject.taxCode ?? '');
    await field(page, fields.name).fill(subject.name ?? '');
    await field(page, fields.surname).fill(subject.surname ?? '');
  }
}

export async function fillSupply(
  page: Page,
  address = { provinceCode: 'RM', municipality: 'Roma', street: 'Via del Corso 1' },
  language: Language = 'it',
) {
  const { fields, commodities, paymentModes } = FORM[language];
  await choose(page, fields.commodity, commodities.ELE, language);
  await choose(page, fields.paymentMode, paymentModes.BON, language);
  await choose(page, fields.provinceCode, PROVINCE_NAMES[address.provinceCode] ?? address.provinceCode, language);
  await choose(page, fields.municipality, address.municipality, language);
  await field(page, fields.street).fill(address.street);
}

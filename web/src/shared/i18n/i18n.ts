import { initReactI18next, useTranslation } from 'react-i18next';
import type { Locale } from '../../../../shared/constants';
import { consoleTextsOf, SIGN_IN_CATALOGUES } from './console-texts';
import { initI18n } from './init-i18n';
import { isLocale, readStoredLocale, storeLocale } from './locale-storage';

/** The console's one i18next instance, in the language chosen last time, with the sign-in texts. */
export const i18n = initI18n({ lng: readStoredLocale(), resources: SIGN_IN_CATALOGUES, modules: [initReactI18next] });
document.documentElement.lang = i18n.language;

const consoleTexts = consoleTextsOf(i18n);

/** The texts of every screen past the sign-in, in the language in use: the console's download waits for them. */
export function loadConsoleTexts(): Promise<void> {
  return consoleTexts.load(isLocale(i18n.language) ? i18n.language : 'it');
}

export async function changeLocale(locale: Locale): Promise<void> {
  await consoleTexts.beforeChange(locale);
  await i18n.changeLanguage(locale);
  storeLocale(locale);
  // Screen readers pick their voice from the page language.
  document.documentElement.lang = locale;
}

export function useLocale(): Locale {
  const { i18n: instance } = useTranslation();
  return isLocale(instance.language) ? instance.language : 'it';
}

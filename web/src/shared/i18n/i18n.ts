import { initReactI18next, useTranslation } from 'react-i18next';
import type { Locale } from '../../../../shared/constants';
import { createI18n } from './create-i18n';
import { isLocale, readStoredLocale, storeLocale } from './locale-storage';

/** The console's one i18next instance, in the language chosen last time. */
export const i18n = createI18n({ lng: readStoredLocale(), modules: [initReactI18next] });
document.documentElement.lang = i18n.language;

export async function changeLocale(locale: Locale): Promise<void> {
  await i18n.changeLanguage(locale);
  storeLocale(locale);
  // Screen readers pick their voice from the page language.
  document.documentElement.lang = locale;
}

export function useLocale(): Locale {
  const { i18n: instance } = useTranslation();
  return isLocale(instance.language) ? instance.language : 'it';
}

import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../../shared/constants';

const STORAGE_KEY = 'semaforo.locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language chosen last time; storage can be unavailable (private mode), which is not an error. */
export function readStoredLocale(): Locale {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, locale);
  } catch {
    // The choice then lasts for this page only.
  }
}

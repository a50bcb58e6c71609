import type { i18n, Module, Resource } from 'i18next';
import { DEFAULT_LOCALE, type Locale } from '../../../../shared/constants';
import { initI18n } from './init-i18n';
import { en } from './locales/en';
import { it } from './locales/it';

/** Both whole catalogues, every screen's texts. */
export const CATALOGUES: Resource = { it: { translation: it }, en: { translation: en } };

/**
 * An i18next instance with every text of both languages at once, for tests and tools. The console's own
 * instance (i18n.ts) starts with the sign-in texts and loads the rest with the console.
 */
export function createI18n({
  lng = DEFAULT_LOCALE,
  resources = CATALOGUES,
  modules = [],
}: {
  lng?: Locale;
  resources?: Resource;
  modules?: Module[];
} = {}): i18n {
  return initI18n({ lng, resources, modules });
}

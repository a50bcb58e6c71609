import { createInstance, type i18n, type Module, type Resource } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../../shared/constants';
import { en } from './locales/en';
import { it } from './locales/it';

export const CATALOGUES: Resource = { it: { translation: it }, en: { translation: en } };

/**
 * A configured i18next instance. Italian is both the default and the fallback, so an English text that
 * is missing shows the Italian one instead of a key. Kept apart from React so tests can build one.
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
  const instance = createInstance();
  for (const module of modules) instance.use(module);
  void instance.init({
    lng,
    resources,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    // Resources are bundled, so initialising synchronously lets the first render have its texts.
    initAsync: false,
    // React escapes what it renders; escaping here too would show entities.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

import { createInstance, type i18n, type Module, type Resource } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../../shared/constants';

/**
 * A configured i18next instance over the given catalogues. Italian is both the default and the
 * fallback, so an English text that is missing shows the Italian one instead of a key. It imports no
 * catalogue itself: the console's instance starts with the sign-in texts alone (console-texts.ts).
 */
export function initI18n({
  lng,
  resources,
  modules = [],
}: {
  lng: Locale;
  resources: Resource;
  modules?: Module[];
}): i18n {
  const instance = createInstance();
  for (const module of modules) instance.use(module);
  void instance.init({
    lng,
    resources,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    // The catalogues given are in memory, so initialising synchronously lets the first render have its texts.
    initAsync: false,
    // React escapes what it renders; escaping here too would show entities.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

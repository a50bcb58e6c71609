import type { i18n, Resource } from 'i18next';
import type { Locale } from '../../../../shared/constants';
import { appTexts as englishAppTexts } from './locales/en/app';
import { authTexts as englishAuthTexts } from './locales/en/auth';
import type { Catalogue } from './locales/it';
import { appTexts as italianAppTexts } from './locales/it/app';
import { authTexts as italianAuthTexts } from './locales/it/auth';

/**
 * What the page before sign-in shows, in both languages: the shell (name, loading, language switch,
 * alerts) and every sign-in step. Part of the initial download; everything else waits for the console.
 */
export const SIGN_IN_CATALOGUES: Resource = {
  it: { translation: { ...italianAppTexts, ...italianAuthTexts } },
  en: { translation: { ...englishAppTexts, ...englishAuthTexts } },
};

export type CatalogueLoaders = Record<Locale, () => Promise<Catalogue>>;

// A language's whole catalogue (every screen's texts, about 20 KiB gzip) is a chunk of its own. English
// alone is enough in English: the compiler and a test hold it key for key with the Italian one.
const WHOLE_CATALOGUES: CatalogueLoaders = {
  it: () => import('./locales/it').then((module) => module.it),
  en: () => import('./locales/en').then((module) => module.en),
};

/**
 * The texts of the screens past the sign-in, added to an instance per language when the console is
 * wanted. From then on a change of language first fetches the new language's texts, so no screen shows
 * a key while they download (the texts already shown stay until they arrive); before it, a change of
 * language on the sign-in page fetches nothing.
 */
export function consoleTextsOf(instance: i18n, loaders: CatalogueLoaders = WHOLE_CATALOGUES) {
  let wanted = false;
  const loading = new Map<Locale, Promise<void>>();
  const fetchTexts = (locale: Locale) => {
    const pending = loading.get(locale);
    if (pending) return pending;
    const next = loaders[locale]().then((catalogue) => {
      instance.addResourceBundle(locale, 'translation', catalogue, true, true);
    });
    // A download that failed is tried again by the next call, not remembered as done.
    next.catch(() => loading.delete(locale));
    loading.set(locale, next);
    return next;
  };
  return {
    /** The console's texts in `locale`; from now on every change of language waits for its own. */
    load(locale: Locale): Promise<void> {
      wanted = true;
      return fetchTexts(locale);
    },
    /** Before a change of language: the new language's console texts, once the console wants them. */
    beforeChange(locale: Locale): Promise<void> {
      return wanted ? fetchTexts(locale) : Promise.resolve();
    },
  };
}

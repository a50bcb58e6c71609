import 'i18next';
import type { Catalogue } from './locales/it';

// Types `t('…')` keys from the Italian catalogue, so a typo in a key is a compile error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}

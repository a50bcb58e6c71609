import type { TFunction } from 'i18next';

/**
 * The description of every result code in the console's language, by code: the labels of the list
 * filters (result codes, then the precheck-only ones), shared by the precheck result and the KPIs.
 */
export function resultCodeLabels(t: TFunction): Readonly<Record<string, string>> {
  return {
    ...t('list.options.resultCode', { returnObjects: true }),
    ...t('list.options.resultCodeOnlyPrecheck', { returnObjects: true }),
  };
}

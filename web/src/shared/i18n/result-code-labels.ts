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

/**
 * What a result's description leaves unsaid, by code: the R and the C of 'morosità pregressa' are the
 * black lists Radiati and Ceduti. The spec's descriptions stay verbatim; this is said beside them.
 */
export function resultCodeNote(code: string, t: TFunction): string | undefined {
  const notes: Readonly<Record<string, string>> = t('list.optionDescriptions.resultCode', { returnObjects: true });
  return notes[code];
}

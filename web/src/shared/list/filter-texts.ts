import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChipTexts } from './chips';

/**
 * Codes shown with their name, so analysts see both: 'EX301 - Cliente in white list', the performance
 * class '1 - Ottima', the dunning index '3 - Grave'.
 */
const CODE_AND_LABEL = new Set(['resultCode', 'resultCodeOnlyPrecheck', 'performanceClass', 'dunningIndex']);

/** Catalogue sections that may name a list's filters (`<section>.filters`, `<section>.options`). */
export type FilterTextsSection =
  | 'list'
  | 'extractions'
  | 'whitelist'
  | 'agencies'
  | 'clientsList'
  | 'users'
  | 'backtestChanges'
  | 'auditTrail'
  | 'repeatedChecks';

/**
 * Names of filters and of their options from the catalogue: the list's own section first (the white
 * list calls its range 'Data inserimento'), then the shared `list.filters` and `list.options`; a code
 * with no text of its own is shown as it is. `description` is what an option's name leaves unsaid
 * (`optionDescriptions`: what the R of 'morosità pregressa R' is), where there is something to add.
 */
export function useFilterTexts(texts: FilterTextsSection = 'list'): ChipTexts {
  const { t, i18n } = useTranslation();
  const label = useCallback(
    (key: string) => {
      const path = [`${texts}.filters.${key}`, `list.filters.${key}`].find((candidate) => i18n.exists(candidate));
      return path ? t(path as 'list.filters.vatNumber') : key;
    },
    [t, i18n, texts],
  );
  const option = useCallback(
    (key: string, code: string) => {
      const path = [`${texts}.options.${key}.${code}`, `list.options.${key}.${code}`].find((candidate) =>
        i18n.exists(candidate),
      );
      if (!path) return code;
      const text = t(path as 'list.options.trafficLight.R');
      return CODE_AND_LABEL.has(key) ? `${code} - ${text}` : text;
    },
    [t, i18n, texts],
  );
  const description = useCallback(
    (key: string, code: string) => {
      const path = [`${texts}.optionDescriptions.${key}.${code}`, `list.optionDescriptions.${key}.${code}`].find(
        (candidate) => i18n.exists(candidate),
      );
      return path ? t(path as 'list.options.trafficLight.R') : undefined;
    },
    [t, i18n, texts],
  );
  return useMemo(() => ({ label, option, description }), [label, option, description]);
}

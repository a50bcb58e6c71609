import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChipTexts } from './chips';

/** Codes shown with their description, so analysts see both: 'EX301 - Cliente in white list'. */
const CODE_AND_LABEL = new Set(['resultCode', 'resultCodeOnlyPrecheck']);

/** Catalogue sections that may name a list's filters (`<section>.filters`, `<section>.options`). */
export type FilterTextsSection = 'list' | 'extractions' | 'whitelist' | 'agencies' | 'clientsList' | 'auditTrail';

/**
 * Names of filters and of their options from the catalogue: the list's own section first (the white
 * list calls its range 'Data inserimento'), then the shared `list.filters` and `list.options`; a code
 * with no text of its own (workflows) is shown as it is.
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
  return useMemo(() => ({ label, option }), [label, option]);
}

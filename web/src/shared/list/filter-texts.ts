import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChipTexts } from './chips';

/** Codes shown with their description, so analysts see both: 'EX301 - Cliente in white list'. */
const CODE_AND_LABEL = new Set(['resultCode', 'resultCodeOnlyPrecheck']);

/**
 * Names of filters and of their options from the catalogue ('list.filters', 'list.options'); a code
 * with no text of its own (workflows, channels, areas) is shown as it is.
 */
export function useFilterTexts(): ChipTexts {
  const { t, i18n } = useTranslation();
  const label = useCallback(
    (key: string) => {
      const path = `list.filters.${key}`;
      return i18n.exists(path) ? t(path as 'list.filters.vatNumber') : key;
    },
    [t, i18n],
  );
  const option = useCallback(
    (key: string, code: string) => {
      const path = `list.options.${key}.${code}`;
      if (!i18n.exists(path)) return code;
      const text = t(path as 'list.options.trafficLight.R');
      return CODE_AND_LABEL.has(key) ? `${code} - ${text}` : text;
    },
    [t, i18n],
  );
  return useMemo(() => ({ label, option }), [label, option]);
}

import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChipTexts } from './chips';

/** Codes shown with their description, so analysts see both: 'EX301 - Cliente in white list'. */
const CODE_AND_LABEL = new Set(['resultCode', 'resultCodeOnlyPrecheck']);

/**
 * Names of filters and of their options from the catalogue (`list.filters`, `list.options`, or another
 * list's own section); a code with no text of its own (workflows) is shown as it is.
 */
export function useFilterTexts(texts: 'list' | 'extractions' = 'list'): ChipTexts {
  const { t, i18n } = useTranslation();
  const label = useCallback(
    (key: string) => {
      const path = `${texts}.filters.${key}`;
      return i18n.exists(path) ? t(path as 'list.filters.vatNumber') : key;
    },
    [t, i18n, texts],
  );
  const option = useCallback(
    (key: string, code: string) => {
      const path = `${texts}.options.${key}.${code}`;
      if (!i18n.exists(path)) return code;
      const text = t(path as 'list.options.trafficLight.R');
      return CODE_AND_LABEL.has(key) ? `${code} - ${text}` : text;
    },
    [t, i18n, texts],
  );
  return useMemo(() => ({ label, option }), [label, option]);
}

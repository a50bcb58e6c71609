import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportFailure, ExportStatus, ExportType } from '../../../../shared/enums';
import type { ChipTexts } from '../../shared/list/chips';

type FilterKey = 'fileName' | 'executionStatus' | 'exportType' | 'dateRange';

/**
 * The job list's own texts ('extractions' in the catalogue): filter names, status and type labels,
 * failure reasons. Its filters are not the dossier lists', so the chips take these instead of 'list.filters'.
 */
export function useExtractionTexts() {
  const { t } = useTranslation();
  const status = useCallback((code: ExportStatus) => t(`extractions.status.${code}`), [t]);
  const type = useCallback((code: ExportType) => t(`extractions.types.${code}`), [t]);
  const failure = useCallback((code: ExportFailure) => t(`extractions.failures.${code}`), [t]);
  const filterLabel = useCallback((key: string) => t(`extractions.filters.${key as FilterKey}`), [t]);
  const chips = useMemo<ChipTexts>(
    () => ({
      label: filterLabel,
      option: (key, code) =>
        key === 'executionStatus'
          ? status(code as ExportStatus)
          : key === 'exportType'
            ? type(code as ExportType)
            : code,
    }),
    [filterLabel, status, type],
  );
  return { status, type, failure, filterLabel, chips };
}

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportFailure, ExportStatus, ExportType } from '../../../../shared/enums';

/** The job list's own names ('extractions' in the catalogue): statuses, types, failure reasons. */
export function useExtractionTexts() {
  const { t } = useTranslation();
  const status = useCallback((code: ExportStatus) => t(`extractions.options.executionStatus.${code}`), [t]);
  const type = useCallback((code: ExportType) => t(`extractions.options.exportType.${code}`), [t]);
  const failure = useCallback((code: ExportFailure) => t(`extractions.failures.${code}`), [t]);
  return { status, type, failure };
}

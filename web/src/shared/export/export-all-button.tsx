import Button from '@cloudscape-design/components/button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExtractionType } from '../../../../shared/enums';
import type { ExportFilters } from './use-export-form';

// The form downloads the first time the modal opens, not with the list screen.
const ExportModal = lazy(() => import('./export-modal'));

interface ExportAllButtonProps {
  extractionType: ExtractionType;
  /** The filters applied on the list, as its list call sends them. */
  filters: ExportFilters;
  /** The list's total; null while the search is under way. */
  total: number | null;
}

/** 'Esporta tutto': the queued export of the whole list; nothing to export, nothing to press. */
export function ExportAllButton({ extractionType, filters, total }: ExportAllButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const empty = total === 0;
  return (
    <>
      <Button
        data-testid="export-all"
        iconName="upload-download"
        disabled={!total}
        disabledReason={empty ? t('exportModal.nothingToExport') : undefined}
        onClick={() => setOpen(true)}
      >
        {t('exportModal.exportAll')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ExportModal extractionType={extractionType} filters={filters} onDismiss={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

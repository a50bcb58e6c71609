import Button from '@cloudscape-design/components/button';
import { useTranslation } from 'react-i18next';

interface ExportAllButtonProps {
  /** The list's total; null while the search is under way. */
  total: number | null;
  onClick: () => void;
}

/** 'Esporta tutto': the queued export of the whole list; nothing to export, nothing to press. */
export function ExportAllButton({ total, onClick }: ExportAllButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      data-testid="export-all"
      iconName="upload-download"
      disabled={!total}
      disabledReason={total === 0 ? t('exportModal.nothingToExport') : undefined}
      onClick={onClick}
    >
      {t('exportModal.exportAll')}
    </Button>
  );
}

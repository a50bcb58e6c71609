import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import { useTranslation } from 'react-i18next';

/** 'Calcola KPI'; while the list's range is not valid, disabled with the reason beside it. */
export function KpiButton({ disabledReason, onClick }: { disabledReason?: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      {disabledReason && (
        <Box color="text-status-error" fontSize="body-s" data-testid="kpi-disabled-reason">
          {disabledReason}
        </Box>
      )}
      <Button onClick={onClick} disabled={Boolean(disabledReason)} disabledReason={disabledReason}>
        {t('list.kpi')}
      </Button>
    </>
  );
}

interface ExportSelectedButtonProps {
  selectedCount: number;
  exporting: boolean;
  onClick: () => void;
}

/** 'Esporta CSV' of the selected rows; nothing selected, nothing to press. */
export function ExportSelectedButton({ selectedCount, exporting, onClick }: ExportSelectedButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      iconName="download"
      onClick={onClick}
      loading={exporting}
      disabled={selectedCount === 0}
      disabledReason={selectedCount === 0 ? t('list.selected', { count: 0 }) : undefined}
    >
      {t('list.exportCsv')}
    </Button>
  );
}

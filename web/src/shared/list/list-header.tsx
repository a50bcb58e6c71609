import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

interface ListHeaderProps {
  title: string;
  selectedCount: number;
  exporting: boolean;
  onExport: () => void;
  /** Why the KPI cannot be calculated (e.g. 'Range temporale non valido'); undefined when it can. */
  kpiDisabledReason?: string;
  onKpi: () => void;
}

/** The list's title with its count, and its actions: KPI, 'Esporta CSV' of the selected rows. */
export function ListHeader({ title, selectedCount, exporting, onExport, kpiDisabledReason, onKpi }: ListHeaderProps) {
  const { t } = useTranslation();
  return (
    <Header
      variant="awsui-h1-sticky"
      description={selectedCount > 0 ? t('list.selected', { count: selectedCount }) : undefined}
      actions={
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          {kpiDisabledReason && (
            <Box color="text-status-error" fontSize="body-s" data-testid="kpi-disabled-reason">
              {kpiDisabledReason}
            </Box>
          )}
          <Button onClick={onKpi} disabled={Boolean(kpiDisabledReason)} disabledReason={kpiDisabledReason}>
            {t('list.kpi')}
          </Button>
          <Button
            iconName="download"
            onClick={onExport}
            loading={exporting}
            disabled={selectedCount === 0}
            disabledReason={selectedCount === 0 ? t('list.selected', { count: 0 }) : undefined}
          >
            {t('list.exportCsv')}
          </Button>
        </SpaceBetween>
      }
    >
      {title}
    </Header>
  );
}

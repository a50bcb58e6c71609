import Box from '@cloudscape-design/components/box';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../../shared/format/italian-format';
import { aggregatedCode } from '../../../../shared/schemas/request-log';
import { api } from '../../shared/api';
import { ExportAllButton } from '../../shared/export/export-all-button';
import { LazyExportModal } from '../../shared/export/lazy-export-modal';
import { ExportSelectedButton, KpiButton } from '../../shared/list/list-actions';
import { ListScreen } from '../../shared/list/list-screen';
import { useCsvExport } from '../../shared/list/use-csv-export';
import { usePagedListScreen } from '../../shared/list/use-list-screen';
import { businessKpiRequest } from './aggregated-filters';
import { AGGREGATED_LIST } from './aggregated-list';
import { BusinessKpiModal } from './business-kpi-modal';

const exportAggregated = (codes: string[]) =>
  api.call('exportDossierListAggregated', { body: { customerCodes: codes } });

/** Aggregated requests, one row per tax code and month: the list kit plus its business KPIs and exports. */
export default function DossierListAggregatedScreen() {
  const { t } = useTranslation();
  const screen = usePagedListScreen(AGGREGATED_LIST);
  const { list, defaults } = screen;
  const [kpiOpen, setKpiOpen] = useState(false);
  const [exportOpen, setExportOpen] = useState(false);
  const csv = useCsvExport('Export_VistaPraticheAggregate', exportAggregated);
  const kpiRequest = useMemo(
    () => businessKpiRequest(screen.filters.applied, defaults),
    [screen.filters.applied, defaults],
  );
  return (
    <>
      <ListScreen
        screen={screen}
        rows={list.tableRows}
        title={
          list.total === null
            ? t('aggregatedList.titleLoading')
            : t('aggregatedList.title', { total: formatCount(list.total) })
        }
        actions={
          <>
            <KpiButton disabledReason={screen.rangeError} onClick={() => setKpiOpen(true)} />
            <ExportSelectedButton
              selectedCount={screen.selectedRows.length}
              exporting={csv.exporting}
              onClick={() => void csv.exportCsv(screen.selectedRows.map(aggregatedCode))}
            />
            <ExportAllButton total={list.total} onClick={() => setExportOpen(true)} />
          </>
        }
        note={
          screen.chips.some((chip) => chip.highlighted) && (
            <Box variant="small" color="text-body-secondary">
              {t('aggregatedList.kpiNote')}
            </Box>
          )
        }
        emptyText={t('list.emptyDossiers')}
      />
      <BusinessKpiModal visible={kpiOpen} onDismiss={() => setKpiOpen(false)} request={kpiRequest} />
      <LazyExportModal
        visible={exportOpen}
        onDismiss={() => setExportOpen(false)}
        extractionType="GROUPED_REQUEST_LOG"
        filters={screen.requestFilters}
      />
    </>
  );
}

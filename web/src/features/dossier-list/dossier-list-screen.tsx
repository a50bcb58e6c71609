import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../../shared/format/italian-format';
import { api } from '../../shared/api';
import { ExportAllButton } from '../../shared/export/export-all-button';
import { LazyExportModal } from '../../shared/export/lazy-export-modal';
import { ExportSelectedButton, KpiButton } from '../../shared/list/list-actions';
import { ListScreen } from '../../shared/list/list-screen';
import { useCsvExport } from '../../shared/list/use-csv-export';
import { usePagedListScreen } from '../../shared/list/use-list-screen';
import { DOSSIER_LIST, dossierExportCodes } from './dossier-list';
import { RequestLogKpiModal } from './request-log-kpi-modal';

const exportDossiers = (codes: string[]) => api.call('exportDossierList', { body: { customerCodes: codes } });

/** Acceptance requests, the request log (spec section 2 'Dossier list'): the list kit plus its KPI and exports. */
export default function DossierListScreen() {
  const { t } = useTranslation();
  const screen = usePagedListScreen(DOSSIER_LIST);
  const { list } = screen;
  const [kpiOpen, setKpiOpen] = useState(false);
  const [exportOpen, setExportOpen] = useState(false);
  const csv = useCsvExport('Export_VistaPratiche', exportDossiers);
  return (
    <>
      <ListScreen
        screen={screen}
        rows={list.tableRows}
        title={
          list.total === null
            ? t('dossierList.titleLoading')
            : t('dossierList.title', { total: formatCount(list.total) })
        }
        actions={
          <>
            <KpiButton disabledReason={screen.rangeError} onClick={() => setKpiOpen(true)} />
            <ExportSelectedButton
              selectedCount={screen.selectedRows.length}
              exporting={csv.exporting}
              onClick={() => void csv.exportCsv(dossierExportCodes(screen.selectedRows))}
            />
            <ExportAllButton total={list.total} onClick={() => setExportOpen(true)} />
          </>
        }
        emptyText={t('list.emptyDossiers')}
      />
      <RequestLogKpiModal visible={kpiOpen} onDismiss={() => setKpiOpen(false)} filters={screen.filters.applied} />
      <LazyExportModal
        visible={exportOpen}
        onDismiss={() => setExportOpen(false)}
        extractionType="REQUEST_LOG"
        filters={screen.requestFilters}
      />
    </>
  );
}

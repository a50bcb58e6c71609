import Button from '@cloudscape-design/components/button';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '../../../../shared/constants';
import { formatCount } from '../../../../shared/format/italian-format';
import type { RequestLogColumn, RequestLogRow } from '../../../../shared/request-log/row';
import { type RequestLogFilters, RequestLogFiltersSchema } from '../../../../shared/schemas/request-log';
import { isValidRequestLogRange, italianToday } from '../../../../shared/validators/ranges';
import { api } from '../../shared/api';
import { ExportAllButton } from '../../shared/export/export-all-button';
import { HeaderWithAction } from '../../shared/export/header-with-action';
import { LazyExportModal } from '../../shared/export/lazy-export-modal';
import { AdvancedFiltersModal } from '../../shared/list/advanced-filters-modal';
import { FilterBar } from '../../shared/list/filter-bar';
import { FilterControl } from '../../shared/list/filter-control';
import { requestFilters } from '../../shared/list/filter-fields';
import { ListHeader } from '../../shared/list/list-header';
import { ListTable } from '../../shared/list/list-table';
import { NUMERIC_REQUEST_LOG_COLUMNS, requestLogCell } from '../../shared/list/request-log-cells';
import { useCsvExport } from '../../shared/list/use-csv-export';
import { useListScreen } from '../../shared/list/use-list-screen';
import type { Page } from '../../shared/list/use-paged-list';
import { DEFAULT_DOSSIER_COLUMNS, DOSSIER_COLUMNS, dossierExportCodes, dossierRowKey } from './dossier-columns';
import { ADVANCED_TABS, DOSSIER_FILTER_FIELDS, dossierDefaults, QUICK_FIELDS } from './dossier-filters';
import { RequestLogKpiModal } from './request-log-kpi-modal';

/** The filters as the list call sends them; the export of the whole list sends the same. */
const dossierRequestFilters = (filters: RequestLogFilters) =>
  requestFilters<RequestLogFilters>(DOSSIER_FILTER_FIELDS, filters);

async function fetchDossiers(filters: RequestLogFilters, pageNumber: number): Promise<Page<RequestLogRow>> {
  const answer = await api.call('requestLog', {
    body: {
      filters: dossierRequestFilters(filters),
      pageNumber,
      pageSize: PAGE_SIZE,
    },
  });
  return { rows: answer.requestLogs.map((item) => item.jsonValue as unknown as RequestLogRow), total: answer.total };
}

const exportDossiers = (codes: string[]) => api.call('exportDossierList', { body: { customerCodes: codes } });

/** Acceptance requests, the request log (spec section 2 'Dossier list'). */
export default function DossierListScreen() {
  const { t } = useTranslation();
  // Fixed while the screen is open: the defaults and 'today' of the moment it was opened.
  const [today] = useState(italianToday);
  const [defaults] = useState(() => dossierDefaults(today));
  const { filters, list, chips, selectedRows, setSelectedRows } = useListScreen({
    fields: DOSSIER_FILTER_FIELDS,
    schema: RequestLogFiltersSchema,
    defaults,
    fetchPage: fetchDossiers,
  });
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [kpiOpen, setKpiOpen] = useState(false);
  const [exportOpen, setExportOpen] = useState(false);
  const { exporting, exportCsv } = useCsvExport('Export_VistaPratiche', exportDossiers);
  const exportFilters = useMemo(() => dossierRequestFilters(filters.applied), [filters.applied]);

  const draftRange = filters.draft.dateRange ?? defaults.dateRange;
  const rangeError = draftRange && !isValidRequestLogRange(draftRange) ? t('list.invalidRange') : undefined;
  const columnLabel = useCallback((column: RequestLogColumn) => t(`columns.${column}`), [t]);
  const advancedTabs = useMemo(
    () =>
      (Object.keys(ADVANCED_TABS) as (keyof typeof ADVANCED_TABS)[]).map((id) => ({
        id,
        label: t(`dossierList.tabs.${id}`),
        fields: ADVANCED_TABS[id],
      })),
    [t],
  );

  return (
    <>
      <ListTable<RequestLogRow, RequestLogColumn>
        listId="dossierList"
        columns={DOSSIER_COLUMNS}
        defaultColumns={DEFAULT_DOSSIER_COLUMNS}
        columnLabel={columnLabel}
        cell={(row, column) => requestLogCell(row as unknown as Record<string, unknown>, column)}
        numericColumns={NUMERIC_REQUEST_LOG_COLUMNS}
        rows={list.rows}
        trackBy={dossierRowKey}
        rowLabel={dossierRowKey}
        loading={list.loading && list.nextPage === 0}
        loadingMore={list.loading && list.nextPage > 0}
        hasMore={list.hasMore}
        failed={list.failed}
        onLoadMore={list.loadMore}
        onRetry={list.retry}
        selectedRows={selectedRows}
        onSelectionChange={setSelectedRows}
        emptyText={t('list.emptyDossiers')}
        header={
          <HeaderWithAction
            header={
              <ListHeader
                title={
                  list.total === null
                    ? t('dossierList.titleLoading')
                    : t('dossierList.title', { total: formatCount(list.total) })
                }
                selectedCount={selectedRows.length}
                exporting={exporting}
                onExport={() => void exportCsv(dossierExportCodes(selectedRows))}
                kpiDisabledReason={rangeError}
                onKpi={() => setKpiOpen(true)}
              />
            }
            action={<ExportAllButton total={list.total} onClick={() => setExportOpen(true)} />}
          />
        }
        filter={
          <FilterBar
            chips={chips}
            onRemoveChip={filters.remove}
            onReset={filters.reset}
            onSubmit={filters.submit}
            submitDisabled={Boolean(rangeError)}
          >
            {QUICK_FIELDS.map((field) => (
              <FilterControl
                key={field.key}
                field={field}
                value={filters.draft[field.key]}
                onChange={(value) => filters.setDraftField(field.key, value)}
                placement="bar"
                defaultValue={defaults[field.key]}
                errorText={field.key === 'dateRange' ? rangeError : undefined}
                today={today}
              />
            ))}
            <Button formAction="none" iconName="filter" onClick={() => setAdvancedOpen(true)}>
              {t('list.advancedFilters')}
            </Button>
          </FilterBar>
        }
      />
      <AdvancedFiltersModal
        visible={advancedOpen}
        onDismiss={() => setAdvancedOpen(false)}
        tabs={advancedTabs}
        tabsLabel={t('dossierList.tabs.label')}
        draft={filters.draft}
        onChange={filters.setDraftField}
        today={today}
      />
      <RequestLogKpiModal visible={kpiOpen} onDismiss={() => setKpiOpen(false)} filters={filters.applied} />
      <LazyExportModal
        visible={exportOpen}
        onDismiss={() => setExportOpen(false)}
        extractionType="REQUEST_LOG"
        filters={exportFilters}
      />
    </>
  );
}

import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '../../../../shared/constants';
import { formatCount } from '../../../../shared/format/italian-format';
import type { AggregatedColumn, AggregatedRow } from '../../../../shared/request-log/row';
import {
  type AggregatedFilters,
  AggregatedFiltersSchema,
  aggregatedCode,
} from '../../../../shared/schemas/request-log';
import { isValidAggregatedRange, italianToday } from '../../../../shared/validators/ranges';
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
import { AGGREGATED_LIST_COLUMNS, DEFAULT_AGGREGATED_COLUMNS } from './aggregated-columns';
import {
  AGGREGATED_ADVANCED_TABS,
  AGGREGATED_FILTER_FIELDS,
  AGGREGATED_QUICK_FIELDS,
  aggregatedDefaults,
  businessKpiRequest,
} from './aggregated-filters';
import { BusinessKpiModal } from './business-kpi-modal';

/** The filters as the list call sends them; the export of the whole list sends the same. */
const aggregatedRequestFilters = (filters: AggregatedFilters) =>
  requestFilters<AggregatedFilters>(AGGREGATED_FILTER_FIELDS, filters);

async function fetchAggregated(filters: AggregatedFilters, pageNumber: number): Promise<Page<AggregatedRow>> {
  const answer = await api.call('groupedRequestLog', {
    body: {
      filters: aggregatedRequestFilters(filters),
      pageNumber,
      pageSize: PAGE_SIZE,
    },
  });
  return {
    rows: answer.groupedRequestLogs.map((item) => item.jsonValue as unknown as AggregatedRow),
    total: answer.total,
  };
}

const exportAggregated = (codes: string[]) =>
  api.call('exportDossierListAggregated', { body: { customerCodes: codes } });

/** Aggregated requests, one row per tax code and month (spec section 2 'Aggregated dossier list'). */
export default function DossierListAggregatedScreen() {
  const { t } = useTranslation();
  const [today] = useState(italianToday);
  const [defaults] = useState(() => aggregatedDefaults(today));
  const { filters, list, chips, selectedRows, setSelectedRows } = useListScreen({
    fields: AGGREGATED_FILTER_FIELDS,
    schema: AggregatedFiltersSchema,
    defaults,
    fetchPage: fetchAggregated,
  });
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [kpiOpen, setKpiOpen] = useState(false);
  const [exportOpen, setExportOpen] = useState(false);
  const { exporting, exportCsv } = useCsvExport('Export_VistaPraticheAggregate', exportAggregated);
  const exportFilters = useMemo(() => aggregatedRequestFilters(filters.applied), [filters.applied]);

  const draftRange = filters.draft.dateRange ?? defaults.dateRange;
  const rangeError = draftRange && !isValidAggregatedRange(draftRange, today) ? t('list.invalidRange') : undefined;
  const columnLabel = useCallback((column: AggregatedColumn) => t(`columns.${column}`), [t]);
  const advancedTabs = useMemo(
    () =>
      (Object.keys(AGGREGATED_ADVANCED_TABS) as (keyof typeof AGGREGATED_ADVANCED_TABS)[]).map((id) => ({
        id,
        label: t(`dossierList.tabs.${id}`),
        fields: AGGREGATED_ADVANCED_TABS[id],
      })),
    [t],
  );
  const kpiRequest = useMemo(() => businessKpiRequest(filters.applied, defaults), [filters.applied, defaults]);

  return (
    <>
      <ListTable<AggregatedRow, AggregatedColumn>
        listId="dossierListAggregated"
        columns={AGGREGATED_LIST_COLUMNS}
        defaultColumns={DEFAULT_AGGREGATED_COLUMNS}
        columnLabel={columnLabel}
        cell={(row, column) => requestLogCell(row as unknown as Record<string, unknown>, column)}
        numericColumns={NUMERIC_REQUEST_LOG_COLUMNS}
        rows={list.rows}
        trackBy={aggregatedCode}
        rowLabel={aggregatedCode}
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
                    ? t('aggregatedList.titleLoading')
                    : t('aggregatedList.title', { total: formatCount(list.total) })
                }
                selectedCount={selectedRows.length}
                exporting={exporting}
                onExport={() => void exportCsv(selectedRows.map(aggregatedCode))}
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
            note={
              chips.some((chip) => chip.highlighted) && (
                <Box variant="small" color="text-body-secondary">
                  {t('aggregatedList.kpiNote')}
                </Box>
              )
            }
          >
            {AGGREGATED_QUICK_FIELDS.map((field) => (
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
      <BusinessKpiModal visible={kpiOpen} onDismiss={() => setKpiOpen(false)} request={kpiRequest} />
      <LazyExportModal
        visible={exportOpen}
        onDismiss={() => setExportOpen(false)}
        extractionType="GROUPED_REQUEST_LOG"
        filters={exportFilters}
      />
    </>
  );
}

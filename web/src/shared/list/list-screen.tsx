import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDate } from '../../../../shared/format/italian-format';
import { AdvancedFiltersModal } from './advanced-filters-modal';
import { ColumnSettingsButton, useVisibleColumns } from './column-settings';
import { FilterBar } from './filter-bar';
import { FilterControl } from './filter-control';
import { isDayRange } from './filter-fields';
import { problemKey } from './filter-validation';
import { isRangeLifted } from './lifted-range';
import { KpiButton } from './list-actions';
import { ListExports } from './list-exports';
import { ListHeader } from './list-header';
import { ListTable, type ListTableProps } from './list-table';
import type { ListScreenState } from './use-list-screen';

/** The rows a list screen shows and their state, whether the server pages them or not. */
export type ListRows<Row> = Pick<ListTableProps<Row>, 'rows' | 'loading' | 'failed' | 'onRetry' | 'paging'> & {
  /** How many rows the search found; null while the first answer (or the count asked apart) is on its way. */
  total: number | null;
  /** The count asked apart from the first page is on its way: the header says so until it fills in. */
  counting?: boolean;
};

interface ListScreenProps<Filters extends Record<string, unknown>, Row> {
  screen: ListScreenState<Filters, Row>;
  rows: ListRows<Row>;
  /** 'Calcola KPI': opens the list's KPI; disabled while the edited range breaks the list's rule. */
  onKpi?: () => void;
  /** The header's own actions (insert, refresh …), after the KPI and the exports. */
  actions?: ReactNode;
  /** Under the chips: e.g. what the green chips mean. */
  note?: ReactNode;
  onRowClick?: ListTableProps<Row>['onRowClick'];
  rowActions?: ListTableProps<Row>['rowActions'];
  /**
   * A row opens its detail: on a click, and from the keyboard through the row's one action named
   * `label` (a click on a row cannot be reached by keyboard). Takes the place of the two above.
   */
  openRow?: { label: string; onOpen: (row: Row) => void };
}

/**
 * A list screen from its declaration (list-definition.ts): the title with its actions, 'FILTRA PER' with
 * the bar's filters and 'Filtri avanzati', the chips, and the table. What differs between lists is
 * declared; what they share is here, once.
 */
export function ListScreen<Filters extends Record<string, unknown>, Row>({
  screen,
  rows: { total, counting, ...rows },
  onKpi,
  actions,
  note,
  onRowClick,
  rowActions,
  openRow,
}: ListScreenProps<Filters, Row>) {
  const { t, i18n } = useTranslation();
  const { definition, filters, defaults, today, chips, problems, rangeError, selectedRows } = screen;
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const errors = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(problems).map(([key, problem]) => [key, t(`list.validation.${problemKey(problem)}`)]),
      ) as Record<string, string>,
    [problems, t],
  );
  const advancedTabs = useMemo(
    () =>
      Object.entries(definition.advancedTabs ?? {}).map(([id, fields]) => ({
        id,
        label: t(`list.tabs.${id}` as 'list.tabs.label'),
        fields,
      })),
    [definition.advancedTabs, t],
  );
  const advancedKeys = useMemo(
    () => new Set(advancedTabs.flatMap((tab) => tab.fields.map((field) => field.key))),
    [advancedTabs],
  );
  const search = useCallback(() => {
    const refused = filters.submit();
    // A refused filter that lives in 'Filtri avanzati' is shown where it can be mended.
    if (refused.some((key) => advancedKeys.has(key))) setAdvancedOpen(true);
    return refused;
  }, [filters, advancedKeys]);
  const columnLabel = useCallback((id: string) => definition.columnLabel(id, t), [definition, t]);
  const columnIds = useMemo(() => definition.columns.map((column) => column.id), [definition.columns]);
  const visible = useVisibleColumns(definition.id, columnIds, definition.defaultColumns ?? columnIds);
  const { texts } = definition;
  const searched = screen.requestFilters.dateRange;
  const period = isDayRange(searched)
    ? t('list.period', { from: formatDate(searched.startDate), to: formatDate(searched.endDate) })
    : undefined;
  const title = total === null ? t(`${texts}.titleLoading`) : t(`${texts}.title`, { total: formatCount(total) });
  // What is selected in the list's own words ('3 agenzie selezionate'), else the dossier lists'.
  const selectedKey = i18n.exists(`${texts}.selected`) ? (`${texts}.selected` as 'list.selected') : 'list.selected';

  return (
    <>
      <SpaceBetween size="m">
        <ListHeader
          title={title}
          description={
            (period || counting || selectedRows.length > 0) && (
              <>
                {/* The period counted, in dates: a list's default month and the dashboard's 30 days compare. */}
                {period && (
                  <>
                    <span data-testid="list-period">{period}</span>{' '}
                  </>
                )}
                {counting && (
                  <span data-testid="list-counting">
                    <StatusIndicator type="loading">{t('list.counting')}</StatusIndicator>{' '}
                  </span>
                )}
                {selectedRows.length > 0 ? t(selectedKey, { count: selectedRows.length }) : undefined}
              </>
            )
          }
          actions={
            <>
              {onKpi && <KpiButton disabledReason={rangeError} onClick={onKpi} />}
              {definition.exports && (
                <ListExports
                  selected={{
                    filePrefix: definition.exports.filePrefix,
                    rows: selectedRows,
                    csvOf: definition.exports.csvOf,
                  }}
                  all={{ extractionType: definition.exports.extractionType, filters: screen.exportFilters, total }}
                />
              )}
              {actions}
              {definition.defaultColumns && (
                <ColumnSettingsButton
                  columns={columnIds}
                  columnLabel={columnLabel}
                  shown={visible.shown}
                  defaults={definition.defaultColumns}
                  onApply={visible.choose}
                />
              )}
            </>
          }
        />
        <FilterBar
          notice={filters.notice}
          chips={chips}
          onRemoveChip={filters.remove}
          onReset={filters.reset}
          onSubmit={search}
          submitDisabled={Boolean(rangeError)}
          note={
            <>
              <div aria-live="polite">
                {screen.searchRefused && <Alert type="error">{t('list.validation.notSearched')}</Alert>}
              </div>
              {note}
            </>
          }
        >
          {definition.quickFields.map((field) => (
            <FilterControl
              key={field.key}
              field={field}
              value={filters.draft[field.key]}
              onChange={(value) => filters.setDraftField(field.key, value)}
              placement="bar"
              defaultValue={defaults[field.key]}
              errorText={field.key === 'dateRange' ? rangeError : errors[field.key]}
              texts={definition.filterTexts}
              today={today}
              rangeText={
                field.key === 'dateRange' && isRangeLifted(definition.rangeLiftedBy, filters.draft, defaults)
                  ? t('list.dateRange.any')
                  : undefined
              }
            />
          ))}
          {advancedTabs.length > 0 && (
            <Button formAction="none" iconName="filter" onClick={() => setAdvancedOpen(true)}>
              {t('list.advancedFilters')}
            </Button>
          )}
        </FilterBar>
        <ListTable<Row>
          {...rows}
          listId={definition.id}
          columns={definition.columns}
          columnLabel={columnLabel}
          visibleColumns={definition.defaultColumns ? visible.shown : undefined}
          trackBy={definition.rowKey}
          rowLabel={definition.rowLabel ?? definition.rowKey}
          tableLabel={
            i18n.exists(`${texts}.tableLabel`) ? t(`${texts}.tableLabel` as 'list.tableLabel') : t('list.tableLabel')
          }
          selection={definition.selection}
          selectedRows={selectedRows}
          onSelectionChange={screen.setSelectedRows}
          onRowClick={openRow?.onOpen ?? onRowClick}
          rowActions={
            openRow
              ? {
                  header: t('list.actions'),
                  actions: () => [{ id: 'open', text: openRow.label }],
                  onAction: (_id, row) => openRow.onOpen(row),
                }
              : rowActions
          }
          // Nothing matched: the way back to the defaults, where filters are applied.
          empty={{ text: t(`${texts}.empty`), onReset: chips.length > 0 ? filters.reset : undefined }}
        />
      </SpaceBetween>
      <AdvancedFiltersModal
        visible={advancedOpen}
        onDismiss={() => setAdvancedOpen(false)}
        tabs={advancedTabs}
        tabsLabel={t('list.tabs.label')}
        draft={filters.draft}
        onChange={filters.setDraftField}
        onSearch={search}
        errors={errors}
        texts={definition.filterTexts}
        today={today}
      />
    </>
  );
}

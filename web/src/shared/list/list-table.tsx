import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COLUMN_WIDTH, WIDE_COLUMN_WIDTHS } from '../../../../shared/constants';
import { readVisibleColumns, writeVisibleColumns } from './column-preferences';
import { ColumnSettingsModal } from './column-settings-modal';
import { LoadMoreTrigger } from './load-more-trigger';
import './list-table.css';

export interface ListTableProps<Row, Column extends string> {
  /** Names the list's remembered column choice. */
  listId: string;
  columns: readonly Column[];
  defaultColumns: readonly Column[];
  columnLabel: (column: Column) => string;
  cell: (row: Row, column: Column) => ReactNode;
  /** Right-aligned columns (numbers). */
  numericColumns?: ReadonlySet<string>;
  rows: readonly Row[];
  trackBy: (row: Row) => string;
  rowLabel: (row: Row) => string;
  header: ReactNode;
  filter: ReactNode;
  emptyText: string;
  /** The first page of a search is on its way. */
  loading: boolean;
  /** A further page is on its way. */
  loadingMore: boolean;
  hasMore: boolean;
  failed: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  selectedRows: readonly Row[];
  onSelectionChange: (rows: Row[]) => void;
}

const columnWidth = (column: string): number =>
  (WIDE_COLUMN_WIDTHS as Record<string, number>)[column] ?? DEFAULT_COLUMN_WIDTH;

/**
 * The generic list table (spec section 2 and 9): Cloudscape Table with a sticky header, 50 px rows,
 * column widths of the spec, numbers on the right, multi-row selection, a column-settings modal whose
 * choice is remembered per list, and the rows of the next page loaded when the last row scrolls in.
 */
export function ListTable<Row, Column extends string>(props: ListTableProps<Row, Column>) {
  const { t } = useTranslation();
  const { listId, columns, defaultColumns, columnLabel, cell, numericColumns } = props;
  const [shown, setShown] = useState<Column[]>(() => readVisibleColumns(listId, columns, defaultColumns));
  const [settingsOpen, setSettingsOpen] = useState(false);

  const columnDefinitions = useMemo<TableProps.ColumnDefinition<Row>[]>(
    () =>
      columns.map((column) => ({
        id: column,
        header: columnLabel(column),
        width: columnWidth(column),
        minWidth: 80,
        cell: numericColumns?.has(column)
          ? (row: Row) => <Box textAlign="right">{cell(row, column)}</Box>
          : (row: Row) => cell(row, column),
      })),
    [columns, columnLabel, cell, numericColumns],
  );
  const columnDisplay = useMemo(
    () => columns.map((column) => ({ id: column, visible: shown.includes(column) })),
    [columns, shown],
  );

  const loadingStatus: TableProps.LoadingStatus = props.loadingMore
    ? 'loading'
    : props.failed && props.rows.length > 0
      ? 'error'
      : props.hasMore
        ? 'pending'
        : 'finished';

  return (
    <div className="semaforo-list-table">
      <Table
        variant="full-page"
        stickyHeader
        resizableColumns
        wrapLines={false}
        header={props.header}
        filter={props.filter}
        items={props.rows as Row[]}
        trackBy={props.trackBy}
        columnDefinitions={columnDefinitions}
        columnDisplay={columnDisplay}
        selectionType="multi"
        selectedItems={props.selectedRows as Row[]}
        onSelectionChange={({ detail }) => props.onSelectionChange(detail.selectedItems)}
        loading={props.loading && props.rows.length === 0}
        loadingText={t('list.loading')}
        empty={
          <Box textAlign="center" color="inherit" padding={{ vertical: 'l' }}>
            {props.failed ? (
              <SpaceBetween size="xs" alignItems="center">
                <StatusIndicator type="error">{t('list.loadFailed')}</StatusIndicator>
                <Button formAction="none" onClick={props.onRetry}>
                  {t('list.retry')}
                </Button>
              </SpaceBetween>
            ) : (
              props.emptyText
            )}
          </Box>
        }
        getLoadingStatus={() => loadingStatus}
        renderLoaderPending={() => <LoadMoreTrigger label={t('list.loadMore')} onLoadMore={props.onLoadMore} />}
        renderLoaderLoading={() => (
          <span data-testid="loading-row">
            <StatusIndicator type="loading">{t('list.loading')}</StatusIndicator>
          </span>
        )}
        renderLoaderError={() => (
          <SpaceBetween direction="horizontal" size="xs">
            <StatusIndicator type="error">{t('list.loadFailed')}</StatusIndicator>
            <Button variant="inline-link" formAction="none" onClick={props.onRetry}>
              {t('list.retry')}
            </Button>
          </SpaceBetween>
        )}
        preferences={
          <Button
            variant="icon"
            iconName="settings"
            formAction="none"
            ariaLabel={t('list.columns.settings')}
            onClick={() => setSettingsOpen(true)}
          />
        }
        ariaLabels={{
          tableLabel: t('list.tableLabel'),
          selectionGroupLabel: t('list.selectionGroup'),
          allItemsSelectionLabel: () => t('list.selectAllRows'),
          itemSelectionLabel: (_state, row) => t('list.selectRow', { row: props.rowLabel(row) }),
        }}
      />
      <ColumnSettingsModal
        visible={settingsOpen}
        columns={columns}
        columnLabel={columnLabel}
        shown={shown}
        defaults={defaultColumns}
        onDismiss={() => setSettingsOpen(false)}
        onApply={(next) => {
          setShown(next);
          writeVisibleColumns(listId, next);
          setSettingsOpen(false);
        }}
      />
    </div>
  );
}

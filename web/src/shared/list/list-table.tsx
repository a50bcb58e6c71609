import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { columnWidthOf, type ListColumn } from './list-columns';
import { LoadMoreTrigger } from './load-more-trigger';
import { useFirstFrameRows } from './use-first-frame-rows';
import { SELECTION_COLUMN_WIDTH, useFittedWidths } from './use-fitted-widths';
import './list-table.css';

/** An action offered on each row (revoke, edit, download …); `disabled` keeps it visible but inert. */
export interface RowAction {
  id: string;
  text: string;
  disabled?: boolean;
}

export interface ListTableProps<Row> {
  /** The declared list's id (list-definition.ts), on the table's box: the width walk finds every list by it. */
  listId?: string;
  columns: readonly ListColumn<Row>[];
  columnLabel: (id: string) => string;
  /** The columns shown (see column-settings.tsx); absent: every column. */
  visibleColumns?: readonly string[];
  rows: readonly Row[];
  trackBy: (row: Row) => string;
  /** How a row is named to assistive technology (its selection checkbox, its actions). */
  rowLabel: (row: Row) => string;
  tableLabel: string;
  selection: 'none' | 'single' | 'multi';
  selectedRows?: readonly Row[];
  onSelectionChange?: (rows: Row[]) => void;
  /** A click on a row (e.g. opening its detail); keyboard users reach the same through a row action. */
  onRowClick?: (row: Row) => void;
  /** The last column: one button, or a menu when a row has several actions. */
  rowActions?: {
    header: string;
    actions: (row: Row) => readonly RowAction[];
    onAction: (id: string, row: Row) => void;
  };
  /** What an empty list says, and, where filters are applied, the way back to the defaults. */
  empty: { text: string; onReset?: () => void };
  /** Nothing to show yet: the first answer of a search is on its way. */
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** Server paging: the next page loads when the last row scrolls into view. */
  paging?: { hasMore: boolean; loadingMore: boolean; onLoadMore: () => void };
}

const ACTIONS_COLUMN = '__actions';
const ACTIONS_WIDTH = 140;

/**
 * The table of every list (spec section 2 and 9): Cloudscape Table whose column header sticks while
 * the rows scroll (the title and filters above it scroll away), 50 px rows, the columns' widths fitted
 * to the screen (use-fitted-widths.ts), numbers on the right, selection none, single or multi, row
 * actions, the columns the user chose, and the rows of the next page loaded when the last row scrolls in;
 * a screen's height of rows drawn first (use-first-frame-rows.ts).
 */
export function ListTable<Row>(props: ListTableProps<Row>) {
  const { t } = useTranslation();
  const { columns, columnLabel, visibleColumns, rowActions, rowLabel } = props;
  const shownWidths = useMemo(
    () =>
      columns.filter(({ id }) => !visibleColumns || visibleColumns.includes(id)).map((column) => columnWidthOf(column)),
    [columns, visibleColumns],
  );
  const reserved = (props.selection === 'none' ? 0 : SELECTION_COLUMN_WIDTH) + (rowActions ? ACTIONS_WIDTH : 0);
  const fitted = useFittedWidths(shownWidths, reserved);
  const rows = useFirstFrameRows(props.rows);

  const columnDefinitions = useMemo<TableProps.ColumnDefinition<Row>[]>(() => {
    const definitions: TableProps.ColumnDefinition<Row>[] = columns.map((column) => {
      const width = fitted.widths.get(column.id) ?? columnWidthOf(column).width;
      return {
        id: column.id,
        header: columnLabel(column.id),
        width,
        minWidth: Math.min(80, width),
        cell: (row: Row) => listCell(column, row),
      };
    });
    if (rowActions) {
      definitions.push({
        id: ACTIONS_COLUMN,
        header: rowActions.header,
        width: ACTIONS_WIDTH,
        cell: (row: Row) => (
          // The row's own click (onRowClick) must not also run for a click on its action, which would open a
          // page twice (two history entries) or act twice. React events bubble through the dropdown's portal too.
          // biome-ignore lint/a11y/noStaticElementInteractions: stops a click's bubbling only; the button inside is the control.
          // biome-ignore lint/a11y/useKeyWithClickEvents: keys reach the button, and the row has no key handler to shield.
          <span onClick={(event) => event.stopPropagation()}>
            <RowActions row={row} label={rowLabel(row)} {...rowActions} />
          </span>
        ),
      });
    }
    return definitions;
  }, [columns, columnLabel, rowActions, rowLabel, fitted.widths]);
  const columnDisplay = useMemo(
    () => [
      ...columns.map(({ id }) => ({ id, visible: !visibleColumns || visibleColumns.includes(id) })),
      ...(rowActions ? [{ id: ACTIONS_COLUMN, visible: true }] : []),
    ],
    [columns, visibleColumns, rowActions],
  );

  const { paging } = props;
  // No next-page trigger under a first frame's rows: it would be in view and ask for a page too early.
  const loadingStatus: TableProps.LoadingStatus | undefined =
    !paging || rows.length < props.rows.length
      ? undefined
      : paging.loadingMore
        ? 'loading'
        : props.failed && props.rows.length > 0
          ? 'error'
          : paging.hasMore
            ? 'pending'
            : 'finished';

  return (
    <div className="semaforo-list-table semaforo-fitted-table" ref={fitted.ref} data-list-id={props.listId}>
      <Table
        // Cloudscape reads the widths when it draws the table: drawn again when the fitted widths change.
        key={fitted.key}
        variant="full-page"
        stickyHeader
        resizableColumns
        // Values keep one line (their columns are as wide as they need); long texts wrap where a column says so.
        wrapLines={false}
        items={rows as Row[]}
        trackBy={props.trackBy}
        columnDefinitions={columnDefinitions}
        columnDisplay={columnDisplay}
        // No sticky column: the columns fit the screen, and one the user adds beyond is never hidden under another.
        selectionType={props.selection === 'none' ? undefined : props.selection}
        selectedItems={props.selection === 'none' ? undefined : ((props.selectedRows ?? []) as Row[])}
        onSelectionChange={({ detail }) => props.onSelectionChange?.(detail.selectedItems)}
        onRowClick={props.onRowClick && (({ detail }) => props.onRowClick?.(detail.item))}
        loading={props.loading && props.rows.length === 0}
        loadingText={t('list.loading')}
        empty={<EmptyState failed={props.failed} onRetry={props.onRetry} {...props.empty} />}
        getLoadingStatus={loadingStatus && (() => loadingStatus)}
        renderLoaderPending={
          paging && (() => <LoadMoreTrigger label={t('list.loadMore')} onLoadMore={paging.onLoadMore} />)
        }
        renderLoaderLoading={() => <StatusIndicator type="loading">{t('list.loading')}</StatusIndicator>}
        renderLoaderError={() => (
          <SpaceBetween direction="horizontal" size="xs">
            <StatusIndicator type="error">{t('list.loadFailed')}</StatusIndicator>
            <Button variant="inline-link" formAction="none" onClick={props.onRetry}>
              {t('list.retry')}
            </Button>
          </SpaceBetween>
        )}
        ariaLabels={{
          tableLabel: props.tableLabel,
          selectionGroupLabel: t('list.selectionGroup'),
          allItemsSelectionLabel: () => t('list.selectAllRows'),
          itemSelectionLabel: (_state, row) => t('list.selectRow', { row: rowLabel(row) }),
        }}
      />
    </div>
  );
}

export interface EmptyStateProps {
  text: string;
  onReset?: () => void;
  failed: boolean;
  onRetry: () => void;
}

/** No rows: why (nothing matched, or the list could not be loaded) and what to do next. */
export function EmptyState({ text, onReset, failed, onRetry }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <Box textAlign="center" color="inherit" padding={{ vertical: 'l' }}>
      {failed ? (
        <SpaceBetween size="xs" alignItems="center">
          <StatusIndicator type="error">{t('list.loadFailed')}</StatusIndicator>
          <Button formAction="none" onClick={onRetry}>
            {t('list.retry')}
          </Button>
        </SpaceBetween>
      ) : (
        <SpaceBetween size="xs" alignItems="center">
          <Box variant="p" color="inherit" padding="n">
            {text}
          </Box>
          {onReset && (
            <Button formAction="none" onClick={onReset}>
              {t('list.reset')}
            </Button>
          )}
        </SpaceBetween>
      )}
    </Box>
  );
}

interface RowActionsProps<Row> {
  row: Row;
  label: string;
  actions: (row: Row) => readonly RowAction[];
  onAction: (id: string, row: Row) => void;
}

function RowActions<Row>({ row, label, actions, onAction }: RowActionsProps<Row>) {
  const { t } = useTranslation();
  const offered = actions(row);
  const [only] = offered;
  if (!only) return null;
  if (offered.length === 1) {
    return (
      <Button
        variant="inline-link"
        formAction="none"
        disabled={only.disabled}
        ariaLabel={`${only.text} ${label}`}
        onClick={() => onAction(only.id, row)}
      >
        {only.text}
      </Button>
    );
  }
  return (
    <ButtonDropdown
      variant="inline-icon"
      ariaLabel={t('list.rowActions', { row: label })}
      items={offered.map((action) => ({ id: action.id, text: action.text, disabled: action.disabled }))}
      onItemClick={({ detail }) => onAction(detail.id, row)}
      expandToViewport
    />
  );
}

/** A row's cell of a column: numbers on the right, long texts wrapped (every table of lists and versions). */
export function listCell<Row>(column: ListColumn<Row>, row: Row): ReactNode {
  const content = column.cell(row);
  if (column.numeric) return <Box textAlign="right">{content}</Box>;
  return column.wrap ? <span className="semaforo-wrapped-cell">{content}</span> : content;
}

import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { type MouseEvent, type ReactNode, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../../shared/format/italian-format';
import { columnWidthOf, type ListColumn } from '../list/list-columns';
import { EmptyState, listCell } from '../list/list-table';
import { SELECTION_COLUMN_WIDTH, useFittedWidths } from '../list/use-fitted-widths';
import type { ClusterState } from './versioned-clusters';
import '../list/list-table.css';

export interface VersionedRows<Row> {
  columns: readonly ListColumn<Row>[];
  columnLabel: (id: string) => string;
  trackBy: (row: Row) => string;
  /** How a row is named to assistive technology: 'versione 3 (id …)'. */
  rowLabel: (row: Row) => string;
  emptyText: string;
  /** Opens the row's detail. */
  onOpen: (row: Row) => void;
}

export interface VersionedSelection<Row> {
  selectedRows: readonly Row[];
  onChange: (rows: Row[]) => void;
  /** Header buttons that act on the selection ('Confronta'). */
  actions: ReactNode;
}

interface VersionedTableProps<Row> extends VersionedRows<Row> {
  title: string;
  cluster: ClusterState<Row>;
  selection?: VersionedSelection<Row>;
}

/**
 * One cluster of versions: its title and count, a page of rows (the server's page size, paged by
 * pageNumber), a row click opening the detail, the columns fitted to the screen as in every list. The
 * first cell is also a link to the detail, so the keyboard reaches it.
 */
export function VersionedTable<Row>({ title, cluster, selection, ...rows }: VersionedTableProps<Row>) {
  const { t } = useTranslation();
  const { columns, columnLabel, rowLabel, onOpen } = rows;
  const asked = useMemo(() => columns.map((column) => columnWidthOf(column)), [columns]);
  const fitted = useFittedWidths(asked, selection ? SELECTION_COLUMN_WIDTH : 0);

  const columnDefinitions = useMemo<TableProps.ColumnDefinition<Row>[]>(
    () =>
      columns.map((column, index) => ({
        id: column.id,
        header: columnLabel(column.id),
        width: fitted.widths.get(column.id) ?? columnWidthOf(column).width,
        cell: (row: Row) =>
          index === 0 ? (
            <Button
              variant="inline-link"
              ariaLabel={t('versioned.open', { row: rowLabel(row) })}
              onClick={() => onOpen(row)}
            >
              {listCell(column, row)}
            </Button>
          ) : (
            listCell(column, row)
          ),
      })),
    [columns, columnLabel, rowLabel, onOpen, t, fitted.widths],
  );

  // A click on a selection checkbox selects the row; it does not open it too.
  const selectionClick = useRef(false);
  const noteSelectionClick = (event: MouseEvent) => {
    selectionClick.current = selection !== undefined && (event.target as Element).closest('td')?.cellIndex === 0;
  };

  return (
    <div className="semaforo-fitted-table" onClickCapture={noteSelectionClick} ref={fitted.ref}>
      <Table
        // Cloudscape reads the widths when it draws the table: drawn again when the fitted widths change.
        key={fitted.key}
        variant="container"
        header={
          <Header
            variant="h2"
            // No count until the first answer: '(0)' would say the cluster is empty.
            counter={cluster.loading ? undefined : `(${formatCount(cluster.total)})`}
            actions={selection?.actions}
          >
            {title}
          </Header>
        }
        items={cluster.rows as Row[]}
        trackBy={rows.trackBy}
        columnDefinitions={columnDefinitions}
        resizableColumns
        // Values keep one line (their columns are as wide as they need); long texts wrap where a column says so.
        wrapLines={false}
        selectionType={selection ? 'multi' : undefined}
        selectedItems={selection ? [...selection.selectedRows] : undefined}
        onSelectionChange={({ detail }) => selection?.onChange(detail.selectedItems)}
        onRowClick={({ detail }) => {
          if (!selectionClick.current) onOpen(detail.item);
        }}
        loading={cluster.loading}
        loadingText={t('list.loading')}
        empty={<EmptyState text={rows.emptyText} failed={cluster.failed} onRetry={() => void cluster.reload()} />}
        pagination={
          <Pagination
            currentPageIndex={cluster.pageNumber + 1}
            pagesCount={cluster.pagesCount}
            onChange={({ detail }) => cluster.setPageNumber(detail.currentPageIndex - 1)}
          />
        }
        ariaLabels={{
          tableLabel: title,
          selectionGroupLabel: t('list.selectionGroup'),
          allItemsSelectionLabel: () => t('list.selectAllRows'),
          itemSelectionLabel: (_state, row) => t('list.selectRow', { row: rowLabel(row) }),
        }}
      />
    </div>
  );
}

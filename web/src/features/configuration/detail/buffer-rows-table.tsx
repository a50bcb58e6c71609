import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { Dispatch, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BufferRow, EditAction, ListPart } from './configuration-edit-buffer';

export interface BufferColumn<Part extends ListPart> {
  id: string;
  header: string;
  /** `position` counts from 1 in the order shown: the row the inputs' names speak of. */
  cell: (row: BufferRow<Part>, position: number) => ReactNode;
}

interface BufferRowsTableProps<Part extends ListPart> {
  part: Part;
  rows: readonly BufferRow<Part>[];
  columns: readonly BufferColumn<Part>[];
  editable: boolean;
  dispatch: Dispatch<EditAction>;
  addLabel: string;
  emptyText: string;
}

/**
 * One list of the edit buffer as a table named by its tab: when editable, 'Ordina' and an add button
 * above it and a delete button on each row (spec section 4 'Configuration editing').
 */
export function BufferRowsTable<Part extends ListPart>({
  part,
  rows,
  columns,
  editable,
  dispatch,
  addLabel,
  emptyText,
}: BufferRowsTableProps<Part>) {
  const { t } = useTranslation();
  const title = t(`configurationEditor.tabs.${part}`);
  const positions = new Map(rows.map((row, index) => [row.id, index + 1]));
  const positionOf = (row: BufferRow<Part>) => positions.get(row.id) ?? 0;
  const deleteColumn: BufferColumn<Part> = {
    id: 'actions',
    header: t('configurationEditor.columns.actions'),
    cell: (row, position) => (
      <Button
        variant="icon"
        iconName="remove"
        ariaLabel={t('configurationEditor.deleteRow', { row: position })}
        onClick={() => dispatch({ type: 'delete', part, id: row.id })}
      />
    ),
  };
  const shown = editable ? [...columns, deleteColumn] : columns;
  return (
    <Table
      variant="embedded"
      // Headers wrap ('Soglia importo scaduto (€)'), so that the table fits the modal at 1440 px.
      wrapLines
      trackBy="id"
      items={[...rows]}
      ariaLabels={{ tableLabel: title }}
      columnDefinitions={shown.map((column) => ({
        id: column.id,
        header: column.header,
        cell: (row: BufferRow<Part>) => column.cell(row, positionOf(row)),
      }))}
      header={
        <Header
          variant="h3"
          counter={`(${rows.length})`}
          actions={
            editable && (
              <SpaceBetween direction="horizontal" size="xs">
                <Button onClick={() => dispatch({ type: 'sort', part })}>{t('configurationEditor.sort')}</Button>
                <Button iconName="add-plus" onClick={() => dispatch({ type: 'append', part })}>
                  {addLabel}
                </Button>
              </SpaceBetween>
            )
          }
        >
          {title}
        </Header>
      }
      empty={<Box color="text-body-secondary">{emptyText}</Box>}
    />
  );
}

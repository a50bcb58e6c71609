import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { BufferRowsTable } from './buffer-rows-table';
import { type ConfigurationEditBuffer, type EditAction, visibleRowErrors } from './configuration-edit-buffer';
import { TextCell } from './editable-cells';

interface ReasonsTableProps {
  buffer: ConfigurationEditBuffer;
  dispatch: Dispatch<EditAction>;
  editable: boolean;
}

/** 'White list - Causali': the reasons the white-list insert offers. */
export function ReasonsTable({ buffer, dispatch, editable }: ReasonsTableProps) {
  const { t } = useTranslation();
  const part = 'whitelistReasonParams';
  const header = t('configurationEditor.columns.reason');
  return (
    <BufferRowsTable
      part={part}
      rows={buffer.rows[part]}
      columns={[
        {
          id: 'reason',
          header,
          cell: (row, position) =>
            editable ? (
              <TextCell
                label={t('configurationEditor.cellLabel', { column: header, row: position })}
                value={row.value.reason}
                error={visibleRowErrors(buffer, part, row).reason}
                // Leading spaces are dropped as typed, as in the product's other text inputs (and they would sort first).
                onChange={(reason) =>
                  dispatch({ type: 'set', part, id: row.id, patch: { reason: reason.trimStart() } })
                }
              />
            ) : (
              row.value.reason
            ),
        },
      ]}
      editable={editable}
      dispatch={dispatch}
      addLabel={t('configurationEditor.addReason')}
      emptyText={t('configurationEditor.noReasons')}
    />
  );
}

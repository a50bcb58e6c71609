import Button from '@cloudscape-design/components/button';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readVisibleColumns, writeVisibleColumns } from './column-preferences';
import { ColumnSettingsModal } from './column-settings-modal';

/** The columns a list shows: its defaults until the user chooses, then the choice remembered per list. */
export function useVisibleColumns(listId: string, allColumns: readonly string[], defaults: readonly string[]) {
  const [shown, setShown] = useState<string[]>(() => readVisibleColumns(listId, allColumns, defaults));
  const choose = useCallback(
    (columns: string[]) => {
      setShown(columns);
      writeVisibleColumns(listId, columns);
    },
    [listId],
  );
  return { shown, choose };
}

interface ColumnSettingsButtonProps {
  columns: readonly string[];
  columnLabel: (column: string) => string;
  shown: readonly string[];
  defaults: readonly string[];
  onApply: (shown: string[]) => void;
}

/**
 * 'Impostazioni colonne' among the list's header actions, so that only the column header stays pinned
 * when the rows scroll (in the table's own tools row it would be pinned too).
 */
export function ColumnSettingsButton({ onApply, ...props }: ColumnSettingsButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="icon" iconName="settings" ariaLabel={t('list.columns.settings')} onClick={() => setOpen(true)} />
      <ColumnSettingsModal
        {...props}
        visible={open}
        onDismiss={() => setOpen(false)}
        onApply={(next) => {
          onApply(next);
          setOpen(false);
        }}
      />
    </>
  );
}

import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './list-table.css';

interface ColumnSettingsModalProps<Column extends string> {
  visible: boolean;
  columns: readonly Column[];
  columnLabel: (column: Column) => string;
  shown: readonly Column[];
  defaults: readonly Column[];
  onApply: (shown: Column[]) => void;
  onDismiss: () => void;
}

/** Show or hide columns (spec section 2): 'Ripristina' brings back the list's defaults, 'Applica' keeps the choice. */
export function ColumnSettingsModal<Column extends string>({ visible, ...props }: ColumnSettingsModalProps<Column>) {
  // Mounted only while open, so every opening starts from the columns shown.
  return visible ? <OpenColumnSettings {...props} /> : null;
}

function OpenColumnSettings<Column extends string>({
  columns,
  columnLabel,
  shown,
  defaults,
  onApply,
  onDismiss,
}: Omit<ColumnSettingsModalProps<Column>, 'visible'>) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<readonly Column[]>(shown);
  const toggle = (column: Column, checked: boolean) =>
    setChosen((current) => (checked ? [...current, column] : current.filter((item) => item !== column)));
  return (
    <Modal
      visible
      size="large"
      header={t('list.columns.settings')}
      closeAriaLabel={t('list.columns.dismiss')}
      onDismiss={onDismiss}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={() => setChosen(defaults)}>{t('list.columns.restore')}</Button>
            <Button
              variant="primary"
              disabled={chosen.length === 0}
              onClick={() => onApply(columns.filter((column) => chosen.includes(column)))}
            >
              {t('list.columns.apply')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Box variant="p">{t('list.columns.description')}</Box>
        <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <legend className="semaforo-visually-hidden">{t('list.columns.title')}</legend>
          <ColumnLayout columns={3}>
            {columns.map((column) => (
              <Checkbox
                key={column}
                checked={chosen.includes(column)}
                onChange={({ detail }) => toggle(column, detail.checked)}
              >
                {columnLabel(column)}
              </Checkbox>
            ))}
          </ColumnLayout>
        </fieldset>
      </SpaceBetween>
    </Modal>
  );
}

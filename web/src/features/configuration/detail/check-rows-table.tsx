import type { TFunction } from 'i18next';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import {
  THRESHOLD_FIELDS,
  THRESHOLD_UNITS,
  type ThresholdField,
} from '../../../../../shared/configuration/check-fields';
import { formatThreshold } from '../../../../../shared/configuration/threshold-format';
import { CONFIGURATION_MICRO_SEGMENTS, SUBJECT_TYPES } from '../../../../../shared/enums';
import { type DraftValue, numberOf } from '../../../../../shared/validators/configuration-rules';
import { microSegmentName, subjectTypeName } from '../row-key-text';
import { type BufferColumn, BufferRowsTable } from './buffer-rows-table';
import {
  type BufferRow,
  type CheckPart,
  type ConfigurationEditBuffer,
  type EditAction,
  setField,
  visibleRowErrors,
} from './configuration-edit-buffer';
import { CodeSelectCell, EnabledCell, NumberCell } from './editable-cells';

type CheckColumn = 'subjectType' | 'microSegment' | ThresholdField | 'enabled';
type CheckValues = Readonly<Record<string, DraftValue | boolean>>;

/** The performance class is whole; percentages and amounts may have decimals. */
const INTEGER_FIELDS: readonly CheckColumn[] = ['paymentScoreThreshold'];

/** A threshold as it reads: '20%', '100.000 €', the class with its name '5 - Scarsa'. */
function thresholdText(column: ThresholdField, value: number, t: TFunction): string {
  const text = formatThreshold(column, value);
  if (THRESHOLD_UNITS[column] !== 'CLASS') return text;
  const name = t(`clientsList.options.performanceClass.${value}`, { defaultValue: '' });
  return name ? `${text} - ${name}` : text;
}

/** What a typed amount or class will read as ('100.000 €', '5 - Scarsa'); nothing while it is not a number yet. */
function readingOf(column: ThresholdField, value: DraftValue, t: TFunction): string | undefined {
  const number = numberOf(value);
  if (THRESHOLD_UNITS[column] === 'PERCENT' || number === undefined || !Number.isFinite(number)) return undefined;
  return thresholdText(column, number, t);
}

function readOnlyText(column: CheckColumn, value: DraftValue | boolean, t: TFunction): string {
  if (column === 'enabled') return value ? t('configurationEditor.enabled.on') : t('configurationEditor.enabled.off');
  if (column === 'subjectType') return subjectTypeName(String(value ?? ''), t);
  if (column === 'microSegment') return microSegmentName(String(value ?? ''), t);
  return typeof value === 'number' ? thresholdText(column, value, t) : String(value ?? '');
}

interface CheckRowsTableProps {
  part: CheckPart;
  buffer: ConfigurationEditBuffer;
  dispatch: Dispatch<EditAction>;
  editable: boolean;
}

/** A check table (white list, morosi, andamentale): the row key, its thresholds, the on/off switch. */
export function CheckRowsTable({ part, buffer, dispatch, editable }: CheckRowsTableProps) {
  const { t } = useTranslation();
  const keyOptions = {
    subjectType: SUBJECT_TYPES.map((code) => ({ code, description: subjectTypeName(code, t) })),
    microSegment: CONFIGURATION_MICRO_SEGMENTS.map((code) => ({ code, description: microSegmentName(code, t) })),
  };

  const editor = (column: CheckColumn, row: BufferRow<CheckPart>, position: number) => {
    const value = (row.value as CheckValues)[column];
    const props = {
      label: t('configurationEditor.cellLabel', { column: t(`configurationEditor.columns.${column}`), row: position }),
      error: visibleRowErrors(buffer, part, row)[column],
      onChange: (next: DraftValue | boolean) => dispatch(setField(part, row.id, column, next)),
    };
    switch (column) {
      case 'subjectType':
      case 'microSegment':
        return <CodeSelectCell {...props} value={value as string | null} options={keyOptions[column]} />;
      case 'enabled':
        return <EnabledCell {...props} value={Boolean(value)} />;
      default:
        return (
          <NumberCell
            {...props}
            value={value as DraftValue}
            integer={INTEGER_FIELDS.includes(column)}
            reading={readingOf(column, value as DraftValue, t)}
          />
        );
    }
  };

  const columns: BufferColumn<CheckPart>[] = (
    ['subjectType', 'microSegment', ...THRESHOLD_FIELDS[part], 'enabled'] as const
  ).map((column: CheckColumn) => ({
    id: column,
    header: t(`configurationEditor.columns.${column}`),
    cell: (row, position) =>
      editable ? editor(column, row, position) : readOnlyText(column, (row.value as CheckValues)[column], t),
  }));

  return (
    <BufferRowsTable
      part={part}
      rows={buffer.rows[part] as BufferRow<CheckPart>[]}
      columns={columns}
      editable={editable}
      dispatch={dispatch}
      addLabel={t('configurationEditor.addRow')}
      emptyText={t('configurationEditor.noRows')}
    />
  );
}

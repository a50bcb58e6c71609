import type { TFunction } from 'i18next';
import { THRESHOLD_FIELDS, thresholdOf } from '../../../../../shared/configuration/check-fields';
import type { CheckRow, ConfigurationChange, RowKey } from '../../../../../shared/configuration/configuration-diff';
import { formatThreshold } from '../../../../../shared/configuration/threshold-format';
import { formatCount } from '../../../../../shared/format/italian-format';
import type { CheckTable } from '../../../../../shared/validators/configuration-rules';
import { rowKeyText } from '../row-key-text';

/**
 * One change of the diff as a sentence a risk officer reads, in the console's language, with the
 * figures in the Italian format: 'Parametri Black List Morosi · Persona Fisica / Reseller: soglia ritardo
 * 20% → 25%'. Tables are named as the detail's tabs; rows by the names the editor's selects give them.
 */

function switchText(enabled: boolean, t: TFunction): string {
  return enabled ? t('configurationEditor.diff.on') : t('configurationEditor.diff.off');
}

/** Every value of a row added or removed: 'soglia ritardo 25%, soglia importo 3.000 €, attivo'. */
function rowValuesText(table: CheckTable, row: CheckRow, t: TFunction): string {
  const thresholds = THRESHOLD_FIELDS[table].map((field) =>
    t('configurationEditor.diff.fieldValue', {
      field: t(`configurationEditor.diff.fields.${field}`),
      value: formatThreshold(field, thresholdOf(row, field) ?? 0),
    }),
  );
  return [...thresholds, switchText(row.enabled, t)].join(', ');
}

function rowChange(table: CheckTable, key: RowKey, change: string, t: TFunction): string {
  return t('configurationEditor.diff.rowChange', {
    table: t(`configurationEditor.tabs.${table}`),
    row: rowKeyText(key, t),
    change,
  });
}

export function configurationChangeText(change: ConfigurationChange, t: TFunction): string {
  switch (change.kind) {
    case 'rowAdded':
    case 'rowRemoved':
      return rowChange(
        change.table,
        change.row,
        t(`configurationEditor.diff.${change.kind}`, { values: rowValuesText(change.table, change.row, t) }),
        t,
      );
    case 'thresholdChanged':
      return rowChange(
        change.table,
        change.key,
        t('configurationEditor.diff.threshold', {
          field: t(`configurationEditor.diff.fields.${change.field}`),
          from: formatThreshold(change.field, change.from),
          to: formatThreshold(change.field, change.to),
        }),
        t,
      );
    case 'enabledChanged':
      return rowChange(
        change.table,
        change.key,
        t(change.to ? 'configurationEditor.diff.enabledOn' : 'configurationEditor.diff.enabledOff'),
        t,
      );
    case 'reasonAdded':
    case 'reasonRemoved':
      return t(`configurationEditor.diff.${change.kind}`, { reason: change.reason });
    case 'validityDaysChanged':
      return t('configurationEditor.diff.validityDays', {
        table: t('configurationEditor.tabs.whitelistValidityDaysParam'),
        from: formatCount(change.from),
        to: formatCount(change.to),
      });
  }
}

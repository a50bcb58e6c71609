import Box from '@cloudscape-design/components/box';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { isPayloadDigest } from '../../../../shared/audit/payload-digest';
import { formatCount, formatDateTime } from '../../../../shared/format/italian-format';
import type { AuditRecordRow } from '../../../../shared/schemas/audit';
import type { FieldChange } from './record-changes';
import { fieldLabel, valueWords } from './record-words';

/** An instant as the records store it (`updatedAt`, `validityStartDate`…): shown as 'Quando' shows it. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

interface ValueTextProps {
  value: unknown;
  /** Where the value is, so a user's role or state reads by its label (record-words.ts). */
  entityType?: AuditRecordRow['entityType'];
  field?: string;
}

/**
 * A value as the detail shows it: in words where the console has words for it, text as is, an instant
 * in Italian time, a digest as such, else JSON.
 */
export function ValueText({ value, entityType, field }: ValueTextProps) {
  const { t } = useTranslation();
  if (value === null || value === undefined) return <>{t('auditTrail.detail.empty')}</>;
  const words = entityType && field !== undefined ? valueWords(entityType, field, value, t) : undefined;
  if (words !== undefined) return <>{words}</>;
  if (isPayloadDigest(value)) {
    return <>{t('auditTrail.detail.digest', { sha256: value.sha256, bytes: formatCount(value.bytes) })}</>;
  }
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return <>{formatDateTime(value)}</>;
  if (typeof value === 'string') return <span style={{ whiteSpace: 'pre-line' }}>{value}</span>;
  return <code style={{ wordBreak: 'break-all' }}>{JSON.stringify(value)}</code>;
}

interface FieldChangesProps {
  changes: FieldChange[];
  /** Names the table. */
  label: string;
  /** The record's kind of entity: its fields and values in words where it has them. */
  entityType: AuditRecordRow['entityType'];
  /** A request's fields have values and no before: one 'Valore' column. */
  request?: boolean;
}

/** Every field that differs, with its value before and after. */
export function FieldChanges({ changes, label, entityType, request }: FieldChangesProps) {
  const { t } = useTranslation();
  if (changes.length === 0) return <Box variant="p">{t('auditTrail.detail.noDifference')}</Box>;
  const valueCell = (side: 'before' | 'after') => (change: FieldChange) => (
    <ValueText value={change[side]} entityType={entityType} field={change.field} />
  );
  return (
    <Table
      variant="embedded"
      wrapLines
      ariaLabels={{ tableLabel: label }}
      items={changes}
      trackBy="field"
      columnDefinitions={[
        {
          id: 'field',
          header: t('auditTrail.detail.field'),
          cell: (change) => fieldLabel(entityType, change.field, t),
          width: 240,
        },
        ...(request
          ? [{ id: 'value', header: t('auditTrail.detail.value'), cell: valueCell('after') }]
          : [
              { id: 'before', header: t('auditTrail.detail.before'), cell: valueCell('before') },
              { id: 'after', header: t('auditTrail.detail.after'), cell: valueCell('after') },
            ]),
      ]}
    />
  );
}

import Box from '@cloudscape-design/components/box';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditRecordRow } from '../../../../shared/schemas/audit';
import type { ConfigurationFile } from '../../../../shared/schemas/configuration';
import { configurationFiles, fieldChanges } from './record-changes';
import { FieldChanges } from './record-field-table';

/** How the configuration's changes are worded, handed in by the app (a feature never imports another). */
export type ConfigurationDiffComponent = ComponentType<{ from: ConfigurationFile; to: ConfigurationFile }>;

interface RecordChangesProps {
  record: AuditRecordRow;
  ConfigurationDiff: ConfigurationDiffComponent;
}

/**
 * What the record says changed. A configuration's record: its changes in words, as the publish
 * confirmation and the comparison word them, with the fields as recorded (two whole versions, some
 * sixty of them) behind a disclosure for whoever needs them. Any other record: field by field.
 */
export function RecordChanges({ record, ConfigurationDiff }: RecordChangesProps) {
  const { t } = useTranslation();
  if (record.before === null && record.after === null) {
    return <Box variant="p">{t('auditTrail.detail.noChanges')}</Box>;
  }
  const files = configurationFiles(record);
  const fields = (
    <FieldChanges
      changes={fieldChanges(record.before, record.after)}
      label={t(files ? 'auditTrail.detail.recordedFields' : 'auditTrail.detail.changes')}
      entityType={record.entityType}
    />
  );
  if (!files) return fields;
  return (
    <SpaceBetween size="m">
      <ConfigurationDiff from={files.from} to={files.to} />
      <ExpandableSection headerText={t('auditTrail.detail.recordedFields')}>{fields}</ExpandableSection>
    </SpaceBetween>
  );
}

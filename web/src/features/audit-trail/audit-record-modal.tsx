import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatCount, formatDateTime } from '../../../../shared/format/italian-format';
import type { AuditRecordRow } from '../../../../shared/schemas/audit';
import type { ConfigurationFile } from '../../../../shared/schemas/configuration';
import { italianToday } from '../../../../shared/validators/ranges';
import { ModalFooter } from '../../shared/components/modal-footer';
import { actionText, OutcomeIndicator, roleText, userText } from './audit-trail-list';
import { checksLink, configurationFiles, type FieldChange, fieldChanges, isDigest } from './record-changes';

/** How the configuration's changes are worded, handed in by the app (a feature never imports another). */
export type ConfigurationDiffComponent = ComponentType<{ from: ConfigurationFile; to: ConfigurationFile }>;

interface AuditRecordModalProps {
  record: AuditRecordRow;
  onClose: () => void;
  ConfigurationDiff: ConfigurationDiffComponent;
}

/** An instant as the records store it (`updatedAt`, `validityStartDate`…): shown as 'Quando' shows it. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** A value as the detail shows it: text as is, an instant in Italian time, a digest as such, else JSON. */
function ValueText({ value }: { value: unknown }) {
  const { t } = useTranslation();
  if (value === null || value === undefined) return <>{t('auditTrail.detail.empty')}</>;
  if (isDigest(value)) {
    return <>{t('auditTrail.detail.digest', { sha256: value.sha256, bytes: formatCount(value.bytes) })}</>;
  }
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return <>{formatDateTime(value)}</>;
  if (typeof value === 'string') return <span style={{ whiteSpace: 'pre-line' }}>{value}</span>;
  return <code style={{ wordBreak: 'break-all' }}>{JSON.stringify(value)}</code>;
}

/**
 * Every field that differs, with its value before and after; `label` names the table. A request's fields
 * (`request`) have values and no before: one 'Valore' column.
 */
function FieldChanges({ changes, label, request }: { changes: FieldChange[]; label: string; request?: boolean }) {
  const { t } = useTranslation();
  if (changes.length === 0) return <Box variant="p">{t('auditTrail.detail.noDifference')}</Box>;
  const after = (change: FieldChange) => <ValueText value={change.after} />;
  return (
    <Table
      variant="embedded"
      wrapLines
      ariaLabels={{ tableLabel: label }}
      items={changes}
      trackBy="field"
      columnDefinitions={[
        { id: 'field', header: t('auditTrail.detail.field'), cell: (change) => change.field, width: 240 },
        ...(request
          ? [{ id: 'value', header: t('auditTrail.detail.value'), cell: after }]
          : [
              {
                id: 'before',
                header: t('auditTrail.detail.before'),
                cell: (change: FieldChange) => <ValueText value={change.before} />,
              },
              { id: 'after', header: t('auditTrail.detail.after'), cell: after },
            ]),
      ]}
    />
  );
}

/** What the record says changed: the configuration's changes in words, else field by field. */
function RecordChanges({ record, ConfigurationDiff }: Pick<AuditRecordModalProps, 'record' | 'ConfigurationDiff'>) {
  const { t } = useTranslation();
  if (record.before === null && record.after === null) {
    return <Box variant="p">{t('auditTrail.detail.noChanges')}</Box>;
  }
  const files = configurationFiles(record);
  return (
    <SpaceBetween size="m">
      {files && <ConfigurationDiff from={files.from} to={files.to} />}
      <FieldChanges changes={fieldChanges(record.before, record.after)} label={t('auditTrail.detail.changes')} />
    </SpaceBetween>
  );
}

/**
 * One record of the trail (issue 27): who, in which role, when, the action and the call, the entity,
 * the note, the outcome and why, and what changed, before against after. A publication's record links
 * to the checks decided with the version it put in force.
 */
export function AuditRecordModal({ record, onClose, ConfigurationDiff }: AuditRecordModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const empty = t('auditTrail.detail.empty');
  const checks = checksLink(record, italianToday());
  return (
    <Modal
      visible
      size="large"
      onDismiss={onClose}
      header={t('auditTrail.detail.title')}
      closeAriaLabel={t('auditTrail.detail.dismiss')}
      footer={<ModalFooter closeText={t('auditTrail.detail.close')} onClose={onClose} />}
    >
      <SpaceBetween size="l">
        {record.outcome === 'STARTED' && <Alert type="warning">{t('auditTrail.detail.startedNote')}</Alert>}
        <KeyValuePairs
          columns={3}
          ariaLabel={t('auditTrail.detail.label')}
          items={[
            { label: t('auditTrail.detail.who'), value: userText(record.user, t) },
            { label: t('auditTrail.detail.role'), value: roleText(record.role, t) },
            { label: t('auditTrail.detail.when'), value: formatDateTime(record.at) },
            { label: t('auditTrail.detail.action'), value: actionText(record.route, t) },
            { label: t('auditTrail.detail.route'), value: record.route },
            {
              label: t('auditTrail.detail.entity'),
              value: `${t(`auditTrail.options.entityType.${record.entityType}` as 'auditTrail.options.entityType.AGENCY')} · ${record.entityId}`,
            },
            {
              label: t('auditTrail.detail.outcome'),
              value: (
                <SpaceBetween size="xxxs">
                  <OutcomeIndicator outcome={record.outcome} />
                  {record.status !== null && <Box>{t('auditTrail.detail.status', { status: record.status })}</Box>}
                </SpaceBetween>
              ),
            },
            { label: t('auditTrail.detail.reason'), value: record.reason ?? empty },
            { label: t('auditTrail.detail.note'), value: <ValueText value={record.note} /> },
            { label: t('auditTrail.detail.requestId'), value: record.requestId },
          ]}
        />
        {checks && (
          <Box>
            <Link
              href={checks.href}
              onFollow={(event) => {
                event.preventDefault();
                navigate(checks.href);
              }}
            >
              {t('auditTrail.detail.checks')}
            </Link>
            <Box variant="small" color="text-body-secondary">
              {t('auditTrail.detail.checksDescription', { version: checks.version })}
            </Box>
          </Box>
        )}
        <SpaceBetween size="xs">
          <Header variant="h3">{t('auditTrail.detail.changes')}</Header>
          <RecordChanges record={record} ConfigurationDiff={ConfigurationDiff} />
        </SpaceBetween>
        {record.body !== null && (
          <SpaceBetween size="xs">
            <Header variant="h3">{t('auditTrail.detail.body')}</Header>
            <FieldChanges changes={fieldChanges(null, record.body)} label={t('auditTrail.detail.body')} request />
          </SpaceBetween>
        )}
      </SpaceBetween>
    </Modal>
  );
}

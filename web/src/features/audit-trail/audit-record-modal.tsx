import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs, { type KeyValuePairsProps } from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../../../shared/format/italian-format';
import type { AuditRecordRow } from '../../../../shared/schemas/audit';
import { italianToday } from '../../../../shared/validators/ranges';
import { ModalFooter } from '../../shared/components/modal-footer';
import { actionText, entityTypeText, OutcomeIndicator, roleText, userText } from './audit-trail-list';
import { checksLink, configurationVersions, fieldChanges } from './record-changes';
import { type ConfigurationDiffComponent, RecordChanges } from './record-changes-section';
import { aimedEntity } from './record-entity';
import { FieldChanges, ValueText } from './record-field-table';
import { reasonText } from './record-reason';
import { versionText } from './record-words';

interface AuditRecordModalProps {
  record: AuditRecordRow;
  onClose: () => void;
  ConfigurationDiff: ConfigurationDiffComponent;
}

/** The entity's kind, and the entity itself when the record names one (record-entity.ts). */
function entityText(record: AuditRecordRow, t: TFunction): string {
  const entity = aimedEntity(record);
  const kind = entityTypeText(record.entityType, t);
  return entity === undefined ? kind : `${kind} · ${entity}`;
}

/** A configuration record's version and the one in force it replaced, in words; none for another record. */
function versionItems(record: AuditRecordRow, t: TFunction): KeyValuePairsProps.Item[] {
  const versions = configurationVersions(record);
  const version = versions && versionText(versions, t);
  return [
    ...(version ? [{ label: t('auditTrail.detail.version'), value: version }] : []),
    ...(versions?.replaced
      ? [
          {
            label: t('auditTrail.detail.replaced'),
            value: t('auditTrail.detail.replacedValue', { id: versions.replaced }),
          },
        ]
      : []),
  ];
}

/**
 * One record of the trail: who, in which role, when, the action, the entity, the note, the outcome and
 * why (in the console's language), and what changed, before against after, in words where the console
 * has them. A publication's record links to the checks decided with the version it put in force.
 */
export function AuditRecordModal({ record, onClose, ConfigurationDiff }: AuditRecordModalProps) {
  const { t, i18n } = useTranslation();
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
            { label: t('auditTrail.detail.entity'), value: entityText(record, t) },
            ...versionItems(record, t),
            {
              label: t('auditTrail.detail.outcome'),
              value: (
                <SpaceBetween size="xxxs">
                  <OutcomeIndicator outcome={record.outcome} />
                  {record.status !== null && <Box>{t('auditTrail.detail.status', { status: record.status })}</Box>}
                </SpaceBetween>
              ),
            },
            { label: t('auditTrail.detail.reason'), value: reasonText(record, i18n) ?? empty },
            { label: t('auditTrail.detail.note'), value: <ValueText value={record.note} /> },
            { label: t('auditTrail.detail.requestId'), value: record.requestId },
          ]}
        />
        {checks && (
          // The link and what it opens on lines of their own.
          <SpaceBetween size="xxxs">
            <Link
              href={checks.href}
              onFollow={(event) => {
                event.preventDefault();
                navigate(checks.href);
              }}
            >
              {t('auditTrail.detail.checks')}
            </Link>
            <Box variant="small" display="block" color="text-body-secondary">
              {t('auditTrail.detail.checksDescription', { version: checks.version })}
            </Box>
          </SpaceBetween>
        )}
        <SpaceBetween size="xs">
          <Header variant="h3">{t('auditTrail.detail.changes')}</Header>
          <RecordChanges record={record} ConfigurationDiff={ConfigurationDiff} />
        </SpaceBetween>
        {record.body !== null && (
          <SpaceBetween size="xs">
            <Header variant="h3">{t('auditTrail.detail.body')}</Header>
            <FieldChanges
              changes={fieldChanges(null, record.body)}
              label={t('auditTrail.detail.body')}
              entityType={record.entityType}
              request
            />
          </SpaceBetween>
        )}
      </SpaceBetween>
    </Modal>
  );
}

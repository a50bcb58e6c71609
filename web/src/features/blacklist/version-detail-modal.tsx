import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { BlacklistAction } from '../../../../shared/blacklist/blacklist-lifecycle';
import { formatCount, formatDateTime } from '../../../../shared/format/italian-format';
import type { BlacklistVersion } from '../../../../shared/schemas/blacklist';
import { backtestHref } from '../../shared/components/console-paths';
import { ModalFooter } from '../../shared/components/modal-footer';
import { downloadFile } from '../../shared/download/download-file';
import { BlacklistStatusText } from './blacklist-columns';
import { hasMembersFile, refusedToUser, versionActions } from './blacklist-operations';
import { VersionChanges } from './version-changes';
import { validityDetailText } from './version-texts';

interface VersionDetailModalProps {
  version: BlacklistVersion;
  onClose: () => void;
  /** An operation its status allows was chosen: the caller runs it through the wizard. */
  onAction: (action: BlacklistAction) => void;
  /** The file name of a version the screen has read (the one this was compared with). */
  filenameOf: (id: string) => string | undefined;
  /** Who is signed in, and whether the stage asks a second administrator to publish. */
  username?: string;
  fourEyes: boolean;
}

/**
 * The detail of one version (the manageVersionWizard of spec 'Shared wizards'): its data, what it changed
 * against the list in force at load time, and the operations its status allows; download whenever it
 * has a file of members.
 */
export function VersionDetailModal({
  version,
  onClose,
  onAction,
  filenameOf,
  username,
  fourEyes,
}: VersionDetailModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [download, setDownload] = useState<'idle' | 'busy' | 'failed'>('idle');
  const empty = t('blacklistScreen.detail.empty');

  const save = async () => {
    setDownload('busy');
    try {
      await downloadFile({ userId: version.userId, exportType: 'BLACKLIST', fileName: version.downloadName });
      setDownload('idle');
    } catch {
      setDownload('failed');
    }
  };

  return (
    <Modal
      visible
      size="large"
      onDismiss={onClose}
      header={t('blacklistScreen.detail.title')}
      closeAriaLabel={t('blacklistScreen.detail.dismiss')}
      footer={
        <ModalFooter closeText={t('blacklistScreen.detail.close')} onClose={onClose}>
          {hasMembersFile(version) && (
            <Button iconName="download" loading={download === 'busy'} onClick={() => void save()}>
              {t('blacklistScreen.actions.download')}
            </Button>
          )}
          {version.status === 'READY' && (
            <Button
              href={backtestHref(version.kind, version.id)}
              onFollow={(event) => {
                event.preventDefault();
                navigate(backtestHref(version.kind, version.id));
              }}
            >
              {t('backtest.open')}
            </Button>
          )}
          {versionActions(version).map((action) => (
            <Button
              key={action}
              variant={action === 'delete' ? 'normal' : 'primary'}
              disabled={refusedToUser(action, version, username, fourEyes)}
              disabledReason={t('blacklistScreen.publishNeedsSecondPerson')}
              onClick={() => onAction(action)}
            >
              {t(`blacklistScreen.actions.${action}`)}
            </Button>
          ))}
        </ModalFooter>
      }
    >
      <SpaceBetween size="l">
        <KeyValuePairs
          columns={3}
          ariaLabel={t('blacklistScreen.detail.label')}
          items={[
            { label: t('blacklistScreen.columns.filename'), value: version.filename },
            { label: t('blacklistScreen.columns.status'), value: <BlacklistStatusText version={version} t={t} /> },
            { label: t('blacklistScreen.detail.id'), value: version.id },
            { label: t('blacklistScreen.columns.loadedRecords'), value: formatCount(version.loadedRecords) },
            { label: t('blacklistScreen.columns.discardedRecords'), value: formatCount(version.discardedRecords) },
            { label: t('blacklistScreen.columns.userId'), value: version.userId },
            {
              label: t('blacklistScreen.columns.statusUpdateDate'),
              value: formatDateTime(version.statusUpdateDate) || empty,
            },
            { label: t('blacklistScreen.detail.publicationUser'), value: version.publicationUser || empty },
            { label: t('blacklistScreen.columns.validity'), value: validityDetailText(version, t) },
            ...(version.parentId ? [{ label: t('blacklistScreen.detail.restoredFrom'), value: version.parentId }] : []),
            {
              label: t('blacklistScreen.columns.note'),
              // A note may run over several lines, as typed.
              value: <span style={{ whiteSpace: 'pre-line' }}>{version.note || empty}</span>,
            },
          ]}
        />
        <VersionChanges version={version} filenameOf={filenameOf} />
        {download === 'failed' && (
          <Alert type="error" dismissible onDismiss={() => setDownload('idle')}>
            {t('blacklistScreen.detail.downloadFailed')}
          </Alert>
        )}
      </SpaceBetween>
    </Modal>
  );
}

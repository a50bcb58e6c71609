import Button from '@cloudscape-design/components/button';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlacklistKind } from '../../../../shared/enums';
import type { BlacklistVersion } from '../../../../shared/schemas/blacklist';
import type { ScreenProps } from '../../shared/components/screen-props';
import { useVersionedClusters, type VersionedClusters } from '../../shared/versioned/versioned-clusters';
import { VersionedPanel } from '../../shared/versioned/versioned-panel';
import { blacklistColumns } from './blacklist-columns';
import { BlacklistOperationWizard } from './blacklist-operation-wizard';
import type { BlacklistOperation } from './blacklist-operations';
import { BLACKLIST_SOURCES } from './blacklist-source';
import { UploadWizard } from './upload/upload-wizard';
import { VersionDetailModal } from './version-detail-modal';
import { versionLabel } from './version-texts';

const SECTION_OF_KIND = { CEDUTI: 'ceduti', RADIATI: 'radiati' } as const;

const shownRows = (clusters: VersionedClusters<BlacklistVersion>) => [
  ...clusters.updating.rows,
  ...clusters.active.rows,
  ...clusters.history.rows,
];

/** The version as last read: the detail follows a load that ends while it is open. */
function latest(clusters: VersionedClusters<BlacklistVersion>, opened: BlacklistVersion): BlacklistVersion {
  return shownRows(clusters).find((row) => row.id === opened.id) ?? opened;
}

/**
 * 'Gestione BlackList Ceduti' and 'Gestione BlackList Radiati' (spec section 2): 'Aggiorna lista', the
 * list in preparation (only when there is one), the active list and the history; a row opens its
 * detail, whose operations run through the wizard. A loading list is followed until it is ready.
 * Every operation that succeeds reloads both lists (spec section 4).
 */
export function BlacklistListScreen({ kind, username }: { kind: BlacklistKind; username?: string }) {
  const { t } = useTranslation();
  const clusters = useVersionedClusters(BLACKLIST_SOURCES[kind]);
  const [opened, setOpened] = useState<BlacklistVersion>();
  const [operation, setOperation] = useState<BlacklistOperation>();
  const [uploading, setUploading] = useState(false);

  const columns = useMemo(() => blacklistColumns(t), [t]);
  const columnLabel = useCallback(
    (id: string) => t(`blacklistScreen.columns.${id}` as 'blacklistScreen.columns.filename'),
    [t],
  );
  const rowLabel = useCallback((version: BlacklistVersion) => versionLabel(version, t), [t]);
  const { updating } = clusters;
  // One list is prepared at a time: while one is, the server would refuse a second upload.
  const uploadBlocked = updating.loading || updating.rows.length > 0;
  const reload = () => void clusters.reload();

  return (
    <VersionedPanel
      title={t(`blacklistTitles.${SECTION_OF_KIND[kind]}`)}
      headerActions={
        <Button
          variant="primary"
          disabled={uploadBlocked}
          disabledReason={updating.rows.length > 0 ? t('blacklistScreen.uploadBlocked') : undefined}
          onClick={() => setUploading(true)}
        >
          {t('blacklistScreen.actions.upload')}
        </Button>
      }
      tableTitles={{
        updating: t('blacklistScreen.tables.updating'),
        active: t('blacklistScreen.tables.active'),
        history: t('blacklistScreen.tables.history'),
      }}
      clusters={clusters}
      columns={columns}
      columnLabel={columnLabel}
      trackBy={(version) => version.id}
      rowLabel={rowLabel}
      emptyText={t('blacklistScreen.empty')}
      onOpen={setOpened}
    >
      {opened && (
        <VersionDetailModal
          version={latest(clusters, opened)}
          onClose={() => setOpened(undefined)}
          filenameOf={(id) => shownRows(clusters).find((row) => row.id === id)?.filename}
          username={username}
          fourEyes={updating.fourEyes}
          onAction={(kindOfAction) => {
            setOperation({ kind: kindOfAction, version: latest(clusters, opened) });
            setOpened(undefined);
          }}
        />
      )}
      <BlacklistOperationWizard
        operation={operation}
        waiting={clusters.active.rows.find((version) => version.status === 'PUBLISHED')}
        onDismiss={() => setOperation(undefined)}
        onSuccess={reload}
      />
      <UploadWizard kind={kind} visible={uploading} onDismiss={() => setUploading(false)} onSuccess={reload} />
    </VersionedPanel>
  );
}

export function CedutiScreen({ username }: Partial<ScreenProps>) {
  return <BlacklistListScreen kind="CEDUTI" username={username} />;
}

export function RadiatiScreen({ username }: Partial<ScreenProps>) {
  return <BlacklistListScreen kind="RADIATI" username={username} />;
}

import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Configuration } from '../../../../shared/schemas/configuration';
import { backtestHref } from '../../shared/components/console-paths';
import type { ScreenProps } from '../../shared/components/screen-props';
import { useVersionedClusters } from '../../shared/versioned/versioned-clusters';
import { VersionedPanel } from '../../shared/versioned/versioned-panel';
import { CompareModal } from './compare-modal';
import { configurationColumns } from './configuration-columns';
import { ConfigurationOperationWizard } from './configuration-operation-wizard';
import { type ConfigurationOperation, isEditable, refusedToUser, versionActions } from './configuration-operations';
import { CONFIGURATION_SOURCE } from './configuration-source';
import { ConfigurationDetailModal } from './detail/configuration-detail-modal';
import { versionLabel } from './version-labels';

/**
 * 'Configurazione parametri' (spec section 2 'Configuration'), at /admin/parameters and in the
 * configuration section of /admin/blacklist: the three clusters of versions; a row opens its detail,
 * which edits the version when it may and offers the operations its status allows, each through the
 * wizard; two versions of the history can be compared.
 */
export default function ConfigurationScreen({ username }: Partial<ScreenProps>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const clusters = useVersionedClusters(CONFIGURATION_SOURCE);
  const [opened, setOpened] = useState<Configuration>();
  const [operation, setOperation] = useState<ConfigurationOperation>();
  const [selected, setSelected] = useState<Configuration[]>([]);
  const [comparing, setComparing] = useState<[Configuration, Configuration]>();

  const columns = useMemo(() => configurationColumns(t), [t]);
  const columnLabel = useCallback(
    (id: string) => t(`configurationScreen.columns.${id}` as 'configurationScreen.columns.id'),
    [t],
  );
  const rowLabel = useCallback((version: Configuration) => versionLabel(version, t), [t]);
  const { updating } = clusters;
  const updatingTotal = updating.loading || updating.failed ? undefined : updating.total;

  // One modal at a time. An update's detail only hides while its wizard runs: cancelled or refused
  // (a 409, a network failure), the user is back at the edits; saved, the detail closes.
  const start = (next: ConfigurationOperation) => {
    if (next.kind !== 'update') setOpened(undefined);
    setOperation(next);
  };
  const [first, second, ...more] = selected;
  const pair = first && second && more.length === 0 ? ([first, second] as [Configuration, Configuration]) : undefined;

  return (
    <VersionedPanel
      title={t('configurationScreen.title')}
      tableTitles={{
        updating: t('configurationScreen.tables.updating'),
        active: t('configurationScreen.tables.active'),
        history: t('configurationScreen.tables.history'),
      }}
      clusters={clusters}
      columns={columns}
      columnLabel={columnLabel}
      trackBy={(version) => version.id}
      rowLabel={rowLabel}
      emptyText={t('configurationScreen.empty')}
      onOpen={setOpened}
      historySelection={{
        selectedRows: selected,
        onChange: setSelected,
        actions: (
          <Button
            disabled={!pair}
            disabledReason={t('configurationScreen.compareHint')}
            onClick={() => setComparing(pair)}
          >
            {t('configurationScreen.actions.compare')}
          </Button>
        ),
      }}
    >
      {opened && (
        <ConfigurationDetailModal
          configuration={opened}
          editable={isEditable(opened, updatingTotal)}
          visible={operation === undefined}
          onClose={() => setOpened(undefined)}
          onUpdate={(file) => start({ kind: 'update', version: opened, file })}
          footerActions={
            versionActions(opened).length > 0 && (
              <SpaceBetween direction="horizontal" size="xs">
                {opened.status === 'UPDATING' && (
                  <Button
                    href={backtestHref('CONFIGURATION', opened.id)}
                    onFollow={(event) => {
                      event.preventDefault();
                      navigate(backtestHref('CONFIGURATION', opened.id));
                    }}
                  >
                    {t('backtest.open')}
                  </Button>
                )}
                {versionActions(opened).map((kind) => (
                  <Button
                    key={kind}
                    variant={kind === 'delete' ? 'normal' : 'primary'}
                    disabled={refusedToUser(kind, opened, username, updating.fourEyes)}
                    disabledReason={t('configurationScreen.publishNeedsSecondPerson')}
                    onClick={() => start({ kind, version: opened })}
                  >
                    {t(`configurationScreen.actions.${kind}`)}
                  </Button>
                ))}
              </SpaceBetween>
            )
          }
        />
      )}
      <ConfigurationOperationWizard
        operation={operation}
        current={clusters.active.rows[0]}
        onDismiss={() => setOperation(undefined)}
        onSuccess={() => {
          setOpened(undefined);
          // The versions selected may have moved: the history is read again.
          setSelected([]);
          void clusters.reload();
        }}
      />
      <CompareModal pair={comparing} onDismiss={() => setComparing(undefined)} />
    </VersionedPanel>
  );
}

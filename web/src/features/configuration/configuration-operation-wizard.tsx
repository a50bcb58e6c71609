import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Configuration } from '../../../../shared/schemas/configuration';
import { editorsOf } from '../../../../shared/versioned/lifecycle';
import { LatestBacktest } from '../../shared/backtest/latest-backtest';
import { OperationWizard } from '../../shared/wizard/operation-wizard';
import { type ConfigurationOperation, performOperation } from './configuration-operations';
import { ConfigurationDiffView } from './diff/configuration-diff-view';
import { validFrom } from './version-labels';

interface ConfigurationOperationWizardProps {
  /** The operation under way; none: the wizard is closed. */
  operation: ConfigurationOperation | undefined;
  /** The version in force: publishing and restoring show what changes against it. */
  current: Configuration | undefined;
  onDismiss: () => void;
  onSuccess: () => void;
}

/**
 * The manageConfiguration wizard (spec 'Shared wizards'): what the operation does and its note, then the
 * confirmation with what will change (the diff against the version in force, or the edit itself),
 * then the outcome with the server's text.
 */
export function ConfigurationOperationWizard({ operation, current, ...handlers }: ConfigurationOperationWizardProps) {
  const { t } = useTranslation();
  return (
    <OperationWizard
      visible={operation !== undefined}
      title={operation ? t(`configurationScreen.operations.${operation.kind}`) : ''}
      size="large"
      needsNote
      // A deleted draft is gone; a publication, a restore or an edit is undone by another version.
      irreversible={operation?.kind === 'delete'}
      step1={operation && <Box variant="p">{explanation(operation, t)}</Box>}
      confirmDetail={operation && changes(operation, current, t)}
      confirmBlocked={
        operation && needsCurrent(operation) && !current ? t('configurationScreen.activeUnavailable') : undefined
      }
      perform={(note) => (operation ? performOperation(operation, note) : Promise.resolve())}
      {...handlers}
    />
  );
}

/**
 * Deleting changes nothing in force: what goes is the draft itself, named as the list names it, with its
 * edits (shown against the version in force, when it was read) and its back-tests' results.
 */
function deleteConsequences(version: Configuration, current: Configuration | undefined, t: TFunction): ReactNode {
  return (
    <SpaceBetween size="m">
      <Box variant="p" data-testid="configuration-delete-consequences">
        {t('configurationScreen.deleteConsequences', {
          id: version.id,
          version: version.version,
          authors: editorsOf(version).join(', ') || '—',
        })}
      </Box>
      {current && (
        <ConfigurationDiffView
          from={current.configurationFile}
          to={version.configurationFile}
          fromLabel={t('configurationScreen.diffLabels.active')}
          toLabel={t('configurationScreen.diffLabels.updating')}
        />
      )}
    </SpaceBetween>
  );
}

/** Publishing and restoring replace the version in force: what they change is shown against it. */
const needsCurrent = (operation: ConfigurationOperation) =>
  operation.kind === 'publish' || operation.kind === 'restore';

function explanation(operation: ConfigurationOperation, t: TFunction): string {
  if (operation.kind !== 'update') return t(`configurationScreen.explanations.${operation.kind}`);
  return operation.version.status === 'CURRENT'
    ? t('configurationScreen.explanations.updateCurrent')
    : t('configurationScreen.explanations.updateUpdating', { version: operation.version.version });
}

function changes(operation: ConfigurationOperation, current: Configuration | undefined, t: TFunction): ReactNode {
  const { version } = operation;
  if (operation.kind === 'update') {
    return (
      <ConfigurationDiffView
        from={version.configurationFile}
        to={operation.file}
        fromLabel={t('configurationScreen.diffLabels.saved', { version: version.version })}
        toLabel={t('configurationScreen.diffLabels.edited')}
      />
    );
  }
  if (operation.kind === 'delete') return deleteConsequences(version, current, t);
  // Publishing and restoring replace the version in force.
  if (!current) return undefined;
  const diff = (
    <ConfigurationDiffView
      from={current.configurationFile}
      to={version.configurationFile}
      fromLabel={t('configurationScreen.diffLabels.active')}
      toLabel={operation.kind === 'publish' ? t('configurationScreen.diffLabels.updating') : validFrom(version, t)}
    />
  );
  if (operation.kind !== 'publish') return diff;
  // Publishing shows what the draft would have changed on the recorded checks, or that nobody looked (its latest back-test).
  return (
    <SpaceBetween size="m">
      <LatestBacktest target={{ kind: 'CONFIGURATION', id: version.id }} />
      {diff}
    </SpaceBetween>
  );
}

import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../shared/format/italian-format';
import { nextRomeMidnight } from '../../../../shared/italian-time';
import type { BlacklistVersion } from '../../../../shared/schemas/blacklist';
import { LatestBacktest } from '../../shared/backtest/latest-backtest';
import { OperationWizard } from '../../shared/wizard/operation-wizard';
import { type BlacklistOperation, needsNote, performOperation } from './blacklist-operations';

interface BlacklistOperationWizardProps {
  /** The operation under way; none: the wizard is closed. */
  operation: BlacklistOperation | undefined;
  /** A publication waiting for its midnight: a new publication or a restore takes its place. */
  waiting: BlacklistVersion | undefined;
  onDismiss: () => void;
  onSuccess: () => void;
}

/**
 * Publish, delete or restore one version through the shared wizard: what the operation does (from
 * when a publication or restore is in force), the note a restore needs, the confirmation, then the
 * outcome with the server's text (a publication by its uploader reads the four-eyes refusal).
 */
export function BlacklistOperationWizard({ operation, waiting, onDismiss, onSuccess }: BlacklistOperationWizardProps) {
  const { t } = useTranslation();
  return (
    <OperationWizard
      visible={operation !== undefined}
      title={operation ? t(`blacklistScreen.operations.${operation.kind}`) : ''}
      needsNote={operation ? needsNote(operation.kind) : false}
      // A deleted version is gone; a publication or a restore is undone by restoring another version.
      irreversible={operation?.kind === 'delete'}
      step1={
        operation && (
          <SpaceBetween size="xs">
            <Box variant="p">
              {t(`blacklistScreen.explanations.${operation.kind}`, {
                filename: operation.version.filename,
                // Both take effect at the next Italian midnight (section 4: 'takes effect the next day').
                date: formatDate(nextRomeMidnight(new Date())),
              })}
            </Box>
            {waiting && operation.kind !== 'delete' && (
              <Box variant="p" color="text-status-warning">
                {t('blacklistScreen.explanations.supersedes', { filename: waiting.filename })}
              </Box>
            )}
          </SpaceBetween>
        )
      }
      confirmDetail={
        // Publishing shows what the version would have changed on the recorded checks, or that nobody looked (its latest back-test).
        operation?.kind === 'publish' && (
          <LatestBacktest target={{ kind: operation.version.kind, id: operation.version.id }} />
        )
      }
      perform={(note) => (operation ? performOperation(operation, note) : Promise.resolve())}
      onDismiss={onDismiss}
      onSuccess={onSuccess}
    />
  );
}

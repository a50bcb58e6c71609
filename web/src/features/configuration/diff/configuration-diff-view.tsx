import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { diffConfigurations } from '../../../../../shared/configuration/configuration-diff';
import type { ConfigurationFile } from '../../../../../shared/schemas/configuration';
import { configurationChangeText } from './configuration-change-text';

export interface ConfigurationDiffViewProps {
  /** The file the changes start from (the active configuration, before publishing). */
  from: ConfigurationFile;
  /** The file they lead to (the version about to be published, or another one of the history). */
  to: ConfigurationFile;
  /** How the two are named above the list ('Configurazione attiva', 'Versione 3 …'); both or none. */
  fromLabel?: string;
  toLabel?: string;
}

/**
 * What changes from `from` to `to`, one sentence a line in the order of the detail's tabs, or
 * 'Nessuna differenza'. Shown by the publish confirmation and by the comparison of two versions.
 */
export function ConfigurationDiffView({ from, to, fromLabel, toLabel }: ConfigurationDiffViewProps) {
  const { t } = useTranslation();
  const changes = useMemo(() => diffConfigurations(from, to), [from, to]);
  return (
    <SpaceBetween size="xs">
      {fromLabel && toLabel && (
        <Box variant="p" color="text-body-secondary">
          {t('configurationEditor.diff.between', { from: fromLabel, to: toLabel })}
        </Box>
      )}
      {changes.length === 0 ? (
        <Box variant="p" data-testid="configuration-diff-none">
          {t('configurationEditor.diff.none')}
        </Box>
      ) : (
        <ul aria-label={t('configurationEditor.diff.listLabel')} data-testid="configuration-diff">
          {changes.map((change, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is computed whole from two files, never reordered
            <li key={index}>{configurationChangeText(change, t)}</li>
          ))}
        </ul>
      )}
    </SpaceBetween>
  );
}

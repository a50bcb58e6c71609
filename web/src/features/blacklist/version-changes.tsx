import Box from '@cloudscape-design/components/box';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../../shared/format/italian-format';
import type { BlacklistVersion } from '../../../../shared/schemas/blacklist';

/**
 * What the version changed against the list in force when it was loaded (subjects added,
 * removed, unchanged). Known once the load ended; a failed load changed nothing.
 */
interface VersionChangesProps {
  version: BlacklistVersion;
  /** The file name of a version the screen has read, to name the one compared with. */
  filenameOf: (id: string) => string | undefined;
}

export function VersionChanges({ version, filenameOf }: VersionChangesProps) {
  const { t } = useTranslation();
  return (
    <section data-testid="blacklist-changes" aria-labelledby="blacklist-changes-title">
      <SpaceBetween size="xs">
        <Box variant="h3" id="blacklist-changes-title">
          {t('blacklistScreen.detail.changes.title')}
        </Box>
        <ChangesBody version={version} filenameOf={filenameOf} />
      </SpaceBetween>
    </section>
  );
}

function ChangesBody({ version, filenameOf }: VersionChangesProps) {
  const { t } = useTranslation();
  const { changes } = version;
  if (!changes) {
    return (
      <Box variant="p">
        {version.status === 'DISCARDING'
          ? t('blacklistScreen.detail.changes.none')
          : t('blacklistScreen.detail.changes.pending')}
      </Box>
    );
  }
  return (
    <SpaceBetween size="s">
      <Box variant="p">
        {changes.comparedWith
          ? t('blacklistScreen.detail.changes.comparedWith', { list: listName(changes.comparedWith, filenameOf) })
          : t('blacklistScreen.detail.changes.nothingInForce')}
      </Box>
      <KeyValuePairs
        columns={3}
        items={[
          { label: t('blacklistScreen.detail.changes.added'), value: formatCount(changes.added) },
          { label: t('blacklistScreen.detail.changes.removed'), value: formatCount(changes.removed) },
          { label: t('blacklistScreen.detail.changes.unchanged'), value: formatCount(changes.unchanged) },
        ]}
      />
    </SpaceBetween>
  );
}

/** 'radiati_dicembre_2025 (id)' when the screen has read that version, else its id. */
const listName = (id: string, filenameOf: (id: string) => string | undefined) => {
  const filename = filenameOf(id);
  return filename ? `${filename} (${id})` : id;
};

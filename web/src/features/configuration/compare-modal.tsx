import { useTranslation } from 'react-i18next';
import type { Configuration } from '../../../../shared/schemas/configuration';
import { ReadOnlyModal } from '../../shared/components/read-only-modal';
import { olderFirst } from './configuration-operations';
import { ConfigurationDiffView } from './diff/configuration-diff-view';
import { validFrom } from './version-labels';

interface CompareModalProps {
  /** Two versions of the history; none: the modal is closed. */
  pair: readonly [Configuration, Configuration] | undefined;
  onDismiss: () => void;
}

/** What changed between two versions of the history, the older read first. */
export function CompareModal({ pair, onDismiss }: CompareModalProps) {
  const { t } = useTranslation();
  const ordered = pair && olderFirst(pair);
  return (
    <ReadOnlyModal
      visible={ordered !== undefined}
      onDismiss={onDismiss}
      size="large"
      header={t('configurationScreen.compare.title')}
      closeText={t('configurationScreen.compare.close')}
      dismissLabel={t('configurationScreen.compare.dismiss')}
    >
      {ordered && (
        <ConfigurationDiffView
          from={ordered[0].configurationFile}
          to={ordered[1].configurationFile}
          fromLabel={validFrom(ordered[0], t)}
          toLabel={validFrom(ordered[1], t)}
        />
      )}
    </ReadOnlyModal>
  );
}

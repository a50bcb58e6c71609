import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Screen } from '../../../../shared/roles';

/** The Extractions & Enrichments view; every role that sees an exportable list sees it too. */
const EXTRACTIONS_SCREEN: Screen = 'enricher';
export const EXTRACTIONS_PATH = `/admin/${EXTRACTIONS_SCREEN}`;

/** The queued export's view: the request is on its way, and where its file will be. */
export function ExportSubmitted({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <SpaceBetween size="m">
      <Box variant="p" data-testid="export-submitted">
        <StatusIndicator type="in-progress">{t('exportModal.submitted')}</StatusIndicator>
      </Box>
      <Link
        href={EXTRACTIONS_PATH}
        onFollow={(event) => {
          // A console route: the router navigates, the page is not reloaded.
          event.preventDefault();
          onNavigate();
          navigate(EXTRACTIONS_PATH);
        }}
      >
        {t('exportModal.extractionsLink')}
      </Link>
    </SpaceBetween>
  );
}

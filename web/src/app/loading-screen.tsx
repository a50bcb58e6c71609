import Box from '@cloudscape-design/components/box';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';

/** Shown while the stored session is read and while a lazy part of the console downloads. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <main>
      <Box textAlign="center" padding={{ vertical: 'xxxl' }}>
        <StatusIndicator type="loading">{t('app.loading')}</StatusIndicator>
      </Box>
    </main>
  );
}

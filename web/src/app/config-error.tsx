import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import { useTranslation } from 'react-i18next';

/** Without /config.json there is no user pool to sign in to: say so instead of a blank page. */
export function ConfigError() {
  const { t } = useTranslation();
  return (
    <main>
      <Box padding="xxl">
        <Alert type="error">{t('app.configError')}</Alert>
      </Box>
    </main>
  );
}

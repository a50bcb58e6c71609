import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { PASSWORD_POLICY } from '../../../../shared/users/password-policy';

/** The temporary password a creation or a reset made: shown this once, with a copy button. */
export function TemporaryPassword({ username, password }: { username: string; password: string }) {
  const { t } = useTranslation();
  return (
    <Alert type="warning" header={t('users.password.title', { username })}>
      <SpaceBetween size="xs">
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <Box variant="code" fontSize="heading-m" data-testid="temporary-password">
            {password}
          </Box>
          <CopyToClipboard
            variant="icon"
            textToCopy={password}
            copyButtonAriaLabel={t('users.password.copy')}
            copySuccessText={t('users.password.copied')}
            copyErrorText={t('users.password.copyFailed')}
          />
        </SpaceBetween>
        <Box variant="p">
          {t('users.password.description', { days: PASSWORD_POLICY.temporaryPasswordValidityDays })}
        </Box>
      </SpaceBetween>
    </Alert>
  );
}

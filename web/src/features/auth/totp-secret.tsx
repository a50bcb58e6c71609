import Box from '@cloudscape-design/components/box';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { TotpQrCode } from './totp-qr-code';

/** The secret of a TOTP being set up: the QR code to scan and, for an app that cannot, the key to type. */
export function TotpSecret({ secret, setupUri }: { secret: string; setupUri: string }) {
  const { t } = useTranslation();
  // Groups of four are how the apps show a key and how a person types it.
  const grouped = secret.replace(/(.{4})(?=.)/g, '$1 ');
  return (
    <SpaceBetween size="s">
      <TotpQrCode uri={setupUri} label={t('auth.totpSetup.qrLabel')} />
      <Box variant="p">{t('auth.totpSetup.manual')}</Box>
      <SpaceBetween direction="horizontal" size="xs" alignItems="center">
        <Box variant="code" data-testid="totp-key" fontSize="body-m">
          {grouped}
        </Box>
        <CopyToClipboard
          variant="icon"
          textToCopy={secret}
          copyButtonAriaLabel={t('auth.totpSetup.key')}
          copySuccessText="✓"
          copyErrorText="✗"
        />
      </SpaceBetween>
    </SpaceBetween>
  );
}

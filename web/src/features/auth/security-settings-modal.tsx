import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from './auth-provider';
import type { SignInFailure } from './auth-state';
import { CodeField, useCodeField } from './code-field';
import { confirmTotpSetup, SignInError, startTotpSetup, type TotpSecret, totpEnabled, turnTotpOff } from './session';
import { TotpSecret as TotpSecretView } from './totp-secret';

type View =
  | { name: 'loading' }
  | { name: 'status'; enabled: boolean; notice?: 'activated' | 'deactivated' }
  | { name: 'setup'; secret: TotpSecret }
  | { name: 'confirmOff' };

/**
 * The signed-in user's two-step verification (TOTP), from the user menu: whether it is on; turning it on
 * with the QR code or the typed key and a first code from the app; turning it off. While on, every
 * sign-in asks for a code. Opened and closed through the auth context (the menu lives in the app).
 */
export default function SecuritySettingsModal() {
  const { t } = useTranslation();
  const { state, security } = useAuth();
  const [view, setView] = useState<View>({ name: 'loading' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SignInFailure | 'failed' | null>(null);
  const code = useCodeField();

  useEffect(() => {
    if (!security.open) return;
    setView({ name: 'loading' });
    setFailure(null);
    totpEnabled()
      .then((enabled) => setView({ name: 'status', enabled }))
      .catch(() => setFailure('failed'));
  }, [security.open]);

  const run = async (step: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await step();
    } catch (error) {
      setFailure(error instanceof SignInError ? error.failure : 'failed');
    } finally {
      setBusy(false);
    }
  };

  const start = () =>
    run(async () => setView({ name: 'setup', secret: await startTotpSetup(state.userData?.username ?? '') }));
  const verify = (event: FormEvent) => {
    event.preventDefault();
    if (!code.submit()) return;
    void run(async () => {
      await confirmTotpSetup(code.code);
      setView({ name: 'status', enabled: true, notice: 'activated' });
    });
  };
  const turnOff = () =>
    run(async () => {
      await turnTotpOff();
      setView({ name: 'status', enabled: false, notice: 'deactivated' });
    });

  const footer = (() => {
    switch (view.name) {
      case 'status':
        return view.enabled ? (
          <Button onClick={() => setView({ name: 'confirmOff' })}>{t('security.disable')}</Button>
        ) : (
          <Button variant="primary" loading={busy} onClick={() => void start()}>
            {t('security.start')}
          </Button>
        );
      case 'setup':
        return (
          <Button variant="primary" loading={busy} formAction="submit" form="totp-setup">
            {t('security.verify')}
          </Button>
        );
      case 'confirmOff':
        return (
          <Button variant="primary" loading={busy} onClick={() => void turnOff()}>
            {t('security.disable')}
          </Button>
        );
      default:
        return null;
    }
  })();

  return (
    <Modal
      visible={security.open}
      onDismiss={security.hide}
      header={t('security.title')}
      closeAriaLabel={t('security.close')}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={security.hide}>
              {view.name === 'setup' || view.name === 'confirmOff' ? t('security.cancel') : t('security.close')}
            </Button>
            {footer}
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        {failure && (
          <Alert type="error">{failure === 'failed' ? t('security.failed') : t(`auth.errors.${failure.reason}`)}</Alert>
        )}
        {view.name === 'loading' && <StatusIndicator type="loading">{t('security.loading')}</StatusIndicator>}
        {view.name === 'status' && (
          <>
            {view.notice && <Alert type="success">{t(`security.${view.notice}`)}</Alert>}
            <StatusIndicator type={view.enabled ? 'success' : 'stopped'}>
              {t(view.enabled ? 'security.on' : 'security.off')}
            </StatusIndicator>
          </>
        )}
        {view.name === 'setup' && (
          <form id="totp-setup" onSubmit={verify} noValidate>
            <SpaceBetween size="m">
              <Box variant="p">{t('security.setupDescription')}</Box>
              <TotpSecretView secret={view.secret.secret} setupUri={view.secret.setupUri} />
              <CodeField field={code} label={t('auth.totpSetup.code')} autoFocus={false} />
            </SpaceBetween>
          </form>
        )}
        {view.name === 'confirmOff' && <Box variant="p">{t('security.confirmDisable')}</Box>}
      </SpaceBetween>
    </Modal>
  );
}

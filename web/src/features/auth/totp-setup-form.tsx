import { useTranslation } from 'react-i18next';
import { AuthFormFrame, StepLink } from './auth-form-frame';
import { useAuth } from './auth-provider';
import { CodeField, useCodeField } from './code-field';
import { TotpSecret } from './totp-secret';

/** Setting TOTP up at sign-in, when the pool requires it and the user has none (MFA_SETUP). */
export default function TotpSetupForm({ secret, setupUri }: { secret: string; setupUri: string }) {
  const { t } = useTranslation();
  const { answer, backToSignIn } = useAuth();
  const field = useCodeField();
  return (
    <AuthFormFrame
      title={t('auth.totpSetup.title')}
      description={t('auth.totpSetup.description')}
      submitText={t('auth.totpSetup.submit')}
      onSubmit={() => {
        if (field.submit()) void answer(field.code);
      }}
      secondary={<StepLink onClick={backToSignIn}>{t('auth.backToSignIn')}</StepLink>}
    >
      <TotpSecret secret={secret} setupUri={setupUri} />
      <CodeField field={field} label={t('auth.totpSetup.code')} autoFocus={false} />
    </AuthFormFrame>
  );
}

import { useTranslation } from 'react-i18next';
import { AuthFormFrame, StepLink } from './auth-form-frame';
import { useAuth } from './auth-provider';
import { CodeField, useCodeField } from './code-field';

/** The TOTP code at a sign-in of a user who turned two-step verification on (SOFTWARE_TOKEN_MFA). */
export function TotpCodeForm() {
  const { t } = useTranslation();
  const { answer, backToSignIn } = useAuth();
  const field = useCodeField();
  return (
    <AuthFormFrame
      title={t('auth.totpCode.title')}
      description={t('auth.totpCode.description')}
      submitText={t('auth.totpCode.submit')}
      onSubmit={() => {
        if (field.submit()) void answer(field.code);
      }}
      secondary={<StepLink onClick={backToSignIn}>{t('auth.backToSignIn')}</StepLink>}
    >
      <CodeField field={field} label={t('auth.totpCode.code')} />
    </AuthFormFrame>
  );
}

import { useTranslation } from 'react-i18next';
import { AuthFormFrame, StepLink } from './auth-form-frame';
import { useAuth } from './auth-provider';
import { NewPasswordFields, useNewPassword } from './new-password-fields';

/** The first sign-in with a temporary password (Cognito's NEW_PASSWORD_REQUIRED): a password of one's own. */
export function NewPasswordForm() {
  const { t } = useTranslation();
  const { answer, backToSignIn } = useAuth();
  const form = useNewPassword();
  return (
    <AuthFormFrame
      title={t('auth.newPassword.title')}
      description={t('auth.newPassword.description')}
      submitText={t('auth.newPassword.submit')}
      onSubmit={() => {
        if (form.submit()) void answer(form.password);
      }}
      secondary={<StepLink onClick={backToSignIn}>{t('auth.backToSignIn')}</StepLink>}
    >
      <NewPasswordFields form={form} />
    </AuthFormFrame>
  );
}

import { useTranslation } from 'react-i18next';
import { AuthFormFrame, StepLink } from './auth-form-frame';
import { useAuth } from './auth-provider';
import { CodeField, useCodeField } from './code-field';
import { NewPasswordFields, useNewPassword } from './new-password-fields';

/** A forgotten password, second step: the emailed code and the new password, checked before sending. */
export function ResetPasswordForm({ destination }: { destination: string }) {
  const { t } = useTranslation();
  const { confirmReset, resendCode, backToSignIn } = useAuth();
  const code = useCodeField();
  const password = useNewPassword();
  return (
    <AuthFormFrame
      title={t('auth.reset.title')}
      description={t('auth.reset.description', { destination })}
      submitText={t('auth.reset.submit')}
      errorTitle={t('auth.reset.errorTitle')}
      onSubmit={() => {
        const codeReady = code.submit();
        if (password.submit() && codeReady) void confirmReset(code.code, password.password);
      }}
      secondary={
        <>
          <StepLink onClick={backToSignIn}>{t('auth.backToSignIn')}</StepLink>
          <StepLink onClick={() => void resendCode()}>{t('auth.reset.resend')}</StepLink>
        </>
      }
    >
      <CodeField field={code} label={t('auth.reset.code')} />
      <NewPasswordFields form={password} />
    </AuthFormFrame>
  );
}

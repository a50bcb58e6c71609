import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthFormFrame, StepLink } from './auth-form-frame';
import { useAuth } from './auth-provider';
import { UsernameField } from './username-field';

/** A forgotten password, first step: the username, to which Cognito emails a code. */
export function ForgotPasswordForm({ username: typed }: { username: string }) {
  const { t } = useTranslation();
  const { requestReset, backToSignIn } = useAuth();
  const [username, setUsername] = useState(typed);
  const [submitted, setSubmitted] = useState(false);
  return (
    <AuthFormFrame
      title={t('auth.forgot.title')}
      description={t('auth.forgot.description')}
      submitText={t('auth.forgot.submit')}
      errorTitle={t('auth.reset.errorTitle')}
      onSubmit={() => {
        setSubmitted(true);
        if (username.trim() !== '') void requestReset(username.trim());
      }}
      secondary={<StepLink onClick={backToSignIn}>{t('auth.backToSignIn')}</StepLink>}
    >
      <UsernameField value={username} onChange={setUsername} submitted={submitted} />
    </AuthFormFrame>
  );
}

import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthFormFrame, StepLink } from './auth-form-frame';
import { useAuth } from './auth-provider';

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
      onSubmit={() => {
        setSubmitted(true);
        if (username.trim() !== '') void requestReset(username.trim());
      }}
      secondary={<StepLink onClick={backToSignIn}>{t('auth.backToSignIn')}</StepLink>}
    >
      <FormField
        label={t('auth.username')}
        errorText={submitted && username.trim() === '' ? t('auth.required') : undefined}
      >
        <Input
          value={username}
          onChange={({ detail }) => setUsername(detail.value)}
          autoComplete="username"
          name="username"
          autoFocus
          disableBrowserAutocorrect
        />
      </FormField>
    </AuthFormFrame>
  );
}

import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthFormFrame, StepLink } from './auth-form-frame';
import { useAuth } from './auth-provider';
import { UsernameField } from './username-field';

/** Username and password against the user pool (spec section 1), with the failure in words. */
export function SignInForm({ username: filled = '' }: { username?: string }) {
  const { t } = useTranslation();
  const { signIn, forgotPassword } = useAuth();
  const [username, setUsername] = useState(filled);
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const missing = (value: string) => (submitted && value === '' ? t('auth.required') : undefined);

  const submit = () => {
    setSubmitted(true);
    const trimmed = username.trim();
    if (trimmed !== '' && password !== '') void signIn(trimmed, password);
  };

  return (
    <AuthFormFrame
      title={t('auth.title')}
      description={t('auth.description')}
      submitText={t('auth.submit')}
      onSubmit={submit}
      secondary={<StepLink onClick={() => forgotPassword(username.trim())}>{t('auth.forgotPassword')}</StepLink>}
    >
      <UsernameField value={username} onChange={setUsername} submitted={submitted} />
      <FormField label={t('auth.password')} errorText={missing(password)}>
        <Input
          value={password}
          onChange={({ detail }) => setPassword(detail.value)}
          type="password"
          autoComplete="current-password"
          name="password"
        />
      </FormField>
    </AuthFormFrame>
  );
}

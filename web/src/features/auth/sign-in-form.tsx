import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import LiveRegion from '@cloudscape-design/components/live-region';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from './auth-provider';

/** Username and password against the user pool (spec section 1), with the failure in words. */
export function SignInForm() {
  const { t } = useTranslation();
  const { state, signIn } = useAuth();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const missing = (value: string) => (submitted && value === '' ? t('auth.required') : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const trimmed = username.trim();
    if (trimmed !== '' && password !== '') void signIn(trimmed, password);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Form
        actions={
          <Button variant="primary" formAction="submit" loading={state.loading}>
            {t('auth.submit')}
          </Button>
        }
      >
        <Container
          header={
            <Header variant="h1" description={t('auth.description')}>
              {t('auth.title')}
            </Header>
          }
        >
          <SpaceBetween size="l">
            {state.error && (
              <Alert type="error" header={t('auth.errorTitle')}>
                {/* Announced, so a screen-reader user hears why nothing happened. */}
                <LiveRegion>{t(`auth.errors.${state.error.reason}`, { step: state.error.step })}</LiveRegion>
              </Alert>
            )}
            <FormField label={t('auth.username')} errorText={missing(username.trim())}>
              <Input
                value={username}
                onChange={({ detail }) => setUsername(detail.value)}
                autoComplete="username"
                name="username"
                autoFocus
                disableBrowserAutocorrect
              />
            </FormField>
            <FormField label={t('auth.password')} errorText={missing(password)}>
              <Input
                value={password}
                onChange={({ detail }) => setPassword(detail.value)}
                type="password"
                autoComplete="current-password"
                name="password"
              />
            </FormField>
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}

import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import LiveRegion from '@cloudscape-design/components/live-region';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TFunction } from 'i18next';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from './auth-provider';
import type { SignInNotice } from './auth-state';

interface AuthFormFrameProps {
  title: string;
  description?: string;
  submitText: string;
  onSubmit: () => void;
  /** Links on the left of the submit button's row: back to the sign-in, forgotten password. */
  secondary?: ReactNode;
  /** The title of a failed attempt's message; 'Accesso non riuscito' unless the step is another (a reset). */
  errorTitle?: string;
  children: ReactNode;
}

const ACTIONS_ROW = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: 8,
  width: '100%',
} as const;

/**
 * One step of the sign-in in the console's look: its title, the outcome of the step before (a notice),
 * why the last attempt failed, its fields and its submit button, busy while Cognito answers.
 */
export function AuthFormFrame({
  title,
  description,
  submitText,
  onSubmit,
  secondary,
  errorTitle,
  children,
}: AuthFormFrameProps) {
  const { t } = useTranslation();
  const { state } = useAuth();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Form
        actions={
          // The links on the left, the submit button on the right of one row: in the narrow sign-in
          // column, Cloudscape's right-aligned actions wrapped three of them into a ragged block.
          <div style={ACTIONS_ROW}>
            <SpaceBetween direction="horizontal" size="xs" alignItems="center">
              {secondary}
            </SpaceBetween>
            {/* On the right even when the row has to wrap. */}
            <div style={{ marginLeft: 'auto' }}>
              <Button variant="primary" formAction="submit" loading={state.loading}>
                {submitText}
              </Button>
            </div>
          </div>
        }
      >
        <Container
          header={
            <Header variant="h1" description={description}>
              {title}
            </Header>
          }
        >
          <SpaceBetween size="l">
            {state.notice && (
              <Alert type={state.notice.kind === 'sessionEnded' ? 'info' : 'success'}>
                <LiveRegion>{noticeText(state.notice, t)}</LiveRegion>
              </Alert>
            )}
            {state.error && (
              <Alert type="error" header={errorTitle ?? t('auth.errorTitle')}>
                {/* Announced, so a screen-reader user hears why nothing happened. */}
                <LiveRegion>{t(`auth.errors.${state.error.reason}`, { step: state.error.step })}</LiveRegion>
              </Alert>
            )}
            {children}
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}

function noticeText(notice: SignInNotice, t: TFunction): string {
  switch (notice.kind) {
    case 'passwordReset':
      return t('auth.reset.done');
    case 'codeResent':
      return t('auth.reset.resent', { destination: notice.destination });
    case 'sessionEnded':
      return t(`auth.sessionEnded.${notice.reason}`);
  }
}

/** A link-looking button that leads to another step, never submitting the form. */
export function StepLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    // An inline link: a link button's own padding made two links and the submit button too wide for one row.
    <Button variant="inline-link" formAction="none" onClick={onClick}>
      {children}
    </Button>
  );
}

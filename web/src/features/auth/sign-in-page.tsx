import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { TopBar } from '../../shared/components/top-bar';
import { useAuth } from './auth-provider';
import type { SignInStep } from './auth-state';
import { NewPasswordForm } from './new-password-form';
import { SignInForm } from './sign-in-form';
import { TotpCodeForm } from './totp-code-form';

// The steps few sign-ins meet download when one is reached, out of the sign-in page's initial download:
// setting TOTP up (only a pool that requires it, with the QR code's encoder) and a forgotten password.
const TotpSetupForm = lazy(() => import('./totp-setup-form'));
const PasswordResetStep = lazy(() => import('./password-reset-step'));

/** What a signed-out visitor sees at any path: the top bar with the language switch and the current step's form. */
export function SignInPage() {
  const { state } = useAuth();
  return (
    <>
      <TopBar />
      <main>
        <Box padding={{ vertical: 'xxxl', horizontal: 'l' }}>
          <div style={{ maxWidth: 460, margin: '0 auto' }}>
            <Suspense fallback={<StepLoading />}>
              <StepForm step={state.step} />
            </Suspense>
          </div>
        </Box>
      </main>
    </>
  );
}

function StepForm({ step }: { step: SignInStep }) {
  switch (step.kind) {
    case 'credentials':
      return <SignInForm username={step.username} />;
    case 'newPassword':
      return <NewPasswordForm />;
    case 'totpCode':
      return <TotpCodeForm />;
    case 'totpSetup':
      return <TotpSetupForm secret={step.secret} setupUri={step.setupUri} />;
    case 'forgotPassword':
    case 'resetPassword':
      return <PasswordResetStep step={step} />;
  }
}

/** In the form's place while a step's code downloads. */
function StepLoading() {
  const { t } = useTranslation();
  return (
    <Container>
      <StatusIndicator type="loading">{t('app.loading')}</StatusIndicator>
    </Container>
  );
}

import Box from '@cloudscape-design/components/box';
import { lazy, Suspense } from 'react';
import { TopBar } from '../../shared/components/top-bar';
import { useAuth } from './auth-provider';
import type { SignInStep } from './auth-state';
import { ForgotPasswordForm } from './forgot-password-form';
import { NewPasswordForm } from './new-password-form';
import { ResetPasswordForm } from './reset-password-form';
import { SignInForm } from './sign-in-form';
import { TotpCodeForm } from './totp-code-form';

// Only a pool that requires TOTP sets it up at sign-in: the QR code's encoder comes with that step.
const TotpSetupForm = lazy(() => import('./totp-setup-form'));

/** What a signed-out visitor sees at any path: the top bar with the language switch and the current step's form. */
export function SignInPage() {
  const { state } = useAuth();
  return (
    <>
      <TopBar />
      <main>
        <Box padding={{ vertical: 'xxxl', horizontal: 'l' }}>
          <div style={{ maxWidth: 460, margin: '0 auto' }}>
            <StepForm step={state.step} />
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
      return (
        <Suspense>
          <TotpSetupForm secret={step.secret} setupUri={step.setupUri} />
        </Suspense>
      );
    case 'forgotPassword':
      return <ForgotPasswordForm username={step.username} />;
    case 'resetPassword':
      return <ResetPasswordForm destination={step.destination} />;
  }
}

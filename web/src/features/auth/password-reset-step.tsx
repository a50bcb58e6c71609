import type { SignInStep } from './auth-state';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';

type PasswordResetStepProps = { step: Extract<SignInStep, { kind: 'forgotPassword' | 'resetPassword' }> };

/** A forgotten password's two steps, one download: who reaches the first goes on to the second. */
export default function PasswordResetStep({ step }: PasswordResetStepProps) {
  return step.kind === 'forgotPassword' ? (
    <ForgotPasswordForm username={step.username} />
  ) : (
    <ResetPasswordForm destination={step.destination} />
  );
}

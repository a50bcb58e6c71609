import type { SignInFailure, SignInStep } from './auth-state';

/** The name the authenticator app shows next to the code (the `issuer` of the TOTP URI). */
export const TOTP_ISSUER = 'Semaforo';

/** What of Amplify's `nextStep` the console reads (aws-amplify/auth AuthNextSignInStep). */
export interface AmplifyNextStep {
  signInStep: string;
  totpSetupDetails?: { sharedSecret: string; getSetupUri: (appName: string, accountName?: string) => URL };
}

/** Where the sign-in goes after a call: signed in, another form, or a step the console cannot take. */
export type StepOutcome =
  | { kind: 'done' }
  | { kind: 'step'; step: SignInStep }
  | { kind: 'failed'; failure: SignInFailure };

/**
 * Amplify's next sign-in step as the console's. A pool with TOTP only (infra/stacks/auth-stack.ts) asks
 * for nothing else: SMS, email codes, a choice among factors or a custom challenge would be a pool set up
 * otherwise, and are named in the error rather than half-handled.
 */
export function stepAfter(nextStep: AmplifyNextStep, username: string): StepOutcome {
  switch (nextStep.signInStep) {
    case 'DONE':
      return { kind: 'done' };
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return { kind: 'step', step: { kind: 'newPassword' } };
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
      return { kind: 'step', step: { kind: 'totpCode' } };
    case 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP': {
      const details = nextStep.totpSetupDetails;
      if (!details) return { kind: 'failed', failure: { reason: 'generic' } };
      return {
        kind: 'step',
        step: {
          kind: 'totpSetup',
          secret: details.sharedSecret,
          setupUri: details.getSetupUri(TOTP_ISSUER, username).toString(),
        },
      };
    }
    // Cognito asked for a reset (an administrator's RESET_REQUIRED): the forgotten-password steps do it.
    case 'RESET_PASSWORD':
      return { kind: 'step', step: { kind: 'forgotPassword', username } };
    default:
      return { kind: 'failed', failure: { reason: 'nextStep', step: nextStep.signInStep } };
  }
}

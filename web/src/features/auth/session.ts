import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignIn,
  fetchAuthSession,
  fetchMFAPreference,
  resetPassword,
  setUpTOTP,
  signIn,
  signOut,
  updateMFAPreference,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import type { RuntimeConfig } from '../../shared/config/runtime-config';
import { failureOf, type SignInStage } from './auth-failures';
import type { SignInFailure } from './auth-state';
import { type StepOutcome, stepAfter, TOTP_ISSUER } from './sign-in-steps';

export interface Session {
  token: string;
  claims: Readonly<Record<string, unknown>>;
}

export function configureAuth({ userPoolId, userPoolClientId, userPoolEndpoint }: RuntimeConfig): void {
  Amplify.configure({
    Auth: { Cognito: { userPoolId, userPoolClientId, ...(userPoolEndpoint ? { userPoolEndpoint } : {}) } },
  });
}

/** The stored session, refreshed if expired; null when there is none (being signed in is having a token). */
export async function readSession(): Promise<Session | null> {
  try {
    const idToken = (await fetchAuthSession()).tokens?.idToken;
    return idToken ? { token: idToken.toString(), claims: idToken.payload } : null;
  } catch {
    return null;
  }
}

/** Thrown by the calls below with the reason the form shows. */
export class SignInError extends Error {
  constructor(readonly failure: SignInFailure) {
    super(failure.reason);
    this.name = 'SignInError';
  }
}

/** Where a step led: signed in with the session, or another step to show. */
export type SignInOutcome = { kind: 'signedIn'; session: Session } | Extract<StepOutcome, { kind: 'step' }>;

async function outcomeOf(nextStep: Parameters<typeof stepAfter>[0], username: string): Promise<SignInOutcome> {
  const after = stepAfter(nextStep, username);
  if (after.kind === 'failed') throw new SignInError(after.failure);
  if (after.kind === 'step') return after;
  const session = await readSession();
  if (!session) throw new SignInError({ reason: 'generic' });
  return { kind: 'signedIn', session };
}

/** Runs a Cognito call, its refusal turned into the failure the form at `stage` shows. */
async function refusedAs<T>(stage: SignInStage, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof SignInError) throw error;
    throw new SignInError(failureOf(error, stage));
  }
}

export async function signInWithPassword(username: string, password: string): Promise<SignInOutcome> {
  try {
    // The local Cognito emulator knows only USER_PASSWORD_AUTH (no SRP); the AWS pool's client allows it too.
    const result = await signIn({ username, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
    return await outcomeOf(result.nextStep, username);
  } catch (error) {
    if (error instanceof SignInError) throw error;
    // A session left by another tab counts as signed in.
    if (!(error instanceof Error && error.name === 'UserAlreadyAuthenticatedException')) {
      throw new SignInError(failureOf(error, 'password'));
    }
  }
  return outcomeOf({ signInStep: 'DONE' }, username);
}

/** The answer to the step Cognito asked for: a new password, a TOTP code. */
export function answerStep(stage: 'newPassword' | 'code', answer: string, username: string): Promise<SignInOutcome> {
  return refusedAs(stage, async () =>
    outcomeOf((await confirmSignIn({ challengeResponse: answer })).nextStep, username),
  );
}

/** Sends the forgotten-password code; answers where it went, as Cognito masks it ('m***@e***'). */
export function requestPasswordReset(username: string): Promise<string> {
  return refusedAs('forgotPassword', async () => {
    const { nextStep } = await resetPassword({ username });
    return nextStep.codeDeliveryDetails.destination ?? '';
  });
}

export function confirmPasswordReset(username: string, code: string, newPassword: string): Promise<void> {
  return refusedAs('resetPassword', () => confirmResetPassword({ username, confirmationCode: code, newPassword }));
}

/** Signs out and removes the stored tokens, so a reload does not sign back in. */
export async function endSession(): Promise<void> {
  try {
    await signOut();
  } catch {
    // signOut already swallows a failed token revocation and removes the tokens regardless; the
    // console counts the user as signed out in every case.
  }
}

/** The signed-in user's TOTP, for the security settings. */
export async function totpEnabled(): Promise<boolean> {
  const { enabled } = await fetchMFAPreference();
  return enabled?.includes('TOTP') ?? false;
}

export interface TotpSecret {
  secret: string;
  setupUri: string;
}

export async function startTotpSetup(username: string): Promise<TotpSecret> {
  const details = await setUpTOTP();
  return { secret: details.sharedSecret, setupUri: details.getSetupUri(TOTP_ISSUER, username).toString() };
}

/** The app's first code proves the secret was taken; TOTP is then asked at every sign-in. */
export function confirmTotpSetup(code: string): Promise<void> {
  return refusedAs('code', async () => {
    await verifyTOTPSetup({ code });
    await updateMFAPreference({ totp: 'PREFERRED' });
  });
}

export function turnTotpOff(): Promise<void> {
  return refusedAs('code', () => updateMFAPreference({ totp: 'DISABLED' }));
}

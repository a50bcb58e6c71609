import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import type { RuntimeConfig } from '../../shared/config/runtime-config';
import type { SignInFailure } from './auth-state';

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

/** Thrown by signInWithPassword with the reason the form shows. */
export class SignInError extends Error {
  constructor(readonly failure: SignInFailure) {
    super(failure.reason);
    this.name = 'SignInError';
  }
}

export async function signInWithPassword(username: string, password: string): Promise<Session> {
  try {
    // The local Cognito emulator knows only USER_PASSWORD_AUTH (no SRP); the AWS pool's client allows it too.
    const result = await signIn({ username, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
    if (!result.isSignedIn) throw new SignInError({ reason: 'nextStep', step: result.nextStep.signInStep });
  } catch (error) {
    if (error instanceof SignInError) throw error;
    // A session left by another tab counts as signed in.
    if (errorName(error) !== 'UserAlreadyAuthenticatedException') throw new SignInError(failureOf(error));
  }
  const session = await readSession();
  if (!session) throw new SignInError({ reason: 'generic' });
  return session;
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

function failureOf(error: unknown): SignInFailure {
  switch (errorName(error)) {
    case 'NotAuthorizedException':
    case 'UserNotFoundException':
    // What the local Cognito emulator answers for a wrong password, where AWS says NotAuthorizedException.
    case 'InvalidPasswordException':
      return { reason: 'invalidCredentials' };
    case 'NetworkError':
    case 'TypeError':
      return { reason: 'network' };
    default:
      return { reason: 'generic' };
  }
}

function errorName(error: unknown): string | undefined {
  return error instanceof Error ? error.name : undefined;
}

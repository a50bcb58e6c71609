import type { UserData } from './user-from-token';

/** Why a step of the sign-in failed, as a key of the catalogue's auth.errors texts. */
export type SignInFailureReason =
  | 'invalidCredentials'
  | 'network'
  | 'nextStep'
  | 'generic'
  | 'wrongCode'
  | 'expiredCode'
  | 'passwordPolicy'
  | 'tooManyAttempts'
  | 'sessionExpired'
  | 'userDisabled'
  | 'temporaryPasswordExpired';

export interface SignInFailure {
  reason: SignInFailureReason;
  /** The Cognito step the console cannot complete, for reason 'nextStep'. */
  step?: string;
}

/**
 * Where the sign-in stands: the form the console shows. Cognito asks for the steps after the password
 * (a new password at the first sign-in, a TOTP code, setting TOTP up); a forgotten password is two
 * steps of the console's own (the username, then the emailed code with the new password).
 */
export type SignInStep =
  /** `username`: the name to show filled in (after a reset, or back from the forgotten-password steps). */
  | { kind: 'credentials'; username?: string }
  | { kind: 'newPassword' }
  | { kind: 'totpCode' }
  | { kind: 'totpSetup'; secret: string; setupUri: string }
  | { kind: 'forgotPassword'; username: string }
  | { kind: 'resetPassword'; username: string; destination: string };

/**
 * Why a session ended without its user signing out, as the sign-in form then says: the user was disabled,
 * an administrator changed its role, password or second factor (which signs it out everywhere), or the
 * session ran out (a working day's refresh token, or no valid token left).
 */
export type SessionEnd = 'disabled' | 'roleChanged' | 'accessChanged' | 'expired';

/** A sentence shown above the form: the outcome of a step that led back to it, or why the console closed. */
export type SignInNotice =
  | { kind: 'passwordReset' }
  | { kind: 'codeResent'; destination: string }
  | { kind: 'sessionEnded'; reason: SessionEnd };

/**
 * Spec section 3 'Auth state' plus `ready`, false until the stored session has been read, so the
 * console can tell 'still loading' from 'signed out' (spec section 2: a loading state meanwhile), and
 * the sign-in's current step with its notice.
 */
export interface AuthState {
  token: string | null;
  userData: UserData | null;
  error: SignInFailure | null;
  loading: boolean;
  ready: boolean;
  step: SignInStep;
  notice: SignInNotice | null;
}

/** The stages of spec section 4 (start, success, fail, initiate logout, logout) and the steps between. */
export type AuthAction =
  | { type: 'start' }
  | { type: 'success'; token: string; userData: UserData }
  | { type: 'fail'; error: SignInFailure; step?: SignInStep }
  | { type: 'step'; step: SignInStep; notice?: SignInNotice }
  | { type: 'initiateLogout' }
  /** Signed out; `ended` when the session ended by itself or by an administrator's change. */
  | { type: 'logout'; ended?: SessionEnd };

const CREDENTIALS: SignInStep = { kind: 'credentials' };

export const initialAuthState: AuthState = {
  token: null,
  userData: null,
  error: null,
  loading: true,
  ready: false,
  step: CREDENTIALS,
  notice: null,
};

const signedOut: AuthState = { ...initialAuthState, loading: false, ready: true };

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'start':
      return { ...state, loading: true, error: null, notice: null };
    case 'success':
      return { ...signedOut, token: action.token, userData: action.userData };
    case 'fail':
      // The step stays where it failed (a wrong code is typed again), unless the failure moves it.
      return { ...signedOut, error: action.error, step: action.step ?? state.step };
    case 'step':
      return { ...signedOut, step: action.step, notice: action.notice ?? null };
    case 'initiateLogout':
      return { ...state, loading: true };
    case 'logout': {
      // The first reason a session ended is the one told: what follows it (Amplify's own signedOut event,
      // the session check finding no session) repeats the end, not its cause.
      const kept = state.token === null && state.notice?.kind === 'sessionEnded' ? state.notice : null;
      if (kept) return { ...signedOut, notice: kept };
      return action.ended ? { ...signedOut, notice: { kind: 'sessionEnded', reason: action.ended } } : signedOut;
    }
  }
}

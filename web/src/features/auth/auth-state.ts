import type { UserData } from './user-from-token';

/** Why a sign-in failed, as a key of the catalogue's auth.errors texts. */
export interface SignInFailure {
  reason: 'invalidCredentials' | 'network' | 'nextStep' | 'generic';
  /** The Cognito step the console cannot complete, for reason 'nextStep'. */
  step?: string;
}

/**
 * Spec section 3 'Auth state' plus `ready`, false until the stored session has been read, so the
 * console can tell 'still loading' from 'signed out' (spec section 2: a loading state meanwhile).
 */
export interface AuthState {
  token: string | null;
  userData: UserData | null;
  error: SignInFailure | null;
  loading: boolean;
  ready: boolean;
}

/** The stages of spec section 4: start, success, fail, initiate logout, logout. */
export type AuthAction =
  | { type: 'start' }
  | { type: 'success'; token: string; userData: UserData }
  | { type: 'fail'; error: SignInFailure }
  | { type: 'initiateLogout' }
  | { type: 'logout' };

export const initialAuthState: AuthState = { token: null, userData: null, error: null, loading: true, ready: false };

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'start':
      return { ...state, loading: true, error: null };
    case 'success':
      return { token: action.token, userData: action.userData, error: null, loading: false, ready: true };
    case 'fail':
      return { token: null, userData: null, error: action.error, loading: false, ready: true };
    case 'initiateLogout':
      return { ...state, loading: true };
    case 'logout':
      return { token: null, userData: null, error: null, loading: false, ready: true };
  }
}

import { Hub } from 'aws-amplify/utils';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useReducer } from 'react';
import { type AuthState, authReducer, initialAuthState } from './auth-state';
import { endSession, readSession, type Session, SignInError, signInWithPassword } from './session';
import { type UserData, userFromClaims } from './user-from-token';

export interface AuthContextValue {
  state: AuthState;
  signIn: (username: string, password: string) => Promise<void>;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

interface AuthProviderProps {
  children: ReactNode;
  /** A user is signed in (a sign-in or a stored session), right before the console opens for it. */
  onSignedIn?: (user: UserData) => void;
}

export function AuthProvider({ children, onSignedIn }: AuthProviderProps) {
  const [state, dispatch] = useReducer(authReducer, initialAuthState);

  const succeed = useCallback(
    (session: Session) => {
      const userData = userFromClaims(session.claims);
      onSignedIn?.(userData);
      dispatch({ type: 'success', token: session.token, userData });
    },
    [onSignedIn],
  );

  // Sign-in is not mandatory at start (spec section 4): a stored session is used when there is one.
  useEffect(() => {
    let current = true;
    void readSession().then((session) => {
      if (!current) return;
      if (session) succeed(session);
      else dispatch({ type: 'logout' });
    });
    return () => {
      current = false;
    };
  }, [succeed]);

  // A refresh that fails (revoked or expired refresh token) ends the session in every open view.
  useEffect(
    () =>
      Hub.listen('auth', ({ payload }) => {
        if (payload.event === 'tokenRefresh_failure' || payload.event === 'signedOut') dispatch({ type: 'logout' });
      }),
    [],
  );

  const signIn = useCallback(
    async (username: string, password: string) => {
      dispatch({ type: 'start' });
      try {
        succeed(await signInWithPassword(username, password));
      } catch (error) {
        dispatch({ type: 'fail', error: error instanceof SignInError ? error.failure : { reason: 'generic' } });
      }
    },
    [succeed],
  );

  const signOut = useCallback(async () => {
    dispatch({ type: 'initiateLogout' });
    await endSession();
    dispatch({ type: 'logout' });
  }, []);

  const value = useMemo(() => ({ state, signIn, signOut }), [state, signIn, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth is used outside AuthProvider');
  return value;
}

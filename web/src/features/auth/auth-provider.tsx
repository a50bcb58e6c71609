import { Hub } from 'aws-amplify/utils';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { SESSION_CHECK_MS } from '../../../../shared/users/token-lifetimes';
import { restartsSignIn, sessionEndOf } from './auth-failures';
import { type AuthState, authReducer, initialAuthState, type SessionEnd, type SignInStep } from './auth-state';
import {
  answerStep,
  confirmPasswordReset,
  endSession,
  readSession,
  requestPasswordReset,
  type Session,
  SignInError,
  type SignInOutcome,
  signInWithPassword,
} from './session';
import { type UserData, userFromClaims } from './user-from-token';

export interface AuthContextValue {
  state: AuthState;
  signIn: (username: string, password: string) => Promise<void>;
  /** The answer to the step shown: the new password, or the TOTP code (at a code or a set-up step). */
  answer: (response: string) => Promise<void>;
  /** To the forgotten-password form, with the username typed so far. */
  forgotPassword: (username: string) => void;
  requestReset: (username: string) => Promise<void>;
  confirmReset: (code: string, newPassword: string) => Promise<void>;
  resendCode: () => Promise<void>;
  backToSignIn: () => void;
  /** Signs out; `ended` says why when the person did not ask (the sign-in form then tells it). */
  signOut: (ended?: SessionEnd) => Promise<void>;
  /** The signed-in user's security settings (two-step verification), opened from the user menu. */
  security: { open: boolean; show: () => void; hide: () => void };
}

const AuthContext = createContext<AuthContextValue | null>(null);
const CREDENTIALS: SignInStep = { kind: 'credentials' };

interface AuthProviderProps {
  children: ReactNode;
  /** A user is signed in (a sign-in or a stored session), right before the console opens for it. */
  onSignedIn?: (user: UserData) => void;
}

export function AuthProvider({ children, onSignedIn }: AuthProviderProps) {
  const [state, dispatch] = useReducer(authReducer, initialAuthState);
  // Who is signing in, for the steps after the password (the TOTP URI's account, the reset's username).
  const username = useRef('');

  const succeed = useCallback(
    (session: Session) => {
      const userData = userFromClaims(session.claims);
      onSignedIn?.(userData);
      dispatch({ type: 'success', token: session.token, userData });
    },
    [onSignedIn],
  );

  const settle = useCallback(
    (outcome: SignInOutcome) => {
      if (outcome.kind === 'signedIn') succeed(outcome.session);
      else dispatch({ type: 'step', step: outcome.step });
    },
    [succeed],
  );

  /** Runs a step's call; its refusal stays on the step's form, or restarts the sign-in when the step is lost. */
  const attempt = useCallback(async (call: () => Promise<void>) => {
    dispatch({ type: 'start' });
    try {
      await call();
    } catch (error) {
      const failure = error instanceof SignInError ? error.failure : { reason: 'generic' as const };
      dispatch({ type: 'fail', error: failure, ...(restartsSignIn(failure) ? { step: CREDENTIALS } : {}) });
    }
  }, []);

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

  // A refresh that fails (revoked or expired refresh token, a disabled user) ends the session in every open
  // view, and the sign-in form says why.
  useEffect(
    () =>
      Hub.listen('auth', ({ payload }) => {
        if (payload.event === 'tokenRefresh_failure') {
          const error = (payload.data as { error?: unknown } | undefined)?.error;
          dispatch({ type: 'logout', ended: sessionEndOf(error) });
        }
        if (payload.event === 'signedOut') dispatch({ type: 'logout' });
      }),
    [],
  );

  // An idle console too: every minute the session is read, renewed when its tokens have expired, so a
  // user disabled or signed out everywhere is out within the tokens' lifetime (token-lifetimes.ts).
  const signedIn = state.token !== null;
  useEffect(() => {
    if (!signedIn) return;
    const timer = setInterval(() => {
      void readSession().then((session) => {
        // A refused refresh has said why already (above); a session that is simply gone ran out.
        if (!session) dispatch({ type: 'logout', ended: 'expired' });
      });
    }, SESSION_CHECK_MS);
    return () => clearInterval(timer);
  }, [signedIn]);

  const signIn = useCallback(
    (name: string, password: string) =>
      attempt(async () => {
        username.current = name;
        settle(await signInWithPassword(name, password));
      }),
    [attempt, settle],
  );

  const answer = useCallback(
    (response: string) =>
      attempt(async () => {
        const stage = state.step.kind === 'newPassword' ? 'newPassword' : 'code';
        settle(await answerStep(stage, response, username.current));
      }),
    [attempt, settle, state.step.kind],
  );

  const requestReset = useCallback(
    (name: string) =>
      attempt(async () => {
        username.current = name;
        const destination = await requestPasswordReset(name);
        dispatch({ type: 'step', step: { kind: 'resetPassword', username: name, destination } });
      }),
    [attempt],
  );

  const resendCode = useCallback(
    () =>
      attempt(async () => {
        const destination = await requestPasswordReset(username.current);
        dispatch({
          type: 'step',
          step: { kind: 'resetPassword', username: username.current, destination },
          notice: { kind: 'codeResent', destination },
        });
      }),
    [attempt],
  );

  const confirmReset = useCallback(
    (code: string, newPassword: string) =>
      attempt(async () => {
        await confirmPasswordReset(username.current, code, newPassword);
        // Back to the sign-in with the name the reset was for, so only the new password is typed.
        dispatch({
          type: 'step',
          step: { kind: 'credentials', username: username.current },
          notice: { kind: 'passwordReset' },
        });
      }),
    [attempt],
  );

  const forgotPassword = useCallback(
    (name: string) => dispatch({ type: 'step', step: { kind: 'forgotPassword', username: name } }),
    [],
  );
  const backToSignIn = useCallback(
    () => dispatch({ type: 'step', step: { kind: 'credentials', username: username.current } }),
    [],
  );

  const [securityOpen, setSecurityOpen] = useState(false);
  const security = useMemo(
    () => ({ open: securityOpen, show: () => setSecurityOpen(true), hide: () => setSecurityOpen(false) }),
    [securityOpen],
  );

  const signOut = useCallback(async (ended?: SessionEnd) => {
    setSecurityOpen(false);
    dispatch({ type: 'initiateLogout' });
    await endSession();
    dispatch({ type: 'logout', ended });
  }, []);

  const value = useMemo(
    () => ({
      state,
      signIn,
      answer,
      forgotPassword,
      requestReset,
      confirmReset,
      resendCode,
      backToSignIn,
      signOut,
      security,
    }),
    [state, signIn, answer, forgotPassword, requestReset, confirmReset, resendCode, backToSignIn, signOut, security],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth is used outside AuthProvider');
  return value;
}

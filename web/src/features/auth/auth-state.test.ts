import { describe, expect, it } from 'vitest';
import { type AuthState, authReducer, initialAuthState } from './auth-state';
import { userFromClaims } from './user-from-token';

const userData = userFromClaims({ 'cognito:username': 'mario.rossi', 'cognito:groups': ['ADMIN'] });
const signedOut: AuthState = {
  token: null,
  userData: null,
  error: null,
  loading: false,
  ready: true,
  step: { kind: 'credentials' },
  notice: null,
};

describe('auth stages', () => {
  it('starts loading and not ready, with no token, at the password', () => {
    expect(initialAuthState).toEqual({ ...signedOut, loading: true, ready: false });
  });

  it('goes start → success with token and user data', () => {
    const started = authReducer(signedOut, { type: 'start' });
    expect(started).toMatchObject({ loading: true, token: null });
    expect(authReducer(started, { type: 'success', token: 'jwt', userData })).toEqual({
      ...signedOut,
      token: 'jwt',
      userData,
    });
  });

  it('keeps the failure until the next start', () => {
    const failed = authReducer(initialAuthState, { type: 'fail', error: { reason: 'invalidCredentials' } });
    expect(failed).toMatchObject({ token: null, error: { reason: 'invalidCredentials' }, loading: false });
    expect(authReducer(failed, { type: 'start' }).error).toBeNull();
  });

  it('moves to the step Cognito asks for, and a failure there stays on it', () => {
    const step = authReducer(authReducer(signedOut, { type: 'start' }), { type: 'step', step: { kind: 'totpCode' } });
    expect(step).toEqual({ ...signedOut, step: { kind: 'totpCode' } });
    const failed = authReducer(step, { type: 'fail', error: { reason: 'wrongCode' } });
    expect(failed).toMatchObject({ step: { kind: 'totpCode' }, error: { reason: 'wrongCode' } });
  });

  it('goes back to the password when a failure says so, with its reason', () => {
    const step = authReducer(signedOut, { type: 'step', step: { kind: 'newPassword' } });
    const failed = authReducer(step, {
      type: 'fail',
      error: { reason: 'sessionExpired' },
      step: { kind: 'credentials' },
    });
    expect(failed).toEqual({ ...signedOut, error: { reason: 'sessionExpired' } });
  });

  it('carries a notice to the next form and drops it at the next attempt', () => {
    const reset = authReducer(signedOut, {
      type: 'step',
      step: { kind: 'credentials' },
      notice: { kind: 'passwordReset' },
    });
    expect(reset.notice).toEqual({ kind: 'passwordReset' });
    expect(authReducer(reset, { type: 'start' }).notice).toBeNull();
  });

  it('clears everything on logout', () => {
    const signedIn = authReducer(initialAuthState, { type: 'success', token: 'jwt', userData });
    const leaving = authReducer(signedIn, { type: 'initiateLogout' });
    expect(leaving).toMatchObject({ token: 'jwt', loading: true });
    expect(authReducer(leaving, { type: 'logout' })).toEqual(signedOut);
  });

  it('says why a session ended that nobody signed out of, and keeps its first reason', () => {
    const signedIn = authReducer(initialAuthState, { type: 'success', token: 'jwt', userData });
    const ended = authReducer(signedIn, { type: 'logout', ended: 'disabled' });
    expect(ended).toEqual({ ...signedOut, notice: { kind: 'sessionEnded', reason: 'disabled' } });
    // Amplify's signedOut event and the session check finding nothing follow: the cause stays.
    expect(authReducer(ended, { type: 'logout' }).notice).toEqual({ kind: 'sessionEnded', reason: 'disabled' });
    expect(authReducer(ended, { type: 'logout', ended: 'expired' }).notice).toEqual({
      kind: 'sessionEnded',
      reason: 'disabled',
    });
    // Signing in again drops it; a sign-out the person asked for says nothing.
    const again = authReducer(ended, { type: 'success', token: 'jwt2', userData });
    expect(again.notice).toBeNull();
    expect(authReducer(authReducer(again, { type: 'initiateLogout' }), { type: 'logout' })).toEqual(signedOut);
  });
});

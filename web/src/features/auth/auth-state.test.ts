import { describe, expect, it } from 'vitest';
import { authReducer, initialAuthState } from './auth-state';
import { userFromClaims } from './user-from-token';

const userData = userFromClaims({ 'cognito:username': 'mario.rossi', 'cognito:groups': ['ADMIN'] });

describe('auth stages', () => {
  it('starts loading and not ready, with no token', () => {
    expect(initialAuthState).toEqual({ token: null, userData: null, error: null, loading: true, ready: false });
  });

  it('goes start → success with token and user data', () => {
    const started = authReducer({ ...initialAuthState, loading: false, ready: true }, { type: 'start' });
    expect(started).toMatchObject({ loading: true, token: null });
    expect(authReducer(started, { type: 'success', token: 'jwt', userData })).toEqual({
      token: 'jwt',
      userData,
      error: null,
      loading: false,
      ready: true,
    });
  });

  it('keeps the failure until the next start', () => {
    const failed = authReducer(initialAuthState, { type: 'fail', error: { reason: 'invalidCredentials' } });
    expect(failed).toMatchObject({ token: null, error: { reason: 'invalidCredentials' }, loading: false });
    expect(authReducer(failed, { type: 'start' }).error).toBeNull();
  });

  it('clears everything on logout', () => {
    const signedIn = authReducer(initialAuthState, { type: 'success', token: 'jwt', userData });
    const leaving = authReducer(signedIn, { type: 'initiateLogout' });
    expect(leaving).toMatchObject({ token: 'jwt', loading: true });
    expect(authReducer(leaving, { type: 'logout' })).toEqual({
      token: null,
      userData: null,
      error: null,
      loading: false,
      ready: true,
    });
  });
});

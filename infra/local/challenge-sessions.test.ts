import { describe, expect, it } from 'vitest';
import { CHALLENGE_SESSION_MS, challengeSessions, MAX_WRONG_ANSWERS } from './challenge-sessions';

function register() {
  let time = 1_000_000;
  const sessions = challengeSessions(() => time);
  sessions.issue('s1', { username: 'nuovo.utente', challenge: 'NEW_PASSWORD_REQUIRED', clientId: 'client' });
  return { sessions, pass: (ms: number) => (time += ms) };
}
const answer = { session: 's1', challenge: 'NEW_PASSWORD_REQUIRED', username: 'nuovo.utente', clientId: 'client' };

describe('challenge sessions the proxy issued', () => {
  it('admits an answer to an issued session until one is accepted', () => {
    const { sessions } = register();
    expect(sessions.admits(answer)).toBe(true);
    sessions.answered('s1', true);
    expect(sessions.admits(answer)).toBe(false);
  });

  it('admits a refused answer again, up to five times', () => {
    const { sessions } = register();
    for (let wrong = 1; wrong <= MAX_WRONG_ANSWERS; wrong += 1) {
      expect(sessions.admits(answer)).toBe(true);
      sessions.answered('s1', false);
    }
    expect(sessions.admits(answer)).toBe(false);
  });

  it('ignores the case of the username, as the pool does', () => {
    expect(register().sessions.admits({ ...answer, username: 'Nuovo.Utente' })).toBe(true);
  });

  it.each([
    ['a session it never issued', { session: 'forged' }],
    ['another user', { username: 'mario.rossi' }],
    ['another challenge', { challenge: 'SMS_MFA' }],
    ['another app client', { clientId: 'other' }],
    ['no session', { session: undefined }],
    ['a username that is not text', { username: ['nuovo.utente'] }],
  ])('refuses %s', (_, change) => {
    expect(register().sessions.admits({ ...answer, ...change })).toBe(false);
  });

  it('refuses a session answered after three minutes, and an answer for another user drops the session', () => {
    const late = register();
    late.pass(CHALLENGE_SESSION_MS + 1);
    expect(late.sessions.admits(answer)).toBe(false);
    const forged = register();
    expect(forged.sessions.admits({ ...answer, username: 'mario.rossi' })).toBe(false);
    expect(forged.sessions.admits(answer)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { userFromClaims } from './user-from-token';

describe('userFromClaims', () => {
  it('splits the username on the dot into name and surname, with initials', () => {
    expect(userFromClaims({ 'cognito:username': 'mario.rossi', 'cognito:groups': ['ADMIN'] })).toEqual({
      username: 'mario.rossi',
      name: 'mario',
      surname: 'rossi',
      role: 'ADMIN',
      initials: 'MR',
    });
  });

  it.each([
    ['admin', 'admin', 'admin', 'AA'],
    ['giulia.', 'giulia', 'giulia.', 'GG'],
    ['.bianchi', '.bianchi', 'bianchi', '.B'],
    ['anna.maria.ferrari', 'anna', 'maria', 'AM'],
  ])('falls back to the whole username for a missing part: %s', (username, name, surname, initials) => {
    expect(userFromClaims({ 'cognito:username': username })).toMatchObject({ name, surname, initials });
  });

  it('reads the plain username claim when the Cognito one is absent', () => {
    expect(userFromClaims({ username: 'sara.neri' })).toMatchObject({ name: 'sara', surname: 'neri' });
  });

  it('has empty names and initials without a username', () => {
    expect(userFromClaims({})).toMatchObject({ username: '', name: '', surname: '', initials: '' });
  });

  it.each([
    [['RISK_OFFICER'], 'RISK_OFFICER'],
    [['analista'], 'ANALISTA'],
    [['ANALISTA_LIBERO'], 'ANALISTA_LIBERO'],
    [['AGENT', 'ANALISTA_TUTELATO'], 'ANALISTA_TUTELATO'],
    [['ANALISTA', 'ADMIN'], 'ADMIN'],
    [['SOMETHING_ELSE'], 'AGENT'],
    [[], 'AGENT'],
    [undefined, 'AGENT'],
  ])('takes the role from cognito:groups %j → %s', (groups, role) => {
    expect(userFromClaims({ 'cognito:username': 'luca.verdi', 'cognito:groups': groups }).role).toBe(role);
  });
});

import { describe, expect, it } from 'vitest';
import { en } from '../../shared/i18n/locales/en';
import { it as italian } from '../../shared/i18n/locales/it';
import { checkUser, type UserValues } from './user-form';

const filled: UserValues = {
  username: 'nuovo.collega',
  email: 'nuovo.collega@esempio.it',
  role: 'ANALISTA',
  agencyCode: '',
};

describe('the user form, checked as the server checks it', () => {
  it('sends the request as it travels: username lower case, trimmed, no agency but for an agent', () => {
    expect(checkUser({ ...filled, username: ' Nuovo.Collega ', agencyCode: 'AG1' })).toEqual({
      request: { username: 'nuovo.collega', email: 'nuovo.collega@esempio.it', role: 'ANALISTA' },
      problems: {},
    });
    expect(checkUser({ ...filled, role: 'AGENT', agencyCode: 'ag1' }).request).toEqual({
      username: 'nuovo.collega',
      email: 'nuovo.collega@esempio.it',
      role: 'AGENT',
      agencyCode: 'AG1',
    });
  });

  it.each<[Partial<UserValues>, string, string]>([
    [{ username: '' }, 'username', 'usernameLength'],
    [{ username: 'ab' }, 'username', 'usernameLength'],
    [{ username: 'mario rossi' }, 'username', 'usernameCharacters'],
    [{ username: 'mario.' }, 'username', 'usernameCharacters'],
    [{ username: 'màrio' }, 'username', 'usernameCharacters'],
    [{ username: 'Sistema' }, 'username', 'usernameReserved'],
    [{ username: 'system' }, 'username', 'usernameReserved'],
    [{ email: 'non-una-email' }, 'email', 'email'],
    [{ email: '' }, 'email', 'email'],
    [{ role: '' }, 'role', 'required'],
    [{ role: 'AGENT', agencyCode: '' }, 'agencyCode', 'agencyRequired'],
  ])('refuses %j on %s: %s', (change, field, rule) => {
    const { request, problems } = checkUser({ ...filled, ...change });
    expect(request).toBeUndefined();
    expect(problems).toEqual({ [field]: { rule } });
  });

  it.each([
    ['Italian', italian],
    ['English', en],
  ] as const)('has every rule and every refusal of the server in %s', (_, catalogue) => {
    for (const rule of [
      'required',
      'usernameLength',
      'usernameCharacters',
      'usernameReserved',
      'email',
      'agencyRequired',
    ] as const) {
      expect(catalogue.users.rules[rule]).toBeTruthy();
    }
    expect(Object.keys(catalogue.users.serverTexts).sort()).toEqual(Object.keys(italian.users.serverTexts).sort());
  });
});

import { describe, expect, it } from 'vitest';
import type { Role } from '../../shared/roles';
import { USER_REFUSAL_CODES as USER_REFUSALS } from '../../shared/users/user-rules';
import { type ChangedUser, refusalOf, takesAnAdministratorAway, type UserChange } from './user-change-rules';

const target = (username: string, role: Role, enabled = true, more: Partial<ChangedUser> = {}): ChangedUser => ({
  username,
  role,
  agencyCode: null,
  enabled,
  totpEnabled: true,
  ...more,
});
const demote: UserChange = { kind: 'role', role: 'ANALISTA', agencyCode: null };
const promote: UserChange = { kind: 'role', role: 'ADMIN', agencyCode: null };
const disable: UserChange = { kind: 'disable' };
const enable: UserChange = { kind: 'enable' };
const reset: UserChange = { kind: 'resetPassword' };
const totpOff: UserChange = { kind: 'turnTotpOff' };
const BOTH = ['mario.rossi', 'chiara.ferri'];

describe('changes refused to keep the pool administered', () => {
  it.each([
    [
      'an admin changing their own role',
      demote,
      'mario.rossi',
      target('mario.rossi', 'ADMIN'),
      BOTH,
      USER_REFUSALS.ownRole,
    ],
    [
      'an admin keeping their own role',
      promote,
      'mario.rossi',
      target('mario.rossi', 'ADMIN'),
      BOTH,
      USER_REFUSALS.ownRole,
    ],
    [
      'an admin disabling themselves',
      disable,
      'mario.rossi',
      target('mario.rossi', 'ADMIN'),
      BOTH,
      USER_REFUSALS.ownDisable,
    ],
    // A disabled administrator still holding a token: the frame refuses it first, and so does this rule.
    [
      'an admin enabling themselves',
      enable,
      'mario.rossi',
      target('mario.rossi', 'ADMIN', false),
      BOTH,
      USER_REFUSALS.ownEnable,
    ],
    [
      'an admin resetting their own password',
      reset,
      'mario.rossi',
      target('mario.rossi', 'ADMIN'),
      BOTH,
      USER_REFUSALS.ownPasswordReset,
    ],
    [
      'an admin turning their own TOTP off',
      totpOff,
      'mario.rossi',
      target('mario.rossi', 'ADMIN'),
      BOTH,
      USER_REFUSALS.ownTotp,
    ],
    [
      'demoting the last enabled admin',
      demote,
      'chiara.ferri',
      target('mario.rossi', 'ADMIN'),
      ['mario.rossi'],
      USER_REFUSALS.lastAdmin,
    ],
    [
      'disabling the last enabled admin',
      disable,
      'chiara.ferri',
      target('mario.rossi', 'ADMIN'),
      ['mario.rossi'],
      USER_REFUSALS.lastAdmin,
    ],
    ['demoting one of two admins', demote, 'chiara.ferri', target('mario.rossi', 'ADMIN'), BOTH, undefined],
    ['disabling one of two admins', disable, 'chiara.ferri', target('mario.rossi', 'ADMIN'), BOTH, undefined],
    [
      'demoting a disabled admin',
      demote,
      'chiara.ferri',
      target('mario.rossi', 'ADMIN', false),
      ['chiara.ferri'],
      undefined,
    ],
    ['promoting an analyst', promote, 'chiara.ferri', target('luca.verdi', 'ANALISTA'), ['chiara.ferri'], undefined],
    ['disabling an analyst', disable, 'chiara.ferri', target('luca.verdi', 'ANALISTA'), ['chiara.ferri'], undefined],
    [
      'an admin keeping another admin admin',
      promote,
      'chiara.ferri',
      target('mario.rossi', 'ADMIN'),
      ['mario.rossi'],
      USER_REFUSALS.sameRole,
    ],
    [
      'a role the user has, with its agency',
      demote,
      'chiara.ferri',
      target('luca.verdi', 'ANALISTA'),
      BOTH,
      USER_REFUSALS.sameRole,
    ],
    [
      "an agent's new agency",
      { kind: 'role', role: 'AGENT', agencyCode: 'AG2' },
      'chiara.ferri',
      target('anna.ferrari', 'AGENT', true, { agencyCode: 'AG1' }),
      BOTH,
      undefined,
    ],
    [
      'enabling an enabled user',
      enable,
      'chiara.ferri',
      target('luca.verdi', 'ANALISTA'),
      BOTH,
      USER_REFUSALS.alreadyEnabled,
    ],
    [
      'disabling a disabled user',
      disable,
      'chiara.ferri',
      target('luca.verdi', 'ANALISTA', false),
      BOTH,
      USER_REFUSALS.alreadyDisabled,
    ],
    ['enabling a disabled user', enable, 'chiara.ferri', target('luca.verdi', 'ANALISTA', false), BOTH, undefined],
    ["resetting another's password", reset, 'chiara.ferri', target('mario.rossi', 'ADMIN'), ['mario.rossi'], undefined],
    ["turning another's TOTP off", totpOff, 'chiara.ferri', target('luca.verdi', 'ANALISTA'), BOTH, undefined],
    [
      'turning off a TOTP that is not on',
      totpOff,
      'chiara.ferri',
      target('luca.verdi', 'ANALISTA', true, { totpEnabled: false }),
      BOTH,
      USER_REFUSALS.totpAlreadyOff,
    ],
  ] as const)('%s', (_, change, caller, who, admins, refusal) => {
    expect(refusalOf(change, { caller, target: who, enabledAdministrators: admins })).toBe(refusal);
  });

  it('does not count the administrators before they are read', () => {
    expect(refusalOf(demote, { caller: 'chiara.ferri', target: target('mario.rossi', 'ADMIN') })).toBeUndefined();
  });

  it.each([
    [demote, target('mario.rossi', 'ADMIN'), true],
    [disable, target('mario.rossi', 'ADMIN'), true],
    [promote, target('mario.rossi', 'ADMIN'), false],
    [disable, target('mario.rossi', 'ADMIN', false), false],
    [demote, target('luca.verdi', 'ANALISTA'), false],
    [reset, target('mario.rossi', 'ADMIN'), false],
    [totpOff, target('mario.rossi', 'ADMIN'), false],
    [enable, target('mario.rossi', 'ADMIN', false), false],
  ] as const)('%o of %o takes an administrator away: %s', (change, who, expected) => {
    expect(takesAnAdministratorAway(change, who)).toBe(expected);
  });
});

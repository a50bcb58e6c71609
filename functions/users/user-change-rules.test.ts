import { describe, expect, it } from 'vitest';
import type { Role } from '../../shared/roles';
import { USER_REFUSALS } from '../../shared/users/user-rules';
import { type GuardedChange, refusalOf } from './user-change-rules';

const target = (username: string, role: Role, enabled = true) => ({ username, role, enabled });
const demote: GuardedChange = { kind: 'role', role: 'ANALISTA' };
const promote: GuardedChange = { kind: 'role', role: 'ADMIN' };
const disable: GuardedChange = { kind: 'disable' };

describe('changes refused to keep the pool administered', () => {
  it.each([
    [
      'an admin changing their own role',
      demote,
      'mario.rossi',
      target('mario.rossi', 'ADMIN'),
      ['mario.rossi', 'chiara.ferri'],
      USER_REFUSALS.ownRole,
    ],
    [
      'an admin keeping their own role',
      promote,
      'mario.rossi',
      target('mario.rossi', 'ADMIN'),
      ['mario.rossi', 'chiara.ferri'],
      USER_REFUSALS.ownRole,
    ],
    [
      'an admin disabling themselves',
      disable,
      'mario.rossi',
      target('mario.rossi', 'ADMIN'),
      ['mario.rossi', 'chiara.ferri'],
      USER_REFUSALS.ownDisable,
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
    [
      'demoting one of two admins',
      demote,
      'chiara.ferri',
      target('mario.rossi', 'ADMIN'),
      ['mario.rossi', 'chiara.ferri'],
      undefined,
    ],
    [
      'disabling one of two admins',
      disable,
      'chiara.ferri',
      target('mario.rossi', 'ADMIN'),
      ['mario.rossi', 'chiara.ferri'],
      undefined,
    ],
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
      undefined,
    ],
  ] as const)('%s', (_, change, caller, who, admins, refusal) => {
    expect(refusalOf(change, { caller, target: who, enabledAdministrators: admins })).toBe(refusal);
  });
});

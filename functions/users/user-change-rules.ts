import type { RefusalCode } from '../../shared/refusals';
import type { Role } from '../../shared/roles';
import { USER_REFUSAL_CODES as CODES, OWN_CHANGE_REFUSALS } from '../../shared/users/user-rules';

/** A change an administrator makes to a user, each through its own call. */
export type UserChange =
  | { kind: 'role'; role: Role; agencyCode: string | null }
  | { kind: 'disable' }
  | { kind: 'enable' }
  | { kind: 'resetPassword' }
  | { kind: 'turnTotpOff' };

/** What the rules read of the user a change is for, as the directory has it now. */
export interface ChangedUser {
  username: string;
  role: Role;
  agencyCode: string | null;
  enabled: boolean;
  totpEnabled: boolean | null;
}

export interface ChangeFacts {
  /** Who asks (an ADMIN). */
  caller: string;
  target: ChangedUser;
  /** The enabled administrators now, for a change that takes one away; undefined while not counted yet. */
  enabledAdministrators?: readonly string[];
}

/** Why nobody makes a change to themselves: another administrator does, so no one locks themselves in or out. */
const ownRefusal = (kind: UserChange['kind']): RefusalCode => CODES[OWN_CHANGE_REFUSALS[kind]];

/**
 * Why a change is refused (409, its refusal code), or undefined when it may go: nobody changes themselves (an administrator
 * disabled by another, still holding a token, cannot enable itself back); a change that changes nothing;
 * and the last enabled administrator is never demoted or disabled (the pool would have nobody to
 * administer it).
 */
export function refusalOf(change: UserChange, facts: ChangeFacts): RefusalCode | undefined {
  const { caller, target, enabledAdministrators } = facts;
  if (target.username === caller) return ownRefusal(change.kind);
  const nothingToDo = changesNothing(change, target);
  if (nothingToDo) return nothingToDo;
  if (!enabledAdministrators || !takesAnAdministratorAway(change, target)) return undefined;
  const others = enabledAdministrators.filter((name) => name !== target.username);
  return others.length === 0 ? CODES.lastAdmin : undefined;
}

function changesNothing(change: UserChange, target: ChangedUser): RefusalCode | undefined {
  switch (change.kind) {
    case 'role':
      return target.role === change.role && target.agencyCode === change.agencyCode ? CODES.sameRole : undefined;
    case 'disable':
      return target.enabled ? undefined : CODES.alreadyDisabled;
    case 'enable':
      return target.enabled ? CODES.alreadyEnabled : undefined;
    case 'turnTotpOff':
      return target.totpEnabled === false ? CODES.totpAlreadyOff : undefined;
    case 'resetPassword':
      return undefined;
  }
}

/** Whether the change leaves one enabled administrator fewer. */
export function takesAnAdministratorAway(change: UserChange, target: Pick<ChangedUser, 'role' | 'enabled'>): boolean {
  if (target.role !== 'ADMIN' || !target.enabled) return false;
  return change.kind === 'disable' || (change.kind === 'role' && change.role !== 'ADMIN');
}

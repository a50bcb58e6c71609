import type { Role } from '../../shared/roles';
import { USER_REFUSALS } from '../../shared/users/user-rules';

/** A change to a user that may take an administrator away. */
export type GuardedChange = { kind: 'role'; role: Role } | { kind: 'disable' };

export interface GuardFacts {
  /** Who asks (an ADMIN). */
  caller: string;
  target: { username: string; role: Role; enabled: boolean };
  /** The enabled administrators now. */
  enabledAdministrators: readonly string[];
}

/**
 * Why a change is refused (409), or undefined when it may go: an administrator never changes their own
 * role nor disables themselves (another administrator does, so no one locks themselves out), and the last
 * enabled administrator is never demoted or disabled (the pool would have nobody to administer it).
 */
export function refusalOf(change: GuardedChange, facts: GuardFacts): string | undefined {
  const { caller, target, enabledAdministrators } = facts;
  if (target.username === caller) return change.kind === 'role' ? USER_REFUSALS.ownRole : USER_REFUSALS.ownDisable;
  if (!takesAnAdministratorAway(change, target)) return undefined;
  const others = enabledAdministrators.filter((name) => name !== target.username);
  return others.length === 0 ? USER_REFUSALS.lastAdmin : undefined;
}

/** Whether the change leaves one enabled administrator fewer. */
export function takesAnAdministratorAway(change: GuardedChange, target: GuardFacts['target']): boolean {
  if (target.role !== 'ADMIN' || !target.enabled) return false;
  return change.kind === 'disable' || change.role !== 'ADMIN';
}

import { AdminGetUserCommand, AdminListGroupsForUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ROLE_PROFILES, ROLES, type Role } from '../../../shared/roles';
import type { ApiRoute } from '../../../shared/route-table';
import { ACTING_CALLER_CACHE_MS } from '../../../shared/users/token-lifetimes';
import { userPool } from '../user-pool';
import type { Caller } from './caller';
import { HttpError } from './http-error';

/** What the user directory says of a caller now: enabled or not, and the groups it is in. */
export interface ActingState {
  enabled: boolean;
  groups: readonly string[];
}

/** Where the frame reads the caller's state at the call: the stage's user pool, or a test's stand-in. */
export interface ActingCallerDirectory {
  /** The caller's state now, or undefined when the pool has no such user (deleted since its token). */
  stateOf(caller: Caller): Promise<ActingState | undefined>;
}

/**
 * The caller as it is now, for a call that changes managed data: a token is trusted for what its user
 * was when it was issued (up to 5 minutes), and that is too long for a disabled or demoted administrator.
 * A disabled or deleted user is refused (401 USER_DISABLED), a user whose role now lacks the route
 * (403 ROLE_CHANGED); otherwise the call runs with the current role and its markets.
 */
export async function actingCaller(route: ApiRoute, caller: Caller): Promise<Caller> {
  const state = await directory.stateOf(caller);
  if (!state?.enabled) throw new HttpError('USER_DISABLED');
  const role = currentRole(state.groups);
  if (!role || !route.roles.includes(role)) throw new HttpError('ROLE_CHANGED');
  return role === caller.role ? caller : { ...caller, role, markets: ROLE_PROFILES[role].markets };
}

/** The one role of the groups (the most privileged, as tokens are read), or undefined when in none. */
function currentRole(groups: readonly string[]): Role | undefined {
  const names = groups.map((group) => group.toUpperCase());
  return ROLES.find((role) => names.includes(role));
}

/**
 * The pool's two reads of one user (its attributes and its groups), in parallel: one round trip. Both are
 * in Cognito's UserRead quota category; a user-pool error reaches the frame's mapper (throttling: 503).
 */
export const cognitoActingCallerDirectory: ActingCallerDirectory = {
  async stateOf(caller) {
    const { client, poolId } = userPool();
    const input = { UserPoolId: poolId, Username: caller.username };
    try {
      const [user, groups] = await Promise.all([
        client.send(new AdminGetUserCommand(input)),
        client.send(new AdminListGroupsForUserCommand({ ...input, Limit: 60 })),
      ]);
      return {
        enabled: user.Enabled !== false,
        groups: (groups.Groups ?? []).map((group) => group.GroupName ?? ''),
      };
    } catch (error) {
      const name = (error as Error | undefined)?.name;
      if (name === 'UserNotFoundException') return undefined;
      if (name === 'TooManyRequestsException' || name === 'LimitExceededException') {
        throw new HttpError('SERVICE_UNAVAILABLE');
      }
      throw error;
    }
  },
};

/**
 * A state read less than `ms` ago in this container is used again: a burst of one person's changes
 * costs the pool one read, and a change made elsewhere shows within those seconds.
 */
export function rememberedFor(ms: number, inner: ActingCallerDirectory, now = Date.now): ActingCallerDirectory {
  const recent = new Map<string, { state: ActingState | undefined; readAt: number }>();
  return {
    async stateOf(caller) {
      const kept = recent.get(caller.username);
      if (kept && now() - kept.readAt < ms) return kept.state;
      const readAt = now();
      const state = await inner.stateOf(caller);
      // A container serves one stage's staff: a few hundred users at most, each a few bytes.
      if (recent.size >= 1_000) recent.clear();
      recent.set(caller.username, { state, readAt });
      return state;
    },
  };
}

const poolDirectory = rememberedFor(ACTING_CALLER_CACHE_MS, cognitoActingCallerDirectory);
let directory: ActingCallerDirectory = poolDirectory;

/** For tests: another directory in place of the pool's; undefined goes back to it. */
export function replaceActingCallerDirectory(replacement: ActingCallerDirectory | undefined): void {
  directory = replacement ?? poolDirectory;
}

import type { API_ROUTES } from '../../shared/route-table';
import type { UserDetail } from '../../shared/schemas/users';
import { defineHandler, type RouteRequest } from '../commons/http/define-handler';
import { Refusal } from '../commons/refusal/refusal';
import { containerUserChangeLeases, containerUserDirectory } from '../stores/users/container-directory-and-leases';
import { auditedUser, type DirectoryUser, shownUserDetail } from '../stores/users/directory-user';
import { knownUser } from './known-user';
import { refusalOf, takesAnAdministratorAway, type UserChange } from './user-change-rules';

export interface ChangeRequest {
  username: string;
  change: UserChange;
  /** Who asks, and the request's id (the holder of the leases it takes). */
  caller: string;
  requestId: string;
}

/**
 * One change of a user, as every users call that changes one runs it. Cognito has no transaction, so:
 * it holds the user's lease (the Cognito calls of two changes of one user never interleave: ten role
 * changes sent at once leave the user in one group, each applied or refused whole); reads the user again
 * under it, so the rules and the audit record see what the change really changed; refuses what the rules
 * refuse (409); and a change that takes an administrator away counts them holding the administrators'
 * lease too. Answers the user as it was before, and what `apply` answered.
 */
export async function changeUser<T>(
  request: ChangeRequest,
  apply: (user: DirectoryUser) => Promise<T>,
): Promise<{ before: ReturnType<typeof shownUserDetail>; result: T }> {
  const { username, change, caller, requestId } = request;
  const leases = containerUserChangeLeases();
  const held = await leases.holdingUser(username, requestId, async () => {
    const current = await knownUser(username);
    const before = shownUserDetail(current, null);
    const refusal = refusalOf(change, { caller, target: before });
    if (refusal) throw new Refusal(refusal);
    if (!takesAnAdministratorAway(change, before)) return { before, result: await apply(current) };
    const guarded = await leases.holdingAdministrators(requestId, async () => {
      const enabledAdministrators = await containerUserDirectory().enabledAdministrators();
      const last = refusalOf(change, { caller, target: before, enabledAdministrators });
      if (last) throw new Refusal(last);
      return apply(current);
    });
    if (!guarded) throw new Refusal('ADMIN_CHANGE_IN_PROGRESS');
    return { before, result: guarded.result };
  });
  if (!held) throw new Refusal('USER_CHANGE_IN_PROGRESS');
  return held.result;
}

/** What a users call that changes one user declares: whom, which change, how to apply it, what it answers. */
export interface UserChangeDeclaration<R extends UserChangeRoute, T> {
  username: (request: RouteRequest<R>) => string;
  change: (request: RouteRequest<R>) => UserChange;
  /** The Cognito calls of the change, given the user as read under its lease. */
  apply: (current: DirectoryUser, request: RouteRequest<R>) => Promise<T>;
  /** The user once changed, as the audit keeps it, and the call's answer. */
  answer: (before: UserDetail, applied: T, request: RouteRequest<R>) => { after: UserDetail; body: unknown };
}

type UserChangeRoute = (typeof API_ROUTES)[
  | 'updateUserRole'
  | 'disableUser'
  | 'enableUser'
  | 'resetUserPassword'
  | 'turnUserTotpOff'];

/**
 * A users call that changes one user, as a declaration on the frame: the record is filed under the
 * username from the start (a refusal too), the change runs through changeUser, and the record keeps the
 * user before and after.
 */
export function defineUserChange<R extends UserChangeRoute, T>(route: R, declared: UserChangeDeclaration<R, T>) {
  return defineHandler(route, async (request) => {
    const username = declared.username(request);
    request.audit.record({ entityId: username });
    const { caller, requestId } = request;
    const change = { username, change: declared.change(request), caller: caller.username, requestId };
    const { before, result } = await changeUser(change, (current) => declared.apply(current, request));
    const { after, body } = declared.answer(before, result, request);
    request.audit.record({ entityId: before.username, before: auditedUser(before), after: auditedUser(after) });
    return { body };
  });
}

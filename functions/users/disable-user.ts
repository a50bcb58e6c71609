import { API_ROUTES } from '../../shared/route-table';
import { USER_REFUSALS } from '../../shared/users/user-rules';
import { defineHandler } from '../commons/http/define-handler';
import { conflict } from '../commons/http/http-error';
import { containerUserDirectory } from '../stores/users/cognito-client';
import { auditedUser, shownUser } from '../stores/users/directory-user';
import { applyGuarded } from './guarded-change';
import { knownUser } from './known-user';

/**
 * PATCH /api/v1/disableUser/{username}: the user can no longer sign in, and is signed out everywhere: its
 * open consoles end at their next token refresh (shared/users/token-lifetimes.ts). Refused (409): oneself,
 * the last enabled administrator, a user already disabled.
 */
export const handler = defineHandler(API_ROUTES.disableUser, async ({ params, caller, audit, requestId }) => {
  audit.record({ entityId: params.username });
  const before = shownUser(await knownUser(params.username), null);
  if (!before.enabled) throw conflict(USER_REFUSALS.alreadyDisabled);
  await applyGuarded({ kind: 'disable' }, before, caller.username, requestId, () =>
    containerUserDirectory().disable(before.username),
  );
  const after = { ...before, enabled: false };
  audit.record({ entityId: before.username, before: auditedUser(before), after: auditedUser(after) });
  return { body: after };
});

import { API_ROUTES } from '../../shared/route-table';
import { USER_REFUSALS } from '../../shared/users/user-rules';
import { defineHandler } from '../commons/http/define-handler';
import { conflict } from '../commons/http/http-error';
import { containerUserDirectory } from '../stores/users/cognito-client';
import { auditedUser, shownUser } from '../stores/users/directory-user';
import { knownUser } from './known-user';

/** PATCH /api/v1/enableUser/{username}: a disabled user may sign in again (409 when it is enabled). */
export const handler = defineHandler(API_ROUTES.enableUser, async ({ params, audit }) => {
  audit.record({ entityId: params.username });
  const before = shownUser(await knownUser(params.username), null);
  if (before.enabled) throw conflict(USER_REFUSALS.alreadyEnabled);
  await containerUserDirectory().enable(before.username);
  const after = { ...before, enabled: true };
  audit.record({ entityId: before.username, before: auditedUser(before), after: auditedUser(after) });
  return { body: after };
});

import { API_ROUTES } from '../../shared/route-table';
import { defineHandler } from '../commons/http/define-handler';
import { containerUserDirectory } from '../stores/users/cognito-client';
import { auditedUser } from '../stores/users/directory-user';
import { changeUser } from './user-change';

/** PATCH /api/v1/enableUser/{username}: a disabled user may sign in again. Refused (409): oneself, an enabled user. */
export const handler = defineHandler(API_ROUTES.enableUser, async ({ params, caller, audit, requestId }) => {
  audit.record({ entityId: params.username });
  const { before } = await changeUser(
    { username: params.username, change: { kind: 'enable' }, caller: caller.username, requestId },
    (current) => containerUserDirectory().enable(current.username),
  );
  const after = { ...before, enabled: true };
  audit.record({ entityId: before.username, before: auditedUser(before), after: auditedUser(after) });
  return { body: after };
});

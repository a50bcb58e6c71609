import { API_ROUTES } from '../../shared/route-table';
import { defineHandler } from '../commons/http/define-handler';
import { containerUserDirectory } from '../stores/users/cognito-client';
import { auditedUser } from '../stores/users/directory-user';
import { changeUser } from './user-change';

/**
 * PATCH /api/v1/disableUser/{username}: the user can no longer sign in, and is signed out everywhere; its
 * changes are refused at once (the frame reads who acts at the call), its reads when its last token
 * expires. Refused (409): oneself, the last enabled administrator, a user already disabled.
 */
export const handler = defineHandler(API_ROUTES.disableUser, async ({ params, caller, audit, requestId }) => {
  audit.record({ entityId: params.username });
  const { before } = await changeUser(
    { username: params.username, change: { kind: 'disable' }, caller: caller.username, requestId },
    (current) => containerUserDirectory().disable(current.username),
  );
  const after = { ...before, enabled: false };
  audit.record({ entityId: before.username, before: auditedUser(before), after: auditedUser(after) });
  return { body: after };
});

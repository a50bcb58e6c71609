import { API_ROUTES } from '../../shared/route-table';
import { defineHandler } from '../commons/http/define-handler';
import { containerUserDirectory } from '../stores/users/cognito-client';
import { auditedUser } from '../stores/users/directory-user';
import { temporaryPassword } from './temporary-password';
import { changeUser } from './user-change';

/**
 * PATCH /api/v1/resetUserPassword/{username}: a new temporary password, answered once, which the user
 * replaces at the next sign-in (which still asks for its TOTP code when it has TOTP on); the user's
 * sessions end. Refused (409): one's own. The audit keeps that it happened, not the password.
 */
export const handler = defineHandler(API_ROUTES.resetUserPassword, async ({ params, caller, audit, requestId }) => {
  audit.record({ entityId: params.username });
  const password = temporaryPassword();
  const { before } = await changeUser(
    { username: params.username, change: { kind: 'resetPassword' }, caller: caller.username, requestId },
    (current) => containerUserDirectory().setTemporaryPassword(current.username, password),
  );
  const after = { ...before, status: 'FORCE_CHANGE_PASSWORD' as const };
  audit.record({ entityId: before.username, before: auditedUser(before), after: auditedUser(after) });
  return { body: { user: after, temporaryPassword: password } };
});

import { API_ROUTES } from '../../shared/route-table';
import { defineHandler } from '../commons/http/define-handler';
import { containerUserDirectory } from '../stores/users/cognito-client';
import { auditedUser, shownUser } from '../stores/users/directory-user';
import { knownUser } from './known-user';
import { temporaryPassword } from './temporary-password';

/**
 * PATCH /api/v1/resetUserPassword/{username}: a new temporary password, answered once, which the user
 * replaces at the next sign-in; the user's sessions end. The audit keeps that it happened, not the password.
 */
export const handler = defineHandler(API_ROUTES.resetUserPassword, async ({ params, audit }) => {
  audit.record({ entityId: params.username });
  const before = shownUser(await knownUser(params.username), null);
  const password = temporaryPassword();
  await containerUserDirectory().setTemporaryPassword(before.username, password);
  const after = { ...before, status: 'FORCE_CHANGE_PASSWORD' as const };
  audit.record({ entityId: before.username, before: auditedUser(before), after: auditedUser(after) });
  return { body: { user: after, temporaryPassword: password } };
});

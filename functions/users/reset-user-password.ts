import { API_ROUTES } from '../../shared/route-table';
import { containerUserDirectory } from '../stores/users/container-directory-and-leases';
import { temporaryPassword } from './temporary-password';
import { defineUserChange } from './user-change';

/**
 * PATCH /api/v1/resetUserPassword/{username}: a new temporary password, answered once, which the user
 * replaces at the next sign-in (which still asks for its TOTP code when it has TOTP on); the user's
 * sessions end. Refused (409): one's own. The audit keeps that it happened, not the password.
 */
export const handler = defineUserChange(API_ROUTES.resetUserPassword, {
  username: ({ params }) => params.username,
  change: () => ({ kind: 'resetPassword' }),
  apply: async (current) => {
    const password = temporaryPassword();
    await containerUserDirectory().setTemporaryPassword(current.username, password);
    return password;
  },
  answer: (before, password) => {
    const after = { ...before, status: 'FORCE_CHANGE_PASSWORD' as const };
    return { after, body: { user: after, temporaryPassword: password } };
  },
});

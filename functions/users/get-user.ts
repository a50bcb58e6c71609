import { API_ROUTES } from '../../shared/route-table';
import { defineHandler } from '../commons/http/define-handler';
import { containerSignIns } from '../stores/users/container-sign-ins';
import { shownUserDetail } from '../stores/users/directory-user';
import { knownUser } from './known-user';

/**
 * GET /api/v1/getUser/{username}: one user as its detail shows it, read from the directory now (the list's
 * row may be minutes old), with whether its sign-ins ask for a TOTP code, which the list cannot tell.
 */
export const handler = defineHandler(API_ROUTES.getUser, async ({ params }) => {
  const user = await knownUser(params.username);
  const signIns = await containerSignIns().lastSignIns([user.username]);
  return { body: shownUserDetail(user, signIns.get(user.username) ?? null) };
});

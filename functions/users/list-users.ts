import { API_ROUTES } from '../../shared/route-table';
import { defineHandler } from '../commons/http/define-handler';
import { containerUserDirectory } from '../stores/users/container-directory-and-leases';
import { containerSignIns } from '../stores/users/container-sign-ins';
import { shownUser } from '../stores/users/directory-user';
import { userPage } from './user-page';

/**
 * POST /api/v1/listUsers: the pool's users by username, filtered by a part of the username or email, by
 * role and by state, 50 a page with the total and the next page's cursor; each with its last sign-in.
 */
export const handler = defineHandler(API_ROUTES.listUsers, async ({ body }) => {
  const page = userPage(await containerUserDirectory().list(), body.filters, body);
  const signIns = await containerSignIns().lastSignIns(page.rows.map((user) => user.username));
  const users = page.rows.map((user) => shownUser(user, signIns.get(user.username) ?? null));
  return { body: { users, total: page.total, cursor: page.cursor } };
});

import { PAGE_SIZE } from '../../../../shared/constants';
import { ROLES } from '../../../../shared/roles';
import { USER_STATES, type User, type UserFilters, UserFiltersSchema } from '../../../../shared/schemas/users';
import { api } from '../../shared/api';
import type { PagedListDefinition } from '../../shared/list/list-definition';
import { UserCells } from './user-cells';

/**
 * The pool's users as the list kit takes them (issue 26): a part of the username or the email, the roles
 * and the states; every column of the back office's user, by username. A row opens the user's detail.
 */
export const USERS_LIST: PagedListDefinition<UserFilters, User> = {
  id: 'users',
  texts: 'users',
  filterTexts: 'users',
  schema: UserFiltersSchema,
  quickFields: [
    { key: 'searchText', kind: 'text' },
    { key: 'role', kind: 'multi', options: ROLES },
    { key: 'state', kind: 'multi', options: USER_STATES },
  ],
  defaults: () => ({}),
  columns: [
    { id: 'username', cell: (user) => user.username },
    { id: 'email', cell: (user) => user.email ?? '', width: 260 },
    { id: 'role', cell: (user) => UserCells.role(user) },
    { id: 'agencyCode', cell: (user) => user.agencyCode ?? '', width: 140 },
    { id: 'enabled', cell: (user) => UserCells.enabled(user), width: 150 },
    { id: 'status', cell: (user) => UserCells.status(user), width: 260 },
    { id: 'createdAt', cell: (user) => UserCells.createdAt(user), width: 170 },
    { id: 'lastSignInAt', cell: (user) => UserCells.lastSignInAt(user), width: 170 },
  ],
  columnLabel: (id, t) => t(`users.columns.${id}` as 'users.columns.username'),
  rowKey: (user) => user.username,
  selection: 'none',
  async fetchPage(filters, { pageNumber, cursor }) {
    const answer = await api.call('listUsers', { body: { filters, pageNumber, pageSize: PAGE_SIZE, cursor } });
    return { rows: answer.users, total: answer.total, cursor: answer.cursor };
  },
};

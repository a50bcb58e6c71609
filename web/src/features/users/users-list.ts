import { PAGE_SIZE } from '../../../../shared/constants';
import { ROLES } from '../../../../shared/roles';
import { USER_STATES, type User, type UserFilters, UserFiltersSchema } from '../../../../shared/schemas/users';
import { api } from '../../shared/api';
import type { PagedListDefinition } from '../../shared/list/list-definition';
import { UserCells } from './user-cells';

/**
 * The pool's users as the list kit takes them: a part of the username or the email, the roles
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
  // Fitted to a 1440 px screen with 'Dettaglio' in view: the texts wrap, the codes and dates keep their width
  // ('Disabilitato' with its icon, 'Amministratore' whole on its line).
  columns: [
    { id: 'username', cell: (user) => user.username, width: 165 },
    { id: 'email', cell: (user) => user.email ?? '', width: 240, wrap: true, minWidth: 140 },
    { id: 'role', cell: (user) => UserCells.role(user), width: 200, wrap: true, minWidth: 155 },
    { id: 'agencyCode', cell: (user) => user.agencyCode ?? '', width: 100 },
    { id: 'enabled', cell: (user) => UserCells.enabled(user), width: 150 },
    { id: 'status', cell: (user) => UserCells.status(user), width: 240, wrap: true, minWidth: 130 },
    { id: 'createdAt', cell: (user) => UserCells.createdAt(user), width: 180 },
    { id: 'lastSignInAt', cell: (user) => UserCells.lastSignInAt(user), width: 180 },
  ],
  columnLabel: (id, t) => t(`users.columns.${id}` as 'users.columns.username'),
  // When a user was created is in its detail and in the column settings: the list keeps what is read daily.
  defaultColumns: ['username', 'email', 'role', 'agencyCode', 'enabled', 'status', 'lastSignInAt'],
  rowKey: (user) => user.username,
  selection: 'none',
  async fetchPage(filters, { pageNumber, cursor }) {
    const answer = await api.call('listUsers', { body: { filters, pageNumber, pageSize: PAGE_SIZE, cursor } });
    return { rows: answer.users, total: answer.total, cursor: answer.cursor };
  },
};

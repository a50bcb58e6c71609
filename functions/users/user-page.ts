import { roleFromGroups } from '../../shared/roles';
import type { UserFilters } from '../../shared/schemas/users';
import { searchText } from '../../shared/search-text';
import { decodeSourceCursor, encodeSourceCursor } from '../commons/dynamo/page-cursor';
import { invalidCursor } from '../commons/http/http-error';
import type { DirectoryUser } from '../stores/users/directory-user';

export interface UserPageRequest {
  pageNumber: number;
  pageSize: number;
  cursor?: string;
}

/** The users a search finds, by username, whatever the order Cognito listed them in. */
export function matchingUsers(users: readonly DirectoryUser[], filters: UserFilters): DirectoryUser[] {
  const typed = filters.searchText ? searchText(filters.searchText) : '';
  return users
    .filter((user) => !typed || searchText(`${user.username} ${user.email ?? ''}`).includes(typed))
    .filter((user) => !filters.role?.length || filters.role.includes(roleFromGroups(user.groups)))
    .filter((user) => !filters.state?.length || filters.state.includes(user.enabled ? 'ENABLED' : 'DISABLED'))
    .sort((left, right) => left.username.localeCompare(right.username));
}

/**
 * One page of the users a search finds, as the list kit takes it: by page number, or by the previous
 * page's cursor, the lists' one cursor format (page-cursor.ts) holding an offset bound to its search
 * (filters and page size) by its checksum, so a cursor of another search answers 400 INVALID_CURSOR.
 * The pool is read whole for each page (users live in Cognito, and a staff pool has hundreds), so the
 * cursor carries no count: the total is today's.
 */
export function userPage(users: readonly DirectoryUser[], filters: UserFilters, request: UserPageRequest) {
  const found = matchingUsers(users, filters);
  const offset = request.cursor === undefined ? request.pageNumber * request.pageSize : offsetOf(request, filters);
  const rows = found.slice(offset, offset + request.pageSize);
  const next = offset + rows.length;
  const cursor = rows.length === request.pageSize && next < found.length ? cursorOf(next, filters, request) : undefined;
  return { rows, total: found.length, cursor };
}

/** The search a cursor is bound to: the filters as the contract parsed them, in its order. */
const searchOf = (filters: UserFilters) => JSON.stringify(filters);

function cursorOf(offset: number, filters: UserFilters, { pageSize }: UserPageRequest): string {
  return encodeSourceCursor({ position: offset, pageSize }, searchOf(filters));
}

function offsetOf({ cursor = '', pageSize }: UserPageRequest, filters: UserFilters): number {
  const position = decodeSourceCursor(cursor, searchOf(filters), pageSize)?.position;
  if (typeof position !== 'number') throw invalidCursor();
  return position;
}

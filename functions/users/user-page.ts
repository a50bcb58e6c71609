import { createHash } from 'node:crypto';
import { roleFromGroups } from '../../shared/roles';
import type { UserFilters } from '../../shared/schemas/users';
import { searchText } from '../../shared/search-text';
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
 * page's cursor, an opaque offset bound to its search (filters and page size) by a checksum, so a cursor
 * of another search answers 400 INVALID_CURSOR. The pool is read whole for each page (users live in
 * Cognito, and a staff pool has hundreds), so the cursor carries no count: the total is today's.
 */
export function userPage(users: readonly DirectoryUser[], filters: UserFilters, request: UserPageRequest) {
  const found = matchingUsers(users, filters);
  const offset = request.cursor === undefined ? request.pageNumber * request.pageSize : offsetOf(request, filters);
  const rows = found.slice(offset, offset + request.pageSize);
  const next = offset + rows.length;
  const cursor = rows.length === request.pageSize && next < found.length ? cursorOf(next, filters, request) : undefined;
  return { rows, total: found.length, cursor };
}

const checksum = (offset: number, filters: UserFilters, pageSize: number) =>
  createHash('sha256')
    .update(JSON.stringify([offset, pageSize, filters]))
    .digest('base64url')
    .slice(0, 16);

function cursorOf(offset: number, filters: UserFilters, { pageSize }: UserPageRequest): string {
  return Buffer.from(JSON.stringify({ o: offset, h: checksum(offset, filters, pageSize) })).toString('base64url');
}

function offsetOf({ cursor = '', pageSize }: UserPageRequest, filters: UserFilters): number {
  try {
    const { o, h } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { o?: unknown; h?: unknown };
    if (typeof o === 'number' && Number.isSafeInteger(o) && o >= 0 && h === checksum(o, filters, pageSize)) return o;
  } catch {
    // Not a cursor at all: refused below like any other.
  }
  throw invalidCursor();
}

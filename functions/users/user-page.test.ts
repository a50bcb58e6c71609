import { describe, expect, it } from 'vitest';
import type { UserFilters } from '../../shared/schemas/users';
import { decodeSourceCursor, encodeSourceCursor } from '../commons/dynamo/page-cursor';
import { HttpError } from '../commons/http/http-error';
import type { DirectoryUser } from '../stores/users/directory-user';
import { userPage } from './user-page';

const user = (username: string, groups: string[], enabled = true, email = `${username}@x.it`): DirectoryUser => ({
  username,
  email,
  agencyCode: null,
  enabled,
  status: 'CONFIRMED',
  createdAt: '2026-01-01T00:00:00.000Z',
  groups,
  totpEnabled: null,
});

const USERS = [
  user('paolo.gallo', ['ANALISTA_TUTELATO']),
  user('mario.rossi', ['ADMIN']),
  user('anna.ferrari', ['AGENT'], false),
  user('chiara.ferri', ['ADMIN'], true, 'Chiara.Ferrì@Esempio.it'),
  user('senza.gruppo', []),
];
const names = (rows: readonly DirectoryUser[]) => rows.map((row) => row.username);

describe('a page of users', () => {
  it('sorts by username and counts what the search finds', () => {
    const page = userPage(USERS, {}, { pageNumber: 0, pageSize: 50 });
    expect(names(page.rows)).toEqual(['anna.ferrari', 'chiara.ferri', 'mario.rossi', 'paolo.gallo', 'senza.gruppo']);
    expect(page).toMatchObject({ total: 5, cursor: undefined });
  });

  it.each([
    [{ searchText: 'FERR' }, ['anna.ferrari', 'chiara.ferri']],
    [{ searchText: 'ferri@esempio' }, ['chiara.ferri']],
    [{ role: ['ADMIN' as const] }, ['chiara.ferri', 'mario.rossi']],
    // A user in no group is what the product treats it as: the default role.
    [{ role: ['AGENT' as const] }, ['anna.ferrari', 'senza.gruppo']],
    [{ state: ['DISABLED' as const] }, ['anna.ferrari']],
    [{ state: ['ENABLED' as const], role: ['AGENT' as const] }, ['senza.gruppo']],
  ])('filters %j', (filters, found) => {
    expect(names(userPage(USERS, filters, { pageNumber: 0, pageSize: 50 }).rows)).toEqual(found);
  });

  it('goes on by cursor, and the last page answers none', () => {
    const first = userPage(USERS, {}, { pageNumber: 0, pageSize: 2 });
    expect(names(first.rows)).toEqual(['anna.ferrari', 'chiara.ferri']);
    const second = userPage(USERS, {}, { pageNumber: 0, pageSize: 2, cursor: first.cursor });
    expect(names(second.rows)).toEqual(['mario.rossi', 'paolo.gallo']);
    const third = userPage(USERS, {}, { pageNumber: 0, pageSize: 2, cursor: second.cursor });
    expect(names(third.rows)).toEqual(['senza.gruppo']);
    expect(third.cursor).toBeUndefined();
  });

  it('hands out the lists’ one cursor format: an offset bound to the search and the page size', () => {
    const { cursor = '' } = userPage(USERS, { state: ['ENABLED'] }, { pageNumber: 0, pageSize: 2 });
    expect(decodeSourceCursor(cursor, JSON.stringify({ state: ['ENABLED'] }), 2)).toEqual({ position: 2, pageSize: 2 });
  });

  /** The first page's cursor with its fields edited, re-encoded as a client could. */
  const edited = (change: (fields: Record<string, unknown>) => void) => {
    const { cursor = '' } = userPage(USERS, {}, { pageNumber: 0, pageSize: 2 });
    const fields = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    change(fields);
    return Buffer.from(JSON.stringify(fields)).toString('base64url');
  };
  const firstCursor = () => userPage(USERS, {}, { pageNumber: 0, pageSize: 2 }).cursor;

  it.each<[string, UserFilters, number, string | undefined]>([
    ['a cursor of another search', { searchText: 'a' }, 2, firstCursor()],
    ['a cursor of another page size', {}, 3, firstCursor()],
    ['an offset forged, its checksum kept', {}, 2, edited((fields) => (fields.p = 4))],
    ['a checksum forged', {}, 2, edited((fields) => (fields.h = 'AAAAAAAAAAAAAAAA'))],
    ['a token where an offset was', {}, 2, edited((fields) => (fields.p = 'next'))],
    ['the former format of this list', {}, 2, Buffer.from(JSON.stringify({ o: 4, h: 'x' })).toString('base64url')],
    [
      'a cursor of the same format and search, signed with a token',
      {},
      2,
      encodeSourceCursor({ position: 'next', pageSize: 2 }, JSON.stringify({})),
    ],
    ['not a cursor at all', {}, 2, 'not-a-cursor'],
  ])('refuses %s: 400 INVALID_CURSOR', (_case, filters, pageSize, sent) => {
    const refused = (() => {
      try {
        userPage(USERS, filters, { pageNumber: 0, pageSize, cursor: sent });
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 400, items: [{ code: 'INVALID_CURSOR', field: 'cursor' }] });
  });
});

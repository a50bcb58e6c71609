import { describe, expect, it } from 'vitest';
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

  it('refuses a cursor of another search, another page size or edited', () => {
    const { cursor } = userPage(USERS, {}, { pageNumber: 0, pageSize: 2 });
    const edited = Buffer.from(JSON.stringify({ o: 4, h: 'x' })).toString('base64url');
    for (const [filters, pageSize, sent] of [
      [{ searchText: 'a' }, 2, cursor],
      [{}, 3, cursor],
      [{}, 2, edited],
      [{}, 2, 'not-a-cursor'],
    ] as const) {
      expect(() => userPage(USERS, filters, { pageNumber: 0, pageSize, cursor: sent })).toThrow(HttpError);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error';
import { listPage } from './list-page';
import { encodeCursor } from './page-cursor';
import type { PagePosition, PageStart, TableKey } from './page-reader';
import type { ListQuery } from './query-plan';

const QUERY: ListQuery = {
  source: { index: { name: 'slim', partitionKey: 'spk', sortKey: 'ssk' }, groups: [['A#0', 'A#1'], ['B#0']] },
  conditions: [],
};
const OTHER_MARKETS: ListQuery = { ...QUERY, conditions: [{ kind: 'in', attribute: 'mk', values: ['L'] }] };

/** A reader over `rows` matching rows (sort keys r0, r1, … all in group 0), recording what it was asked. */
function fakeReader(rows: number, counted = rows) {
  const calls = { pages: [] as PageStart[], counts: 0 };
  const keyOf = (index: number): TableKey => ({ pk: 'A#0', sk: `r${index}` });
  return {
    calls,
    reader: {
      async page(_query: ListQuery, limit: number, start: PageStart = { offset: 0 }) {
        calls.pages.push(start);
        const from = start.after ? Number(start.after.sortKey.slice(1)) + 1 : (start.offset ?? 0);
        const keys = Array.from({ length: Math.max(0, Math.min(limit, rows - from)) }, (_, index) =>
          keyOf(from + index),
        );
        const last = keys.at(-1);
        return { keys, last: last && ({ group: 0, sortKey: last.sk } satisfies PagePosition) };
      },
      async items(keys: readonly TableKey[]) {
        return keys.map((key) => ({ row: key.sk }));
      },
      async count() {
        calls.counts += 1;
        return counted;
      },
    },
  };
}
const toRow = (item: Record<string, unknown>) => String(item.row);

describe('listPage', () => {
  it('counts on a first page and answers a cursor when the page is full', async () => {
    const { reader, calls } = fakeReader(5);
    const page = await listPage(reader, QUERY, { pageNumber: 0, pageSize: 2 }, toRow);
    expect(page.rows.map((row) => row.jsonValue)).toEqual(['r0', 'r1']);
    expect(page.total).toBe(5);
    expect(page.cursor).toEqual(expect.stringMatching(/^[A-Za-z0-9_-]+$/));
    expect(calls).toEqual({ pages: [{ offset: 0 }], counts: 1 });
  });

  it('answers the count apart from the page: the page without it, then the count without rows', async () => {
    const { reader, calls } = fakeReader(5, 7);
    const page = await listPage(reader, QUERY, { pageNumber: 0, pageSize: 2, count: 'none' }, toRow);
    expect(page.rows.map((row) => row.jsonValue)).toEqual(['r0', 'r1']);
    expect(page.total).toBeUndefined();
    expect(calls.counts).toBe(0);
    const next = await listPage(reader, QUERY, { pageNumber: 1, pageSize: 2, cursor: page.cursor }, toRow);
    expect(next.rows.map((row) => row.jsonValue)).toEqual(['r2', 'r3']);
    expect(next.total).toBeUndefined();
    const counted = await listPage(reader, QUERY, { pageNumber: 0, pageSize: 2, count: 'only' }, toRow);
    expect(counted).toEqual({ rows: [], total: 7, cursor: undefined });
    expect(calls).toEqual({ pages: [{ offset: 0 }, { after: { group: 0, sortKey: 'r1', pageSize: 2 } }], counts: 1 });
  });

  it('reads a next page from the cursor without counting, the total carried from the first page', async () => {
    const { reader, calls } = fakeReader(5, 999);
    const first = await listPage(reader, QUERY, { pageNumber: 0, pageSize: 2 }, toRow);
    const second = await listPage(reader, QUERY, { pageNumber: 1, pageSize: 2, cursor: first.cursor }, toRow);
    const third = await listPage(reader, QUERY, { pageNumber: 2, pageSize: 2, cursor: second.cursor }, toRow);
    expect([...second.rows, ...third.rows].map((row) => row.jsonValue)).toEqual(['r2', 'r3', 'r4']);
    expect([second.total, third.total]).toEqual([999, 999]);
    expect(third.cursor).toBeUndefined();
    expect(calls.counts).toBe(1);
    expect(calls.pages.slice(1)).toMatchObject([
      { after: { group: 0, sortKey: 'r1' } },
      { after: { group: 0, sortKey: 'r3' } },
    ]);
  });

  it.each([
    ['a page that ends exactly at the end still answers a cursor', 4, 2, true],
    ['a shorter page is the end', 3, 2, false],
    ['an empty page is the end', 0, 2, false],
  ])('%s', async (_case, rows, pageSize, hasCursor) => {
    const { reader } = fakeReader(rows);
    const page = await listPage(reader, QUERY, { pageNumber: 1, pageSize }, toRow);
    expect(page.cursor !== undefined).toBe(hasCursor);
  });

  it('keeps answering a page by number with an offset read and a count (API clients)', async () => {
    const { reader, calls } = fakeReader(5);
    const page = await listPage(reader, QUERY, { pageNumber: 2, pageSize: 2 }, toRow);
    expect(page.rows.map((row) => row.jsonValue)).toEqual(['r4']);
    expect(calls).toEqual({ pages: [{ offset: 4 }], counts: 1 });
  });

  it.each([
    ['another search’s cursor', encodeCursor({ group: 0, sortKey: 'r1', total: 5, pageSize: 2 }, OTHER_MARKETS), 2],
    ['a cursor of another page size', encodeCursor({ group: 0, sortKey: 'r1', total: 5, pageSize: 2 }, QUERY), 3],
    ['a string that is no cursor', 'bm90LWEtY3Vyc29y', 2],
  ])('refuses %s with 400 INVALID_CURSOR on the cursor field, reading nothing', async (_case, cursor, pageSize) => {
    const { reader, calls } = fakeReader(5);
    const refusal = await listPage(reader, QUERY, { pageNumber: 1, pageSize, cursor }, toRow).catch((error) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal.status).toBe(400);
    expect(refusal.items).toEqual([expect.objectContaining({ code: 'INVALID_CURSOR', field: 'cursor' })]);
    expect(calls).toEqual({ pages: [], counts: 0 });
  });
});

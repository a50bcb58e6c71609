import { describe, expect, it } from 'vitest';
import { canLoadMore, initialPagerState, type PagerAction, type PagerState, pagerReducer } from './pager-state';

type Row = { id: number };
const rows = (from: number, count: number): Row[] => Array.from({ length: count }, (_, i) => ({ id: from + i }));
const run = (actions: PagerAction<Row>[], state: PagerState<Row> = initialPagerState<Row>()) =>
  actions.reduce(pagerReducer<Row>, state);

describe('pager state', () => {
  it('a search clears the rows and loads page 0', () => {
    const loaded = run([
      { type: 'started', generation: 1 },
      { type: 'loaded', generation: 1, page: 0, rows: rows(0, 50), total: 120, cursor: 'c0' },
    ]);
    const next = run([{ type: 'started', generation: 2 }], loaded);
    expect(next).toMatchObject({ generation: 2, rows: [], total: null, nextPage: 0, loadingPage: 0 });
  });

  it('appends the next pages and stops at the total', () => {
    let state = run([
      { type: 'started', generation: 1 },
      { type: 'loaded', generation: 1, page: 0, rows: rows(0, 50), total: 120, cursor: 'c0' },
    ]);
    expect(canLoadMore(state)).toBe(true);
    state = run(
      [
        { type: 'requested', generation: 1, page: 1 },
        { type: 'loaded', generation: 1, page: 1, rows: rows(50, 50), total: 120, cursor: 'c1' },
      ],
      state,
    );
    expect(state.rows).toHaveLength(100);
    expect(canLoadMore(state)).toBe(true);
    state = run(
      [
        { type: 'requested', generation: 1, page: 2 },
        { type: 'loaded', generation: 1, page: 2, rows: rows(100, 20), total: 120 },
      ],
      state,
    );
    expect(state.rows.map((row) => row.id)).toEqual(rows(0, 120).map((row) => row.id));
    expect(canLoadMore(state)).toBe(false);
  });

  it('does not load more while a page is loading', () => {
    const state = run([
      { type: 'started', generation: 1 },
      { type: 'loaded', generation: 1, page: 0, rows: rows(0, 50), total: 120, cursor: 'c0' },
      { type: 'requested', generation: 1, page: 1 },
    ]);
    expect(state.loadingPage).toBe(1);
    expect(canLoadMore(state)).toBe(false);
  });

  it('drops the answer of an older query', () => {
    const state = run([
      { type: 'started', generation: 1 },
      { type: 'started', generation: 2 },
      { type: 'loaded', generation: 2, page: 0, rows: rows(500, 3), total: 3 },
      // The slow answer of the first query arrives last.
      { type: 'loaded', generation: 1, page: 0, rows: rows(0, 50), total: 999, cursor: 'c0' },
      { type: 'failed', generation: 1, page: 0 },
    ]);
    expect(state.rows.map((row) => row.id)).toEqual([500, 501, 502]);
    expect(state.total).toBe(3);
    expect(state.failed).toBe(false);
  });

  it('ignores a start older than the current query', () => {
    const state = run([
      { type: 'started', generation: 2 },
      { type: 'started', generation: 1 },
    ]);
    expect(state.generation).toBe(2);
  });

  it('drops a second answer for a page already appended', () => {
    const state = run([
      { type: 'started', generation: 1 },
      { type: 'loaded', generation: 1, page: 0, rows: rows(0, 50), total: 120, cursor: 'c0' },
      { type: 'loaded', generation: 1, page: 0, rows: rows(0, 50), total: 120, cursor: 'c0' },
    ]);
    expect(state.rows).toHaveLength(50);
  });

  it('a failed page stops loading more until the next search', () => {
    let state = run([
      { type: 'started', generation: 1 },
      { type: 'loaded', generation: 1, page: 0, rows: rows(0, 50), total: 120, cursor: 'c0' },
      { type: 'requested', generation: 1, page: 1 },
      { type: 'failed', generation: 1, page: 1 },
    ]);
    expect(state).toMatchObject({ failed: true, loadingPage: null });
    expect(canLoadMore(state)).toBe(false);
    state = run([{ type: 'requested', generation: 1, page: 1 }], state);
    expect(state).toMatchObject({ failed: false, loadingPage: 1 });
  });

  it('reset empties the list', () => {
    const state = run([
      { type: 'started', generation: 3 },
      { type: 'loaded', generation: 3, page: 0, rows: rows(0, 5), total: 5 },
      { type: 'reset' },
    ]);
    expect(state).toEqual({ ...initialPagerState<Row>(), generation: 3 });
  });

  it('stops when a page brings no cursor, whatever the total says (rows written since the count)', () => {
    const state = run([
      { type: 'started', generation: 1 },
      { type: 'loaded', generation: 1, page: 0, rows: rows(0, 50), total: 120, cursor: 'c0' },
      { type: 'requested', generation: 1, page: 1 },
      { type: 'loaded', generation: 1, page: 1, rows: rows(50, 40), total: 120 },
    ]);
    expect(state.rows).toHaveLength(90);
    expect(canLoadMore(state)).toBe(false);
  });

  it('stops at the total even when the last page gave a cursor', () => {
    const state = run([
      { type: 'started', generation: 1 },
      { type: 'loaded', generation: 1, page: 0, rows: rows(0, 50), total: 50, cursor: 'c0' },
    ]);
    expect(canLoadMore(state)).toBe(false);
  });

  it('shows page 0 before its count asked apart, then fills the total in', () => {
    let state = run([
      { type: 'started', generation: 1 },
      { type: 'counting', generation: 1 },
      { type: 'loaded', generation: 1, page: 0, rows: rows(0, 50), cursor: 'c0' },
    ]);
    expect(state).toMatchObject({ total: null, counting: true });
    expect(state.rows).toHaveLength(50);
    // The cursor alone says more rows follow while the count is on its way.
    expect(canLoadMore(state)).toBe(true);
    state = run([{ type: 'counted', generation: 1, total: 50 }], state);
    expect(state).toMatchObject({ total: 50, counting: false });
    expect(canLoadMore(state)).toBe(false);
  });

  it('drops the count of an older search, and keeps no total when the count failed', () => {
    const state = run([
      { type: 'started', generation: 1 },
      { type: 'started', generation: 2 },
      { type: 'counting', generation: 2 },
      { type: 'counted', generation: 1, total: 999 },
    ]);
    expect(state).toMatchObject({ total: null, counting: true });
    expect(run([{ type: 'counted', generation: 2, total: null }], state)).toMatchObject({
      total: null,
      counting: false,
    });
  });
});

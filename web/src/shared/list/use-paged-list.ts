import { useCallback, useEffect, useReducer, useRef } from 'react';
import { canLoadMore, hasMoreRows, initialPagerState, isLoading, type PagerState, pagerReducer } from './pager-state';

export interface Page<Row> {
  rows: readonly Row[];
  /**
   * Counted once per search, at page 0; later pages bring it back from their cursor. Absent when the
   * page was asked without its count (`count: 'none'`).
   */
  total?: number;
  /** Where the next page starts; absent when no row follows. */
  cursor?: string;
}

/**
 * Which page to fetch: its number and, after page 0, the cursor the previous page answered. `count`,
 * for lists that ask their total apart (PagedListDefinition.countApart): `none` for page 0 without its
 * count, `only` for the count alone; a list call passes it on as is (shared/schemas/lists.ts).
 */
export interface PageRequest {
  pageNumber: number;
  cursor?: string;
  count?: 'none' | 'only';
}

export type FetchPage<Filters, Row> = (filters: Filters, page: PageRequest) => Promise<Page<Row>>;

/**
 * Rows of a server-paged list for the given filters: page 0 whenever `searchKey` changes, the next
 * page (from the cursor the last page answered) on `loadMore()` while fewer rows are loaded than the
 * total and the last page gave a cursor. With `countApart`, page 0 is asked without its count and the
 * count at the same time, apart: the rows show as soon as they arrive, the total when it answers
 * (the count apart). Answers of an older search are dropped (see pager-state). Leaving the screen drops
 * whatever is still on its way, and the state goes with the component: the list is reset when the user
 * leaves it.
 */
export function usePagedList<Filters, Row>(
  fetchPage: FetchPage<Filters, Row>,
  filters: Filters,
  searchKey: string,
  countApart = false,
) {
  const [state, dispatch] = useReducer(pagerReducer<Row>, undefined, initialPagerState<Row>);
  const generation = useRef(0);
  const latest = useRef({ state, filters, fetchPage });
  latest.current = { state, filters, fetchPage };
  // A page already asked for, so two scroll events before a render do not ask twice.
  const requested = useRef<string | null>(null);

  const load = useCallback(
    async (forGeneration: number, forFilters: Filters, page: number, cursor?: string) => {
      const key = `${forGeneration}:${page}`;
      if (requested.current === key) return;
      requested.current = key;
      dispatch({ type: 'requested', generation: forGeneration, page });
      try {
        const count = countApart && page === 0 ? ('none' as const) : undefined;
        const answer = await latest.current.fetchPage(forFilters, { pageNumber: page, cursor, count });
        dispatch({ type: 'loaded', generation: forGeneration, page, ...answer });
      } catch {
        // The API client has raised the alert; the list keeps what it has.
        dispatch({ type: 'failed', generation: forGeneration, page });
        if (requested.current === key) requested.current = null;
      }
    },
    [countApart],
  );

  /** The search's total, asked apart from its first page. */
  const countRows = useCallback(
    async (forGeneration: number, forFilters: Filters) => {
      if (!countApart) return;
      dispatch({ type: 'counting', generation: forGeneration });
      try {
        const { total } = await latest.current.fetchPage(forFilters, { pageNumber: 0, count: 'only' });
        dispatch({ type: 'counted', generation: forGeneration, total: total ?? null });
      } catch {
        // The API client has raised the alert; the header stays without a count.
        dispatch({ type: 'counted', generation: forGeneration, total: null });
      }
    },
    [countApart],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search is exactly a new searchKey.
  useEffect(() => {
    generation.current += 1;
    const current = generation.current;
    dispatch({ type: 'started', generation: current });
    void load(current, latest.current.filters, 0);
    void countRows(current, latest.current.filters);
    return () => {
      // Whatever answers after this search is replaced (or the screen left) is dropped.
      generation.current += 1;
    };
  }, [searchKey, load, countRows]);

  const loadMore = useCallback(() => {
    const { state: current, filters: currentFilters } = latest.current;
    if (canLoadMore(current) && current.generation === generation.current) {
      void load(current.generation, currentFilters, current.nextPage, current.cursor);
    }
  }, [load]);

  /** After a failed page: ask for it again. */
  const retry = useCallback(() => {
    const { state: current, filters: currentFilters } = latest.current;
    if (current.failed && current.generation === generation.current) {
      requested.current = null;
      void load(current.generation, currentFilters, current.nextPage, current.cursor);
    }
  }, [load]);

  /** After a change to the list's data (an insert, a revocation, a rename): the same search again, from page 0. */
  const reload = useCallback(() => {
    generation.current += 1;
    const current = generation.current;
    requested.current = null;
    dispatch({ type: 'started', generation: current });
    void load(current, latest.current.filters, 0);
    void countRows(current, latest.current.filters);
  }, [load, countRows]);

  const hasMore = hasMoreRows(state);
  const loading = isLoading(state);
  return {
    ...(state as PagerState<Row>),
    loading,
    hasMore,
    loadMore,
    retry,
    reload,
    /** The rows as the list table takes them. */
    tableRows: {
      rows: state.rows,
      total: state.total,
      counting: state.counting,
      loading: loading && state.nextPage === 0,
      failed: state.failed,
      onRetry: retry,
      paging: { hasMore, loadingMore: loading && state.nextPage > 0, onLoadMore: loadMore },
    },
  };
}

import { useCallback, useEffect, useReducer, useRef } from 'react';
import { canLoadMore, hasMoreRows, initialPagerState, isLoading, type PagerState, pagerReducer } from './pager-state';

export interface Page<Row> {
  rows: readonly Row[];
  /** Counted once per search, at page 0; later pages bring it back from their cursor. */
  total: number;
  /** Where the next page starts; absent when no row follows. */
  cursor?: string;
}

/** Which page to fetch: its number and, after page 0, the cursor the previous page answered. */
export interface PageRequest {
  pageNumber: number;
  cursor?: string;
}

export type FetchPage<Filters, Row> = (filters: Filters, page: PageRequest) => Promise<Page<Row>>;

/**
 * Rows of a server-paged list for the given filters: page 0 whenever `searchKey` changes, the next
 * page (from the cursor the last page answered) on `loadMore()` while fewer rows are loaded than the
 * total and the last page gave a cursor. Answers of an older search are
 * dropped (see pager-state). Leaving the screen drops whatever is still on its way, and the state
 * goes with the component: the list is reset when the user leaves it.
 */
export function usePagedList<Filters, Row>(fetchPage: FetchPage<Filters, Row>, filters: Filters, searchKey: string) {
  const [state, dispatch] = useReducer(pagerReducer<Row>, undefined, initialPagerState<Row>);
  const generation = useRef(0);
  const latest = useRef({ state, filters, fetchPage });
  latest.current = { state, filters, fetchPage };
  // A page already asked for, so two scroll events before a render do not ask twice.
  const requested = useRef<string | null>(null);

  const load = useCallback(async (forGeneration: number, forFilters: Filters, page: number, cursor?: string) => {
    const key = `${forGeneration}:${page}`;
    if (requested.current === key) return;
    requested.current = key;
    dispatch({ type: 'requested', generation: forGeneration, page });
    try {
      const answer = await latest.current.fetchPage(forFilters, { pageNumber: page, cursor });
      dispatch({ type: 'loaded', generation: forGeneration, page, ...answer });
    } catch {
      // The API client has raised the alert; the list keeps what it has.
      dispatch({ type: 'failed', generation: forGeneration, page });
      if (requested.current === key) requested.current = null;
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search is exactly a new searchKey.
  useEffect(() => {
    generation.current += 1;
    const current = generation.current;
    dispatch({ type: 'started', generation: current });
    void load(current, latest.current.filters, 0);
    return () => {
      // Whatever answers after this search is replaced (or the screen left) is dropped.
      generation.current += 1;
    };
  }, [searchKey, load]);

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
  }, [load]);

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
      loading: loading && state.nextPage === 0,
      failed: state.failed,
      onRetry: retry,
      paging: { hasMore, loadingMore: loading && state.nextPage > 0, onLoadMore: loadMore },
    },
  };
}

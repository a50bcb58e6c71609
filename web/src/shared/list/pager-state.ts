/**
 * The rows of a list loaded page by page (spec section 2: page 0 on a filter submit, the next page on
 * scrolling to the bottom while fewer rows are loaded than the total; section 4: a submit start
 * clears the list, a page success appends). A next page is asked for only with the cursor the last
 * page answered: the total was counted once, beside page 0, and rows written since may make it differ
 * from the rows the cursor reaches, so a missing cursor ends the list whatever the total says. Every search opens a new generation; an answer for an
 * older generation, or for a page already past, is dropped, so a slow answer to an old query never
 * overwrites a newer one.
 */

export interface PagerState<Row> {
  generation: number;
  rows: readonly Row[];
  /**
   * The total the server reports; null until it answers: with page 0, or apart from it when the count is
   * asked apart (the rows show as soon as they arrive, the count fills in the header after).
   */
  total: number | null;
  /** The count asked apart is on its way. */
  counting: boolean;
  /** The page the next load asks for. */
  nextPage: number;
  /**
   * Where the next page starts, as the last answer gave it: the server reads only that page's rows
   * and counts nothing (one count per search). Undefined for page 0 and after a server without cursors.
   */
  cursor: string | undefined;
  /** The page being loaded, or null. */
  loadingPage: number | null;
  failed: boolean;
}

export type PagerAction<Row> =
  | { type: 'started'; generation: number }
  | { type: 'requested'; generation: number; page: number }
  | { type: 'loaded'; generation: number; page: number; rows: readonly Row[]; total?: number; cursor?: string }
  | { type: 'failed'; generation: number; page: number }
  /** The count asked apart from page 0 is asked (`total` undefined) or answered (null if it failed). */
  | { type: 'counting'; generation: number }
  | { type: 'counted'; generation: number; total: number | null }
  | { type: 'reset' };

export function initialPagerState<Row>(): PagerState<Row> {
  return {
    generation: 0,
    rows: [],
    total: null,
    counting: false,
    nextPage: 0,
    cursor: undefined,
    loadingPage: null,
    failed: false,
  };
}

export function pagerReducer<Row>(state: PagerState<Row>, action: PagerAction<Row>): PagerState<Row> {
  switch (action.type) {
    case 'started':
      if (action.generation < state.generation) return state;
      return { ...initialPagerState<Row>(), generation: action.generation, loadingPage: 0 };
    case 'requested':
      if (action.generation !== state.generation || action.page !== state.nextPage) return state;
      return { ...state, loadingPage: action.page, failed: false };
    case 'loaded':
      if (action.generation !== state.generation || action.page !== state.nextPage) return state;
      return {
        ...state,
        rows: action.page === 0 ? action.rows : [...state.rows, ...action.rows],
        total: action.total ?? state.total,
        nextPage: action.page + 1,
        cursor: action.cursor,
        loadingPage: null,
        failed: false,
      };
    case 'failed':
      if (action.generation !== state.generation || action.page !== state.loadingPage) return state;
      return { ...state, loadingPage: null, failed: true };
    case 'counting':
      if (action.generation !== state.generation) return state;
      return { ...state, counting: true };
    case 'counted':
      if (action.generation !== state.generation) return state;
      return { ...state, counting: false, total: action.total ?? state.total };
    case 'reset':
      return { ...initialPagerState<Row>(), generation: state.generation };
  }
}

export const isLoading = (state: PagerState<unknown>) => state.loadingPage !== null;

/** More rows exist and nothing is loading: scrolling to the bottom may ask for the next page. */
export function canLoadMore(state: PagerState<unknown>): boolean {
  return state.loadingPage === null && !state.failed && hasMoreRows(state);
}

/**
 * More rows follow: the last page said where the next starts, and fewer rows are loaded than the total
 * (while the total is still being counted, the cursor alone says so).
 */
export function hasMoreRows(state: PagerState<unknown>): boolean {
  return state.nextPage > 0 && state.cursor !== undefined && (state.total === null || state.rows.length < state.total);
}

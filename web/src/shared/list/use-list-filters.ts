import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { withoutFilter } from './chips';
import type { FilterField } from './filter-fields';
import { filtersFromSearchParams, filtersToSearchParams } from './url-filters';

export interface ListFiltersConfig<Filters extends Record<string, unknown>> {
  fields: readonly FilterField[];
  schema: z.ZodType<Filters>;
  /** Fixed for the screen's life: computed once when the screen opens. */
  defaults: Filters;
}

interface Applied<Filters> {
  filters: Filters;
  /** The URL query that says these filters. */
  query: string;
  /** Counts searches: a submit with unchanged filters is a new search too. */
  searches: number;
}

/**
 * The filters of a list screen. `applied` is what the list shows, kept in the URL query (so a reload
 * keeps it); `draft` is what the filter bar and the advanced modal are editing. A submit, a reset or
 * a chip removed applies filters and runs a search, even when nothing changed; `searchKey` changes
 * exactly once per search and is what the pager watches. A query changed from outside (back,
 * forward, a link) is parsed and searched too.
 */
export function useListFilters<Filters extends Record<string, unknown>>({
  fields,
  schema,
  defaults,
}: ListFiltersConfig<Filters>) {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const parse = useCallback(
    (text: string) => filtersFromSearchParams(new URLSearchParams(text), fields, schema, defaults),
    [fields, schema, defaults],
  );
  const [applied, setApplied] = useState<Applied<Filters>>(() => ({ filters: parse(query), query, searches: 0 }));
  const [draft, setDraft] = useState<Filters>(applied.filters);

  // The router writes the URL a moment after a search; only a query that is not ours is news.
  const [seenQuery, setSeenQuery] = useState(query);
  if (seenQuery !== query) {
    setSeenQuery(query);
    if (query !== applied.query) {
      const filters = parse(query);
      setApplied({ filters, query, searches: applied.searches + 1 });
      setDraft(filters);
    }
  }

  const apply = useCallback(
    (next: Filters) => {
      const nextQuery = filtersToSearchParams(fields, next, defaults).toString();
      // Read back from the query, so what is searched is exactly what a reload would search.
      const filters = parse(nextQuery);
      setApplied((current) => ({ filters, query: nextQuery, searches: current.searches + 1 }));
      setDraft(filters);
      setParams(new URLSearchParams(nextQuery), { replace: true });
    },
    [fields, defaults, parse, setParams],
  );

  const setDraftField = useCallback(
    (key: string, value: unknown) => setDraft((current) => ({ ...current, [key]: value })),
    [],
  );

  return {
    applied: applied.filters,
    draft,
    setDraft,
    setDraftField,
    submit: useCallback(() => apply(draft), [apply, draft]),
    reset: useCallback(() => apply(defaults), [apply, defaults]),
    /** A chip's 'x': that filter back to its default, and the search runs again. */
    remove: useCallback(
      (key: string) => apply(withoutFilter(applied.filters, defaults, key)),
      [apply, applied.filters, defaults],
    ),
    searchKey: String(applied.searches),
  };
}

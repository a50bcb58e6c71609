import { useCallback, useMemo, useState } from 'react';
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

/**
 * The filters of a list screen. `applied` is what the list shows, read from the URL query (so a
 * reload keeps it); `draft` is what the filter bar and the advanced modal are editing. A submit or a
 * reset writes the URL and runs a new search, even when the filters did not change; `searchKey`
 * changes with every search and is what the pager watches.
 */
export function useListFilters<Filters extends Record<string, unknown>>({
  fields,
  schema,
  defaults,
}: ListFiltersConfig<Filters>) {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const applied = useMemo(
    () => filtersFromSearchParams(new URLSearchParams(query), fields, schema, defaults),
    [query, fields, schema, defaults],
  );
  const [draft, setDraft] = useState<Filters>(applied);
  const [searches, setSearches] = useState(0);
  // The draft follows the applied filters whenever those change from outside (back, forward, a link).
  const [followed, setFollowed] = useState(query);
  if (followed !== query) {
    setFollowed(query);
    setDraft(applied);
  }

  const apply = useCallback(
    (next: Filters) => {
      setParams(filtersToSearchParams(fields, next, defaults), { replace: true });
      setDraft(next);
      setSearches((count) => count + 1);
    },
    [setParams, fields, defaults],
  );

  const setDraftField = useCallback(
    (key: string, value: unknown) => setDraft((current) => ({ ...current, [key]: value })),
    [],
  );

  return {
    applied,
    draft,
    setDraft,
    setDraftField,
    submit: useCallback(() => apply(draft), [apply, draft]),
    reset: useCallback(() => apply(defaults), [apply, defaults]),
    /** A chip's 'x': that filter back to its default, and the search runs again. */
    remove: useCallback((key: string) => apply(withoutFilter(applied, defaults, key)), [apply, applied, defaults]),
    searchKey: `${query}#${searches}`,
  };
}

import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { withoutFilter } from './chips';
import type { FilterField } from './filter-fields';
import { useFilterTexts } from './filter-texts';
import { type LinkNotice, linkNoticeMessages } from './link-notice';
import { type DroppedFilter, filtersFromSearchParams, filtersToSearchParams } from './url-filters';

export interface ListFiltersConfig<Filters extends Record<string, unknown>> {
  fields: readonly FilterField[];
  schema: z.ZodType<Filters>;
  /** Fixed for the screen's life: computed once when the screen opens. */
  defaults: Filters;
  /** A filter's name in the notice of a link; by default the dossier lists' names ('list.filters'). */
  fieldLabel?: (key: string) => string;
  /** YYYY-MM-DD in Italian time, fixed when the screen opened: a link's range after it is in the future. */
  today?: string;
}

interface Applied<Filters> {
  filters: Filters;
  /** The URL query that says these filters. */
  query: string;
  /** Counts searches: a submit with unchanged filters is a new search too. */
  searches: number;
  /** Filters of a link that the list could not use and replaced, until the user dismisses the notice. */
  dropped: readonly DroppedFilter[];
}

/**
 * The filters of a list screen. `applied` is what the list shows, kept in the URL query (so a reload
 * keeps it); `draft` is what the filter bar and the advanced modal are editing. A submit, a reset or
 * a chip removed applies filters and runs a search, even when nothing changed; `searchKey` changes
 * exactly once per search and is what the pager watches. A query changed from outside (back,
 * forward, a link) is parsed and searched too; what it held that the list could not use is replaced
 * by the defaults and said in `notice` (null when there is nothing to say) until `dismissNotice` or
 * the next search.
 */
export function useListFilters<Filters extends Record<string, unknown>>({
  fields,
  schema,
  defaults,
  fieldLabel,
  today,
}: ListFiltersConfig<Filters>) {
  const { t } = useTranslation();
  const listLabel = useFilterTexts().label;
  const [params, setParams] = useSearchParams();
  // The list's own part of the query: a screen's other parameters (an area's `section`) are not filters.
  const keys = useMemo(() => new Set(fields.map((field) => field.key)), [fields]);
  const query = new URLSearchParams([...params].filter(([key]) => keys.has(key))).toString();
  const parse = useCallback(
    (text: string) => filtersFromSearchParams(new URLSearchParams(text), fields, schema, defaults, today),
    [fields, schema, defaults, today],
  );
  const [applied, setApplied] = useState<Applied<Filters>>(() => ({ ...parse(query), query, searches: 0 }));
  const [draft, setDraft] = useState<Filters>(applied.filters);

  // The router writes the URL a moment after a search; only a query that is not ours is news.
  const [seenQuery, setSeenQuery] = useState(query);
  if (seenQuery !== query) {
    setSeenQuery(query);
    if (query !== applied.query) {
      const read = parse(query);
      setApplied({ ...read, query, searches: applied.searches + 1 });
      setDraft(read.filters);
    }
  }

  const apply = useCallback(
    (next: Filters) => {
      const nextQuery = filtersToSearchParams(fields, next, defaults).toString();
      // Read back from the query, so what is searched is exactly what a reload would search. The bar
      // checks what it applies, and a search made here is no longer the link's: the notice goes.
      const { filters } = parse(nextQuery);
      setApplied((current) => ({ filters, query: nextQuery, searches: current.searches + 1, dropped: [] }));
      setDraft(filters);
      // Parameters that are not the list's stay as they were, first: the area's section keeps its place.
      const others = [...params].filter(([key]) => !keys.has(key));
      setParams(new URLSearchParams([...others, ...new URLSearchParams(nextQuery)]), { replace: true });
    },
    [fields, defaults, parse, setParams, params, keys],
  );

  const setDraftField = useCallback(
    (key: string, value: unknown) => setDraft((current) => ({ ...current, [key]: value })),
    [],
  );

  const dismissNotice = useCallback(() => setApplied((current) => ({ ...current, dropped: [] })), []);
  const label = fieldLabel ?? listLabel;
  const notice = useMemo<LinkNotice | null>(
    () =>
      applied.dropped.length === 0
        ? null
        : {
            title: t('linkFilters.title'),
            messages: linkNoticeMessages(applied.dropped, fields, defaults, label, t),
            dismissLabel: t('linkFilters.dismiss'),
            onDismiss: dismissNotice,
          },
    [applied.dropped, fields, defaults, label, t, dismissNotice],
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
    /** What the link held that the list could not use, and what it shows instead; null when nothing. */
    notice,
    dismissNotice,
  };
}

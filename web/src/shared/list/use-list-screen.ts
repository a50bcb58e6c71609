import { useCallback, useMemo, useState } from 'react';
import { chipsFromFilters } from './chips';
import { useFilterTexts } from './filter-texts';
import { type ListFiltersConfig, useListFilters } from './use-list-filters';
import { type FetchPage, usePagedList } from './use-paged-list';

/**
 * Everything a list screen holds: its filters (URL and draft), its rows page by page, the chips of
 * the applied filters and the selected rows (cleared by every new search).
 */
export function useListScreen<Filters extends Record<string, unknown>, Row>(
  config: ListFiltersConfig<Filters> & { fetchPage: FetchPage<Filters, Row> },
) {
  const filters = useListFilters(config);
  const list = usePagedList(config.fetchPage, filters.applied, filters.searchKey);
  const texts = useFilterTexts();
  const chips = useMemo(
    () => chipsFromFilters(config.fields, filters.applied, config.defaults, texts),
    [config.fields, config.defaults, filters.applied, texts],
  );
  const [selection, setSelection] = useState<{ searchKey: string; rows: readonly Row[] }>({
    searchKey: filters.searchKey,
    rows: [],
  });
  const selectedRows = selection.searchKey === filters.searchKey ? selection.rows : [];
  const setSelectedRows = useCallback(
    (rows: readonly Row[]) => setSelection({ searchKey: filters.searchKey, rows }),
    [filters.searchKey],
  );
  return { filters, list, chips, selectedRows, setSelectedRows };
}

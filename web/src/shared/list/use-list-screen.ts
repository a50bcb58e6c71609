import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { italianToday } from '../../../../shared/validators/ranges';
import { chipsFromFilters } from './chips';
import { isDayRange, requestFilters } from './filter-fields';
import { useFilterTexts } from './filter-texts';
import { type FilterProblem, filterProblems } from './filter-validation';
import { isRangeLifted, withLiftedRangeChip, withoutLiftedRange } from './lifted-range';
import { allFields, type ListDefinition, type PagedListDefinition } from './list-definition';
import { useListFilters } from './use-list-filters';
import { usePagedList } from './use-paged-list';

/**
 * Everything a list screen holds but its rows: its filters (URL and draft), the chips of the applied
 * ones, the checks of the edited ones, the selected rows (cleared by every new search) and the filters
 * as the list call sends them.
 */
export function useListScreen<Filters extends Record<string, unknown>, Row>(definition: ListDefinition<Filters, Row>) {
  const { t } = useTranslation();
  // Fixed while the screen is open: the defaults and 'today' of the moment it was opened.
  const [today] = useState(italianToday);
  const [defaults] = useState(() => definition.defaults(today));
  const fields = useMemo(() => allFields(definition), [definition]);
  const texts = useFilterTexts(definition.filterTexts);
  const filters = useListFilters({ fields, schema: definition.schema, defaults, fieldLabel: texts.label, today });
  const liftedBy = definition.rangeLiftedBy;
  const chips = useMemo(
    () =>
      withLiftedRangeChip(
        chipsFromFilters(fields, filters.applied, defaults, texts),
        liftedBy,
        isRangeLifted(liftedBy, filters.applied, defaults),
        (flag) => texts.option(flag, 'liftedRange'),
      ),
    [fields, defaults, filters.applied, texts, liftedBy],
  );

  const draftRange = filters.draft.dateRange ?? defaults.dateRange;
  const rangeError =
    definition.isValidRange && isDayRange(draftRange) && !definition.isValidRange(draftRange, today)
      ? t('list.invalidRange')
      : undefined;

  // A filter's problem shows once a search was refused for it, and goes as soon as it is mended.
  const problems = useMemo(() => filterProblems(fields, filters.draft), [fields, filters.draft]);
  const [searchRefused, setSearchRefused] = useState(false);
  const shownProblems: Readonly<Record<string, FilterProblem>> = searchRefused ? problems : {};
  const { submit: applyDraft } = filters;
  /**
   * 'ESEGUI RICERCA': runs the search, unless the range breaks the list's rule or a filter breaks its
   * format. Answers the fields that stopped it (none: the search ran).
   */
  const submit = useCallback((): string[] => {
    if (rangeError) return ['dateRange'];
    const refused = Object.keys(problems);
    setSearchRefused(refused.length > 0);
    if (refused.length === 0) applyDraft();
    return refused;
  }, [applyDraft, problems, rangeError]);

  const [selection, setSelection] = useState<{ searchKey: string; rows: readonly Row[] }>({
    searchKey: filters.searchKey,
    rows: [],
  });
  const selectedRows = selection.searchKey === filters.searchKey ? selection.rows : [];
  const setSelectedRows = useCallback(
    (rows: readonly Row[]) => setSelection({ searchKey: filters.searchKey, rows }),
    [filters.searchKey],
  );
  const sentFilters = useMemo(
    () => requestFilters<Filters>(fields, withoutLiftedRange(liftedBy, filters.applied, defaults)),
    [fields, filters.applied, liftedBy, defaults],
  );
  const exportFiltersOf = definition.exports?.filters;
  const exportFilters = useMemo(
    () => (exportFiltersOf ? exportFiltersOf(sentFilters) : sentFilters),
    [exportFiltersOf, sentFilters],
  );
  // A reset or a chip removed searches filters that hold no broken value: the refusal is over.
  const { reset: resetFilters, remove: removeFilter } = filters;
  const reset = useCallback(() => {
    setSearchRefused(false);
    resetFilters();
  }, [resetFilters]);
  const remove = useCallback(
    (key: string) => {
      setSearchRefused(false);
      removeFilter(key);
    },
    [removeFilter],
  );

  return {
    definition,
    today,
    defaults,
    filters: { ...filters, submit, reset, remove },
    /** The last search was refused for a filter that breaks its format, and that filter is not mended yet. */
    searchRefused: Object.keys(shownProblems).length > 0,
    chips,
    rangeError,
    problems: shownProblems,
    selectedRows,
    setSelectedRows,
    /** The applied filters as the list call sends them. */
    requestFilters: sentFilters,
    /** What the queued export of the whole list sends: the applied filters, as the declaration's `exports.filters` makes them. */
    exportFilters,
  };
}
export type ListScreenState<Filters extends Record<string, unknown>, Row> = ReturnType<
  typeof useListScreen<Filters, Row>
>;

/** A server-paged list screen: its state and its rows, page 0 per search and the next pages on demand. */
export function usePagedListScreen<Filters extends Record<string, unknown>, Row>(
  definition: PagedListDefinition<Filters, Row>,
) {
  const screen = useListScreen(definition);
  const list = usePagedList(
    definition.fetchPage,
    screen.requestFilters,
    screen.filters.searchKey,
    definition.countApart,
  );
  return { ...screen, list };
}

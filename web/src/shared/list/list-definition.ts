import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { ExtractionType } from '../../../../shared/enums';
import type { DayRange } from '../../../../shared/validators/ranges';
import type { FilterField } from './filter-fields';
import type { FilterTextsSection } from './filter-texts';
import type { ListColumn } from './list-columns';
import type { FetchPage } from './use-paged-list';

/**
 * A list screen as a declaration (brief section 6 'List kit'): its filters, columns, rows and how rows
 * are chosen. The kit (use-list-screen.ts, list-screen.tsx) does the filter bar, the advanced filters,
 * chips, URL state, checks of the filters, paging, selection, column settings and the empty, loading
 * and error states; a screen adds its title and its header actions.
 */
export interface ListDefinition<Filters extends Record<string, unknown>, Row> {
  /** Names the list: its remembered column choice and its test ids. */
  id: string;
  /**
   * The list's catalogue section: `title` (with `{{total}}`), `titleLoading` and `empty`; `selected`
   * (with `{{count}}`) when its rows are not dossiers, `tableLabel` when they are not 'Risultati'.
   */
  texts:
    | 'dossierList'
    | 'aggregatedList'
    | 'extractions'
    | 'whitelist'
    | 'agencies'
    | 'clientsList'
    | 'users'
    | 'backtestChanges'
    | 'auditTrail'
    | 'repeatedChecks'
    | 'repeatedChecks.whoRepeats';
  /** The list's filters as the server takes them; the URL query is parsed with it too. */
  schema: z.ZodType<Filters>;
  /** The filter bar's fields, in order. */
  quickFields: readonly FilterField[];
  /** 'Filtri avanzati': more fields under side tabs, each tab named `list.tabs.<tab>`; first tab first. */
  advancedTabs?: Readonly<Record<string, readonly FilterField[]>>;
  /** The filters of a fresh screen (spec section 5 'Ranges'), computed once when the screen opens. */
  defaults: (today: string) => Filters;
  /**
   * A flag filter that lifts the default date range (lifted-range.ts): while it is on and the user has
   * not chosen a range, no range travels, the range picker reads 'Qualsiasi data' and the flag's chip
   * says so with its option text `liftedRange`.
   */
  rangeLiftedBy?: keyof Filters & string;
  /** The list's own rule on its date range; a range it breaks reads 'Range temporale non valido'. */
  isValidRange?: (range: DayRange, today: string) => boolean;
  /**
   * Where the names of filters and options live first: `<filterTexts>.filters.<key>`,
   * `<filterTexts>.options.<key>.<code>`; then `list.filters` and `list.options`.
   */
  filterTexts?: FilterTextsSection;
  columns: readonly ListColumn<Row>[];
  /** The columns' titles. */
  columnLabel: (id: string, t: TFunction) => string;
  /** The columns shown until the user chooses others; absent: every column, and no column settings. */
  defaultColumns?: readonly string[];
  /** A row's stable key. */
  rowKey: (row: Row) => string;
  /** How a row is named to assistive technology (its checkbox, its actions); by default its key. */
  rowLabel?: (row: Row) => string;
  selection: 'none' | 'single' | 'multi';
  /**
   * 'Esporta CSV' of the selected rows, saved as `{filePrefix}_{YYYYMMDD_HHmm}.csv`: `csvOf` answers the
   * file's text (a list's export call given the rows' codes, or the rows written in the browser with
   * shared/csv.ts); 'Esporta tutto', the whole list queued as `extractionType` with the applied filters,
   * or with what `filters` makes of them.
   */
  exports?: {
    filePrefix: string;
    csvOf: (rows: readonly Row[]) => Promise<string>;
    extractionType: ExtractionType;
    /**
     * The filters the queued export sends, given the applied ones as the list call sends them (only
     * fields with a value). For a list whose rows are narrowed by more than its filter bar, so that the
     * file holds the rows the list shows: the back-test's changes add the version and the run they
     * belong to. Absent: the applied filters alone.
     */
    filters?: (applied: Filters) => Record<string, unknown>;
  };
}

/** A list whose server pages its rows (page 0 per search, the next pages by cursor). */
export interface PagedListDefinition<Filters extends Record<string, unknown>, Row>
  extends ListDefinition<Filters, Row> {
  /** Called with the filters as they travel (only fields with a value). */
  fetchPage: FetchPage<Filters, Row>;
  /**
   * `fetchPage` passes the page request's `count` on to its list call: the kit then asks page 0 without
   * its count and the count apart, so the rows show before the count arrives.
   */
  countApart?: boolean;
}

/** Every filter of a list, in the order of its chips: the bar's first, then the advanced tabs'. */
export function allFields(definition: Pick<ListDefinition<never, never>, 'quickFields' | 'advancedTabs'>) {
  return [...definition.quickFields, ...Object.values(definition.advancedTabs ?? {}).flat()];
}

import type { FilterChip } from './chips';
import { type FilterValues, sameValue } from './filter-fields';

/**
 * A flag that lifts a list's default date range (ListDefinition.rangeLiftedBy). While the flag is on and
 * the range is still its default (the user has not chosen one), the range does not travel and the list
 * holds every date: the white list's 'Solo attivi' lists every active exemption, whatever its insertion
 * date, where the last month hid the older ones. A range the user chose still applies.
 */
export function isRangeLifted(flag: string | undefined, filters: FilterValues, defaults: FilterValues): boolean {
  return (
    flag !== undefined &&
    filters[flag] === true &&
    filters.dateRange !== undefined &&
    sameValue(filters.dateRange, defaults.dateRange)
  );
}

/** The filters as they travel: without the range a flag lifts. */
export function withoutLiftedRange<Filters extends FilterValues>(
  flag: string | undefined,
  filters: Filters,
  defaults: FilterValues,
): Filters {
  if (!isRangeLifted(flag, filters, defaults)) return filters;
  const { dateRange: _lifted, ...travelling } = filters;
  return travelling as unknown as Filters;
}

/** The flag's chip says the range is lifted: 'Soggetti: Solo attivi, qualsiasi data di inserimento'. */
export function withLiftedRangeChip(
  chips: readonly FilterChip[],
  flag: string | undefined,
  lifted: boolean,
  liftedText: (flag: string) => string,
): FilterChip[] {
  if (!flag || !lifted) return [...chips];
  return chips.map((chip) => (chip.key === flag ? { ...chip, value: liftedText(flag) } : chip));
}

import { formatDate, formatNumber } from '../../../../shared/format/italian-format';
import { type DayRange, lastDayOfMonth } from '../../../../shared/validators/ranges';
import {
  type FilterField,
  type FilterValues,
  isDayRange,
  isDefaultValue,
  isEmptyValue,
  isNumberRange,
  type NumberRange,
} from './filter-fields';

/** An applied filter that differs from its default, as the chip shows it (spec section 2 'List screens'). */
export interface FilterChip {
  key: string;
  /** The filter's name, e.g. 'Semaforo'. */
  label: string;
  /** Its value as text: option labels joined, dates and ranges as dd/MM/yyyy - dd/MM/yyyy. */
  value: string;
  /** Green: the filter defines the dossiers of the business KPIs. */
  highlighted: boolean;
}

export interface ChipTexts {
  label: (key: string) => string;
  option: (key: string, code: string) => string;
  /** What an option's name leaves unsaid, where the catalogue says more; chips show names only. */
  description?: (key: string, code: string) => string | undefined;
}

/** 01/10/2026 - 22/11/2026 */
export function formatDayRange(range: DayRange): string {
  return `${formatDate(range.startDate)} - ${formatDate(range.endDate)}`;
}

/** 10/2026 - 11/2026 */
export function formatMonthRange(range: DayRange): string {
  const month = (day: string) => `${day.slice(5, 7)}/${day.slice(0, 4)}`;
  return `${month(range.startDate)} - ${month(range.endDate)}`;
}

/** -2.000 - 1.500,5 */
export function formatNumberRange(range: NumberRange): string {
  return `${formatNumber(range.from)} - ${formatNumber(range.to)}`;
}

function valueText(field: FilterField, value: unknown, texts: ChipTexts): string {
  if (isEmptyValue(value)) return '';
  switch (field.kind) {
    case 'multi':
      return (value as readonly string[]).map((code) => texts.option(field.key, code)).join(', ');
    case 'codes':
      return (value as readonly string[]).join(', ');
    case 'dayRange':
      return isDayRange(value) ? formatDayRange(value) : '';
    case 'monthRange':
      return isDayRange(value) ? formatMonthRange(value) : '';
    case 'flag':
      return texts.option(field.key, String(value));
    case 'numberRange':
      return isNumberRange(value) ? formatNumberRange(value) : '';
    default:
      return String(value);
  }
}

export function chipsFromFilters(
  fields: readonly FilterField[],
  filters: FilterValues,
  defaults: FilterValues,
  texts: ChipTexts,
): FilterChip[] {
  return fields
    .filter((field) => !isDefaultValue(field, filters, defaults) && !isEmptyValue(filters[field.key]))
    .map((field) => ({
      key: field.key,
      label: texts.label(field.key),
      value: valueText(field, filters[field.key], texts),
      highlighted: field.highlight === true,
    }));
}

/**
 * Filters as saved with a job, whatever list they belong to, as 'Periodo: 01/10/2026 - 22/11/2026;
 * Semaforo: Rosso': each value read by its shape (codes by their names, ranges as dates).
 */
export function filtersText(filters: FilterValues, texts: ChipTexts): string {
  return Object.entries(filters)
    .filter(([, value]) => !isEmptyValue(value))
    .map(([key, value]) => {
      // The aggregated list's ranges are whole months: shown as months, as its own chip shows them.
      const range = isDayRange(value) ? (isWholeMonths(value) ? 'monthRange' : 'dayRange') : undefined;
      const kind = Array.isArray(value)
        ? 'multi'
        : typeof value === 'boolean'
          ? 'flag'
          : isNumberRange(value)
            ? 'numberRange'
            : (range ?? 'text');
      const field = (kind === 'multi' ? { key, kind, options: [] } : { key, kind }) as FilterField;
      return `${texts.label(key)}: ${valueText(field, value, texts)}`;
    })
    .join('; ');
}

/** From the first day of a month to the last day of a month. */
const isWholeMonths = (range: DayRange) =>
  range.startDate.endsWith('-01') && range.endDate === lastDayOfMonth(range.endDate);

/** The filters without one chip's filter: back to its default. */
export function withoutFilter<Filters extends FilterValues>(filters: Filters, defaults: Filters, key: string): Filters {
  const next: Record<string, unknown> = { ...filters };
  if (defaults[key] === undefined) delete next[key];
  else next[key] = defaults[key];
  return next as Filters;
}

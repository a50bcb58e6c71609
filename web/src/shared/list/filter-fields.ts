import type { DayRange } from '../../../../shared/validators/ranges';

/**
 * How a list describes its filters: one entry per filter field (spec section 3 'Filter fields'), in the
 * order the chips show them. The same description drives the URL query, the chips and the request
 * body, so a list declares a filter once.
 */
export type FilterField<Key extends string = string> =
  /** Free text; `format` names the rule a value must follow before it is searched (filter-validation.ts). */
  | { key: Key; kind: 'text'; format?: 'subjectIdentifier'; highlight?: boolean }
  /** A whole number (a request id). */
  | { key: Key; kind: 'number'; highlight?: boolean }
  /** A choice among known codes; `groups` shows them under family names (workflows). */
  | {
      key: Key;
      kind: 'multi';
      options: readonly string[];
      groups?: Readonly<Record<string, readonly string[]>>;
      highlight?: boolean;
    }
  /** Values typed by the user, comma-separated (provinces, municipalities); `upperCase` normalises codes. */
  | { key: Key; kind: 'codes'; upperCase?: boolean; highlight?: boolean }
  | { key: Key; kind: 'dayRange'; highlight?: boolean }
  /** On or off (the white list's 'active subjects only'): on is `true`, off is no filter at all. */
  | { key: Key; kind: 'flag'; highlight?: boolean }
  | { key: Key; kind: 'monthRange'; highlight?: boolean }
  /**
   * A span of numbers between `bounds` (the customers' invoiced amount), on a slider with typed values;
   * as long as it is untouched it is no filter at all, so nothing outside the bounds is ever hidden.
   */
  | { key: Key; kind: 'numberRange'; bounds: NumberRange; highlight?: boolean };

/** From one number to another, both included; also the bounds a number range moves within. */
export interface NumberRange {
  from: number;
  to: number;
}

export type FilterKind = FilterField['kind'];
export type FilterValue = string | number | boolean | readonly string[] | DayRange | NumberRange | undefined;
export type FilterValues = Readonly<Record<string, unknown>>;

export function isDayRange(value: unknown): value is DayRange {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as DayRange).startDate === 'string' &&
    typeof (value as DayRange).endDate === 'string'
  );
}

export function isNumberRange(value: unknown): value is NumberRange {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as NumberRange).from === 'number' &&
    typeof (value as NumberRange).to === 'number'
  );
}

/** No filter: nothing typed, nothing chosen. */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Same filter value; the order of chosen codes does not matter. */
export function sameValue(left: unknown, right: unknown): boolean {
  if (isEmptyValue(left) && isEmptyValue(right)) return true;
  if (Array.isArray(left) && Array.isArray(right)) {
    if (left.length !== right.length) return false;
    const sorted = [...right].sort();
    return [...left].sort().every((item, index) => item === sorted[index]);
  }
  if (isDayRange(left) && isDayRange(right)) {
    return left.startDate === right.startDate && left.endDate === right.endDate;
  }
  if (isNumberRange(left) && isNumberRange(right)) return left.from === right.from && left.to === right.to;
  return left === right;
}

export function isDefaultValue(field: FilterField, filters: FilterValues, defaults: FilterValues): boolean {
  return sameValue(filters[field.key], defaults[field.key]);
}

/**
 * The filters as the list call takes them: only the declared fields that hold a value. The dossier
 * schemas are strict, so a field the list does not know must never travel.
 */
export function requestFilters<Filters>(fields: readonly FilterField[], filters: FilterValues): Filters {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = filters[field.key];
    if (!isEmptyValue(value)) body[field.key] = value;
  }
  return body as Filters;
}

/** Comma-separated typed values as a list: trimmed, empty ones dropped, duplicates once. */
export function splitCodes(text: string, upperCase = false): string[] {
  const values = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => (upperCase ? part.toUpperCase() : part));
  return [...new Set(values)];
}

import type { z } from 'zod';
import { daysSpanned } from '../../../../shared/italian-time';
import { italianToday, lastDayOfMonth } from '../../../../shared/validators/ranges';
import {
  type FilterField,
  type FilterValues,
  isDayRange,
  isDefaultValue,
  isEmptyValue,
  isNumberRange,
} from './filter-fields';

/**
 * Applied filters live in the URL query, so a reload or a shared link shows the same list. Only
 * filters that differ from the defaults are written: one parameter per field, repeated for a list of
 * codes, `start..end` for a range. Reading parses with the list's zod schema; a field that fails is
 * dropped (it takes its default) and reported with the reason, so the screen can say what it did
 * instead of silently showing something else; anything still unreadable gives the defaults.
 */

/** Why a filter of the link was not used. */
export type DropReason =
  | 'unreadableDate'
  | 'rangeOrder'
  | 'futureRange'
  | 'rangeTooLong'
  /** A range the list refuses for a rule of its own. */
  | 'invalidRange'
  | 'invalidValue';

export interface DroppedFilter {
  key: string;
  reason: DropReason;
  /** What the link said, as written (values of a repeated parameter joined by ', '). */
  value: string;
}

export interface FiltersFromLink<Filters> {
  filters: Filters;
  /** The fields of the link that were replaced by their defaults, in the order of the fields. */
  dropped: DroppedFilter[];
}

const RANGE_SEPARATOR = '..';
const MONTH = /^\d{4}-(0[1-9]|1[0-2])/;

export function filtersToSearchParams(
  fields: readonly FilterField[],
  filters: FilterValues,
  defaults: FilterValues,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of fields) {
    if (isDefaultValue(field, filters, defaults)) continue;
    const value = filters[field.key];
    if (isEmptyValue(value)) {
      // An emptied filter whose default is not empty: written empty so it reads back empty.
      params.append(field.key, '');
      continue;
    }
    switch (field.kind) {
      case 'multi':
      case 'codes':
        for (const code of value as readonly string[]) params.append(field.key, code);
        break;
      case 'dayRange':
      case 'monthRange':
        if (isDayRange(value)) params.append(field.key, `${value.startDate}${RANGE_SEPARATOR}${value.endDate}`);
        break;
      case 'numberRange':
        if (isNumberRange(value)) params.append(field.key, `${value.from}${RANGE_SEPARATOR}${value.to}`);
        break;
      default:
        params.append(field.key, String(value));
    }
  }
  return params;
}

/** A number as the URL writes it ('12', '-2000', '1234.5'); undefined for anything else. */
const numberOf = (text: string) => (/^-?\d+(\.\d+)?$/.test(text) ? Number(text) : undefined);

function rawValue(field: FilterField, params: URLSearchParams): unknown {
  const values = params.getAll(field.key);
  const first = values[0] ?? '';
  switch (field.kind) {
    case 'multi':
    case 'codes':
      return values.filter((value) => value !== '');
    case 'dayRange':
    case 'monthRange': {
      if (first === '') return undefined;
      const [startDate = '', endDate = ''] = first.split(RANGE_SEPARATOR);
      // A month range covers whole months, whatever days a hand-written link carries.
      if (field.kind === 'monthRange' && MONTH.test(startDate) && MONTH.test(endDate)) {
        return { startDate: `${startDate.slice(0, 7)}-01`, endDate: lastDayOfMonth(`${endDate.slice(0, 7)}-01`) };
      }
      return { startDate, endDate };
    }
    case 'numberRange': {
      if (first === '') return undefined;
      // A number the link does not hold reads as NaN, which the schema refuses: the filter is dropped and said.
      const [from = '', to = ''] = first.split(RANGE_SEPARATOR);
      return { from: numberOf(from) ?? Number.NaN, to: numberOf(to) ?? Number.NaN };
    }
    case 'flag':
      // On is the only value written; anything else a hand-written link carries is refused by the schema.
      return first === '' ? undefined : first === 'true' ? true : first;
    case 'number':
      return first === '' ? undefined : (numberOf(first) ?? first);
    default:
      return first === '' ? undefined : first;
  }
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
function isCalendarDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  // Date.parse rolls 31 February over to March, and refuses month 13.
  return ISO_DAY.test(day) && !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
}
/** A year or more from start to end; the lists allow at most a year. */
const DAYS_IN_A_YEAR = 365;

/** Why the schema refused a field: for a range, the first rule it breaks that a person can understand. */
function dropReason(field: FilterField, raw: unknown, today: string): DropReason {
  if (field.kind !== 'dayRange' && field.kind !== 'monthRange') return 'invalidValue';
  if (!isDayRange(raw) || !isCalendarDay(raw.startDate) || !isCalendarDay(raw.endDate)) return 'unreadableDate';
  if (raw.startDate > raw.endDate) return 'rangeOrder';
  if (raw.startDate > today) return 'futureRange';
  return daysSpanned(raw.startDate, raw.endDate) > DAYS_IN_A_YEAR ? 'rangeTooLong' : 'invalidRange';
}

export function filtersFromSearchParams<Schema extends z.ZodType<Record<string, unknown>>>(
  params: URLSearchParams,
  fields: readonly FilterField[],
  schema: Schema,
  defaults: z.output<Schema>,
  /** YYYY-MM-DD in Italian time: a range starting after it is reported as in the future. */
  today: string = italianToday(),
): FiltersFromLink<z.output<Schema>> {
  const raw: Record<string, unknown> = { ...defaults };
  for (const field of fields) {
    if (params.has(field.key)) raw[field.key] = rawValue(field, params);
  }
  for (const key of Object.keys(raw)) if (raw[key] === undefined) delete raw[key];

  const first = schema.safeParse(raw);
  if (first.success) return { filters: { ...defaults, ...first.data }, dropped: [] };
  // Drop the fields that failed, which then take their defaults, and try once more.
  const failedKeys = new Set(first.error.issues.map((issue) => String(issue.path[0] ?? '')));
  const linked = fields.filter((field) => params.has(field.key));
  const report = (failed: readonly FilterField[]): DroppedFilter[] =>
    failed.map((field) => ({
      key: field.key,
      reason: dropReason(field, raw[field.key], today),
      value: params.getAll(field.key).join(', '),
    }));
  const failed = linked.filter((field) => failedKeys.has(field.key));
  if (!failedKeys.has('')) {
    const kept: Record<string, unknown> = { ...defaults };
    for (const [key, value] of Object.entries(raw)) if (!failedKeys.has(key)) kept[key] = value;
    const second = schema.safeParse(kept);
    if (second.success) return { filters: { ...defaults, ...second.data }, dropped: report(failed) };
  }
  // Unreadable as a whole: every filter the link set is replaced.
  return { filters: defaults, dropped: report(failed.length > 0 ? failed : linked) };
}

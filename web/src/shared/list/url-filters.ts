import type { z } from 'zod';
import { lastDayOfMonth } from '../../../../shared/validators/ranges';
import { type FilterField, type FilterValues, isDayRange, isDefaultValue, isEmptyValue } from './filter-fields';

/**
 * Applied filters live in the URL query, so a reload or a shared link shows the same list. Only
 * filters that differ from the defaults are written: one parameter per field, repeated for a list of
 * codes, `start..end` for a range. Reading parses with the list's zod schema; a field that fails is
 * dropped (it takes its default), and anything still unreadable gives the defaults.
 */

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
      default:
        params.append(field.key, String(value));
    }
  }
  return params;
}

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
    case 'number': {
      if (first === '') return undefined;
      const number = Number(first);
      return Number.isFinite(number) && /^-?\d+(\.\d+)?$/.test(first) ? number : first;
    }
    default:
      return first === '' ? undefined : first;
  }
}

export function filtersFromSearchParams<Schema extends z.ZodType<Record<string, unknown>>>(
  params: URLSearchParams,
  fields: readonly FilterField[],
  schema: Schema,
  defaults: z.output<Schema>,
): z.output<Schema> {
  const raw: Record<string, unknown> = { ...defaults };
  for (const field of fields) {
    if (params.has(field.key)) raw[field.key] = rawValue(field, params);
  }
  for (const key of Object.keys(raw)) if (raw[key] === undefined) delete raw[key];

  const first = schema.safeParse(raw);
  if (first.success) return { ...defaults, ...first.data };
  // Drop the fields that failed, which then take their defaults, and try once more.
  const failed = new Set(first.error.issues.map((issue) => String(issue.path[0] ?? '')));
  if (failed.has('')) return defaults;
  const kept: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(raw)) if (!failed.has(key)) kept[key] = value;
  const second = schema.safeParse(kept);
  return second.success ? { ...defaults, ...second.data } : defaults;
}

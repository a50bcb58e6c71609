import { formatDate } from '../../../../../shared/format/italian-format';
import { DAY_PARTS, MONTH_PARTS, type Parsed, parseItalianDay, parseItalianMonth } from './italian-dates';

/**
 * What a range picker picks: days (YYYY-MM-DD, typed GG/MM/AAAA) or months (YYYY-MM, typed MM/AAAA).
 * Values are what Cloudscape's Calendar takes and gives at that granularity.
 */
export interface RangeUnit {
  granularity: 'day' | 'month';
  /** Digits of each typed part, for the mask. */
  parts: readonly number[];
  parse: (text: string, today: string) => Parsed;
  /** A value as it is typed and shown. */
  text: (value: string) => string;
  /** The calendar offers nothing after today (the first day of a month stands for the month). */
  isEnabled: (date: Date, today: string) => boolean;
}

const pad = (value: number) => String(value).padStart(2, '0');
/** The calendar's dates are local midnights. */
const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

export const DAY_UNIT: RangeUnit = {
  granularity: 'day',
  parts: DAY_PARTS,
  parse: parseItalianDay,
  text: (value) => formatDate(value),
  isEnabled: (date, today) => localDay(date) <= today,
};

export const MONTH_UNIT: RangeUnit = {
  granularity: 'month',
  parts: MONTH_PARTS,
  parse: parseItalianMonth,
  // dd/MM/yyyy of the month's first day, without the day.
  text: (value) => formatDate(`${value.slice(0, 7)}-01`).slice(3),
  isEnabled: (date, today) => localDay(date).slice(0, 7) <= today.slice(0, 7),
};

import { ELAPSED_MS_PER_SECOND } from '../constants';

/**
 * Numbers, money, dates and times as the product shows them: always in the Italian format, whatever the
 * language of the interface (spec section 1: 'Numbers and counts use the Italian format'), and instants
 * always in Italian time, the time of the people reading them and of the days the lists filter by. The
 * console, the CSV files and the charts all format through here, so a value reads the same everywhere.
 */

// Italian CLDR data skips the separator for four-digit numbers ('1234'); the product groups always.
const integerFormat = new Intl.NumberFormat('it-IT', { useGrouping: 'always', maximumFractionDigits: 0 });
const decimalFormats = new Map<number, Intl.NumberFormat>();
const euroFormat = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: 'always' });

const ROME_DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Elapsed times keep their milliseconds: 1234 ms is 1,234 s in the list, the CSV and the charts alike. */
const ELAPSED_DECIMALS = 3;

function decimalFormat(maximumFractionDigits: number): Intl.NumberFormat {
  let format = decimalFormats.get(maximumFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('it-IT', { useGrouping: 'always', maximumFractionDigits });
    decimalFormats.set(maximumFractionDigits, format);
  }
  return format;
}

/** 1234567 → '1.234.567'; decimals up to `maxDecimals` (2) with a comma: 1234.5 → '1.234,5'. */
export function formatNumber(value: number, maxDecimals = 2): string {
  return Number.isInteger(value) ? integerFormat.format(value) : decimalFormat(maxDecimals).format(value);
}

/** A count is always whole: 1234567 → '1.234.567'. */
export function formatCount(value: number): string {
  return integerFormat.format(value);
}

/** 1234.5 → '1.234,50 €' (Intl puts a narrow no-break space before the sign). */
export function formatEuro(value: number): string {
  return euroFormat.format(value);
}

const wholeEuroFormat = new Intl.NumberFormat('it-IT', {
  style: 'currency',
  currency: 'EUR',
  useGrouping: 'always',
  maximumFractionDigits: 0,
});

/** An amount set by hand (a threshold): whole euro without cents, '100.000 €'; else to the cent, '62.500,50 €'. */
export function formatEuroAmount(value: number): string {
  return Number.isInteger(value) ? wholeEuroFormat.format(value) : euroFormat.format(value);
}

const BYTES_PER_KIBIBYTE = 1024;

/** A file's size as people read it: '40 byte', '1,5 KB', '12,3 MB' (not Cloudscape's '0.04 KB'). */
export function formatFileSize(bytes: number): string {
  if (bytes < BYTES_PER_KIBIBYTE) return `${formatCount(bytes)} byte`;
  const kilobytes = bytes / BYTES_PER_KIBIBYTE;
  if (kilobytes < BYTES_PER_KIBIBYTE) return `${formatNumber(kilobytes, 1)} KB`;
  return `${formatNumber(kilobytes / BYTES_PER_KIBIBYTE, 1)} MB`;
}

/** Percentages with at most two decimals: 12.345 → '12,35%'. */
export function formatPercent(value: number): string {
  return `${formatNumber(Math.round(value * 100) / 100)}%`;
}

/** Milliseconds as seconds, to the millisecond (spec section 9: elapsed divided by 1000): 1234 → 1.234. */
export function millisecondsToSeconds(milliseconds: number): number {
  return Math.round(milliseconds) / ELAPSED_MS_PER_SECOND;
}

/** Elapsed milliseconds as seconds with Italian decimals: 1234 → '1,234'; unreadable input gives ''. */
export function formatElapsedSeconds(milliseconds: number | null | undefined): string {
  if (typeof milliseconds !== 'number' || !Number.isFinite(milliseconds)) return '';
  return formatNumber(millisecondsToSeconds(milliseconds), ELAPSED_DECIMALS);
}

/** The parts of an instant in Italian time. */
function romeParts(instant: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const parts = Object.fromEntries(ROME_DATE_TIME.formatToParts(instant).map((part) => [part.type, part.value]));
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
}

function instantOf(value: Date | string | number | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * 'dd/MM/yyyy'. A date-only string ('2026-03-05') is a calendar day and is shown as is, never shifted
 * by a time zone; an instant is shown in Italian time. Unreadable input gives ''.
 */
export function formatDate(value: Date | string | number | null | undefined): string {
  if (typeof value === 'string') {
    const day = DATE_ONLY.exec(value);
    if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  }
  const instant = instantOf(value);
  if (!instant) return '';
  const { day, month, year } = romeParts(instant);
  return `${day}/${month}/${year}`;
}

/** '2026-11-22T09:05:03Z' → '22/11/2026 10:05:03' in Italian time; unreadable input gives ''. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  const instant = instantOf(value);
  if (!instant) return '';
  const { day, month, year, hour, minute, second } = romeParts(instant);
  return `${day}/${month}/${year} ${hour}:${minute}:${second}`;
}

/** YYYY-MM (spec section 9: 'Year-month shown YYYY-MM'). */
export function formatYearMonth(value: string | null | undefined): string {
  return value ? value.slice(0, 7) : '';
}

/** YYYYMMDD_HHmm in Italian time: the timestamp of exported file names (spec section 5 'Export form'). */
export function fileTimestamp(instant: Date = new Date()): string {
  const { year, month, day, hour, minute } = romeParts(instant);
  return `${year}${month}${day}_${hour}${minute}`;
}

import { ELAPSED_MS_PER_SECOND } from '../../../../shared/constants';
import { formatNumber } from '../format/format';

/**
 * Cell texts of the lists. Date-times are shown in Italian time, the time of the people reading them
 * and of the day the lists filter by, whatever the browser's zone.
 */

const ROME_DATE_TIME = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const ROME_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '2026-11-22T09:05:03Z' → '22/11/2026 10:05:03'; unreadable input gives ''. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return ROME_DATE_TIME.format(date).replace(',', '');
}

/** Elapsed milliseconds as seconds with Italian decimals: 1234 → '1,23'. */
export function formatElapsedSeconds(milliseconds: number | null | undefined): string {
  if (typeof milliseconds !== 'number' || !Number.isFinite(milliseconds)) return '';
  return formatNumber(milliseconds / ELAPSED_MS_PER_SECOND);
}

/** YYYY-MM (spec section 9: 'Year-month shown YYYY-MM'). */
export function formatYearMonth(value: string | null | undefined): string {
  return value ? value.slice(0, 7) : '';
}

/** YYYYMMDD_HHmm in Italian time: the timestamp of exported file names (spec section 5 'Export form'). */
export function fileTimestamp(now: Date = new Date()): string {
  const parts = Object.fromEntries(ROME_PARTS.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}${parts.month}${parts.day}_${parts.hour}${parts.minute}`;
}

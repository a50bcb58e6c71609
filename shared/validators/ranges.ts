import { AGGREGATED_KPI_MAX_MONTHS, REQUEST_LOG_MAX_RANGE_DAYS } from '../constants';
import { daysSpanned, lastDaysRange, romeDay } from '../italian-time';

/**
 * Date ranges of the dossier lists (spec section 5 'Ranges'). Dates are YYYY-MM-DD in Italian time;
 * `today` is passed in so the rules are pure and the same in the browser and on the server.
 */

export interface DayRange {
  startDate: string;
  endDate: string;
}

const monthNumber = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Dossier list default: one month ago to today. */
export function defaultRequestLogRange(today: string): DayRange {
  const start = new Date(`${today}T00:00:00Z`);
  start.setUTCMonth(start.getUTCMonth() - 1);
  // 31 March minus a month is 3 March in JavaScript; the last day of February is meant.
  if (start.getUTCDate() !== Number(today.slice(8, 10))) start.setUTCDate(0);
  return { startDate: isoDay(start), endDate: today };
}

/** Days 'Registro modifiche' shows by default, today included. */
export const AUDIT_DEFAULT_DAYS = 7;

export const defaultAuditRange = (today: string): DayRange => lastDaysRange(today, AUDIT_DEFAULT_DAYS);

/** Aggregated list default: the previous month to the current month. */
export function defaultAggregatedRange(today: string): DayRange {
  const start = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  start.setUTCMonth(start.getUTCMonth() - 1);
  return { startDate: isoDay(start), endDate: lastDayOfMonth(today) };
}

export function lastDayOfMonth(day: string): string {
  const end = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  end.setUTCMonth(end.getUTCMonth() + 1, 0);
  return isoDay(end);
}

/** The dossier list accepts any ordered range of at most a year. */
export function isValidRequestLogRange(range: DayRange): boolean {
  return range.startDate <= range.endDate && daysSpanned(range.startDate, range.endDate) <= REQUEST_LOG_MAX_RANGE_DAYS;
}

/** The aggregated list: start month not after the current month, span at most a year. */
export function isValidAggregatedRange(range: DayRange, today: string): boolean {
  const start = monthNumber(range.startDate);
  const end = monthNumber(range.endDate);
  return start <= end && start <= monthNumber(today) && end - start < AGGREGATED_KPI_MAX_MONTHS;
}

/** Today in Italian time, YYYY-MM-DD. */
export const italianToday = (now: Date = new Date()): string => romeDay(now);

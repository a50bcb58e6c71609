import { daysSpanned, lastDaysRange } from '../italian-time';
import type { DayRange } from '../validators/ranges';

/** A back-test replays at most a year of checks, by default the last 30 Italian days. */
export const BACKTEST_MAX_DAYS = 365;
export const BACKTEST_DEFAULT_DAYS = 30;

/** The last `days` Italian days ending today, both included. */
export const defaultBacktestPeriod = (today: string, days = BACKTEST_DEFAULT_DAYS): DayRange =>
  lastDaysRange(today, days);

/** How many days a period spans, both ends included. */
export const periodDays = (period: DayRange) => daysSpanned(period.startDate, period.endDate);

/** Ordered, not in the future (nothing was checked there), at most BACKTEST_MAX_DAYS days. */
export function isValidBacktestPeriod(period: DayRange, today: string): boolean {
  return period.startDate <= period.endDate && period.endDate <= today && periodDays(period) <= BACKTEST_MAX_DAYS;
}

import type { DayRange } from '../validators/ranges';

/** A back-test replays at most a year of checks (issue 25), by default the last 30 Italian days. */
export const BACKTEST_MAX_DAYS = 365;
export const BACKTEST_DEFAULT_DAYS = 30;

const MS_PER_DAY = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / MS_PER_DAY;
const dayOf = (number: number) => new Date(number * MS_PER_DAY).toISOString().slice(0, 10);

/** The last `days` Italian days ending today, both included. */
export function defaultBacktestPeriod(today: string, days = BACKTEST_DEFAULT_DAYS): DayRange {
  return { startDate: dayOf(dayNumber(today) - (days - 1)), endDate: today };
}

/** How many days a period spans, both ends included. */
export const periodDays = (period: DayRange) => dayNumber(period.endDate) - dayNumber(period.startDate) + 1;

/** Ordered, not in the future (nothing was checked there), at most BACKTEST_MAX_DAYS days. */
export function isValidBacktestPeriod(period: DayRange, today: string): boolean {
  return period.startDate <= period.endDate && period.endDate <= today && periodDays(period) <= BACKTEST_MAX_DAYS;
}

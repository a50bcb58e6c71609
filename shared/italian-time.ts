/**
 * Calendar days and months in Italian time. The lists filter by the date a person in Italy sees, so a
 * check at 00:30 on 2 November in Rome (23:30 UTC on 1 November) belongs to 2 November.
 */

const ROME_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** YYYY-MM-DD of an instant, in Italian time. */
export const romeDay = (iso: string | Date): string => ROME_DATE.format(typeof iso === 'string' ? new Date(iso) : iso);

/** YYYY-MM of an instant, in Italian time. */
export const romeMonth = (iso: string | Date): string => romeDay(iso).slice(0, 7);

/**
 * The length of a calendar day, for ages and durations counted in whole days (a retention, a validity).
 * Day arithmetic on YYYY-MM-DD days below works on UTC midnights, where every day has this length; an
 * Italian day of a clock change has 23 or 25 hours, which is why its instants come from romeDayStartUtc.
 */
export const MS_PER_DAY = 86_400_000;

/** The number of a YYYY-MM-DD day, counted from 1970-01-01: days apart are numbers apart. */
const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / MS_PER_DAY;
const dayOfNumber = (number: number): string => new Date(number * MS_PER_DAY).toISOString().slice(0, 10);

/** The YYYY-MM-DD day `days` days after `day` (before it when negative). */
export const addDays = (day: string, days: number): string => dayOfNumber(dayNumber(day) + days);

/** How many days a range spans, from `start` to `end` (YYYY-MM-DD) both included: 1 for a single day. */
export const daysSpanned = (start: string, end: string): number => dayNumber(end) - dayNumber(start) + 1;

/** The `count` days ending on `today` (YYYY-MM-DD), today included, oldest first. */
export const lastDays = (today: string, count: number): string[] =>
  Array.from({ length: count }, (_, index) => addDays(today, index - (count - 1)));

/** 'The last `count` days' as a range: the `count` days ending on `today`, today included. */
export const lastDaysRange = (today: string, count: number): { startDate: string; endDate: string } => ({
  startDate: addDays(today, -(count - 1)),
  endDate: today,
});

/** Every day from `start` to `end` (YYYY-MM-DD, inclusive), newest first. */
export function daysNewestFirst(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = new Date(`${end}T00:00:00Z`); day >= new Date(`${start}T00:00:00Z`); ) {
    days.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() - 1);
  }
  return days;
}

/** Every month from `start` to `end` (YYYY-MM, inclusive), newest first. */
export function monthsNewestFirst(start: string, end: string): string[] {
  const months: string[] = [];
  let [year, month] = end.split('-').map(Number) as [number, number];
  const [startYear, startMonth] = start.split('-').map(Number) as [number, number];
  while (year > startYear || (year === startYear && month >= startMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return months;
}

/** The first UTC instant of an Italian day, as an ISO string: where a day's rows start in sort order. */
export function romeDayStartUtc(day: string): string {
  // Italy is UTC+1 or UTC+2: try both offsets and keep the one that lands on the day's midnight.
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(`${day}T00:00:00Z`);
    candidate.setUTCHours(candidate.getUTCHours() - offsetHours);
    const before = new Date(candidate.getTime() - 1);
    if (romeDay(candidate) === day && romeDay(before) !== day) return candidate.toISOString();
  }
  throw new Error(`no Italian midnight found for ${day}`);
}

/** The day after a YYYY-MM-DD day. */
export const nextDay = (day: string): string => addDays(day, 1);

/** The first instant of the Italian day after the one `at` falls in (ISO): when a black-list publication takes effect. */
export const nextRomeMidnight = (at: string | Date): string => romeDayStartUtc(nextDay(romeDay(at)));

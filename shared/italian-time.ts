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
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The first instant of the Italian day after the one `at` falls in (ISO): when a black-list publication takes effect. */
export const nextRomeMidnight = (at: string | Date): string => romeDayStartUtc(nextDay(romeDay(at)));

import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysNewestFirst,
  daysSpanned,
  lastDays,
  lastDaysRange,
  MS_PER_DAY,
  monthsNewestFirst,
  nextDay,
  nextRomeMidnight,
  romeDay,
  romeDayStartUtc,
  romeMonth,
} from './italian-time';

const HOUR_MS = 3_600_000;

describe('romeDay: the calendar day a person in Italy sees', () => {
  it.each([
    // Winter, UTC+1: Italian midnight is 23:00 UTC of the day before.
    ['2026-03-01T22:59:59.999Z', '2026-03-01'],
    ['2026-03-01T23:00:00.000Z', '2026-03-02'],
    ['2026-03-01T23:30:00.000Z', '2026-03-02'],
    ['2026-01-15T12:00:00.000Z', '2026-01-15'],
    // Summer, UTC+2: Italian midnight is 22:00 UTC of the day before.
    ['2026-07-01T21:59:59.999Z', '2026-07-01'],
    ['2026-07-01T22:00:00.000Z', '2026-07-02'],
    ['2026-07-01T22:30:00.000Z', '2026-07-02'],
    // The year's end in Italy comes an hour before it does in UTC.
    ['2025-12-31T22:59:59.999Z', '2025-12-31'],
    ['2025-12-31T23:00:00.000Z', '2026-01-01'],
    // Leap day.
    ['2024-02-28T23:00:00.000Z', '2024-02-29'],
    ['2024-02-29T22:59:59.999Z', '2024-02-29'],
    // DST change days: 29 March starts at 23:00 UTC, 25 October at 22:00 UTC and lasts 25 hours.
    ['2026-03-28T22:59:59.999Z', '2026-03-28'],
    ['2026-03-28T23:00:00.000Z', '2026-03-29'],
    ['2026-10-24T22:00:00.000Z', '2026-10-25'],
    ['2026-10-25T22:59:59.999Z', '2026-10-25'],
    ['2026-10-25T23:00:00.000Z', '2026-10-26'],
    // An instant written with an offset is the same instant.
    ['2026-03-02T00:30:00+01:00', '2026-03-02'],
  ])('%s is %s in Rome', (instant, day) => {
    expect(romeDay(instant)).toBe(day);
  });

  it.each([
    ['2026-03-01T23:30:00.000Z', '2026-03-02'],
    ['2026-07-01T21:00:00.000Z', '2026-07-01'],
  ])('a Date %s gives the same day as its ISO text (%s)', (instant, day) => {
    expect(romeDay(new Date(instant))).toBe(day);
  });
});

describe('romeMonth: the calendar month a person in Italy sees', () => {
  it.each([
    ['2026-03-15T10:00:00.000Z', '2026-03'],
    // Winter month end: 28 February 23:30 UTC is already 1 March in Rome.
    ['2026-02-28T22:59:59.999Z', '2026-02'],
    ['2026-02-28T23:30:00.000Z', '2026-03'],
    // Summer month end: 31 March (after the DST change) 22:30 UTC is 1 April in Rome.
    ['2026-03-31T21:59:59.999Z', '2026-03'],
    ['2026-03-31T22:30:00.000Z', '2026-04'],
    // Year end.
    ['2025-12-31T23:30:00.000Z', '2026-01'],
    ['2025-12-31T22:30:00.000Z', '2025-12'],
    ['2024-02-29T12:00:00.000Z', '2024-02'],
  ])('%s is in %s in Rome', (instant, month) => {
    expect(romeMonth(instant)).toBe(month);
  });
});

describe('romeDayStartUtc: the first UTC instant of an Italian day', () => {
  it.each([
    ['2026-01-15', '2026-01-14T23:00:00.000Z'],
    ['2026-07-15', '2026-07-14T22:00:00.000Z'],
    ['2026-01-01', '2025-12-31T23:00:00.000Z'],
    ['2024-02-29', '2024-02-28T23:00:00.000Z'],
    // DST starts at 02:00 on 29 March: its midnight is still UTC+1, the next day's is UTC+2.
    ['2026-03-29', '2026-03-28T23:00:00.000Z'],
    ['2026-03-30', '2026-03-29T22:00:00.000Z'],
    // DST ends at 03:00 on 25 October: its midnight is still UTC+2, the next day's is UTC+1.
    ['2026-10-25', '2026-10-24T22:00:00.000Z'],
    ['2026-10-26', '2026-10-25T23:00:00.000Z'],
  ])('%s starts at %s', (day, start) => {
    expect(romeDayStartUtc(day)).toBe(start);
  });

  it.each([
    ['2026-01-15', '2026-01-14'],
    ['2026-03-29', '2026-03-28'],
    ['2026-10-25', '2026-10-24'],
    ['2026-01-01', '2025-12-31'],
  ])('%s starts exactly there: the millisecond before is still %s', (day, previous) => {
    const start = Date.parse(romeDayStartUtc(day));
    expect(romeDay(new Date(start))).toBe(day);
    expect(romeDay(new Date(start - 1))).toBe(previous);
  });

  it.each([
    ['2026-01-15', 24],
    ['2026-03-29', 23],
    ['2026-10-25', 25],
  ])('%s lasts %i hours', (day, hours) => {
    const length = Date.parse(romeDayStartUtc(nextDay(day))) - Date.parse(romeDayStartUtc(day));
    expect(length).toBe(hours * HOUR_MS);
  });

  it.each(['not-a-day', '2026-13-01'])('%s is refused', (day) => {
    expect(() => romeDayStartUtc(day)).toThrow();
  });
});

describe('daysNewestFirst: every day of a range, inclusive, newest first', () => {
  it.each([
    ['a single day', '2026-03-02', '2026-03-02', ['2026-03-02']],
    ['across a month end', '2026-02-27', '2026-03-02', ['2026-03-02', '2026-03-01', '2026-02-28', '2026-02-27']],
    ['across a leap day', '2024-02-28', '2024-03-01', ['2024-03-01', '2024-02-29', '2024-02-28']],
    ['across a year end', '2025-12-30', '2026-01-02', ['2026-01-02', '2026-01-01', '2025-12-31', '2025-12-30']],
    ['across the spring DST change', '2026-03-28', '2026-03-30', ['2026-03-30', '2026-03-29', '2026-03-28']],
    ['across the autumn DST change', '2026-10-24', '2026-10-26', ['2026-10-26', '2026-10-25', '2026-10-24']],
    ['an inverted range: none', '2026-03-03', '2026-03-02', []],
  ])('%s', (_, start, end, days) => {
    expect(daysNewestFirst(start, end)).toEqual(days);
  });

  it.each([
    ['2025-01-01', '2025-12-31', 365],
    ['2024-01-01', '2024-12-31', 366],
    ['2026-02-01', '2026-02-28', 28],
  ])('%s to %s is %i days', (start, end, count) => {
    const days = daysNewestFirst(start, end);
    expect(days).toHaveLength(count);
    expect(days[0]).toBe(end);
    expect(days.at(-1)).toBe(start);
  });
});

describe('monthsNewestFirst: every month of a range, inclusive, newest first', () => {
  it.each([
    ['a single month', '2026-03', '2026-03', ['2026-03']],
    ['within a year', '2026-01', '2026-03', ['2026-03', '2026-02', '2026-01']],
    ['across a year end', '2025-11', '2026-02', ['2026-02', '2026-01', '2025-12', '2025-11']],
    ['December to January', '2024-12', '2025-01', ['2025-01', '2024-12']],
    ['an inverted range: none', '2026-04', '2026-03', []],
    ['an inverted range across years: none', '2027-01', '2026-12', []],
  ])('%s', (_, start, end, months) => {
    expect(monthsNewestFirst(start, end)).toEqual(months);
  });

  it('a calendar year is 12 months, December first and January last', () => {
    const months = monthsNewestFirst('2025-01', '2025-12');
    expect(months).toHaveLength(12);
    expect([months[0], months.at(-1)]).toEqual(['2025-12', '2025-01']);
  });
});

describe('nextDay', () => {
  it.each([
    ['2026-03-01', '2026-03-02'],
    ['2026-04-30', '2026-05-01'],
    ['2025-02-28', '2025-03-01'],
    ['2024-02-28', '2024-02-29'],
    ['2024-02-29', '2024-03-01'],
    ['2025-12-31', '2026-01-01'],
    ['2026-03-28', '2026-03-29'],
    ['2026-03-29', '2026-03-30'],
    ['2026-10-25', '2026-10-26'],
  ])('after %s comes %s', (day, next) => {
    expect(nextDay(day)).toBe(next);
  });
});

describe('addDays: a YYYY-MM-DD day some days away', () => {
  it.each([
    ['the same day', '2026-03-02', 0, '2026-03-02'],
    ['the day after', '2026-03-02', 1, '2026-03-03'],
    ['the day before', '2026-03-02', -1, '2026-03-01'],
    ['back over a month end', '2026-03-01', -1, '2026-02-28'],
    ['back over a leap day', '2024-03-01', -1, '2024-02-29'],
    ['forward over a year end', '2025-12-31', 1, '2026-01-01'],
    ['back a whole leap year', '2024-12-31', -366, '2023-12-31'],
    ['over the spring DST change', '2026-03-28', 2, '2026-03-30'],
    ['over the autumn DST change', '2026-10-26', -2, '2026-10-24'],
    ['the white list’s longest validity back', '2026-11-28', -365, '2025-11-28'],
  ])('%s: %s %+i is %s', (_, day, days, result) => {
    expect(addDays(day, days)).toBe(result);
  });

  it('refuses a text that is not a day', () => {
    expect(() => addDays('not-a-day', 1)).toThrow();
  });
});

describe('daysSpanned: the days of a range, both ends included', () => {
  it.each([
    ['a single day', '2026-03-02', '2026-03-02', 1],
    ['two days', '2026-03-01', '2026-03-02', 2],
    ['over a month end', '2026-02-27', '2026-03-02', 4],
    ['a common year', '2025-01-01', '2025-12-31', 365],
    ['a leap year', '2024-01-01', '2024-12-31', 366],
    ['over the spring DST change (a day of 23 hours)', '2026-03-29', '2026-03-30', 2],
    ['over the autumn DST change (a day of 25 hours)', '2026-10-25', '2026-10-26', 2],
    ['an inverted range', '2026-03-03', '2026-03-02', 0],
  ])('%s: %s to %s is %i', (_, start, end, count) => {
    expect(daysSpanned(start, end)).toBe(count);
  });

  it.each([
    ['2026-03-02', '2026-03-02'],
    ['2024-02-01', '2024-03-31'],
    ['2025-10-01', '2026-04-30'],
  ])('agrees with daysNewestFirst from %s to %s', (start, end) => {
    expect(daysSpanned(start, end)).toBe(daysNewestFirst(start, end).length);
  });
});

describe("lastDays and lastDaysRange: 'the last N days', today included", () => {
  it.each([
    ['today alone', '2026-03-02', 1, ['2026-03-02']],
    ['three days over a month end', '2026-03-02', 3, ['2026-02-28', '2026-03-01', '2026-03-02']],
    ['over a leap day', '2024-03-01', 2, ['2024-02-29', '2024-03-01']],
    ['over a year end', '2026-01-01', 2, ['2025-12-31', '2026-01-01']],
    ['over the autumn DST change', '2026-10-26', 3, ['2026-10-24', '2026-10-25', '2026-10-26']],
    ['none', '2026-03-02', 0, []],
  ])('%s: to %s, %i days', (_, today, count, days) => {
    expect(lastDays(today, count)).toEqual(days);
  });

  it.each([
    ['a week', '2026-11-28', 7, { startDate: '2026-11-22', endDate: '2026-11-28' }],
    ['30 days over a month end', '2026-03-01', 30, { startDate: '2026-01-31', endDate: '2026-03-01' }],
    ['today alone', '2026-03-02', 1, { startDate: '2026-03-02', endDate: '2026-03-02' }],
    ['a year back over a leap day', '2024-12-31', 366, { startDate: '2024-01-01', endDate: '2024-12-31' }],
  ])('%s: to %s, %i days', (_, today, count, range) => {
    expect(lastDaysRange(today, count)).toEqual(range);
    expect(daysSpanned(range.startDate, range.endDate)).toBe(count);
  });

  it('the range holds the listed days, first to last', () => {
    const days = lastDays('2026-03-02', 60);
    expect(lastDaysRange('2026-03-02', 60)).toEqual({ startDate: days[0], endDate: days.at(-1) });
  });
});

describe('MS_PER_DAY', () => {
  it('is the span between two UTC midnights a day apart', () => {
    expect(Date.parse('2026-03-30T00:00:00Z') - Date.parse('2026-03-29T00:00:00Z')).toBe(MS_PER_DAY);
  });
});

describe('nextRomeMidnight: when a black-list publication takes effect', () => {
  it.each([
    // Winter (UTC+1): the midnight ahead is 23:00 UTC.
    ['an afternoon in winter', '2026-11-24T15:32:10.000Z', '2026-11-24T23:00:00.000Z'],
    ['23:59 in Rome, winter', '2026-01-15T22:59:00.000Z', '2026-01-15T23:00:00.000Z'],
    ['23:59:59.999 in Rome', '2026-01-15T22:59:59.999Z', '2026-01-15T23:00:00.000Z'],
    ['exactly midnight in Rome: the next one, a day later', '2026-01-15T23:00:00.000Z', '2026-01-16T23:00:00.000Z'],
    ['00:01 in Rome (still the day before in UTC)', '2026-01-15T23:01:00.000Z', '2026-01-16T23:00:00.000Z'],
    // Summer (UTC+2): the midnight ahead is 22:00 UTC.
    ['23:59 in Rome, summer', '2026-07-15T21:59:00.000Z', '2026-07-15T22:00:00.000Z'],
    ['00:01 in Rome, summer', '2026-07-15T22:01:00.000Z', '2026-07-16T22:00:00.000Z'],
    // 29 March 2026, 02:00 → 03:00: a day of 23 hours. Its own midnight is UTC+1, the next one UTC+2.
    ['the evening before summer time', '2026-03-28T22:30:00.000Z', '2026-03-28T23:00:00.000Z'],
    ['01:30 on the day summer time starts', '2026-03-29T00:30:00.000Z', '2026-03-29T22:00:00.000Z'],
    ['noon on the day summer time starts', '2026-03-29T10:00:00.000Z', '2026-03-29T22:00:00.000Z'],
    ['23:59 on the day summer time starts', '2026-03-29T21:59:00.000Z', '2026-03-29T22:00:00.000Z'],
    // 25 October 2026, 03:00 → 02:00: a day of 25 hours. Its own midnight is UTC+2, the next one UTC+1.
    ['the evening before winter time', '2026-10-24T21:30:00.000Z', '2026-10-24T22:00:00.000Z'],
    ['02:30 the first time, on the day winter time comes back', '2026-10-25T00:30:00.000Z', '2026-10-25T23:00:00.000Z'],
    ['02:30 the second time', '2026-10-25T01:30:00.000Z', '2026-10-25T23:00:00.000Z'],
    ['23:59 on the day winter time comes back', '2026-10-25T22:59:00.000Z', '2026-10-25T23:00:00.000Z'],
    // Month, year and leap-day ends.
    ['the last evening of February in a leap year', '2028-02-28T22:30:00.000Z', '2028-02-28T23:00:00.000Z'],
    ['the leap day', '2028-02-29T12:00:00.000Z', '2028-02-29T23:00:00.000Z'],
    ['New Year’s Eve at 23:30 in Rome', '2026-12-31T22:30:00.000Z', '2026-12-31T23:00:00.000Z'],
    ['New Year’s Day at 00:30 in Rome', '2026-12-31T23:30:00.000Z', '2027-01-01T23:00:00.000Z'],
  ])('%s (%s): %s', (_case, at, midnight) => {
    expect(nextRomeMidnight(at)).toBe(midnight);
  });

  it('takes a Date as its ISO text', () => {
    expect(nextRomeMidnight(new Date('2026-07-15T21:59:00.000Z'))).toBe('2026-07-15T22:00:00.000Z');
  });

  it('is always later, by at most 25 hours, and is an Italian midnight', () => {
    for (
      let at = Date.parse('2026-01-01T00:00:00.000Z');
      at < Date.parse('2027-01-01T00:00:00.000Z');
      at += 37 * 60_000
    ) {
      const midnight = nextRomeMidnight(new Date(at));
      const gap = Date.parse(midnight) - at;
      expect(gap).toBeGreaterThan(0);
      expect(gap).toBeLessThanOrEqual(25 * HOUR_MS);
      expect(romeDayStartUtc(romeDay(midnight))).toBe(midnight);
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  defaultAggregatedRange,
  defaultRequestLogRange,
  isValidAggregatedRange,
  isValidRequestLogRange,
  italianToday,
  lastDayOfMonth,
} from './ranges';

describe('defaultRequestLogRange: one month ago to today (spec 5 Ranges)', () => {
  it.each([
    ['2026-11-22', '2026-10-22'],
    ['2026-03-01', '2026-02-01'],
    ['2026-02-28', '2026-01-28'],
    // A month ago from a day the previous month lacks is that month's last day, not a day of this month.
    ['2026-03-31', '2026-02-28'],
    ['2026-03-29', '2026-02-28'],
    ['2026-05-31', '2026-04-30'],
    ['2024-03-30', '2024-02-29'],
    ['2024-03-31', '2024-02-29'],
    ['2024-03-29', '2024-02-29'],
    ['2025-03-29', '2025-02-28'],
    // January looks back into December of the previous year.
    ['2026-01-15', '2025-12-15'],
    ['2026-01-31', '2025-12-31'],
    ['2026-01-01', '2025-12-01'],
  ])('today %s starts on %s', (today, startDate) => {
    expect(defaultRequestLogRange(today)).toEqual({ startDate, endDate: today });
  });

  it.each(['2026-03-31', '2024-03-30', '2026-01-01', '2024-12-31'])(
    'the default range of %s is always valid',
    (today) => {
      expect(isValidRequestLogRange(defaultRequestLogRange(today))).toBe(true);
    },
  );
});

describe('defaultAggregatedRange: the previous month to the current month, whole months', () => {
  it.each([
    ['2026-03-15', '2026-02-01', '2026-03-31'],
    ['2026-03-01', '2026-02-01', '2026-03-31'],
    ['2026-03-31', '2026-02-01', '2026-03-31'],
    ['2026-01-10', '2025-12-01', '2026-01-31'],
    ['2026-12-31', '2026-11-01', '2026-12-31'],
    ['2024-02-10', '2024-01-01', '2024-02-29'],
    ['2024-03-31', '2024-02-01', '2024-03-31'],
  ])('today %s gives %s to %s', (today, startDate, endDate) => {
    expect(defaultAggregatedRange(today)).toEqual({ startDate, endDate });
  });

  it.each(['2026-03-15', '2026-01-01', '2024-02-29'])('the default range of %s is always valid', (today) => {
    expect(isValidAggregatedRange(defaultAggregatedRange(today), today)).toBe(true);
  });
});

describe('lastDayOfMonth', () => {
  it.each([
    ['2026-01-15', '2026-01-31'],
    ['2026-04-30', '2026-04-30'],
    ['2026-04-01', '2026-04-30'],
    ['2026-12-05', '2026-12-31'],
    ['2026-02-01', '2026-02-28'],
    ['2024-02-10', '2024-02-29'],
    // Century years are leap only when divisible by 400.
    ['2100-02-01', '2100-02-28'],
    ['2000-02-01', '2000-02-29'],
  ])('the month of %s ends on %s', (day, last) => {
    expect(lastDayOfMonth(day)).toBe(last);
  });
});

describe('isValidRequestLogRange: ordered, at most 366 days counted inclusively', () => {
  it.each([
    ['the same day', '2026-03-02', '2026-03-02', true],
    ['a month', '2026-02-28', '2026-03-31', true],
    ['inverted by a day', '2026-03-02', '2026-03-01', false],
    ['inverted by a year', '2027-01-01', '2026-01-01', false],
    ['365 days (a common year)', '2025-01-01', '2025-12-31', true],
    ['366 days (a leap year)', '2024-01-01', '2024-12-31', true],
    ['366 days across a year end', '2025-03-01', '2026-03-01', true],
    ['367 days', '2025-01-01', '2026-01-02', false],
    ['367 days across a leap day', '2024-01-01', '2025-01-01', false],
    ['two years', '2024-03-01', '2026-03-01', false],
  ])('%s (%s to %s): %s', (_, startDate, endDate, valid) => {
    expect(isValidRequestLogRange({ startDate, endDate })).toBe(valid);
  });
});

describe('isValidAggregatedRange: start not after the current month, at most 12 months', () => {
  const today = '2026-03-15';
  it.each([
    ['the current month', '2026-03-01', '2026-03-31', true],
    ['starting on the last day of the current month', '2026-03-31', '2026-03-31', true],
    ['the previous month to the current one', '2026-02-01', '2026-03-31', true],
    ['starting the month after the current one', '2026-04-01', '2026-04-30', false],
    ['starting a year after the current month', '2027-03-01', '2027-03-31', false],
    ['ending after the current month: only the start is bounded', '2026-03-01', '2026-05-31', true],
    ['12 months ending in the current month', '2025-04-01', '2026-03-31', true],
    ['12 months of the past', '2025-01-01', '2025-12-31', true],
    ['13 months ending in the current month', '2025-03-01', '2026-03-31', false],
    ['13 months of the past', '2024-12-01', '2025-12-31', false],
    ['December to January', '2025-12-01', '2026-01-31', true],
    ['inverted months', '2026-03-01', '2026-02-28', false],
    ['inverted across years', '2026-01-01', '2025-12-31', false],
  ])('%s (%s to %s): %s', (_, startDate, endDate, valid) => {
    expect(isValidAggregatedRange({ startDate, endDate }, today)).toBe(valid);
  });

  it.each([
    ['2025-12-31', false],
    ['2026-01-01', true],
    ['2026-01-31', true],
    ['2026-06-15', true],
  ])('January 2026 when today is %s: %s (the current month is the one of today)', (day, valid) => {
    expect(isValidAggregatedRange({ startDate: '2026-01-01', endDate: '2026-01-31' }, day)).toBe(valid);
  });
});

describe('italianToday', () => {
  it.each([
    ['2026-03-01T23:30:00.000Z', '2026-03-02'],
    ['2026-07-01T21:30:00.000Z', '2026-07-01'],
    ['2025-12-31T23:00:00.000Z', '2026-01-01'],
  ])('at %s it is %s in Italy', (now, day) => {
    expect(italianToday(new Date(now))).toBe(day);
  });
});

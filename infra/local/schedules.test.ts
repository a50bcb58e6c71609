import { describe, expect, it } from 'vitest';
import { SCHEDULES } from '../../shared/resources';
import { nextRun } from './schedules';

const midnightSwitch = SCHEDULES.blacklistMidnightSwitch;

describe('nextRun of the midnight switch (00:00 and 00:05, Italian time)', () => {
  it.each([
    ['an afternoon in winter (UTC+1): tonight at 00:00 Rome', '2026-11-24T15:32:10.000Z', '2026-11-24T23:00:00.000Z'],
    ['an afternoon in summer (UTC+2)', '2026-07-10T12:00:00.000Z', '2026-07-10T22:00:00.000Z'],
    ['right at midnight: the run five minutes later', '2026-11-24T23:00:00.000Z', '2026-11-24T23:05:00.000Z'],
    ['between the two runs', '2026-11-24T23:02:00.000Z', '2026-11-24T23:05:00.000Z'],
    ['after the second run: the next night', '2026-11-24T23:05:00.000Z', '2026-11-25T23:00:00.000Z'],
    ['the evening before the clocks go back (25-hour day)', '2026-10-24T20:00:00.000Z', '2026-10-24T22:00:00.000Z'],
    ['the evening the clocks have gone back', '2026-10-25T20:00:00.000Z', '2026-10-25T23:00:00.000Z'],
    ['the evening before the clocks go forward', '2026-03-28T20:00:00.000Z', '2026-03-28T23:00:00.000Z'],
  ])('%s', (_case, now, expected) => {
    expect(nextRun(midnightSwitch, new Date(now)).toISOString()).toBe(expected);
  });
});

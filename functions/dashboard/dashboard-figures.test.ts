import { describe, expect, it } from 'vitest';
import { lastDays } from '../../shared/italian-time';
import { type DayCells, type Projection, projectCells } from '../stores/request-log-tallies/cells';
import { type DashboardCells, dashboardCellsOf, dashboardFigures } from './dashboard-figures';

const TODAY = '2026-11-28';
const cell = (values: string) => values;

/** A day's cells from `[key, count, elapsed]`. */
const day = (...cells: [string, number, number][]): DayCells =>
  new Map(cells.map(([key, count, elapsed]) => [key, { count, elapsed }]));

const RED_L = cell('L|EVOPRECHECK|SUCCESS|R|EX302|PF|PER|WEB');
const GREEN_T = cell('T|FULLCHECK|SUCCESS|V|EX400|REA|SOC|AGENZIA');
const ERROR_L = cell('L|PRECHECK|ERROR|||PF|PER|CALL_CENTER');
const RED_D = cell('D|EVOPRECHECK|SUCCESS|R|EX409|NOREA|CON|SISTEMA');

/** The days' full cells in the projections the dashboard reads, as the closed days' summaries hold them. */
const projected = (full: ReadonlyMap<string, DayCells>): DashboardCells => {
  const of = (projection: Projection) =>
    new Map([...full].map(([day, cells]) => [day, projectCells(cells, projection)] as const));
  return { outcome: of('outcome'), channel: of('channel'), segment: of('segment') };
};

const FULL = new Map<string, DayCells>([
  // Today: 2 red (L), 3 green (T), 1 error (L).
  [TODAY, day([RED_L, 2, 2000], [GREEN_T, 3, 6000], [ERROR_L, 1, 30_000])],
  // Yesterday: 1 green.
  ['2026-11-27', day([GREEN_T, 1, 1000])],
  // Eight days ago: in the 30 days, not in the 7.
  ['2026-11-20', day([RED_L, 4, 4000], [RED_D, 5, 500])],
  // Forty days ago: the 30 days before the last 30.
  ['2026-10-19', day([GREEN_T, 10, 10_000])],
]);
const CELLS = projected(FULL);

describe('dashboardFigures: from the daily tallies, over the caller’s markets', () => {
  it('takes the reader’s cells by projection, never its cells by day (every figure was 0 when it did)', () => {
    const byProjection = new Map<Projection, ReadonlyMap<string, DayCells>>([
      ['outcome', CELLS.outcome],
      ['channel', CELLS.channel],
      ['segment', CELLS.segment],
    ]);
    expect(dashboardCellsOf(byProjection)).toEqual(CELLS);
    const byDay: ReadonlyMap<string, DayCells> = FULL;
    // @ts-expect-error cells by day are not cells by projection: the handler cannot pass them
    expect(dashboardCellsOf(byDay).outcome.size).toBe(0);
  });

  it('adds up today, the last 7 and the last 30 days against the periods before', () => {
    const { periods } = dashboardFigures(CELLS, TODAY, ['L', 'T', 'D']);
    expect(periods.map(({ key, current, previous }) => [key, current.checks, previous.checks])).toEqual([
      ['today', 6, 1],
      ['week', 7, 9],
      ['month', 16, 10],
    ]);
    const today = periods[0]?.current;
    // 2 red of 5 decided; 1 error of 6 checks; mean of the 5 successes: (2000 + 6000) / 5.
    expect(today).toMatchObject({
      decided: 5,
      red: 2,
      redShare: 40,
      errors: 1,
      errorShare: 16.67,
      meanResponseMs: 1600,
    });
    expect(today).toMatchObject({ startDate: TODAY, endDate: TODAY });
    expect(periods[2]?.previous).toMatchObject({ startDate: '2026-09-30', endDate: '2026-10-29', redShare: 0 });
  });

  it('answers the last 30 days one by one, oldest first, empty days as zero', () => {
    const { days } = dashboardFigures(CELLS, TODAY, ['L', 'T', 'D']);
    expect(days.map((entry) => entry.day)).toEqual(lastDays(TODAY, 30));
    expect(days.at(-1)).toMatchObject({ checks: 6, red: 2 });
    expect(days[0]).toMatchObject({ checks: 0, redShare: 0, meanResponseMs: null });
  });

  it('names the most frequent result codes with their share of the decided checks and their trend', () => {
    const { reasons, reasonTrend } = dashboardFigures(CELLS, TODAY, ['L', 'T', 'D']);
    // Decided in the 30 days: 2 + 3 + 1 + 4 + 5 = 15.
    expect(reasons).toEqual([
      { code: 'EX302', count: 6, share: 40 },
      { code: 'EX409', count: 5, share: 33.33 },
      { code: 'EX400', count: 4, share: 26.67 },
    ]);
    expect(reasonTrend[0]?.data.at(-1)).toBe(2);
    expect(reasonTrend[0]?.data.at(-9)).toBe(4);
  });

  it('splits the red share by market, channel group and micro segment', () => {
    const { redShare } = dashboardFigures(CELLS, TODAY, ['L', 'T', 'D']);
    expect(redShare.byMarket).toEqual([
      { key: 'L', decided: 6, red: 6, redShare: 100 },
      { key: 'T', decided: 4, red: 0, redShare: 0 },
      { key: 'D', decided: 5, red: 5, redShare: 100 },
    ]);
    expect(redShare.byChannelGroup.map((group) => group.key)).toEqual(['WEB', 'AGENCIES', 'INTERNAL']);
    expect(redShare.bySegment.map((segment) => [segment.key, segment.redShare])).toEqual([
      ['CON', 100],
      ['PER', 100],
      ['SOC', 0],
    ]);
  });

  it('counts only the caller’s markets', () => {
    const { periods, redShare } = dashboardFigures(CELLS, TODAY, ['T', 'D']);
    expect(periods[0]?.current.checks).toBe(3);
    expect(redShare.byMarket.map((market) => market.key)).toEqual(['T', 'D']);
  });

  it('answers zeros, no reason and no split when there is no check at all', () => {
    const empty = dashboardFigures(projected(new Map()), TODAY, ['L']);
    expect(empty.periods.every(({ current }) => current.checks === 0 && current.meanResponseMs === null)).toBe(true);
    expect(empty.reasons).toEqual([]);
    expect(empty.redShare).toEqual({ byMarket: [], byChannelGroup: [], bySegment: [] });
  });
});

import { MICRO_SEGMENTS } from '../../shared/enums';
import { lastDays } from '../../shared/italian-time';
import { percentage } from '../../shared/percentage';
import { CHANNEL_GROUPS, channelGroupOf } from '../../shared/request-log/channel-groups';
import type { Market } from '../../shared/roles';
import type { DashboardFigures, DashboardResponse } from '../../shared/schemas/dashboard';
import { type CellValues, type DayCells, matchingCells, type Projection } from '../stores/request-log-tallies/cells';

/** Result codes the dashboard names with their trend. */
const TOP_REASONS = 6;
/** The days the dashboard reads: the last 30 and the 30 before them. */
export const DASHBOARD_DAYS = 60;

interface Totals {
  checks: number;
  decided: number;
  red: number;
  errors: number;
  successes: number;
  successElapsed: number;
}

const emptyTotals = (): Totals => ({ checks: 0, decided: 0, red: 0, errors: 0, successes: 0, successElapsed: 0 });

function addCell(totals: Totals, values: CellValues, count: number, elapsed: number): void {
  totals.checks += count;
  if (values.tl === 'R' || values.tl === 'V') totals.decided += count;
  if (values.tl === 'R') totals.red += count;
  if (values.st === 'ERROR') totals.errors += count;
  else {
    totals.successes += count;
    totals.successElapsed += elapsed;
  }
}

const figuresOf = (totals: Totals): DashboardFigures => ({
  checks: totals.checks,
  decided: totals.decided,
  red: totals.red,
  redShare: percentage(totals.red, totals.decided),
  errors: totals.errors,
  errorShare: percentage(totals.errors, totals.checks),
  meanResponseMs: totals.successes === 0 ? null : Math.round(totals.successElapsed / totals.successes),
});

/** The tallies the dashboard reads: the 60 days by outcome, the last 30 by channel and by segment. */
export interface DashboardCells {
  outcome: ReadonlyMap<string, DayCells>;
  channel: ReadonlyMap<string, DayCells>;
  segment: ReadonlyMap<string, DayCells>;
}

/**
 * The dashboard's cells out of what the tally reader answered for dashboardProjections, by projection
 * then day (typed so that cells by day alone, the reader's other answer, cannot be passed for them).
 */
export const dashboardCellsOf = (read: ReadonlyMap<Projection, ReadonlyMap<string, DayCells>>): DashboardCells => ({
  outcome: read.get('outcome') ?? new Map(),
  channel: read.get('channel') ?? new Map(),
  segment: read.get('segment') ?? new Map(),
});

/** Which projections over which days the dashboard reads (request-log-tallies/cells.ts PROJECTIONS). */
export function dashboardProjections(today: string) {
  const days = lastDays(today, DASHBOARD_DAYS);
  const month = days.slice(DASHBOARD_DAYS - 30);
  return [
    { projection: 'outcome' as const, days },
    { projection: 'channel' as const, days: month },
    { projection: 'segment' as const, days: month },
  ];
}

/**
 * The dashboard's figures from the daily tallies of the last 60 days (request-log-tallies/cells.ts), over the caller's
 * markets: today, the last 7 and the last 30 days against the same number of days before; the last 30
 * day by day; the most frequent result codes and their trend; the red share by market, channel group and
 * micro segment over the last 30 days. Pure: the same cells give the same figures.
 */
export function dashboardFigures(
  tallies: DashboardCells,
  today: string,
  markets: readonly Market[],
): Pick<DashboardResponse, 'periods' | 'days' | 'reasons' | 'reasonTrend' | 'redShare'> {
  const days = lastDays(today, DASHBOARD_DAYS);
  const inMarkets = (values: CellValues) => (markets as readonly string[]).includes(values.mk);
  const cellsOf = (byDay: ReadonlyMap<string, DayCells>, day: string) => [
    ...matchingCells(byDay.get(day) ?? new Map(), inMarkets),
  ];
  const perDay = days.map((day) => {
    const totals = emptyTotals();
    const cells = cellsOf(tallies.outcome, day);
    for (const { values, count, elapsed } of cells) addCell(totals, values, count, elapsed);
    return { day, totals, cells };
  });
  const sum = (from: number, to: number) => {
    const totals = emptyTotals();
    for (const { cells } of perDay.slice(from, to)) {
      for (const { values, count, elapsed } of cells) addCell(totals, values, count, elapsed);
    }
    return { ...figuresOf(totals), startDate: days[from] as string, endDate: days[to - 1] as string };
  };
  const n = days.length;
  const periods = (
    [
      ['today', 1],
      ['week', 7],
      ['month', 30],
    ] as const
  ).map(([key, length]) => ({ key, current: sum(n - length, n), previous: sum(n - 2 * length, n - length) }));

  const month = perDay.slice(n - 30);
  const decided = month.reduce((total, { totals }) => total + totals.decided, 0);
  const codes = new Map<string, number[]>();
  const groups = {
    byMarket: new Map<string, Totals>(),
    byChannelGroup: new Map<string, Totals>(),
    bySegment: new Map<string, Totals>(),
  };
  const addTo = (split: Map<string, Totals>, key: string, values: CellValues, count: number, elapsed: number) => {
    const totals = split.get(key) ?? emptyTotals();
    addCell(totals, values, count, elapsed);
    split.set(key, totals);
  };
  month.forEach(({ day, cells }, index) => {
    for (const { values, count, elapsed } of cells) {
      if (values.oc) {
        const series = codes.get(values.oc) ?? new Array<number>(month.length).fill(0);
        series[index] = (series[index] ?? 0) + count;
        codes.set(values.oc, series);
      }
      addTo(groups.byMarket, values.mk, values, count, elapsed);
    }
    for (const { values, count, elapsed } of cellsOf(tallies.channel, day)) {
      addTo(groups.byChannelGroup, channelGroupOf(values.ch), values, count, elapsed);
    }
    for (const { values, count, elapsed } of cellsOf(tallies.segment, day)) {
      addTo(groups.bySegment, values.ms || 'ND', values, count, elapsed);
    }
  });
  const top = [...codes]
    .map(([code, data]) => ({ code, data, count: data.reduce((total, value) => total + value, 0) }))
    .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code))
    .slice(0, TOP_REASONS);
  const shares = (split: Map<string, Totals>, order: readonly string[]) =>
    [...order, ...[...split.keys()].filter((key) => !order.includes(key))]
      .filter((key) => (split.get(key)?.decided ?? 0) > 0)
      .map((key) => {
        const totals = split.get(key) as Totals;
        return { key, decided: totals.decided, red: totals.red, redShare: percentage(totals.red, totals.decided) };
      });

  return {
    periods,
    days: month.map(({ day, totals }) => ({ day, ...figuresOf(totals) })),
    reasons: top.map(({ code, count }) => ({ code, count, share: percentage(count, decided) })),
    reasonTrend: top.map(({ code, data }) => ({ code, data })),
    redShare: {
      byMarket: shares(groups.byMarket, markets),
      byChannelGroup: shares(groups.byChannelGroup, CHANNEL_GROUPS),
      bySegment: shares(groups.bySegment, MICRO_SEGMENTS),
    },
  };
}

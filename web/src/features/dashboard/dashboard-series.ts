import type { DashboardFigures, DashboardResponse } from '../../../../shared/schemas/dashboard';

/** A day on the charts' axis: '28/11'. The year is the header's: the axis spans 30 days. */
export const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** Which way a figure went against the period before. */
export type Trend = 'up' | 'down' | 'same';

export function trendOf(current: number | null, previous: number | null): Trend {
  if (current === null || previous === null || current === previous) return 'same';
  return current > previous ? 'up' : 'down';
}

/** The figures a period card shows, each with the period before's. */
export const PERIOD_FIGURES = [
  'checks',
  'redShare',
  'errors',
  'meanResponseMs',
] as const satisfies readonly (keyof DashboardFigures)[];

/**
 * The versions that took effect within the charts' days, as vertical marks at their day, each named with
 * its instant (the axis is a day's): several on one day make one mark naming them all in the order they
 * took effect (a chart draws one line per x).
 */
export function versionMarks(
  marks: DashboardResponse['marks'],
  days: readonly string[],
  nameOf: (mark: DashboardResponse['marks'][number]) => string,
): { type: 'threshold'; title: string; x: string }[] {
  const byDay = new Map<string, string[]>();
  for (const mark of [...marks].sort((a, b) => a.at.localeCompare(b.at))) {
    if (!days.includes(mark.day)) continue;
    byDay.set(mark.day, [...(byDay.get(mark.day) ?? []), nameOf(mark)]);
  }
  return [...byDay].map(([day, names]) => ({ type: 'threshold' as const, title: names.join('; '), x: dayLabel(day) }));
}

/** Whether the last 30 days hold any check: the charts show 'Nessun dato disponibile' otherwise. */
export const hasChecks = (days: DashboardResponse['days']) => days.some((day) => day.checks > 0);

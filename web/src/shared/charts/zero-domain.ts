/**
 * Cloudscape computes a chart's value axis from its data: values that are all 0 give the domain
 * [0, 0], which draws the zero line in the middle of the plot with a single tick, as if nothing were
 * there. A chart of zeros is data (no errors this month, nobody rejected), so it gets a real axis
 * from 0 to a round top, its bars and lines lying on 0. Undefined (Cloudscape's own domain) as soon
 * as any value is above 0.
 */
export function zeroValueDomain(values: Iterable<number>, top: number): [number, number] | undefined {
  for (const value of values) if (value > 0) return undefined;
  return [0, top];
}

/** Round tops for an axis of zeros, per kind of figure. */
export const ZERO_AXIS_TOPS = { count: 10, percent: 100, seconds: 1 } as const;

/** The values of the data series of a chart, for `zeroValueDomain`. */
export function seriesValues(series: readonly { data: readonly { y: number }[] }[]): number[] {
  return series.flatMap((entry) => entry.data.map((datum) => datum.y));
}
